import Foundation
import Testing
@testable import SettingsKit

@MainActor
@Suite struct SettingsControllerTests {
    /// A one-page bundle with a row of each value kind, written to a temporary folder.
    private static func makeBundle() throws -> SettingsBundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("controller-\(UUID().uuidString)/Settings.bundle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let rows: [[String: Any]] = [
            ["Type": "PSToggleSwitchSpecifier", "Key": "sync", "Title": "Sync", "DefaultValue": "YES", "TrueValue": "YES", "FalseValue": "NO"],
            ["Type": "PSMultiValueSpecifier", "Key": "quality", "Title": "Quality", "DefaultValue": 1,
             "Values": [0, 1, 2], "Titles": ["Low", "Medium", "High"], "ShortTitles": ["L", "M", "H"]],
            ["Type": "PSSliderSpecifier", "Key": "volume", "DefaultValue": 0.5, "MinimumValue": 0, "MaximumValue": 1],
            ["Type": "PSTextFieldSpecifier", "Key": "name", "Title": "Name"],
            ["Type": "PSTitleValueSpecifier", "Key": "version", "Title": "Version", "DefaultValue": "1.0"],
            ["Type": "PSToggleSwitchSpecifier", "Key": "sync", "Title": "Sync again", "DefaultValue": true],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": rows], format: .xml, options: 0)
        try data.write(to: folder.appendingPathComponent("Root.plist"))
        return try SettingsBundle.open(path: folder.path, languages: ["en"]).get()
    }

    /// An administrator layer read from real files in a temporary `XDG_CONFIG_DIRS`.
    private static func administrator(values: String = "", locks: [String] = []) throws -> (AdministratorLayer, lockFile: String) {
        let folder = ScratchFolder()
        try folder.write("[Settings]\n" + values, to: "demo/settings.ini")
        try folder.write("# locked by IT\n" + locks.joined(separator: "\n") + "\n", to: "demo/locks")
        let layer = AdministratorLayer(domain: "demo", environment: ["XDG_CONFIG_DIRS": folder.path])
        return (layer, folder.file("demo/locks"))
    }

    private func row(_ controller: SettingsController, _ key: SettingKey) throws -> Row {
        try #require(controller.rows(forKey: key).first)
    }

    /// A session that follows the administrator (the window, `watch`) hears of the keys whose
    /// lock or system default changes while it runs, and enforces the new lock.
    @Test func aFollowingSessionHearsOfTheAdministratorsChanges() throws {
        let folder = ScratchFolder()
        let administrator = AdministratorLayer(domain: "demo", environment: ["XDG_CONFIG_DIRS": folder.path])
        let controller = SettingsController(bundle: try Self.makeBundle(), store: MemoryStore(), administrator: administrator)
        controller.followAdministrator()
        var heard: [Set<SettingKey>] = []
        let observation = controller.observeChanges { heard.append($0) }
        try folder.write("quality\n", to: "demo/locks")
        #expect(iterateMainContext(for: 5) { heard.last == ["quality"] })
        #expect(throws: SettingsError.self) { try controller.set("2", forKey: "quality") }
        try folder.write("[Settings]\nvolume=0.25\n", to: "demo/settings.ini")
        #expect(iterateMainContext(for: 5) { heard.last == ["volume"] })
        #expect(controller.state(of: try row(controller, "volume")).source == .system)
        withExtendedLifetime(observation) {}
    }

    @Test func precedenceIsLockedThenUserThenSystemThenBundle() throws {
        let store = MemoryStore()
        let bundle = try Self.makeBundle()
        let controller = SettingsController(bundle: bundle, store: store)
        let quality = try row(controller, "quality")
        #expect(controller.state(of: quality).source == .default)
        #expect(controller.state(of: quality).text == "M")

        let (system, _) = try Self.administrator(values: "quality=2\n")
        let withSystem = SettingsController(bundle: bundle, store: store, administrator: system)
        #expect(withSystem.state(of: quality).source == .system)
        #expect(withSystem.state(of: quality).text == "H")

        try withSystem.write(.integer(0), to: quality)
        #expect(withSystem.state(of: quality).source == .user)
        #expect(withSystem.state(of: quality).text == "L")

        let (locking, lockFile) = try Self.administrator(values: "quality=2\n", locks: ["quality"])
        let locked = SettingsController(bundle: bundle, store: store, administrator: locking)
        let state = locked.state(of: quality)
        #expect(state.source == .locked)
        #expect(state.value == .integer(2))
        #expect(state.lockFile == lockFile)
    }

    @Test func lockedKeysCannotBeWrittenAndTheErrorNamesTheLockFile() throws {
        let store = MemoryStore()
        let (locking, lockFile) = try Self.administrator(locks: ["sync"])
        let controller = SettingsController(bundle: try Self.makeBundle(), store: store, administrator: locking)
        let sync = try row(controller, "sync")
        do {
            try controller.write(.bool(false), to: sync)
            Issue.record("wrote a locked key")
        } catch {
            #expect(error.reason == .locked(lockFile: lockFile))
            #expect(error.description.contains(lockFile))
        }
        #expect(throws: SettingsError.self) { try controller.set("off", forKey: "sync") }
        #expect(store.value(forKey: "sync") == nil)
    }

    @Test func writesFollowTheRowsSemantics() throws {
        let store = MemoryStore()
        let controller = SettingsController(bundle: try Self.makeBundle(), store: store)
        try controller.write(.bool(false), to: try row(controller, "sync"))
        #expect(store.value(forKey: "sync") == .string("NO"))
        try controller.write(.real(2), to: try row(controller, "quality"))
        #expect(store.value(forKey: "quality") == .integer(2))
        try controller.write(.real(3), to: try row(controller, "volume"))
        #expect(store.value(forKey: "volume") == .real(1))
        try controller.write(nil, to: try row(controller, "volume"))
        #expect(store.value(forKey: "volume") == nil)
        #expect(controller.state(of: try row(controller, "volume")).source == .default)
    }

    @Test func aFailingStoreIsReportedAndNothingPretendsToBeSaved() throws {
        // The store's folder would have to be created inside a regular file: every write fails.
        let folder = ScratchFolder()
        try folder.write("not a folder", to: "blocker")
        let store = KeyFileStore(path: folder.file("blocker/demo/settings.ini"))
        let controller = SettingsController(bundle: try Self.makeBundle(), store: store)
        let name = try row(controller, "name")
        do {
            try controller.write(.string("Ada"), to: name)
            Issue.record("a failed write was reported as saved")
        } catch {
            #expect(error.reason == .storeFailure)
            #expect(error.description.contains(folder.file("blocker")))
        }
        #expect(controller.state(of: name).value == nil)
    }

    @Test func changeEventsReachObserversUntilCancelled() throws {
        let store = MemoryStore()
        let controller = SettingsController(bundle: try Self.makeBundle(), store: store)
        var received: [Set<SettingKey>] = []
        let observation = controller.observeChanges { received.append($0) }
        try store.setValue(.string("x"), forKey: "name")
        try controller.set("High", forKey: "quality")
        #expect(received == [["name"], ["quality"]])
        observation.cancel()
        try store.setValue(.string("y"), forKey: "name")
        #expect(received.count == 2)
    }

    @Test func twoRowsWithOneKeyShowOneValue() throws {
        let store = MemoryStore()
        let controller = SettingsController(bundle: try Self.makeBundle(), store: store)
        let rows = controller.rows(forKey: "sync")
        #expect(rows.count == 2)
        try controller.write(.bool(false), to: rows[1])
        #expect(controller.state(of: rows[0]).value == .bool(false))
        guard case .toggle(let first) = rows[0].kind else { Issue.record("not a toggle"); return }
        #expect(!first.isOn(controller.state(of: rows[0]).value))
        #expect(controller.declaredKeys == ["sync", "quality", "volume", "name", "version"])
    }

    /// Root has a list group whose items are edited on the Album page; `title` is declared on
    /// both Album and the ordinary Details page.
    private static func listGroupBundle() throws -> (SettingsBundle, ScratchFolder) {
        let folder = ScratchFolder()
        let pages: [String: [[String: Any]]] = [
            "Root": [
                ["Type": "IASKListGroupSpecifier", "Key": "albums", "Title": "Albums",
                 "ItemSpecifier": ["Type": "PSChildPaneSpecifier", "Title": "Album", "File": "Album"],
                 "AddSpecifier": ["Type": "PSChildPaneSpecifier", "Title": "Add album", "File": "Album"]],
                ["Type": "PSChildPaneSpecifier", "Title": "Details", "File": "Details"],
            ],
            "Album": [
                ["Type": "PSTextFieldSpecifier", "Key": "name", "DefaultValue": ""],
                ["Type": "PSTextFieldSpecifier", "Key": "title", "DefaultValue": ""],
            ],
            "Details": [["Type": "PSTextFieldSpecifier", "Key": "title", "Title": "Title"]],
        ]
        for (name, rows) in pages {
            let data = try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": rows], format: .xml, options: 0)
            try folder.write(String(decoding: data, as: UTF8.self), to: "Settings.bundle/\(name).plist")
        }
        return (try SettingsBundle.open(path: folder.file("Settings.bundle"), languages: ["en"]).get(), folder)
    }

    @Test func keysOfAListGroupsElementPageAreNotSettings() throws {
        let (bundle, folder) = try Self.listGroupBundle()
        let store = MemoryStore(["name": .string("stray"), "title": .string("Mine")])
        let lazy = SettingsController(bundle: bundle, store: store)
        #expect(lazy.firstRow(forKey: "name") == nil)
        #expect(lazy.firstRow(forKey: "title")?.file == "Details.plist")
        #expect(throws: SettingsError.self) { try lazy.set("X", forKey: "name") }

        let walked = SettingsController(bundle: bundle, store: store)
        #expect(walked.declaredKeys == ["albums", "title"])
        #expect(walked.rows(forKey: "name").isEmpty)
        #expect(walked.rows(forKey: "title").map(\.file) == ["Details.plist"])
        #expect(walked.firstRow(forKey: "name") == nil)
        #expect(try walked.resetAll().isEmpty)
        #expect(store.allValues == ["name": .string("stray")])
        withExtendedLifetime(folder) {}
    }

    @Test func setParsesByRowAndRefusesWhatTheRowCannotTake() throws {
        let store = MemoryStore()
        let controller = SettingsController(bundle: try Self.makeBundle(), store: store)
        #expect(try controller.set("yes", forKey: "sync") == .string("YES"))
        #expect(try controller.set("medium", forKey: "quality") == .integer(1))
        #expect(try controller.set("2.0", forKey: "version") == .string("2.0"))
        #expect(throws: SettingsError.self) { try controller.set("loud", forKey: "volume") }
        #expect(throws: SettingsError.self) { try controller.set("1", forKey: "undeclared") }
        #expect(try controller.set("1", forKey: "undeclared", type: .integer) == .integer(1))
        #expect(store.value(forKey: "volume") == nil)
    }

    @Test func resetRemovesUserValuesButLeavesOtherKeysAndLocks() throws {
        let store = MemoryStore(["sync": .string("NO"), "name": .string("Ada"), "foreign": .integer(1), "quality": .integer(0)])
        let (locking, _) = try Self.administrator(locks: ["quality"])
        let controller = SettingsController(bundle: try Self.makeBundle(), store: store, administrator: locking)
        try controller.reset(keys: ["sync"])
        #expect(store.value(forKey: "sync") == nil)
        #expect(try controller.resetAll() == ["quality"])
        #expect(store.allValues == ["foreign": .integer(1), "quality": .integer(0)])
    }

    /// `reset --all`: one write of the store, heard once, as Restore Defaults is.
    @Test func resetAllIsOneWriteOfTheStore() throws {
        let folder = ScratchFolder()
        let store = KeyFileStore(path: folder.file("settings.ini"))
        try store.setValues([("sync", .string("NO")), ("name", .string("Ada")), ("foreign", .integer(1))])
        var heard: [Set<SettingKey>] = []
        let observation = store.observeChanges { heard.append($0) }
        let controller = SettingsController(bundle: try Self.makeBundle(), store: store)
        #expect(try controller.resetAll().isEmpty)
        #expect(heard == [["sync", "name"]])
        #expect(KeyFileStore(path: folder.file("settings.ini")).allValues == ["foreign": .integer(1)])
        withExtendedLifetime(observation) {}
    }

    @Test func hiddenKeysHideRowsAndSectionsLiveAndAnnounceTheChange() throws {
        let controller = SettingsController(bundle: try Self.makeBundle(), store: MemoryStore())
        var received: [Set<SettingKey>] = []
        let observation = controller.observeChanges { received.append($0) }
        let name = try row(controller, "name")
        #expect(!controller.isHidden(name))
        controller.setHiddenKeys(["name", "advancedGroup"])
        #expect(controller.isHidden(name))
        var group = Section(header: nil)
        group.key = "advancedGroup"
        #expect(controller.isHidden(group))
        controller.setHiddenKeys(["advancedGroup"])
        #expect(!controller.isHidden(name))
        #expect(received == [["name", "advancedGroup"], ["name"]])
        observation.cancel()
    }
}
