import Foundation
import Testing
@testable import SettingsKit

/// A page's lookups in one table: per-key fallback down the chain, reading a fallback folder's
/// table only when some key needs it.
@Suite struct LocalizationTranslationLookupTests {
    @Test func eachKeyFallsDownTheChainAndTheFallbackIsReadOnlyWhenNeeded() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.write("de.lproj/Root.strings", "\"Title\" = \"Titel\";")
        try bundle.write("en.lproj/Root.strings", "\"Title\" = \"Title!\"; \"Help\" = \"Help!\"; broken")
        let localizer = Localizer(bundleRoot: bundle.root, languages: ["de"])
        let lookup = try #require(localizer.lookup(table: "Root"))
        #expect(lookup.string(for: "Title") == "Titel")
        #expect(lookup.string(for: "Title") == "Titel")
        #expect(localizer.diagnostics.isEmpty)
        #expect(lookup.string(for: "Help") == nil)
        #expect(localizer.diagnostics.map(\.file) == ["en.lproj/Root.strings"])
        #expect(lookup.string(for: "Title") == "Titel")
    }

    @Test func aTableNameThatIsNoFileNameHasNoLookup() throws {
        let bundle = try LocalizationTestBundle()
        let localizer = Localizer(bundleRoot: bundle.root, languages: ["de"])
        #expect(localizer.lookup(table: "../Root") == nil)
        #expect(localizer.lookup(table: "Missing")?.string(for: "A") == nil)
    }
}
