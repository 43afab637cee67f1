import Foundation
import Testing
@testable import SettingsKit

@Suite struct LocalizationLocalizerTests {
    @Test func eachKeyFallsDownTheChain() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.write("de.lproj/Root.strings", "\"Title\" = \"Titel\";")
        try bundle.write("fr.lproj/Root.strings", "\"Title\" = \"Titre\"; \"Footer\" = \"Pied\";")
        try bundle.write("en.lproj/Root.strings", "\"Title\" = \"Title!\"; \"Footer\" = \"Footer!\"; \"Help\" = \"Help!\";")
        try bundle.write("Base.lproj/Root.strings", "\"Base only\" = \"from Base\";")
        try bundle.write("Root.strings", "\"Root only\" = \"from the root\";")
        let localizer = Localizer(bundleRoot: bundle.root, languages: ["de", "fr"])
        #expect(localizer.string(for: "Title", table: "Root") == "Titel")
        #expect(localizer.string(for: "Footer", table: "Root") == "Pied")
        #expect(localizer.string(for: "Help", table: "Root") == "Help!")
        #expect(localizer.string(for: "Base only", table: "Root") == "from Base")
        #expect(localizer.string(for: "Root only", table: "Root") == "from the root")
        #expect(localizer.string(for: "Nowhere", table: "Root") == nil)
        #expect(localizer.diagnostics.isEmpty)
    }

    @Test func tablesAreSeparate() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.write("de.lproj/Root.strings", "\"A\" = \"Root-A\";")
        try bundle.write("de.lproj/Child.strings", "\"A\" = \"Child-A\";")
        let localizer = Localizer(bundleRoot: bundle.root, languages: ["de"])
        #expect(localizer.string(for: "A", table: "Child") == "Child-A")
        #expect(localizer.string(for: "A", table: "Other") == nil)
    }

    @Test func trailingStringsExtensionIsTolerated() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.write("de.lproj/Root.strings", "\"A\" = \"a\";")
        let localizer = Localizer(bundleRoot: bundle.root, languages: ["de"])
        #expect(localizer.string(for: "A", table: "Root.strings") == "a")
        #expect(localizer.tableExists("Root.strings"))
    }

    @Test func tableExistsInAnyFolderOfTheChain() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.write("en.lproj/English.strings", "\"A\" = \"a\";")
        try bundle.write("Top.strings", "\"A\" = \"a\";")
        try bundle.write("ja.lproj/Japanese.strings", "\"A\" = \"a\";")
        let localizer = Localizer(bundleRoot: bundle.root, languages: ["de"])
        #expect(localizer.tableExists("English"))
        #expect(localizer.tableExists("Top"))
        #expect(!localizer.tableExists("Japanese"))
        #expect(!localizer.tableExists("Missing"))
    }

    @Test(arguments: ["../Secret", "de.lproj/Root", ".Root", "", ".strings"])
    func tableNamesThatAreNotFileNamesFindNothing(table: String) throws {
        let bundle = try LocalizationTestBundle()
        try bundle.write("de.lproj/Root.strings", "\"A\" = \"a\";")
        try bundle.write(".Root.strings", "\"A\" = \"a\";")
        try bundle.write("../Secret.strings", "\"A\" = \"a\";")
        let localizer = Localizer(bundleRoot: bundle.root, languages: ["de"])
        #expect(localizer.string(for: "A", table: table) == nil)
        #expect(!localizer.tableExists(table))
    }

    @Test func brokenFileIsReportedOnceAndTreatedAsAbsent() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.write("de.lproj/Root.strings", "\"A\" = \"Ä\";\n\"B\" = \"b\"\n")
        try bundle.write("en.lproj/Root.strings", "\"A\" = \"a\";")
        let localizer = Localizer(bundleRoot: bundle.root, languages: ["de"])
        #expect(localizer.string(for: "A", table: "Root") == "a")
        #expect(localizer.string(for: "A", table: "Root") == "a")
        #expect(localizer.diagnostics.count == 1)
        #expect(localizer.diagnostics.first?.file == "de.lproj/Root.strings")
        #expect(localizer.diagnostics.first?.row == 2)
    }

    @Test func rootTableProblemsNameTheFileAlone() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.write("Root.strings", "oops")
        let localizer = Localizer(bundleRoot: bundle.root, languages: [])
        #expect(!localizer.tableExists("Root"))
        #expect(localizer.diagnostics.map(\.file) == ["Root.strings"])
    }

    @Test func filesAreReadLazily() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.write("de.lproj/Root.strings", "broken")
        let localizer = Localizer(bundleRoot: bundle.root, languages: ["de"])
        #expect(localizer.diagnostics.isEmpty)
        _ = localizer.string(for: "A", table: "Root")
        #expect(localizer.diagnostics.count == 1)
    }

    @Test func eachFileIsReadOnce() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.write("de.lproj/Root.strings", "\"A\" = \"first\";")
        let localizer = Localizer(bundleRoot: bundle.root, languages: ["de"])
        #expect(localizer.string(for: "A", table: "Root") == "first")
        try bundle.write("de.lproj/Root.strings", "\"A\" = \"second\"; \"B\" = \"b\";")
        #expect(localizer.string(for: "A", table: "Root") == "first")
        #expect(localizer.string(for: "B", table: "Root") == nil)
    }

    @Test func unreadableFileIsReported() throws {
        let bundle = try LocalizationTestBundle()
        // A folder where the file should be fails to read for every user, root included.
        try bundle.makeFolders("de.lproj/Root.strings")
        try bundle.write("en.lproj/Root.strings", "\"A\" = \"a\";")
        let localizer = Localizer(bundleRoot: bundle.root, languages: ["de"])
        #expect(localizer.string(for: "A", table: "Root") == "a")
        #expect(localizer.diagnostics.map(\.file) == ["de.lproj/Root.strings"])
        #expect(localizer.diagnostics.first?.severity == .error)
    }

    @Test(.enabled(if: geteuid() != 0, "root reads files whatever their permissions"))
    func fileWithoutReadPermissionIsReported() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.write("de.lproj/Root.strings", "\"A\" = \"Ä\";")
        let path = bundle.root.appendingPathComponent("de.lproj/Root.strings").path
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
        let localizer = Localizer(bundleRoot: bundle.root, languages: ["de"])
        #expect(localizer.string(for: "A", table: "Root") == nil)
        #expect(localizer.diagnostics.map(\.file) == ["de.lproj/Root.strings"])
        #expect(localizer.diagnostics.first?.message.contains("permission denied") == true)
    }

    @Test func exposesLanguagesAndFolders() throws {
        let bundle = try LocalizationTestBundle()
        try bundle.makeFolders("de.lproj", "en.lproj")
        let localizer = Localizer(bundleRoot: bundle.root, languages: ["de-CH"])
        #expect(localizer.languages == ["de-CH"])
        #expect(localizer.folders.map(\.relativePath) == ["de.lproj", "en.lproj", ""])
    }

    @Test func concurrentLookupsAgree() async throws {
        let bundle = try LocalizationTestBundle()
        try bundle.write("de.lproj/Root.strings", "\"A\" = \"Ä\";")
        try bundle.write("en.lproj/Root.strings", "\"B\" = \"b\";")
        let localizer = Localizer(bundleRoot: bundle.root, languages: ["de"])
        let results = await withTaskGroup(of: [String?].self) { group in
            for _ in 0..<16 {
                group.addTask { [localizer.string(for: "A", table: "Root"), localizer.string(for: "B", table: "Root")] }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { $0 == ["Ä", "b"] })
    }
}
