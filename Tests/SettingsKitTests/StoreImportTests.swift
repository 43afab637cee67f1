import Foundation
import Testing
@testable import SettingsKit

/// `StoreImport`: each value checked as `set` checks it, the rest written in one change.
@MainActor @Suite struct StoreImportTests {
    /// Kept for the test's length: the bundle's pages are read when first asked for.
    private let fixture = BundleFixture()

    private func controller(storePath: String) -> SettingsController {
        fixture.page([
            toggle("enabled"),
            row("PSSliderSpecifier", ["Key": "volume", "DefaultValue": 0.5, "MinimumValue": 0, "MaximumValue": 1]),
            row("PSMultiValueSpecifier", ["Key": "colour", "Title": "Colour", "DefaultValue": "red",
                                          "Values": ["red", "blue"], "Titles": ["Red", "Blue"]]),
            row("PSTextFieldSpecifier", ["Key": "name", "Title": "Name"]),
        ])
        return SettingsController(bundle: fixture.open(), store: KeyFileStore(path: storePath, watching: false))
    }

    @Test func valuesTheRowsRefuseAreLeftOutAndNamed() throws {
        let folder = ScratchFolder()
        let controller = controller(storePath: folder.file("settings.ini"))
        let source = MemoryStore(["enabled": .string("notbool"), "volume": .string("loud"), "colour": .integer(42),
                                  "name": .string("Ann"), "elsewhere": .integer(7)])
        let outcome = StoreImport.copy(from: source, into: controller)
        #expect(outcome.misfits.map(\.key) == ["colour", "enabled", "volume"])
        #expect(outcome.copied == ["elsewhere", "name"])
        #expect(outcome.total == 5)
        #expect(outcome.failure == nil)
        #expect(controller.store.allValues == ["name": .string("Ann"), "elsewhere": .integer(7)])
    }

    @Test func aSliderValueOutOfRangeIsRefusedNotClamped() throws {
        let folder = ScratchFolder()
        let controller = controller(storePath: folder.file("settings.ini"))
        let outcome = StoreImport.copy(from: MemoryStore(["volume": .real(5)]), into: controller)
        #expect(outcome.misfits.map(\.key) == ["volume"])
        #expect(controller.store.allValues.isEmpty)
    }

    @Test func allTheKeysAreWrittenAsOneChange() throws {
        let folder = ScratchFolder()
        let controller = controller(storePath: folder.file("settings.ini"))
        let recorder = ChangeRecorder(controller.store)
        var values: [SettingKey: PlistValue] = [:]
        for index in 0..<200 { values[SettingKey("key_\(index)")] = .integer(index) }
        let outcome = StoreImport.copy(from: MemoryStore(values), into: controller)
        #expect(outcome.copied.count == 200)
        #expect(recorder.events == [Set(values.keys)], "one write of the store, not one per key")
        #expect(KeyFileStore(path: folder.file("settings.ini"), watching: false).allValues == values)
    }

    @Test func valuesTheSourceCannotReadCountAsLeftOut() throws {
        let folder = ScratchFolder()
        try folder.write("[Settings]\nname=not gvariant\n", to: "source.ini")
        let controller = controller(storePath: folder.file("settings.ini"))
        let outcome = StoreImport.copy(from: KeyFileStore(path: folder.file("source.ini"), watching: false), into: controller)
        #expect(outcome.misfits.map(\.key) == ["name"])
        #expect(outcome.total == 1)
        #expect(outcome.copied.isEmpty)
    }
}
