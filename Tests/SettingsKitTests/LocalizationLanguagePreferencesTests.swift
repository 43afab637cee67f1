import Testing
@testable import SettingsKit

@Suite struct LocalizationLanguagePreferencesTests {
    @Test func languageColonListComesFirstThenTheLocale() {
        let languages = LanguagePreferences.fromEnvironment(["LANGUAGE": "fr_CA:fr:en", "LANG": "de_DE.UTF-8"])
        #expect(languages == ["fr-CA", "fr", "en", "de-DE"])
    }

    @Test func langDropsTheCodeset() {
        #expect(LanguagePreferences.fromEnvironment(["LANG": "de_DE.UTF-8"]) == ["de-DE"])
    }

    @Test func modifierIsDropped() {
        #expect(LanguagePreferences.fromEnvironment(["LANG": "sr_RS@latin"]) == ["sr-RS"])
        #expect(LanguagePreferences.fromEnvironment(["LANG": "ca_ES.UTF-8@valencia"]) == ["ca-ES"])
    }

    @Test func onlyTheFirstNonEmptyLocaleVariableCounts() {
        let environment = ["LC_ALL": "", "LC_MESSAGES": "ja_JP.UTF-8", "LANG": "de_DE.UTF-8"]
        #expect(LanguagePreferences.fromEnvironment(environment) == ["ja-JP"])
        #expect(LanguagePreferences.fromEnvironment(["LC_ALL": "it_IT", "LC_MESSAGES": "ja_JP"]) == ["it-IT"])
    }

    @Test(arguments: ["C", "POSIX", "C.UTF-8", "POSIX.ISO-8859-1"])
    func cAndPOSIXNameNoLanguage(locale: String) {
        #expect(LanguagePreferences.fromEnvironment(["LANG": locale]).isEmpty)
        #expect(LanguagePreferences.fromEnvironment(["LANGUAGE": "\(locale):nl", "LANG": locale]) == ["nl"])
    }

    @Test func duplicatesAreRemovedKeepingTheFirst() {
        let languages = LanguagePreferences.fromEnvironment(["LANGUAGE": "de:de_DE:de::en", "LANG": "de_DE.UTF-8"])
        #expect(languages == ["de", "de-DE", "en"])
    }

    @Test func entriesThatAreNotTagsAreIgnored() {
        #expect(LanguagePreferences.fromEnvironment(["LANGUAGE": "../etc:de/x:-:fr", "LANG": ".UTF-8"]) == ["fr"])
    }

    @Test func overrideReplacesTheEnvironment() {
        let environment = ["LANGUAGE": "fr", "LANG": "de_DE.UTF-8"]
        #expect(LanguagePreferences.preferred(override: ["pt_BR"], environment: environment) == ["pt-BR"])
        #expect(LanguagePreferences.preferred(override: ["es:it", "ja,ko"], environment: environment) == ["es", "it", "ja", "ko"])
    }

    @Test func emptyOverrideLeavesTheEnvironmentInCharge() {
        #expect(LanguagePreferences.preferred(override: [], environment: ["LANG": "de_DE.UTF-8"]) == ["de-DE"])
        #expect(LanguagePreferences.preferred(override: ["C"], environment: ["LANG": "de_DE.UTF-8"]) == ["de-DE"])
    }
}
