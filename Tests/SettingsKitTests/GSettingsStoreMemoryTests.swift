import CGLib
import Foundation
import Testing
@testable import SettingsKit

/// The GSettings store on GLib's memory backend: for what needs no D-Bus (type conversions, the
/// `changed` signal, errors before GSettings is asked). The real dconf service is tested end to
/// end (`GSettingsStoreTests`).
@MainActor @Suite(.serialized) struct GSettingsStoreMemoryTests {
    /// A compiled schema for a small bundle, in a folder of its own.
    final class Schema {
        let folder = ScratchFolder()
        let plan: GSettingsSchemaPlan
        let fixture = BundleFixture()
        /// One memory backend per schema, shared by its stores as dconf is by processes.
        nonisolated(unsafe) let backend = g_memory_settings_backend_new()!

        init(id: String = "org.example.Memory", relocatable: Bool = false) throws {
            fixture.page([
                toggle("flag", ["DefaultValue": true]),
                row("PSMultiValueSpecifier", ["Key": "colour", "Values": ["red", "blue"], "Titles": ["R", "B"], "DefaultValue": "red"]),
                row("PSSliderSpecifier", ["Key": "volume", "MinimumValue": 0, "MaximumValue": 2, "DefaultValue": 1]),
                row("IASKDatePickerSpecifier", ["Key": "when"]),
                row("IASKListGroupSpecifier", ["Key": "tags"]),
                row("PSTitleValueSpecifier", ["Key": "big", "DefaultValue": 5_000_000_000]),
            ])
            plan = GSettingsSchemaPlan(bundle: fixture.open())
            let document = GSettingsSchemaWriter.document(plan, id: id, path: relocatable ? nil : "/org/example/memory/" + id + "/",
                                                          source: "test")
            let compiled = try GSettingsSchemaWriterTests.compile(document, id: id, in: folder.path)
            #expect(compiled.status == 0, "\(compiled.messages)")
        }

        deinit { g_object_unref(backend) }

        @MainActor func store(_ address: String) -> GSettingsStore {
            GSettingsStore(address: GSettingsAddress(address)!, plan: plan, schemaDirectory: folder.path,
                           backend: backend)
        }
    }

    /// A bundle's value is made into its plist value only when its key is asked for (a list
    /// group's array of megabytes is not made by `get` of a switch), and made again once it
    /// changed elsewhere.
    @Test func aValueIsMadeOnlyWhenItsKeyIsAskedFor() throws {
        let schema = try Schema(id: "org.example.Lazy")
        let writer = schema.store("gsettings:org.example.Lazy")
        try writer.setValues([("tags", .array([.string("a")])), ("flag", .bool(false))])
        let store = schema.store("gsettings:org.example.Lazy")
        let recorder = ChangeRecorder(store)
        #expect(store.value(forKey: "flag") == .bool(false))
        #expect(Array(store.userValues.made.keys) == ["flag"])
        #expect(store.value(forKey: "tags") == .array([.string("a")]))
        try writer.setValue(.array([.string("b")]), forKey: "tags")
        #expect(iterateMainContext(for: 10) { !recorder.events.isEmpty })
        #expect(recorder.events == [["tags"]])
        #expect(Array(store.userValues.made.keys) == ["flag"])
        #expect(store.allValues == ["flag": .bool(false), "tags": .array([.string("b")])])
    }

    @Test func valuesKeepTheirTypes() throws {
        let schema = try Schema(id: "org.example.Types")
        let store = schema.store("gsettings:org.example.Types")
        #expect(store.loadError == nil)
        let date = Date(timeIntervalSince1970: 1_767_261_600)
        let values: [(SettingKey, PlistValue)] = [("flag", .bool(false)), ("colour", .string("blue")), ("volume", .real(1.5)),
                                                  ("when", .date(date)), ("tags", .array([.string("a"), .integer(2)])),
                                                  ("big", .integer(6_000_000_000))]
        for (key, value) in values { try store.setValue(value, forKey: key) }
        let reopened = schema.store("gsettings:org.example.Types")
        for (key, value) in values { #expect(reopened.value(forKey: key) == value, "\(key)") }
        #expect(reopened.value(forKey: "volume") == .real(1.5))
        // An integer goes into a real key as a real.
        try store.setValue(.integer(2), forKey: "volume")
        #expect(store.value(forKey: "volume") == .real(2))
        try store.setValue(nil, forKey: "flag")
        #expect(store.value(forKey: "flag") == nil)
    }

    /// Restore Defaults and its Undo: one change set, seen once, and all or nothing.
    @Test func severalKeysAreOneChange() throws {
        let schema = try Schema(id: "org.example.Batch")
        let store = schema.store("gsettings:org.example.Batch")
        let other = schema.store("gsettings:org.example.Batch")
        try store.setValue(.bool(false), forKey: "flag")
        var seen: [Set<SettingKey>] = []
        let observation = store.observeChanges { seen.append($0) }
        try store.setValues([("flag", nil), ("colour", .string("blue")), ("volume", .real(0.5))])
        #expect(seen == [["flag", "colour", "volume"]])
        #expect(store.allValues == ["colour": .string("blue"), "volume": .real(0.5)])
        try other.flush()
        #expect(other.allValues == store.allValues, "in GSettings, not only in this store's view")

        // One value the key refuses: nothing of the change is written.
        #expect(throws: StoreError.self) {
            try store.setValues([("colour", .string("red")), ("volume", .real(7)), ("flag", .bool(true))])
        }
        try other.flush()
        #expect(other.allValues == ["colour": .string("blue"), "volume": .real(0.5)])
        #expect(seen.count == 1)

        // A key given twice: its last value.
        try store.setValues([("colour", .string("red")), ("colour", .string("blue")), ("volume", nil)])
        #expect(store.allValues == ["colour": .string("blue")])
        withExtendedLifetime(observation) {}
    }

    @Test func valuesTheSchemaRefusesAreNotStored() throws {
        let schema = try Schema(id: "org.example.Refusals")
        let store = schema.store("gsettings:org.example.Refusals")
        #expect(throws: StoreError.self) { try store.setValue(.string("green"), forKey: "colour") }
        #expect(throws: StoreError.self) { try store.setValue(.real(3), forKey: "volume") }
        #expect(throws: StoreError.self) { try store.setValue(.string("yes"), forKey: "flag") }
        #expect(throws: StoreError.self) { try store.setValue(.integer(1), forKey: "unknown") }
        #expect(throws: StoreError.self) { try store.check(.integer(1), forKey: "tags") }
        #expect(store.allValues.isEmpty)
        do {
            try store.setValue(.real(3), forKey: "volume")
        } catch {
            #expect(error.description == "volume does not fit the GSettings key volume of org.example.Refusals: 3 is outside its range or choices.")
        }
    }

    @Test func changesByOthersArriveThroughTheChangedSignal() throws {
        let schema = try Schema(id: "org.example.Signals")
        let store = schema.store("gsettings:org.example.Signals")
        let recorder = ChangeRecorder(store)
        let other = schema.store("gsettings:org.example.Signals")
        try other.setValue(.string("blue"), forKey: "colour")
        #expect(iterateMainContext { recorder.events.contains(["colour"]) })
        #expect(store.value(forKey: "colour") == .string("blue"))
        // Its own writes are reported once, at once.
        let before = recorder.events.count
        try store.setValue(.bool(false), forKey: "flag")
        _ = iterateMainContext(for: 0.3)
        #expect(recorder.events.dropFirst(before).filter { $0.contains("flag") }.count == 1)
    }

    @Test func aMissingSchemaOrPathIsALoadErrorNotAnAbort() throws {
        let schema = try Schema(id: "org.example.Relocatable", relocatable: true)
        let missing = schema.store("gsettings:org.example.Nothing")
        #expect(missing.loadError?.description.contains("The GSettings schema org.example.Nothing is not installed") == true)
        #expect(throws: StoreError.self) { try missing.setValue(.bool(true), forKey: "flag") }
        let noPath = schema.store("gsettings:org.example.Relocatable")
        #expect(noPath.loadError?.description.contains("is relocatable") == true)
        let badPath = schema.store("gsettings:org.example.Relocatable:relative/")
        #expect(badPath.loadError?.description.contains("is not a GSettings path") == true)
        let placed = schema.store("gsettings:org.example.Relocatable:/somewhere/")
        #expect(placed.loadError == nil)
        try placed.setValue(.bool(false), forKey: "flag")
        #expect(placed.value(forKey: "flag") == .bool(false))
    }
}
