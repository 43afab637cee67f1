import Foundation
import Testing
@testable import SettingsKit

/// Keys that differ only in Unicode normalisation (`café` as NFC and as NFD) are two keys
/// everywhere, as CFString, NSDictionary and GKeyFile see them: in both stores, the readers, a
/// bundle's rows, the administrator's defaults and locks, hidden keys and JSON output.
@MainActor
@Suite struct ExactKeyTests {
    static let composed = SettingKey("caf\u{E9}")
    static let decomposed = SettingKey("cafe\u{301}")

    // MARK: Key-file store

    /// A store file holding `café` = 1 in NFC and = 2 in NFD reads as two keys.
    private func expectBothForms(in store: any SettingsStore) {
        #expect(store.allValues.count == 2)
        #expect(store.value(forKey: Self.composed) == .integer(1))
        #expect(store.value(forKey: Self.decomposed) == .integer(2))
    }

    @Test func aKeyFileWithBothFormsHoldsTwoKeys() throws {
        let folder = ScratchFolder()
        try folder.write("[Settings]\ncaf%C3%A9=1\ncafe%CC%81=2\n", to: "settings.ini")
        expectBothForms(in: KeyFileStore(path: folder.file("settings.ini")))
    }

    @Test func settingOneFormInAKeyFileLeavesTheOther() throws {
        let folder = ScratchFolder()
        try folder.write("[Settings]\ncaf%C3%A9=1\ncafe%CC%81=2\n", to: "settings.ini")
        let store = KeyFileStore(path: folder.file("settings.ini"))
        let recorder = ChangeRecorder(store)
        try store.setValue(.integer(3), forKey: Self.composed)
        #expect(recorder.events == [[Self.composed]])
        #expect(folder.read("settings.ini") == "[Settings]\ncaf%C3%A9=3\ncafe%CC%81=2\n")
        let reread = KeyFileStore(path: folder.file("settings.ini"))
        #expect(reread.value(forKey: Self.composed) == .integer(3))
        #expect(reread.value(forKey: Self.decomposed) == .integer(2))
        try store.setValue(nil, forKey: Self.decomposed)
        #expect(folder.read("settings.ini") == "[Settings]\ncaf%C3%A9=3\n")
        #expect(store.allValues == [Self.composed: .integer(3)])
    }

    @Test func escapesThatAreNotUTF8AreKeptApart() throws {
        #expect(KeyFileKeyEscaping.unescape("a%FF") == nil)
        let folder = ScratchFolder()
        try folder.write("[Settings]\na%FF=1\na%FE=2\na%EF%BF%BD=3\n", to: "settings.ini")
        let store = KeyFileStore(path: folder.file("settings.ini"))
        #expect(store.allValues == ["a\u{FFFD}": .integer(3)])
        #expect(Set(store.diagnostics.compactMap(\.key)) == ["a%FF", "a%FE"], "reported, not merged into U+FFFD")
        try store.setValue(.integer(4), forKey: "other")
        #expect(folder.read("settings.ini")?.contains("a%FF=1\na%FE=2\n") == true, "and left as they are")
    }

    @Test func bothFormsWrittenToAnEmptyKeyFileStayApart() throws {
        let folder = ScratchFolder()
        let store = KeyFileStore(path: folder.file("settings.ini"))
        try store.setValue(.string("nfc"), forKey: Self.composed)
        try store.setValue(.string("nfd"), forKey: Self.decomposed)
        let reread = KeyFileStore(path: folder.file("settings.ini"))
        #expect(reread.allValues == [Self.composed: .string("nfc"), Self.decomposed: .string("nfd")])
    }

    @Test func dictionaryValuesInAKeyFileKeepBothForms() throws {
        let folder = ScratchFolder()
        let store = KeyFileStore(path: folder.file("settings.ini"))
        let value = PlistValue.dictionary([Self.composed: .integer(1), Self.decomposed: .integer(2)])
        try store.setValue(value, forKey: "account")
        #expect(KeyFileStore(path: folder.file("settings.ini")).value(forKey: "account") == value)
    }

    @Test func replacingATextByItsOtherNormalisationIsAChange() throws {
        let folder = ScratchFolder()
        let store = KeyFileStore(path: folder.file("settings.ini"))
        try store.setValue(.string(Self.composed.text), forKey: "name")
        let recorder = ChangeRecorder(store)
        try store.setValue(.string(Self.decomposed.text), forKey: "name")
        #expect(recorder.events == [["name"]])
        #expect(folder.read("settings.ini").map { Array($0.utf8) } == Array("[Settings]\nname='cafe\u{301}'\n".utf8))
        #expect(PlistValue.string(Self.composed.text) != .string(Self.decomposed.text))
        #expect(Set([PlistValue.string(Self.composed.text), .string(Self.decomposed.text), .string(Self.composed.text)]).count == 2)
    }

    // MARK: Plist store

    private static let plistWithBothForms = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>caf\u{E9}</key>
        \t<integer>1</integer>
        \t<key>cafe\u{301}</key>
        \t<integer>2</integer>
        </dict>
        </plist>

        """

    @Test func aPlistStoreWithBothFormsHoldsTwoKeys() throws {
        let folder = ScratchFolder()
        try folder.write(Self.plistWithBothForms, to: "settings.plist")
        expectBothForms(in: PlistStore(path: folder.file("settings.plist")))
    }

    @Test func settingOneFormInAPlistStoreLeavesTheOther() throws {
        let folder = ScratchFolder()
        try folder.write(Self.plistWithBothForms, to: "settings.plist")
        let store = PlistStore(path: folder.file("settings.plist"))
        try store.setValue(.integer(3), forKey: Self.decomposed)
        let reread = PlistStore(path: folder.file("settings.plist"))
        #expect(reread.allValues == [Self.composed: .integer(1), Self.decomposed: .integer(3)])
        let text = try #require(folder.read("settings.plist"))
        // Both keys written, in CoreFoundation's UTF-16 order: `e` (U+0065) before `é` (U+00E9).
        let entries = "\t<key>cafe\u{301}</key>\n\t<integer>3</integer>\n\t<key>caf\u{E9}</key>\n\t<integer>1</integer>\n"
        #expect(text.utf8.count == Self.plistWithBothForms.utf8.count)
        let expected = String(Self.plistWithBothForms.split(separator: "\t", maxSplits: 1)[0]) + entries + "</dict>\n</plist>\n"
        #expect(Array(text.utf8) == Array(expected.utf8))
        try store.setValue(nil, forKey: Self.composed)
        #expect(PlistStore(path: folder.file("settings.plist")).allValues == [Self.decomposed: .integer(3)])
    }

    // MARK: Readers

    @Test func everyPlistFormatKeepsBothForms() throws {
        let expected = PlistValue.dictionary([Self.composed: .integer(1), Self.decomposed: .integer(2)])
        #expect(try PropertyListReader.read(Data(Self.plistWithBothForms.utf8)).get() == expected)
        let openStep = "{ \"caf\u{E9}\" = 1; \"cafe\u{301}\" = 2; }"
        #expect(try PropertyListReader.read(Data(openStep.utf8)).get() ==
                .dictionary([Self.composed: .string("1"), Self.decomposed: .string("2")]))
        // Foundation keys NSDictionary by UTF-16 code units too, so its binary plist holds both.
        let binary = try PropertyListSerialization.data(
            fromPropertyList: NSDictionary(objects: [1, 2], forKeys: [Self.composed.text as NSString, Self.decomposed.text as NSString]),
            format: .binary, options: 0)
        if case .dictionary(let table)? = try? PropertyListReader.read(binary).get(), table.count == 2 {
            #expect(table[Self.composed] == .integer(1))
            #expect(table[Self.decomposed] == .integer(2))
        }
        #expect(try JSONParser.parse(Array("{\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}".utf8)) == expected)
    }

    @Test func jsonOutputKeepsBothForms() {
        let text = JSONRendering.text(of: .dictionary([Self.composed: .integer(1), Self.decomposed: .integer(2)]), pretty: false)
        #expect(Array(text.unicodeScalars) == Array("{\"cafe\u{301}\":2,\"caf\u{E9}\":1}".unicodeScalars))
    }

    // MARK: Bundle, controller, administrator

    private static func makeBundle() throws -> SettingsBundle {
        let fixture = BundleFixture()
        fixture.page([
            ["Type": "PSTextFieldSpecifier", "Key": composed.text, "Title": "Composed", "DefaultValue": "nfc default"],
            ["Type": "PSTextFieldSpecifier", "Key": decomposed.text, "Title": "Decomposed", "DefaultValue": "nfd default"],
        ])
        let bundle = try SettingsBundle.open(path: fixture.bundlePath, languages: ["en"]).get()
        _ = bundle.rootPage
        withExtendedLifetime(fixture) {}
        return bundle
    }

    @Test func aBundleWithBothFormsHasTwoSettings() throws {
        let bundle = try Self.makeBundle()
        let controller = SettingsController(bundle: bundle, store: MemoryStore())
        #expect(controller.declaredKeys == [Self.composed, Self.decomposed])
        #expect(controller.rows(forKey: Self.composed).map(\.title) == ["Composed"])
        #expect(controller.rows(forKey: Self.decomposed).map(\.title) == ["Decomposed"])
        #expect(controller.firstRow(forKey: Self.decomposed)?.title == "Decomposed")
        let defaults = DefaultsGatherer.gather(controller.walk)
        #expect(defaults.map(\.key) == [Self.composed, Self.decomposed])
        #expect(defaults.map(\.value) == [.string("nfc default"), .string("nfd default")])
    }

    @Test func writingOneFormLeavesTheOtherRow() throws {
        let store = MemoryStore()
        let controller = SettingsController(bundle: try Self.makeBundle(), store: store)
        var received: [Set<SettingKey>] = []
        let observation = controller.observeChanges { received.append($0) }
        try controller.set("typed", forKey: Self.composed)
        #expect(store.allValues == [Self.composed: .string("typed")])
        #expect(received == [[Self.composed]])
        let decomposedRow = try #require(controller.firstRow(forKey: Self.decomposed))
        #expect(controller.state(of: decomposedRow).value == .string("nfd default"))
        try controller.reset(keys: [Self.decomposed])
        #expect(store.allValues == [Self.composed: .string("typed")])
        withExtendedLifetime(observation) {}
    }

    @Test func aLockOnOneFormDoesNotLockTheOther() throws {
        let folder = ScratchFolder()
        try folder.write("[Settings]\ncaf%C3%A9='system nfc'\ncafe%CC%81='system nfd'\n", to: "demo/settings.ini")
        try folder.write("caf\u{E9}\n", to: "demo/locks")
        let layer = AdministratorLayer(domain: "demo", environment: ["XDG_CONFIG_DIRS": folder.path])
        #expect(layer.lockFile(forKey: Self.composed) == folder.file("demo/locks"))
        #expect(layer.lockFile(forKey: Self.decomposed) == nil)
        #expect(layer.systemValue(forKey: Self.composed) == .string("system nfc"))
        #expect(layer.systemValue(forKey: Self.decomposed) == .string("system nfd"))

        let store = MemoryStore()
        let controller = SettingsController(bundle: try Self.makeBundle(), store: store, administrator: layer)
        #expect(throws: SettingsError.self) { try controller.set("x", forKey: Self.composed) }
        try controller.set("y", forKey: Self.decomposed)
        #expect(store.allValues == [Self.decomposed: .string("y")])
        #expect(try controller.resetAll() == [Self.composed])
        let composedRow = try #require(controller.firstRow(forKey: Self.composed))
        #expect(controller.state(of: composedRow).source == .locked)
        #expect(controller.state(of: composedRow).value == .string("system nfc"))
    }

    @Test func childPagesNamedInBothFormsAreTwoPages() throws {
        let fixture = BundleFixture()
        fixture.page([
            ["Type": "PSChildPaneSpecifier", "Title": "Composed", "File": Self.composedPage],
            ["Type": "PSChildPaneSpecifier", "Title": "Decomposed", "File": Self.decomposedPage],
        ])
        fixture.page("Settings.bundle/\(Self.composedPage).plist", [["Type": "PSToggleSwitchSpecifier", "Key": "nfc_page", "DefaultValue": true]])
        fixture.page("Settings.bundle/\(Self.decomposedPage).plist", [["Type": "PSToggleSwitchSpecifier", "Key": "nfd_page", "DefaultValue": true]])
        let bundle = try SettingsBundle.open(path: fixture.bundlePath, languages: ["en"]).get()
        let walk = BundleWalk(bundle: bundle, rootTitle: nil)
        #expect(walk.pages.map(\.title) == [nil, "Composed", "Decomposed"])
        #expect(walk.pages.dropFirst().map { $0.rows.first?.key } == ["nfc_page", "nfd_page"])
        #expect(walk.diagnostics.isEmpty, "\(walk.diagnostics)")
    }

    private static let composedPage = "Caf\u{E9}"
    private static let decomposedPage = "Cafe\u{301}"

    @Test func hidingOneFormDoesNotHideTheOther() throws {
        let controller = SettingsController(bundle: try Self.makeBundle(), store: MemoryStore())
        controller.setHiddenKeys([Self.composed])
        #expect(controller.isHidden(key: Self.composed))
        #expect(!controller.isHidden(key: Self.decomposed))
    }
}
