import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// The two rows only installed GSettings schemas make: flags (a check button per flag) and
/// GVariant text (checked by GLib's parser as the user types).
@MainActor
final class SchemaRowTests: XCTestCase {
    private var session: FakeSession!
    private var window: SettingsWindow!

    override func setUp() async throws {
        var flags = Row(file: "org.example.Types", index: 0, kind: .flags(FlagsRow(flags: ChoiceList([
            Choice(value: .string("bold"), title: "Bold"), Choice(value: .string("small-caps"), title: "Small caps"),
        ]))))
        flags.key = "style"
        flags.title = "Style"
        flags.defaultValue = .array([.string("bold")])
        var pair = Row(file: "org.example.Types", index: 1, kind: .variantText(VariantTextRow(type: "(ii)")))
        pair.key = "pair"
        pair.title = "Pair"
        pair.defaultValue = .string("(1, 2)")
        let root = Page(name: "Root", path: nil, title: "Types", sections: [Section(header: nil, rows: [flags, pair])], rows: [flags, pair])
        session = FakeSession(root: root)
        window = GtkTestSupport.makeWindow(session)
    }

    override func tearDown() async throws {
        window.window.destroy()
        GtkTestSupport.iterate(for: 0.05)
    }

    func testEachFlagIsACheckButtonAndTickingOneStoresTheSet() async throws {
        let presenter = try XCTUnwrap(GtkTestSupport.presenter(FlagsRowPresenter.self, key: "style", in: window))
        XCTAssertEqual(presenter.buttons.map(\.nick), ["bold", "small-caps"])
        XCTAssertEqual(presenter.buttons.map(\.button.isOn), [true, false])
        XCTAssertTrue(session.writes.isEmpty, "showing the value writes nothing")
        presenter.buttons[1].button.isOn = true
        XCTAssertEqual(session.writes.last?.value, .array([.string("bold"), .string("small-caps")]))
        presenter.buttons[0].button.isOn = false
        XCTAssertEqual(session.writes.last?.value, .array([.string("small-caps")]))
    }

    func testGVariantTextIsCheckedAgainstTheKeysTypeAndOnlyValidTextIsStored() async throws {
        let presenter = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "pair", in: window))
        XCTAssertEqual(presenter.entry.text, "(1, 2)")
        presenter.entry.text = "(3,"
        XCTAssertNotNil(presenter.violation)
        XCTAssertTrue(presenter.violation?.contains("Not a value of type (ii)") == true, presenter.violation ?? "")
        presenter.save()
        XCTAssertTrue(session.writes.isEmpty, "text GLib cannot parse is not stored")
        presenter.entry.text = "(3, 4)"
        XCTAssertNil(presenter.violation)
        presenter.save()
        XCTAssertEqual(session.writes.last?.value, .string("(3, 4)"))
    }

    /// A value past `VariantTextSizeGuard.editLimit` (a 10 MB dictionary in dconf) is not put
    /// into the entry: the row says it is too large to edit here, and leaving it writes nothing.
    /// Once it is small again (Restore Defaults, a change elsewhere) it is edited as before.
    func testAValueTooLargeToEditIsNotPutIntoTheEntryAndNotWritten() async throws {
        let presenter = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "pair", in: window))
        let note = try XCTUnwrap(presenter.tooLargeNote)
        XCTAssertFalse(note.isVisible)
        let large = "(" + String(repeating: "1", count: VariantTextSizeGuard.editLimit) + ", 2)"
        session.changeExternally("pair", to: .string(large))
        XCTAssertEqual(presenter.entry.text, "")
        XCTAssertFalse(presenter.entry.isVisible)
        XCTAssertTrue(note.isVisible)
        XCTAssertEqual(note.text, VariantTextSizeGuard.tooLargeMessage)
        presenter.save()
        presenter.commitPendingEdit()
        XCTAssertTrue(session.writes.isEmpty, "nothing written over it")
        session.changeExternally("pair", to: nil)
        XCTAssertEqual(presenter.entry.text, "(1, 2)")
        XCTAssertTrue(presenter.entry.isVisible)
        XCTAssertFalse(note.isVisible)
    }
}
