import Foundation
import Testing
@testable import SettingsKit

@MainActor
@Suite struct ListGroupEditingTests {
    /// The controller, and the folder its bundle lives in: pages are read lazily, so the folder
    /// must outlive the test's last look at them.
    private static func makeController(store: MemoryStore) throws -> (SettingsController, ScratchFolder) {
        let folder = ScratchFolder()
        let root: [[String: Any]] = [
            ["Type": "IASKListGroupSpecifier", "Key": "tags", "Title": "Tags", "Deletable": true,
             "AddSpecifier": ["Type": "PSTextFieldSpecifier", "IASKPlaceholder": "New tag"]],
            ["Type": "IASKListGroupSpecifier", "Key": "accounts", "Title": "Accounts",
             "AddSpecifier": ["Type": "PSChildPaneSpecifier", "File": "Account", "Title": "Add account"]],
        ]
        let account: [[String: Any]] = [
            ["Type": "PSTextFieldSpecifier", "Key": "user", "DefaultValue": "guest"],
            ["Type": "PSToggleSwitchSpecifier", "Key": "primary", "DefaultValue": false],
        ]
        for (name, rows) in [("Root", root), ("Account", account)] {
            let data = try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": rows], format: .xml, options: 0)
            try folder.write(String(decoding: data, as: UTF8.self), to: "Settings.bundle/\(name).plist")
        }
        let bundle = try SettingsBundle.open(path: folder.file("Settings.bundle"), languages: ["en"]).get()
        return (SettingsController(bundle: bundle, store: store), folder)
    }

    @Test func appendReplaceAndDeleteEditTheStoredArray() throws {
        let store = MemoryStore()
        let (controller, folder) = try Self.makeController(store: store)
        let tags = try #require(controller.rows(forKey: "tags").first)
        try controller.appendItem(.string("beach"), to: tags)
        try controller.appendItem(.string("family"), to: tags)
        try controller.replaceItem(at: 0, with: .string("sea"), in: tags)
        #expect(store.value(forKey: "tags") == .array([.string("sea"), .string("family")]))
        try controller.removeItem(at: 1, from: tags)
        #expect(controller.listItems(of: tags) == [.string("sea")])
        #expect(throws: SettingsError.self) { try controller.removeItem(at: 5, from: tags) }
        withExtendedLifetime(folder) {}
    }

    @Test func listsThatAreNotDeletableRefuseDeletion() throws {
        let store = MemoryStore(["accounts": .array([.dictionary(["user": .string("a")])])])
        let (controller, folder) = try Self.makeController(store: store)
        let accounts = try #require(controller.rows(forKey: "accounts").first)
        #expect(throws: SettingsError.self) { try controller.removeItem(at: 0, from: accounts) }
        #expect(controller.listItems(of: accounts).count == 1)
        withExtendedLifetime(folder) {}
    }

    @Test func itemEditorStartsFromDefaultsAndTheEditedElement() throws {
        let (controller, folder) = try Self.makeController(store: MemoryStore())
        let fresh = controller.itemEditor(for: "Account")
        #expect(fresh.store.allValues == ["user": .string("guest"), "primary": .bool(false)])
        let editing = controller.itemEditor(for: "Account", editing: .dictionary(["user": .string("ada")]))
        let user = try #require(editing.page(named: "Account").rows.first)
        try editing.write(.string("ada.l"), to: user)
        #expect(editing.store.allValues == ["user": .string("ada.l"), "primary": .bool(false)])
        let accounts = try #require(controller.rows(forKey: "accounts").first)
        try controller.appendItem(.dictionary(editing.store.allValues), to: accounts)
        #expect(controller.listItems(of: accounts) == [.dictionary(["user": .string("ada.l"), "primary": .bool(false)])])
        withExtendedLifetime(folder) {}
    }
}
