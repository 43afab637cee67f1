import Foundation
import Testing
@testable import SettingsKit

/// One meaning of `visible` and `editable` for every command: a row is visible when the host and
/// its own and its group's `BSVisibleIf` show it and the user can open its page (Root, or a page a
/// visible row leads to); editable when visible, not read-only by a `BSEnabledIf` and not locked.
/// `list --json` and `dump` say it, and `set` takes exactly the keys that are editable.
@MainActor
@Suite struct VisibleAndEditableTests {
    /// `proxy` (off) shows a group holding `host` and a child pane to Expert, which holds `tunnel`.
    private static func controller() -> (SettingsController, MemoryStore, BundleFixture) {
        let fixture = BundleFixture()
        fixture.page([
            toggle("proxy"),
            group("Proxy server", ["BSVisibleIf": ["Key": "proxy", "Equals": true]]),
            row("PSTextFieldSpecifier", ["Key": "host", "Title": "Host"]),
            group("Advanced"),
            row("PSChildPaneSpecifier", ["Title": "Expert", "File": "Expert", "BSVisibleIf": ["Key": "proxy", "Equals": true]]),
        ])
        fixture.page("Settings.bundle/Expert.plist", [toggle("tunnel", ["Title": "Tunnel"]), childPane("Deeper", file: "Deeper")])
        fixture.page("Settings.bundle/Deeper.plist", [toggle("deep", ["Title": "Deep"])])
        let store = MemoryStore()
        return (SettingsController(bundle: fixture.open(), store: store), store, fixture)
    }

    @Test func rowsOfAPageWhoseOpeningRowIsHiddenAreNotVisible() throws {
        let (controller, store, fixture) = Self.controller()
        defer { withExtendedLifetime(fixture) {} }
        let tunnel = try #require(controller.rows(forKey: "tunnel").first)
        let deep = try #require(controller.rows(forKey: "deep").first)
        var pages = controller.openablePages()
        // Its own conditions hold (it has none); the row leading to its page is hidden.
        #expect(!controller.isHidden(tunnel))
        #expect(!controller.isVisible(tunnel, pages: pages))
        #expect(!controller.isVisible(deep, pages: pages), "two pages below a hidden row")
        #expect(controller.access(toKey: "tunnel", pages: pages) == (false, false))
        #expect(controller.reportedState(of: deep, pages: pages).isHidden)
        try store.setValue(.bool(true), forKey: "proxy")
        pages = controller.openablePages()
        #expect(controller.isVisible(deep, pages: pages))
        #expect(controller.access(toKey: "tunnel", pages: pages) == (true, true))
    }

    @Test func setTakesExactlyTheKeysListCallsEditable() throws {
        let (controller, store, fixture) = Self.controller()
        defer { withExtendedLifetime(fixture) {} }
        for key: SettingKey in ["host", "tunnel", "deep"] {
            #expect(controller.access(toKey: key, pages: controller.openablePages()).editable == false)
            #expect {
                try controller.set("on", forKey: key)
            } throws: { error in
                (error as? SettingsError)?.reason == .readOnlyRow && "\(error)".hasSuffix("cannot be changed now: another setting hides it.")
            }
        }
        #expect(store.allValues.isEmpty, "nothing was written")
        try controller.set("on", forKey: "proxy")
        for key: SettingKey in ["host", "tunnel", "deep"] {
            #expect(controller.access(toKey: key, pages: controller.openablePages()).editable == true)
            try controller.set(key == "host" ? "example.org" : "on", forKey: key)
        }
        #expect(store.value(forKey: "deep") == .bool(true))
    }

    /// A key shown by two rows is visible and editable while one of them is, and `set` writes
    /// through that one.
    @Test func aKeyOfTwoRowsFollowsTheRowTheUserCanChange() throws {
        let fixture = BundleFixture()
        fixture.page([
            toggle("expert"),
            toggle("level", ["BSVisibleIf": ["Key": "expert", "Equals": true]]),
            childPane("More", file: "More"),
        ])
        fixture.page("Settings.bundle/More.plist", [toggle("level", ["Title": "Level again"])])
        let store = MemoryStore()
        let controller = SettingsController(bundle: fixture.open(), store: store)
        #expect(controller.access(toKey: "level", pages: controller.openablePages()) == (true, true))
        try controller.set("on", forKey: "level")
        #expect(store.value(forKey: "level") == .bool(true))
    }
}
