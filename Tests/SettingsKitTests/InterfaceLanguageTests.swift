import CGLib
import Foundation
import Testing
@testable import SettingsKit

/// Which language the window's own words are in, its gettext name and its direction.
@Suite struct InterfaceLanguageTests {
    @Test func theFirstPreferredLanguageTheBundleIsTranslatedInto() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.makeFolders("de.lproj", "ar.lproj", "en.lproj", "Base.lproj")
        #expect(InterfaceLanguage.inUse(preferred: ["fr", "ar-EG", "de"], bundleRoots: [bundle.root], hasCatalog: { _ in false }).tag == "ar-EG")
        #expect(InterfaceLanguage.inUse(preferred: ["de-AT"], bundleRoots: [bundle.root], hasCatalog: { _ in false }).tag == "de-AT")
        // Translated, but not into French: the bundle shows its English, and so does the window.
        #expect(InterfaceLanguage.inUse(preferred: ["fr"], bundleRoots: [bundle.root], hasCatalog: { _ in false }) == .english)
    }

    @Test func aBundleWithoutLanguagesFollowsThePreferredLanguage() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.makeFolders("Base.lproj")
        #expect(InterfaceLanguage.inUse(preferred: ["ja", "de"], bundleRoots: [bundle.root], hasCatalog: { _ in false }).tag == "ja")
        #expect(InterfaceLanguage.inUse(preferred: [], bundleRoots: [bundle.root], hasCatalog: { _ in false }) == .english)
        #expect(InterfaceLanguage.inUse(preferred: ["he"], bundleRoots: [], hasCatalog: { _ in false }).tag == "he")
    }

    @Test func legacyFolderNamesCount() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.makeFolders("German.lproj", "English.lproj")
        #expect(InterfaceLanguage.inUse(preferred: ["de-CH"], bundleRoots: [bundle.root], hasCatalog: { _ in false }).tag == "de-CH")
    }

    @Test func ourCatalogForTheFirstLanguageWinsOverTheBundlesLanguages() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.makeFolders("de.lproj", "en.lproj")
        let shipped: Set<String> = ["ja", "de", "fr"]
        let hasCatalog = { (language: InterfaceLanguage) in shipped.contains(language.language) }
        // No Japanese folder: the bundle shows its English, our words are Japanese.
        #expect(InterfaceLanguage.inUse(preferred: ["ja", "de"], bundleRoots: [bundle.root], hasCatalog: hasCatalog).tag == "ja")
        #expect(InterfaceLanguage.inUse(preferred: ["fr-CA"], bundleRoots: [bundle.root], hasCatalog: hasCatalog).tag == "fr-CA")
        // No catalog of ours for the first language: the bundle's language in use, as before.
        #expect(InterfaceLanguage.inUse(preferred: ["pt", "de"], bundleRoots: [bundle.root], hasCatalog: hasCatalog).tag == "de")
    }

    @Test func aCatalogIsFoundByItsGettextNameOrItsLanguage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalogs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de/LC_MESSAGES"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("de/LC_MESSAGES/bundle-settings.mo"))
        #expect(MessageCatalogs.has(InterfaceLanguage(tag: "de-AT"), directory: folder.path))
        #expect(!MessageCatalogs.has(InterfaceLanguage(tag: "ja"), directory: folder.path))
        #expect(!MessageCatalogs.has(InterfaceLanguage(tag: "de"), directory: nil))
    }

    @Test func gettextNames() {
        let names = ["de", "pt-BR", "zh-Hans", "zh-Hant-TW", "sr-Latn", "es-419", "ar"].map { InterfaceLanguage(tag: $0).gettextName }
        #expect(names == ["de", "pt_BR", "zh_CN", "zh_TW", "sr@latin", "es_419", "ar"])
    }

    @Test func rightToLeftLanguagesAndScripts() {
        for tag in ["ar", "he", "fa-IR", "ur", "ps", "yi", "ckb", "pa-Arab", "az-Arab-IR", "iw"] {
            #expect(InterfaceLanguage(tag: tag).isRightToLeft, "\(tag)")
        }
        for tag in ["en", "de", "ja", "zh-Hans", "ku-Latn", "ks-Deva", "uz-Cyrl", "tr"] {
            #expect(!InterfaceLanguage(tag: tag).isRightToLeft, "\(tag)")
        }
    }

    /// The window sets LANGUAGE for its own words; a browser it starts gets the user's.
    @Test func startedProgramsGetTheUsersLanguageVariable() {
        func environment(_ language: String?) -> [String] {
            let context = DesktopLauncher.launchContext(language: language)
            defer { g_object_unref(context) }
            guard let list = g_app_launch_context_get_environment(context) else { return [] }
            defer { g_strfreev(list) }
            var entries: [String] = []
            var index = 0
            while let entry = list[index] { entries.append(String(cString: entry)); index += 1 }
            return entries
        }
        #expect(environment("fr:en").contains("LANGUAGE=fr:en"))
        #expect(!environment(nil).contains { $0.hasPrefix("LANGUAGE=") })
    }
}
