import Foundation
import Testing
@testable import SettingsKit

@MainActor
@Suite struct DefaultsRestoringTests {
    /// Root with a toggle, a locked text field, a list group and a child page; the child page
    /// has a slider; the list group's element page has a field whose key must not count.
    private static func makeController(store: any SettingsStore, locks: [String] = [])
        throws -> (SettingsController, ScratchFolder) {
        let folder = ScratchFolder()
        let pages: [(String, [[String: Any]])] = [
            ("Root", [
                ["Type": "PSToggleSwitchSpecifier", "Key": "sync", "Title": "Sync", "DefaultValue": true],
                ["Type": "PSTextFieldSpecifier", "Key": "server", "Title": "Server", "DefaultValue": "example.org"],
                ["Type": "IASKListGroupSpecifier", "Key": "holidays", "Title": "Holidays", "Deletable": true,
                 "AddSpecifier": ["Type": "PSChildPaneSpecifier", "File": "Holiday", "Title": "Add"]],
                ["Type": "PSChildPaneSpecifier", "Title": "Sound", "File": "Sound"],
                ["Type": "PSTitleValueSpecifier", "Key": "version", "Title": "Version", "DefaultValue": "1.0"],
            ]),
            ("Sound", [["Type": "PSSliderSpecifier", "Key": "volume", "DefaultValue": 0.5, "MinimumValue": 0, "MaximumValue": 1]]),
            ("Holiday", [["Type": "PSTextFieldSpecifier", "Key": "place", "Title": "Place"]]),
        ]
        for (name, rows) in pages {
            let data = try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": rows], format: .xml, options: 0)
            try folder.write(String(decoding: data, as: UTF8.self), to: "Settings.bundle/\(name).plist")
        }
        try folder.write("# locked by IT\n" + locks.joined(separator: "\n") + "\n", to: "etc/demo/locks")
        let administrator = AdministratorLayer(domain: "demo", environment: ["XDG_CONFIG_DIRS": folder.file("etc")])
        let bundle = try SettingsBundle.open(path: folder.file("Settings.bundle"), languages: ["en"]).get()
        return (SettingsController(bundle: bundle, store: store, administrator: administrator), folder)
    }

    private static let userValues: [SettingKey: PlistValue] = [
        "sync": .bool(false),
        "server": .string("mail.example.com"),
        "holidays": .array([.dictionary(["place": .string("Rome")]), .dictionary(["place": .string("Oslo")])]),
        "volume": .real(0.9),
        // Not the bundle's: the application's own value stays.
        "lastLaunch": .string("2026-11-24"),
        // Shown read-only: the application's to set, so it stays too.
        "version": .string("2.3"),
        // The element page's field is not a setting of the bundle.
        "place": .string("stray"),
    ]

    @Test func removesTheUserValuesOfEveryPageAndKeepsOthers() throws {
        let store = MemoryStore(Self.userValues)
        let (controller, folder) = try Self.makeController(store: store)
        let removed = try controller.restoreDefaults()
        #expect(removed.keys == ["sync", "server", "holidays", "volume"])
        #expect(store.allValues == ["lastLaunch": .string("2026-11-24"), "place": .string("stray"), "version": .string("2.3")])
        let volume = try #require(controller.rows(forKey: "volume").first)
        #expect(controller.state(of: volume).value == .real(0.5))
        withExtendedLifetime(folder) {}
    }

    @Test func leavesLockedKeysAlone() throws {
        let store = MemoryStore(Self.userValues)
        let (controller, folder) = try Self.makeController(store: store, locks: ["server"])
        let removed = try controller.restoreDefaults()
        #expect(!removed.keys.contains("server"))
        #expect(store.value(forKey: "server") == .string("mail.example.com"))
        withExtendedLifetime(folder) {}
    }

    @Test func putBackRestoresExactlyWhatWasThere() throws {
        let folder = ScratchFolder()
        let path = folder.file("settings.ini")
        let store = KeyFileStore(path: path)
        for (key, value) in Self.userValues { try store.setValue(value, forKey: key) }
        let (controller, bundleFolder) = try Self.makeController(store: store)
        var heard: [Set<SettingKey>] = []
        let observation = controller.observeChanges { heard.append($0) }
        let removed = try controller.restoreDefaults()
        #expect(heard == [["sync", "server", "holidays", "volume"]], "one change: the window refreshes those rows once")
        try controller.putBack(removed)
        #expect(store.allValues == Self.userValues)
        #expect(KeyFileStore(path: path).allValues == Self.userValues, "and it is on disk")
        withExtendedLifetime((folder, bundleFolder, observation)) {}
    }

    @Test func aFileStoreWritesSeveralValuesAllOrNone() throws {
        let folder = ScratchFolder()
        let path = folder.file("settings.ini")
        let store = KeyFileStore(path: path)
        try store.setValue(.string("kept"), forKey: "a")
        let before = try String(contentsOfFile: path, encoding: .utf8)
        // The second value cannot be stored in a key file: the first is not stored either.
        #expect(throws: StoreError.self) {
            try store.setValues([("b", .string("fine")), ("c", .string("nul \u{0}")), ("a", nil)])
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
        #expect(store.allValues == ["a": .string("kept")])
    }

    @Test func nothingToRestoreAnswersEmpty() throws {
        let store = MemoryStore(["lastLaunch": .string("today")])
        let (controller, folder) = try Self.makeController(store: store)
        #expect(try controller.restoreDefaults().isEmpty)
        withExtendedLifetime(folder) {}
    }

    @Test func aDeletedListItemGoesBackAtItsIndex() throws {
        let store = MemoryStore(Self.userValues)
        let (controller, folder) = try Self.makeController(store: store)
        let holidays = try #require(controller.rows(forKey: "holidays").first)
        let rome = controller.listItems(of: holidays)[0]
        try controller.removeItem(at: 0, from: holidays)
        try controller.insertItem(rome, at: 0, in: holidays)
        #expect(store.value(forKey: "holidays") == Self.userValues["holidays"])
        // The list shrank meanwhile: the element goes at the end rather than nowhere.
        try controller.removeItem(at: 1, from: holidays)
        let oslo = PlistValue.dictionary(["place": .string("Oslo")])
        try controller.removeItem(at: 0, from: holidays)
        try controller.insertItem(oslo, at: 1, in: holidays)
        #expect(controller.listItems(of: holidays) == [oslo])
        withExtendedLifetime(folder) {}
    }

    /// GSettings, whose change set goes through delay-apply mode rather than one file write.
    @Test func restoreAndPutBackOnAGSettingsStore() throws {
        let schema = try GSettingsStoreMemoryTests.Schema(id: "org.example.Restore")
        let store = schema.store("gsettings:org.example.Restore")
        let controller = SettingsController(bundle: schema.fixture.open(), store: store)
        let values: [SettingKey: PlistValue] = ["flag": .bool(false), "colour": .string("blue"), "tags": .array([.string("a")])]
        for (key, value) in values { try store.setValue(value, forKey: key) }
        let removed = try controller.restoreDefaults()
        #expect(Set(removed.keys) == Set(values.keys))
        #expect(!removed.keys.contains("big"), "a title value is the application's")
        #expect(store.allValues.isEmpty)
        try controller.putBack(removed)
        #expect(store.allValues == values)
    }
}
