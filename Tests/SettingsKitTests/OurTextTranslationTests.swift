import Foundation
import Testing
@testable import SettingsKit

/// Our messages come out of po/'s catalogs in the language of the (thread's) locale, plural
/// forms included; the locales are those script/test-locales generates.
@Suite(.serialized) struct OurTextTranslationTests {
    static var ready: Bool {
        TestLocale.catalogs != nil && (ProcessInfo.processInfo.environment["LANGUAGE"] ?? "").isEmpty
    }

    init() {
        MessageCatalogs.bind(directory: TestLocale.catalogs)
    }

    @Test(.enabled(if: ready, "needs msgfmt (Debian package gettext), and LANGUAGE unset (gettext would follow it)"),
          .enabled(if: TestLocale.isGenerated("de_DE.UTF-8"), "needs de_DE.UTF-8: run script/test-locales"))
    func germanMessages() throws {
        let texts = TestLocale.with("de_DE.UTF-8") {
            [tr("Not set"), tr("Set by your administrator"), tr("Cancel"), tr("Done"), tr("Settings"),
             tr("Delete %s", "Urlaub"), trn("%d item", "%d items", 1, 1), trn("%d item", "%d items", 3, 3)]
        }
        #expect(texts == ["Nicht festgelegt", "Von Ihrem Systemverwalter festgelegt", "Abbrechen", "Fertig", "Einstellungen",
                          "Urlaub löschen", "1 Eintrag", "3 Einträge"])
    }

    /// The main menu of every window (the launcher's too) and the About dialog, under the
    /// application's one user-facing name.
    @Test(.enabled(if: ready, "needs msgfmt (Debian package gettext), and LANGUAGE unset (gettext would follow it)"),
          .enabled(if: TestLocale.isGenerated("de_DE.UTF-8"), "needs de_DE.UTF-8: run script/test-locales"))
    func germanMainMenu() throws {
        let texts = TestLocale.with("de_DE.UTF-8") {
            [tr("Main Menu"), tr("_Open Bundle…"), tr("_Keyboard Shortcuts"), tr("_About Bundle Settings"),
             tr("About Bundle Settings"), tr("Open the main menu"), tr("Quit")]
        }
        #expect(texts == ["Hauptmenü", "Bundle _öffnen …", "_Tastenkürzel", "_Info zu Bundle Settings",
                          "Info zu Bundle Settings", "Hauptmenü öffnen", "Beenden"])
    }

    @Test(.enabled(if: ready, "needs msgfmt (Debian package gettext), and LANGUAGE unset (gettext would follow it)"),
          .enabled(if: TestLocale.isGenerated("ar_EG.UTF-8"), "needs ar_EG.UTF-8: run script/test-locales"))
    func arabicMessagesWithTheirSixPluralForms() throws {
        let texts = TestLocale.with("ar_EG.UTF-8") {
            [tr("Set by your administrator"), tr("Settings")]
                + [0, 1, 2, 3, 11, 100].map { trn("%d item", "%d items", $0, $0) }
        }
        #expect(texts == ["ضبطه مدير النظام", "الإعدادات", "لا عناصر", "عنصر واحد", "عنصران", "3 عناصر", "11 عنصرًا", "100 عنصر"])
    }

    /// A write the GSettings store refuses is said in the window's language, as the file
    /// stores' are (the page's error banner shows it).
    @MainActor
    @Test(.enabled(if: ready, "needs msgfmt (Debian package gettext), and LANGUAGE unset (gettext would follow it)"),
          .enabled(if: TestLocale.isGenerated("de_DE.UTF-8"), "needs de_DE.UTF-8: run script/test-locales"))
    func gsettingsStoreErrorsInGerman() throws {
        let schema = try GSettingsStoreMemoryTests.Schema(id: "org.example.Words")
        let store = schema.store("gsettings:org.example.Words")
        let messages = TestLocale.with("de_DE.UTF-8") { () -> [String] in
            var messages: [String] = []
            do throws(StoreError) { try store.setValue(.string("x"), forKey: "nowhere") } catch { messages.append(error.description) }
            do throws(StoreError) { try store.setValue(.real(7), forKey: "volume") } catch { messages.append(error.description) }
            return messages
        }
        let german = try #require(messages)
        #expect(german.count == 2)
        #expect(german.first?.hasPrefix("Das GSettings-Schema org.example.Words hat keinen Schlüssel") == true, "\(german)")
        #expect(german.last?.hasSuffix("liegt außerhalb seines Bereichs oder seiner Auswahl.") == true, "\(german)")
    }

    /// A store that is no file says what it is in German too, the kind of file included.
    @MainActor
    @Test(.enabled(if: ready, "needs msgfmt (Debian package gettext), and LANGUAGE unset (gettext would follow it)"),
          .enabled(if: TestLocale.isGenerated("de_DE.UTF-8"), "needs de_DE.UTF-8: run script/test-locales"))
    func aStoreThatIsAFolderIsSaidInGerman() throws {
        let folder = ScratchFolder()
        let path = folder.file("settings.ini")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let message = TestLocale.with("de_DE.UTF-8") { KeyFileStore(path: path).loadError?.description }
        #expect(message == "\(path) ist ein Ordner, keine Einstellungsdatei: Es wurde nichts gelesen oder geschrieben.")
    }

    /// A folder named like a page is no candidate, in any language: the reader matches the
    /// kind of file, not its (translated) words.
    @MainActor
    @Test(.enabled(if: ready, "needs msgfmt (Debian package gettext), and LANGUAGE unset (gettext would follow it)"),
          .enabled(if: TestLocale.isGenerated("de_DE.UTF-8"), "needs de_DE.UTF-8: run script/test-locales"))
    func aFolderNamedLikeAPageIsSkippedInGermanToo() throws {
        let fixture = BundleFixture()
        fixture.page([toggle("flag", ["DefaultValue": true])])
        fixture.folder("Settings.bundle/Root.inApp.plist")
        let rows = TestLocale.with("de_DE.UTF-8") { fixture.open().rootPage.rows.map(\.key) }
        #expect(rows == ["flag"])
    }

    /// The store banner names the file once, in its first sentence, in German too: the
    /// parser's reason follows without the store's own sentence about the file.
    @MainActor
    @Test(.enabled(if: ready, "needs msgfmt (Debian package gettext), and LANGUAGE unset (gettext would follow it)"),
          .enabled(if: TestLocale.isGenerated("de_DE.UTF-8"), "needs de_DE.UTF-8: run script/test-locales"))
    func theStoreProblemSaysTheFileOnceInGerman() throws {
        let folder = ScratchFolder()
        try folder.write("this is [not a key file\n", to: "settings.ini")
        let path = folder.file("settings.ini")
        let message = TestLocale.with("de_DE.UTF-8") { StoreProblem(KeyFileStore(path: path).loadError)?.details }
        let german = try #require(message.flatMap { $0 })
        #expect(german.hasPrefix("Ihre Einstellungen in"), "\(german)")
        #expect(german.split(separator: "\n").count == 2, "\(german)")
        #expect(german.components(separatedBy: path).count == 2, "the path once: \(german)")
    }

    /// A problem's row on the Problems page is in its message's language (English, as
    /// `validate`'s), not half German.
    @Test(.enabled(if: ready, "needs msgfmt (Debian package gettext), and LANGUAGE unset (gettext would follow it)"),
          .enabled(if: TestLocale.isGenerated("de_DE.UTF-8"), "needs de_DE.UTF-8: run script/test-locales"))
    func aProblemsPlaceIsInItsMessagesLanguage() {
        let problem = Diagnostic(.error, file: "Root.plist", row: 3, key: "sync", "Settings.app drops this row.")
        let strings = Diagnostic(.warning, file: "de.lproj/Root.strings", row: 7, "unused")
        let texts = TestLocale.with("de_DE.UTF-8") { [problem.placeText, strings.placeText, tr("Cancel")] }
        #expect(texts == ["Error · Row 3 · Key sync", "Warning · Line 7", "Abbrechen"], "the catalog is German, the row is not")
    }

    @Test(.enabled(if: ready, "needs msgfmt (Debian package gettext), and LANGUAGE unset (gettext would follow it)"))
    func theCLocaleKeepsEnglishForTheCommandLine() {
        #expect(tr("Set by your administrator") == "Set by your administrator")
        #expect(trn("%d item", "%d items", 3, 3) == "3 items")
    }
}
