import CGtk
import CGtkKit
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// Child panes open pages on demand; the back button and shortcuts return.
@MainActor
final class NavigationTests: XCTestCase {
    private var session: FakeSession!
    private var window: SettingsWindow!

    override func setUp() async throws {
        session = FakeSession(root: DemoPages.root, pages: ["Advanced": DemoPages.advanced])
        window = GtkTestSupport.makeWindow(session)
    }

    override func tearDown() async throws {
        window.window.destroy()
        GtkTestSupport.iterate(for: 0.05)
    }

    private func childPane() throws -> ChildPaneRowPresenter {
        try XCTUnwrap(window.currentPage?.presenters.compactMap { $0 as? ChildPaneRowPresenter }.first)
    }

    func testChildPageIsReadOnlyWhenOpened() async throws {
        XCTAssertEqual(session.openedPages, [], "no page is read before the user opens it")
        XCTAssertFalse(window.backButton.isVisible)
        XCTAssertEqual(window.titleLabel.text, "Demo")

        try childPane().listRows[0].activate()
        XCTAssertEqual(session.openedPages, ["Advanced"])
        XCTAssertEqual(window.navigation.pages.count, 2)
        XCTAssertEqual(window.titleLabel.text, "Advanced")
        XCTAssertTrue(window.backButton.isVisible)
        XCTAssertTrue(bs_test_accessible_has_label(window.backButton.pointer, "Back") != 0)
        XCTAssertFalse(bs_test_accessible_has_labelled_by(window.backButton.pointer) != 0, "not named by its image")
        XCTAssertEqual(window.navigation.stack.visibleChild, window.currentPage?.widget.pointer)

        window.backButton.activate()
        // A button activated from the keyboard clicks after showing itself pressed.
        GtkTestSupport.iterate(for: 2) { self.window.navigation.pages.count == 1 }
        XCTAssertEqual(window.navigation.pages.count, 1)
        XCTAssertEqual(window.titleLabel.text, "Demo")
        XCTAssertFalse(window.backButton.isVisible)
        XCTAssertEqual(window.navigation.stack.visibleChild, window.currentPage?.widget.pointer)
    }

    func testEditingOnAChildPageUpdatesTheSameKeyOnTheRootPage() async throws {
        let rootToggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sounds", in: window))
        try childPane().listRows[0].activate()
        GtkTestSupport.iterate(for: 1) { self.window.currentPage?.isBuilt == true }
        let childToggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sounds", in: window))
        childToggle.control.isOn = true
        XCTAssertTrue(rootToggle.control.isOn)
        childToggle.control.isOn = false
        XCTAssertFalse(rootToggle.control.isOn)
    }

    func testGoingBackStoresWhatWasTypedButNotYetSaved() async throws {
        var field = TextFieldRow()
        field.traits.placeholder = "Server"
        let group = DemoPages.row(0, .group(GroupRow(footer: nil)), title: "Connection")
        let server = DemoPages.row(1, .textField(field), key: "server", title: "Server")
        session.pages["Advanced"] = Page(name: "Advanced", path: nil, title: "Advanced",
                                         sections: [Section(header: group, rows: [server])], rows: [group, server])
        try childPane().listRows[0].activate()
        let presenter = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "server", in: window))
        presenter.entry.text = "example.org"
        XCTAssertTrue(session.writes.isEmpty)
        window.goBack()
        XCTAssertEqual(session.writes.last?.key, "server")
        XCTAssertEqual(session.writes.last?.value, .string("example.org"))
    }

    func testAFailureToStoreTypingWhileGoingBackStaysShown() async throws {
        try openServerPage()
        session.failingKeys = ["server"]
        let presenter = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "server", in: window))
        presenter.entry.text = "example.org"
        window.goBack()
        XCTAssertEqual(window.navigation.pages.count, 1)
        XCTAssertTrue(window.banner.isRevealed, "the reason the text was not stored is shown")
        XCTAssertEqual(window.banner.message.text, "The disk is full.")
        try childPane().listRows[0].activate()
        XCTAssertFalse(window.banner.isRevealed, "the next change of page clears it")
    }

    func testClosingWithTypingThatCannotBeStoredKeepsTheWindowOpenOnce() async throws {
        try openServerPage()
        session.failingKeys = ["server"]
        let presenter = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "server", in: window))
        presenter.entry.text = "example.org"
        window.window.close()
        GtkTestSupport.iterate(for: 0.2)
        XCTAssertNotEqual(gtk_widget_get_visible(window.window.pointer), 0, "still open, saying why")
        XCTAssertTrue(window.banner.isRevealed)
        window.window.close()
        GtkTestSupport.iterate(for: 1) { gtk_widget_get_visible(self.window.window.pointer) == 0 }
        XCTAssertEqual(gtk_widget_get_visible(window.window.pointer), 0, "a second close goes through")
    }

    private func openServerPage() throws {
        let group = DemoPages.row(0, .group(GroupRow(footer: nil)), title: "Connection")
        let server = DemoPages.row(1, .textField(TextFieldRow()), key: "server", title: "Server")
        session.pages["Advanced"] = Page(name: "Advanced", path: nil, title: "Advanced",
                                         sections: [Section(header: group, rows: [server])], rows: [group, server])
        try childPane().listRows[0].activate()
    }

    func testAPageOfFootersOpensFocusingThePageNotAFooter() async throws {
        let group = DemoPages.row(0, .group(GroupRow(footer: "This application uses the following libraries.")),
                                  title: "Acknowledgements")
        session.pages["Advanced"] = Page(name: "Advanced", path: nil, title: "Advanced",
                                         sections: [Section(header: group)], rows: [group])
        try childPane().listRows[0].activate()
        GtkTestSupport.iterate(for: 0.3)
        let focus = try XCTUnwrap(window.window.focusWidget)
        XCTAssertEqual(focus.pointer, window.currentPage?.widget.pointer, "the page has focus: arrow keys scroll it")
    }

    func testEscapeAndAltLeftGoBack() async throws {
        for accelerator in [(GDK_KEY_Escape, GdkModifierType(0)), (GDK_KEY_Left, GDK_ALT_MASK)] {
            try childPane().listRows[0].activate()
            XCTAssertEqual(window.navigation.pages.count, 2)
            XCTAssertTrue(sendKey(accelerator.0, accelerator.1), "shortcut handled")
            XCTAssertEqual(window.navigation.pages.count, 1)
        }
    }

    func testControlWAndControlQClose() async throws {
        for key in [GDK_KEY_w, GDK_KEY_q] {
            let other = GtkTestSupport.makeWindow(session)
            XCTAssertTrue(sendKey(key, GDK_CONTROL_MASK, to: other))
            GtkTestSupport.iterate(for: 1) { gtk_widget_get_visible(other.window.pointer) == 0 }
            XCTAssertEqual(gtk_widget_get_visible(other.window.pointer), 0)
        }
    }

    func testGoingBackFocusesTheRowThatOpenedThePage() async throws {
        let multi = try XCTUnwrap(GtkTestSupport.presenter(MultiValueRowPresenter.self, key: "colour", in: window))
        let row = multi.listRows[0]
        row.grabFocus()
        row.activate()
        GtkTestSupport.iterate(for: 0.2)
        XCTAssertNotEqual(window.window.focusWidget?.pointer, row.pointer, "focus moved into the choices")
        let choices = try XCTUnwrap(GtkTestSupport.presenter(ChoiceListPresenter.self, key: "colour", in: window))
        choices.listRows[0].activate()
        GtkTestSupport.iterate(for: 0.2)
        XCTAssertEqual(window.window.focusWidget?.pointer, row.pointer)
    }

    func testBackOnTheRootPageDoesNothing() async {
        window.goBack()
        XCTAssertEqual(window.navigation.pages.count, 1)
    }

    func testAMissingPageShowsWhyInsteadOfCrashing() async throws {
        window.binder.openPage(named: "Nowhere", title: "Nowhere")
        GtkTestSupport.iterate(for: 1) { self.window.currentPage?.isBuilt == true }
        XCTAssertTrue(window.currentPage?.presenters.first is InvalidRowPresenter)
    }

    /// Sends a key press through the window's shortcut controllers, as typing it would.
    private func sendKey(_ keyval: Int32, _ modifiers: GdkModifierType, to target: SettingsWindow? = nil) -> Bool {
        bs_test_activate_shortcut((target ?? window).window.pointer, guint(keyval), modifiers) != 0
    }
}
