import Foundation
import Testing
@testable import SettingsKit

/// A store with locks and administrator defaults of its own (dconf's, for the GSettings store):
/// the controller treats them as the administrator layer's.
@MainActor
@Suite struct StoreOwnLockTests {
    /// A memory store whose administrator locks `locked` with `system` values.
    final class AdministeredStore: SettingsStore {
        let inner = MemoryStore()
        var locks: [SettingKey: String] = [:]
        var system: [SettingKey: PlistValue] = [:]
        var location: StoreLocation { inner.location }
        var loadError: StoreError? { nil }
        var diagnostics: [Diagnostic] { [] }
        var allValues: [SettingKey: PlistValue] { inner.allValues }
        func value(forKey key: SettingKey) -> PlistValue? { inner.value(forKey: key) }
        func setValue(_ value: PlistValue?, forKey key: SettingKey) throws(StoreError) { try inner.setValue(value, forKey: key) }
        func flush() throws(StoreError) {}
        func observeChanges(_ handler: @escaping @MainActor (Set<SettingKey>) -> Void) -> ChangeObservation { inner.observeChanges(handler) }
        func observeLoadError(_ handler: @escaping @MainActor (StoreError?) -> Void) -> ChangeObservation { ChangeObservation {} }
        func lock(forKey key: SettingKey) -> String? { locks[key] }
        func systemValue(forKey key: SettingKey) -> PlistValue? { system[key] }
    }

    /// Kept for the suite's life: pages are read when first needed.
    private let fixture = BundleFixture()

    private func bundle() -> SettingsBundle {
        fixture.page([row("PSTextFieldSpecifier", ["Key": "name", "DefaultValue": "Jane"]),
                      row("PSTextFieldSpecifier", ["Key": "city", "DefaultValue": "Oslo"])])
        return fixture.open()
    }

    @Test func theStoresLockAndSystemValueComeBeforeTheUsers() throws {
        let store = AdministeredStore()
        try store.setValue(.string("Bob"), forKey: "name")
        try store.setValue(.string("Rome"), forKey: "city")
        store.locks["name"] = "dconf lock on /org/example/name"
        store.system = ["name": .string("Admin"), "city": .string("Paris")]
        let controller = SettingsController(bundle: bundle(), store: store)
        let name = controller.effectiveValue(forKey: "name", bundleDefault: .string("Jane"))
        #expect(name.value == .string("Admin"))
        #expect(name.source == .locked)
        #expect(name.lockFile == "dconf lock on /org/example/name")
        // Not locked: the user's value, then the store's system value, then the bundle's.
        #expect(controller.effectiveValue(forKey: "city", bundleDefault: nil).value == .string("Rome"))
        try store.setValue(nil, forKey: "city")
        #expect(controller.effectiveValue(forKey: "city", bundleDefault: nil).source == .system)
    }

    @Test func aKeyTheStoreLocksIsNeitherSetNorReset() throws {
        let store = AdministeredStore()
        store.locks["name"] = "dconf lock on /org/example/name"
        let controller = SettingsController(bundle: bundle(), store: store)
        do {
            try controller.set("Bob", forKey: "name")
            Issue.record("wrote a locked key")
        } catch {
            #expect(error.reason == .locked(lockFile: "dconf lock on /org/example/name"))
            #expect(error.description == "\"name\" is locked by your administrator (dconf lock on /org/example/name).")
        }
        #expect(try controller.resetAll() == ["name"])
        #expect(store.allValues.isEmpty)
    }

    /// Restore Defaults and its Undo keep off a key dconf locks, as off one our locks file names
    /// (a real GSettings store refuses the write, which would fail the whole restore).
    @Test func restoreDefaultsLeavesTheStoresLockedKeysAlone() throws {
        let store = AdministeredStore()
        try store.setValue(.string("Bob"), forKey: "name")
        try store.setValue(.string("Rome"), forKey: "city")
        store.locks["name"] = "dconf lock on /org/example/name"
        let controller = SettingsController(bundle: bundle(), store: store)
        let removed = try controller.restoreDefaults()
        #expect(removed.keys == ["city"])
        #expect(store.allValues == ["name": .string("Bob")])
        store.locks["city"] = "dconf lock on /org/example/city"
        try controller.putBack(removed)
        #expect(store.value(forKey: "city") == nil, "locked since: not put back")
    }
}
