import CGLib
import Foundation
import Glibc
import Testing
@testable import SettingsKit

/// The search across applications finds the keys of installed GSettings schemas beside bundle
/// rows: by summary, description, key name and choice title, with their place, as the window
/// shows them; in the user's language through the schema's gettext domain.
@Suite struct SchemaSearchTests {
    private static let schemas = """
    <schemalist>
      <enum id="org.example.editor.Wrap"><value nick="none" value="0"/><value nick="word-boundaries" value="1"/></enum>
      <schema id="org.example.Editor" path="/org/example/editor/" gettext-domain="bs-test-editor">
        <key name="tab-width" type="u"><default>8</default><range min="1" max="32"/><summary>Tab Width</summary>
          <description>How many spaces a tab stands for.</description></key>
        <key name="wrap-mode" enum="org.example.editor.Wrap"><default>'none'</default><summary>Wrapping</summary></key>
        <key name="highlight-current-line" type="b"><default>false</default></key>
      </schema>
      <schema id="org.example.Viewer" path="/org/example/viewer/">
        <key name="zoom-level" type="d"><default>1.0</default><range min="0.5" max="4.0"/><summary>Magnification</summary></key>
      </schema>
    </schemalist>
    """

    /// An Editor whose settings are its schema, a Viewer with a bundle (a row "Tab stops") and a
    /// schema one page away from it.
    private func installed() throws -> ApplicationFixture {
        let fixture = ApplicationFixture()
        fixture.desktopEntry("org.example.Editor", name: "Editor")
        fixture.desktopEntry("org.example.Viewer", name: "Viewer")
        fixture.install("org.example.Viewer", rowTitle: "Tab stops")
        let compiled = try GSettingsSchemaWriterTests.compile(Self.schemas, id: "fixture", in: fixture.path("system/glib-2.0/schemas"))
        try #require(compiled.status == 0, "\(compiled.messages)")
        return fixture
    }

    private func index(_ fixture: ApplicationFixture, compact: Bool = false) throws -> ApplicationSearchIndex {
        let schemas = try #require(InstalledSchemas.standard(environment: fixture.environment))
        return ApplicationSearchIndex(applications: fixture.scan().applications, languages: ["en"], compact: compact, schemas: schemas)
    }

    @Test func keysAreFoundBySummaryDescriptionKeyNameAndChoiceBesideBundleRows() throws {
        let fixture = try installed()
        let index = try index(fixture)

        #expect(index.search("tab").results.map(\.pathParts) == [["Editor", "Tab Width"], ["Viewer", "Tab stops"]],
                "a key beside a bundle's row")
        #expect(index.search("spaces a tab").results.map(\.pathParts) == [["Editor", "Tab Width"]], "by its description")
        #expect(index.search("spaces a tab").results.first?.match?.excerpt == "How many spaces a tab stands for.")
        let byName = index.search("tab-width").results
        #expect(byName.map(\.pathParts) == [["Editor", "Tab Width"]], "by its key name")
        #expect(byName.first?.match?.field == .keyName)
        #expect(byName.first?.match?.excerpt == "tab-width", "the key name says why it matched")
        #expect(index.search("highlight-current").results.map(\.title) == ["Highlight current line"],
                "a key without a summary, titled by its name made readable")
        #expect(index.search("word bound").results.map(\.pathParts) == [["Editor", "Wrapping", "Word boundaries"]],
                "by a choice, made readable as the page shows it")
        #expect(index.search("magnification").results.map(\.pathParts) == [["Viewer", "More Settings", "Magnification"]],
                "a bundle's schema, one page away from it")

        // Each result opens where the window shows its key, and is found again from its identifier.
        let tab = try #require(byName.first)
        let page = try SchemaPages.open(id: "org.example.Editor", in: #require(InstalledSchemas.standard(environment: fixture.environment))).get()
        #expect(tab.target?.steps.isEmpty == true)
        #expect(tab.target.flatMap { page.rootPage.row(at: $0.row)?.key?.text } == "tab-width")
        for result in index.search("a").results {
            #expect(index.result(identifier: result.identifier)?.pathParts == result.pathParts)
        }
        // The desktop's search (a compact index) finds them too.
        #expect(try self.index(fixture, compact: true).search("tab-width").results.map(\.title) == ["Tab Width"])
    }

    /// The desktop's search finds them through the schemas its environment installs, and an
    /// activated result opens at its key, looked up again from scratch.
    @Test @MainActor func theShellsSearchFindsKeysAndOpensThem() throws {
        let fixture = try installed()
        let provider = ShellSearchProvider(environment: fixture.environment)
        let found = provider.initialResults(terms: ["tab-width"])
        #expect(provider.metas(identifiers: found).map { [$0.name, $0.description] } == [["Tab Width", "Editor"]])
        let identifier = try #require(found.first)
        #expect(provider.windowArguments(opening: identifier) != nil)
        let result = try #require(ApplicationSearchResult.find(identifier: identifier, environment: fixture.environment, languages: ["en"]))
        #expect(result.match != nil, "the key, not only its application")
        #expect(result.target == (try index(fixture)).search("tab-width").results.first?.target)
    }

    @Test func withoutTheInstalledSchemasOnlyTheApplicationsNameIsFound() throws {
        let fixture = try installed()
        let index = ApplicationSearchIndex(applications: fixture.scan().applications, languages: ["en"])
        #expect(index.search("tab").results.map(\.pathParts) == [["Viewer", "Tab stops"]])
        #expect(index.search("edit").results.map(\.pathParts) == [["Editor"]])
    }

    /// Summaries and descriptions in German through the schema's own gettext domain, compiled
    /// here with msgfmt, as GLib translates them (`g_settings_schema_key_get_summary`).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/msgfmt"), "needs msgfmt (Debian package gettext)"),
          .enabled(if: (ProcessInfo.processInfo.environment["LANGUAGE"] ?? "").isEmpty, "needs LANGUAGE unset (gettext would follow it)"),
          .enabled(if: TestLocale.isGenerated("de_DE.UTF-8"), "needs de_DE.UTF-8: run script/test-locales"))
    func keysAreFoundByTheirTranslatedTexts() throws {
        let fixture = try installed()
        let catalogs = try germanCatalog(["Tab Width": "Tabulatorbreite",
                                          "How many spaces a tab stands for.": "Wie viele Leerzeichen ein Tabulator ersetzt."],
                                         domain: "bs-test-editor", in: "locale", of: fixture)
        bindtextdomain("bs-test-editor", catalogs)
        let installed = try #require(InstalledSchemas.standard(environment: fixture.environment))
        let editor = try #require(fixture.scan().application(id: "org.example.Editor"))
        // In German on this thread only (`TestLocale`): one application is indexed on the
        // calling thread (`DispatchQueue.concurrentPerform` of one iteration).
        let index = try #require(TestLocale.with("de_DE.UTF-8") {
            ApplicationSearchIndex(applications: [editor], languages: ["de"], schemas: installed)
        })
        #expect(index.search("tabulatorbreite").results.map(\.pathParts) == [["Editor", "Tabulatorbreite"]])
        #expect(index.search("leerzeichen").results.map(\.title) == ["Tabulatorbreite"], "by its translated description")
        #expect(index.search("tab-width").results.map(\.title) == ["Tabulatorbreite"], "and by its key name, in any language")
    }

    /// A schema installed outside `/usr` is translated by the catalogs of its own data folder
    /// (`DATA/locale`, `SchemaTextDomains`), which gettext does not look in by itself.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/msgfmt"), "needs msgfmt (Debian package gettext)"),
          .enabled(if: (ProcessInfo.processInfo.environment["LANGUAGE"] ?? "").isEmpty, "needs LANGUAGE unset (gettext would follow it)"),
          .enabled(if: TestLocale.isGenerated("de_DE.UTF-8"), "needs de_DE.UTF-8: run script/test-locales"))
    func keysAreTranslatedByTheCatalogsOfTheirDataFolder() throws {
        let fixture = ApplicationFixture()
        fixture.desktopEntry("org.example.Notes", name: "Notes")
        let compiled = try GSettingsSchemaWriterTests.compile("""
            <schemalist>
              <schema id="org.example.Notes" path="/org/example/notes/" gettext-domain="bs-test-notes-beside">
                <key name="font-size" type="u"><default>8</default><summary>Font Size</summary></key>
              </schema>
              <schema id="org.example.Notes.Shared" path="/org/example/notes-shared/" gettext-domain="bs-test-notes-shared">
                <key name="margin" type="u"><default>8</default><summary>Margin</summary></key>
              </schema>
            </schemalist>
            """, id: "notes", in: fixture.path("system/glib-2.0/schemas"))
        try #require(compiled.status == 0, "\(compiled.messages)")
        let catalogs = try germanCatalog(["Font Size": "Schriftgröße"], domain: "bs-test-notes-beside", in: "system/locale", of: fixture)
        var environment = fixture.environment
        environment["LANG"] = "de_DE.UTF-8"
        let installed = try #require(InstalledSchemas.standard(environment: environment))
        let title = try #require(TestLocale.with("de_DE.UTF-8") {
            try SchemaPages.open(id: "org.example.Notes", in: installed).get().rootPage.rows.first?.title
        })
        #expect(title == "Schriftgröße")
        let shared = String(cString: try #require(bindtextdomain("bs-test-notes-shared", nil)))
        #expect(shared != catalogs, "a domain whose catalog the folder lacks keeps gettext's folder (\(shared))")
    }

    /// `folder/de/LC_MESSAGES/DOMAIN.mo` of `fixture`, compiled with msgfmt from `translations`;
    /// returns the catalog folder.
    @discardableResult
    private func germanCatalog(_ translations: [String: String], domain: String, in folder: String, of fixture: ApplicationFixture) throws -> String {
        let catalogs = fixture.path(folder)
        let messages = translations.sorted { $0.key < $1.key }.map { "msgid \"\($0.key)\"\nmsgstr \"\($0.value)\"\n" }
        fixture.files.text(folder + "/de.po", (["msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n"] + messages).joined(separator: "\n"))
        try FileManager.default.createDirectory(atPath: catalogs + "/de/LC_MESSAGES", withIntermediateDirectories: true)
        let compiled = try GSettingsSchemaWriterTests.tool("/usr/bin/msgfmt", ["-o", catalogs + "/de/LC_MESSAGES/\(domain).mo", catalogs + "/de.po"])
        try #require(compiled.status == 0, "\(compiled.messages)")
        return catalogs
    }
}
