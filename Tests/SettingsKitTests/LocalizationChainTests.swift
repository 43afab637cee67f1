import Foundation
import Testing
@testable import SettingsKit

@Suite struct LocalizationChainTests {
    private func folders(_ languages: [String], in bundle: LocalizationTestBundle) -> [String] {
        LocalizationChain(bundleRoot: bundle.root, languages: languages).folders.map(\.relativePath)
    }

    @Test func languagesThenEnglishThenBaseThenRoot() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.makeFolders("Base.lproj", "en.lproj", "fr.lproj", "de.lproj", "ja.lproj")
        #expect(folders(["de", "fr"], in: bundle) == ["de.lproj", "fr.lproj", "en.lproj", "Base.lproj", ""])
    }

    @Test func rootIsAlwaysLast() throws {
        let bundle = try LocalizationTestBundle()
        #expect(folders(["de"], in: bundle) == [""])
        let missing = LocalizationChain(bundleRoot: bundle.root.appendingPathComponent("Missing.bundle"), languages: ["de"])
        #expect(missing.folders.map(\.relativePath) == [""])
    }

    @Test func scriptAndRegionAreDroppedOneAtATime() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.makeFolders("zh.lproj", "zh-Hans.lproj", "zh-Hans-CN.lproj", "zh-Hant.lproj")
        #expect(folders(["zh-Hans-CN"], in: bundle) == ["zh-Hans-CN.lproj", "zh-Hans.lproj", "zh.lproj", ""])
    }

    @Test func regionFallsBackToTheLanguage() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.makeFolders("pt.lproj", "pt-PT.lproj", "en.lproj")
        #expect(folders(["pt-BR"], in: bundle) == ["pt.lproj", "en.lproj", ""])
    }

    @Test func chineseRegionImpliesItsScript() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.makeFolders("zh-Hans.lproj", "zh-Hant.lproj")
        #expect(folders(["zh-CN"], in: bundle) == ["zh-Hans.lproj", ""])
        #expect(folders(["zh-TW"], in: bundle) == ["zh-Hant.lproj", ""])
    }

    @Test func underscoreAndCaseDoNotMatter() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.makeFolders("pt_BR.lproj", "ZH-hans.lproj")
        #expect(folders(["pt-BR", "zh-Hans"], in: bundle) == ["pt_BR.lproj", "ZH-hans.lproj", ""])
    }

    @Test func legacyNamesFollowTheirCodes() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.makeFolders("German.lproj", "de.lproj", "English.lproj", "en.lproj", "French.lproj",
                               "Japanese.lproj", "Spanish.lproj", "Italian.lproj", "Dutch.lproj")
        #expect(folders(["de-AT"], in: bundle) == ["de.lproj", "German.lproj", "en.lproj", "English.lproj", ""])
        #expect(folders(["fr", "ja", "es", "it", "nl"], in: bundle)
                    == ["French.lproj", "Japanese.lproj", "Spanish.lproj", "Italian.lproj", "Dutch.lproj",
                        "en.lproj", "English.lproj", ""])
    }

    @Test func eachFolderAppearsOnce() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.makeFolders("en.lproj", "de.lproj")
        #expect(folders(["de-DE", "de", "en-GB", "en"], in: bundle) == ["de.lproj", "en.lproj", ""])
    }

    @Test func hiddenEntriesAndPlainFilesAreNotFolders() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.makeFolders(".de.lproj", "en.lproj")
        try bundle.write("fr.lproj", "not a folder")
        #expect(folders(["fr", "de"], in: bundle) == ["en.lproj", ""])
    }

    @Test func keepsTheLanguagesItWasBuiltFor() throws {
        let bundle = try LocalizationTestBundle()
        #expect(LocalizationChain(bundleRoot: bundle.root, languages: ["de-DE", "fr"]).languages == ["de-DE", "fr"])
    }
}
