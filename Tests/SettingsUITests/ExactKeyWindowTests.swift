import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// Rows keyed `café` in NFC and in NFD are two rows of the window: each shows its own value,
/// and a change to one key updates and hides only that key's row.
@MainActor
final class ExactKeyWindowTests: XCTestCase {
    private static let composed = "caf\u{E9}"
    private static let decomposed = "cafe\u{301}"
    private var session: FakeSession!
    private var window: SettingsWindow!

    override func setUp() async throws {
        let group = DemoPages.row(0, .group(GroupRow(footer: nil)), title: "Both forms")
        let first = DemoPages.row(1, .textField(TextFieldRow()), key: Self.composed, title: "Composed", default: .string("nfc"))
        let second = DemoPages.row(2, .textField(TextFieldRow()), key: Self.decomposed, title: "Decomposed", default: .string("nfd"))
        let page = Page(name: "Root", path: nil, title: "Keys", sections: [Section(header: group, rows: [first, second])],
                        rows: [group, first, second])
        session = FakeSession(root: page)
        window = GtkTestSupport.makeWindow(session)
    }

    override func tearDown() async throws {
        window.window.destroy()
        GtkTestSupport.iterate(for: 0.05)
    }

    private func field(_ key: String) throws -> TextFieldRowPresenter {
        let presenters = window.currentPage?.presenters(forKey: SettingKey(key)) ?? []
        XCTAssertEqual(presenters.count, 1, "one row per form")
        return try XCTUnwrap(presenters.first as? TextFieldRowPresenter)
    }

    func testEachFormShowsAndWritesItsOwnValue() async throws {
        XCTAssertEqual(try field(Self.composed).entry.text, "nfc")
        XCTAssertEqual(try field(Self.decomposed).entry.text, "nfd")
        let decomposed = try field(Self.decomposed)
        decomposed.entry.text = "typed"
        decomposed.entry.pressEnter()
        XCTAssertEqual(session.writes.map(\.key), [SettingKey(Self.decomposed)])
        session.changeExternally(SettingKey(Self.composed), to: .string("elsewhere"))
        XCTAssertEqual(try field(Self.composed).entry.text, "elsewhere")
        XCTAssertEqual(try field(Self.decomposed).entry.text, "typed")
    }

    func testHidingOneFormLeavesTheOtherShown() async throws {
        session.setHiddenKeys([SettingKey(Self.composed)])
        XCTAssertFalse(try field(Self.composed).listRows[0].isVisible)
        XCTAssertTrue(try field(Self.decomposed).listRows[0].isVisible)
    }
}
