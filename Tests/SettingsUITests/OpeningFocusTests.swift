import CGtk
import Foundation
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// Opening a window or a page never puts the focus in a field: it goes to the first Tab stop
/// that a keystroke cannot edit; on a page of fields only, nowhere (Tab then reaches the first);
/// on a page without stops, to the page itself.
@MainActor
final class OpeningFocusTests: XCTestCase {
    private func focus(of window: SettingsWindow) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_window_get_focus(gtkCast(window.window.pointer, to: GtkWindow.self))
    }

    private func assertFocusOnThePageOutsideFields(_ window: SettingsWindow, _ place: String,
                                                   file: StaticString = #filePath, line: UInt = #line) throws {
        let focus = try XCTUnwrap(focus(of: window), "\(place): something is focused", file: file, line: line)
        let page = try XCTUnwrap(window.currentPage, file: file, line: line)
        XCTAssertTrue(focus == page.widget.pointer || gtk_widget_is_ancestor(focus, page.widget.pointer) != 0,
                      "\(place): focus is on the page", file: file, line: line)
        XCTAssertFalse(bs_widget_is_editable(focus) != 0,
                       "\(place): focus is in a \(String(cString: bs_object_type_name(focus)))", file: file, line: line)
    }

    /// The demo bundle's first page starts with an Email field, GTK's first Tab stop.
    func testTheDemoOpensWithNoFieldFocused() async throws {
        GtkTestSupport.initialize()
        let settings = try SettingsBundle.open(path: GtkTestSupport.resourcesDirectory + "/Settings.bundle", languages: ["en"]).get()
        let controller = SettingsController(bundle: settings, store: MemoryStore(), applicationName: "Demo")
        let window = GtkTestSupport.makeWindow(controller, mode: .endUser)
        defer { window.window.destroy() }
        try assertFocusOnThePageOutsideFields(window, "demo")
        gtk_window_set_focus(gtkCast(window.window.pointer, to: GtkWindow.self), nil)
        let first = try XCTUnwrap(GtkTestSupport.tabStops(in: window.window).first)
        XCTAssertTrue(bs_widget_is_editable(first) != 0, "the demo's first Tab stop is a field (else this tests nothing)")
    }

    /// The demo's first page has Email, Display Name and Password fields, then Plan, a value
    /// selectable to copy: focused, it drew a text caret after "Free (5 GB)" as the window opened.
    func testTheDemoOpensWithNoCaretInItsSelectablePlanValue() async throws {
        GtkTestSupport.initialize()
        let settings = try SettingsBundle.open(path: GtkTestSupport.resourcesDirectory + "/Settings.bundle", languages: ["en"]).get()
        let controller = SettingsController(bundle: settings, store: MemoryStore(), applicationName: "Demo")
        let window = GtkTestSupport.makeWindow(controller, mode: .endUser)
        defer { window.window.destroy() }
        let plan = try XCTUnwrap(GtkTestSupport.presenter(TitleValueRowPresenter.self, key: "account_plan", in: window))
        XCTAssertEqual(plan.value.text, "Free (5 GB)")
        let focused = try XCTUnwrap(focus(of: window))
        XCTAssertNotEqual(focused, plan.value.pointer, "no caret in the Plan's value")
        XCTAssertNotEqual(String(cString: bs_object_type_name(focused)), "GtkLabel")
        XCTAssertNotNil(GtkTestSupport.tabStops(in: window.window).first { $0 == plan.value.pointer },
                        "Tab still reaches the value, to copy it")
    }

    /// A page starting with a read-only value opens on its row, a Tab stop of its own drawn
    /// with a focus ring, not in the value's selectable text.
    func testAPageStartingWithAValueOpensOnItsRowNotInItsText() async throws {
        let version = DemoPages.row(0, .titleValue(TitleValueRow()), key: "version", title: "Version", default: .string("2.4.1"))
        let secure = DemoPages.row(1, .toggle(ToggleRow()), key: "secure", title: "Secure", default: .bool(true))
        let page = Page(name: "Root", path: nil, title: "About", sections: [Section(header: nil, rows: [version, secure])],
                        rows: [version, secure])
        let window = GtkTestSupport.makeWindow(FakeSession(root: page))
        defer { window.window.destroy() }
        let value = try XCTUnwrap(GtkTestSupport.presenter(TitleValueRowPresenter.self, key: "version", in: window))
        let focused = try XCTUnwrap(focus(of: window))
        XCTAssertEqual(focused, try XCTUnwrap(value.listRows.first).pointer,
                       "the version's row, not \(String(cString: bs_object_type_name(focused)))")
    }

    /// Not even for a moment as the window shows: GTK's focus on the first field would select
    /// its text, and the selection stays drawn once focus moves on.
    func testAFirstPageStartingWithAFilledFieldOpensWithNothingSelectedInIt() async throws {
        let host = DemoPages.row(0, .textField(TextFieldRow()), key: "host", title: "Host", default: .string("mail.example.org"))
        let secure = DemoPages.row(1, .toggle(ToggleRow()), key: "secure", title: "Secure", default: .bool(true))
        let page = Page(name: "Root", path: nil, title: "Server", sections: [Section(header: nil, rows: [host, secure])], rows: [host, secure])
        let window = GtkTestSupport.makeWindow(FakeSession(root: page))
        defer { window.window.destroy() }
        try assertFocusOnThePageOutsideFields(window, "server")
        let field = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "host", in: window))
        XCTAssertEqual(field.entry.text, "mail.example.org")
        XCTAssertEqual(gtk_editable_get_selection_bounds(field.entry.opaque, nil, nil), 0, "nothing selected")
    }

    func testAPageOfAListGroupOpensWithNoItemFocusedAndBackReturnsToItsRow() async throws {
        let session = FakeSession(root: DemoPages.root, pages: ["Advanced": Self.tagsPage])
        let window = GtkTestSupport.makeWindow(session)
        defer { window.window.destroy() }
        let child = try XCTUnwrap(window.currentPage?.presenters.compactMap { $0 as? ChildPaneRowPresenter }.first)
        child.listRows[0].grabFocus()
        child.listRows[0].activate()
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertEqual(window.navigation.pages.count, 2)
        let tags = try XCTUnwrap(GtkTestSupport.presenter(ListGroupPresenter.self, key: "tags", in: window))
        XCTAssertNotNil(tags.itemRows.first?.entry, "the first item is a field")
        try assertFocusOnThePageOutsideFields(window, "list group page")
        let sync = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "sync", in: window))
        XCTAssertEqual(focus(of: window), sync.control.pointer, "the first stop past the fields")
        window.goBack()
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertEqual(focus(of: window), child.listRows[0].pointer, "Back returns to the row that opened the page")
    }

    func testAPageOfFieldsOnlyOpensWithNothingFocused() async throws {
        let group = DemoPages.row(0, .group(GroupRow(footer: nil)), title: "Connection")
        let server = DemoPages.row(1, .textField(TextFieldRow()), key: "server", title: "Server", default: .string("example.org"))
        let page = Page(name: "Advanced", path: nil, title: "Advanced", sections: [Section(header: group, rows: [server])], rows: [group, server])
        let session = FakeSession(root: DemoPages.root, pages: ["Advanced": page])
        let window = GtkTestSupport.makeWindow(session)
        defer { window.window.destroy() }
        window.binder.openPage(named: "Advanced", title: "Advanced")
        GtkTestSupport.iterate(for: 0.3)
        XCTAssertNil(focus(of: window), "nothing: a focused page would let Tab pass its fields by")
        // Tab goes to the page's first stop, the field.
        _ = gtk_widget_child_focus(window.window.pointer, GTK_DIR_TAB_FORWARD)
        let field = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "server", in: window))
        XCTAssertTrue(field.entry.containsFocus)
    }

    /// A text list whose items are fields, first on its page.
    static var tagsPage: Page {
        var list = ListGroupRow()
        list.item = DemoPages.row(0, .textField(TextFieldRow()))
        list.deletable = true
        let tags = DemoPages.row(0, .listGroup(list), key: "tags", title: "Tags", default: .array([.string("red"), .string("blue")]))
        let after = DemoPages.row(1, .toggle(ToggleRow()), key: "sync", title: "Sync", default: .bool(true))
        return Page(name: "Advanced", path: nil, title: "Advanced",
                    sections: [Section(header: tags, rows: []), Section(header: nil, rows: [after])], rows: [tags, after])
    }
}
