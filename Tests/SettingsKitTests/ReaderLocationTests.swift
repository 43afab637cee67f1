import Foundation
import Testing
@testable import SettingsKit

/// SCHEMA.md §1: which file a page comes from, and which files are never read.
@Suite struct ReaderLocationTests {
    private func marker(_ title: String) -> [[String: Any]] { [group(title)] }

    @Test func inAppSettingsBundleBeforeSettingsBundle() throws {
        let fixture = BundleFixture()
        fixture.page("Settings.bundle/Root.plist", marker("settings"))
        fixture.page("InAppSettings.bundle/Root.plist", marker("inapp"))
        let bundle = fixture.open("")
        #expect(bundle.location.roots.map(\.lastPathComponent) == ["InAppSettings.bundle", "Settings.bundle"])
        #expect(bundle.rootPage.titles == ["inapp"])
    }

    /// The folders `--bundle` names are absolute and free of links, `.` and `..`, however the
    /// path is written: as URL's `standardizedFileURL.resolvingSymlinksInPath()` made them.
    @Test func bundleFoldersAreResolvedWhateverThePathsSpelling() throws {
        let fixture = BundleFixture()
        fixture.page("App/Settings.bundle/Root.plist", marker("settings"))
        fixture.page("Both/Settings.bundle/Root.plist", marker("settings"))
        fixture.page("Both/InAppSettings.bundle/Root.plist", marker("inapp"))
        try FileManager.default.createSymbolicLink(atPath: fixture.url("Linked").path, withDestinationPath: fixture.url("App").path)
        let base = fixture.base.path
        for given in [base + "/App", base + "/App/", base + "/Linked/Settings.bundle", base + "/Linked/../App/./Settings.bundle",
                      base + "/Both", base + "/Both/InAppSettings.bundle/"] {
            let old = URL(fileURLWithPath: given).standardizedFileURL.resolvingSymlinksInPath()
            let oldRoots = ["InAppSettings.bundle", "Settings.bundle"].map { old.appendingPathComponent($0).path }
                .filter { var folder: ObjCBool = false; return FileManager.default.fileExists(atPath: $0, isDirectory: &folder) && folder.boolValue }
            let expected = old.pathExtension != "bundle" && !oldRoots.isEmpty ? oldRoots : [old.path]
            let location = try BundleLocation.resolve(given).get()
            #expect(location.roots.map(\.path) == expected, "\(given)")
            #expect(location.roots.map { $0.appendingPathComponent("Root.plist").path } == expected.map { $0 + "/Root.plist" })
        }
        #expect(throws: Diagnostic.self) { try BundleLocation.resolve(base + "/Missing").get() }
        #expect(throws: Diagnostic.self) { try BundleLocation.resolve(base + "/App/Settings.bundle/Root.plist").get() }
    }

    @Test func settingsBundleSearchedWhenInAppLacksThePage() throws {
        let fixture = BundleFixture()
        fixture.page("InAppSettings.bundle/Root.plist", [childPane("More", file: "More")])
        fixture.page("Settings.bundle/More.plist", marker("more from settings"))
        let bundle = fixture.open("")
        #expect(bundle.page(named: "More").titles == ["more from settings"])
    }

    @Test func inAppPlistBeforePlist() throws {
        let fixture = BundleFixture()
        fixture.page("Settings.bundle/Root.plist", marker("plain"))
        fixture.page("Settings.bundle/Root.inApp.plist", marker("inApp"))
        #expect(fixture.open().rootPage.titles == ["inApp"])
    }

    @Test func deviceVariantPerIdiom() throws {
        let fixture = BundleFixture()
        fixture.page("Settings.bundle/Root.plist", marker("plain"))
        fixture.page("Settings.bundle/Root~ipad.plist", marker("ipad"))
        fixture.page("Settings.bundle/Root~iphone.plist", marker("iphone"))
        #expect(fixture.open().rootPage.titles == ["ipad"])
        #expect(fixture.open(idiom: .phone).rootPage.titles == ["iphone"])
    }

    @Test func plainPageWhenNoDeviceVariantExists() throws {
        let fixture = BundleFixture()
        fixture.page("Settings.bundle/Root.plist", marker("plain"))
        fixture.page("Settings.bundle/Root~iphone.plist", marker("iphone"))
        #expect(fixture.open(idiom: .pad).rootPage.titles == ["plain"])
    }

    @Test func bundleRootBeforeLproj() throws {
        let fixture = BundleFixture()
        fixture.page("Settings.bundle/Root.plist", marker("root"))
        fixture.page("Settings.bundle/de.lproj/Root.plist", marker("german"))
        #expect(fixture.open(languages: ["de"]).rootPage.titles == ["root"])
    }

    @Test func pageFoundOnlyInLproj() throws {
        let fixture = BundleFixture()
        fixture.page("Settings.bundle/de.lproj/Root.plist", marker("german"))
        let page = fixture.open(languages: ["de"]).rootPage
        #expect(page.failure == nil)
        #expect(page.titles == ["german"])
    }

    @Test func childPaneFileWithSubPath() throws {
        let fixture = BundleFixture()
        fixture.page([childPane("Alamofire", file: "com.mono0926.LicensePlist/Alamofire")])
        fixture.page("Settings.bundle/com.mono0926.LicensePlist/Alamofire.plist", [group("MIT", ["FooterText": "Permission is hereby granted"])])
        let walk = BundleWalk(bundle: fixture.open(), rootTitle: "App")
        #expect(walk.pages.map(\.name) == ["Root", "com.mono0926.LicensePlist/Alamofire"])
        #expect(walk.pages[1].title == "Alamofire")
        #expect(walk.pages[1].sections.first?.footer == "Permission is hereby granted")
        #expect(walk.errorCount == 0)
    }

    @Test func fileWithPlistExtensionIsAccepted() throws {
        let fixture = BundleFixture()
        fixture.page([childPane("Child", file: "Child.plist")])
        fixture.page("Settings.bundle/Child.plist", marker("child"))
        #expect(fixture.open().page(named: "Child.plist").titles == ["child"])
    }

    @Test(arguments: [BundleFixture.Format.xml, .binary])
    func xmlAndBinaryPages(format: BundleFixture.Format) throws {
        let fixture = BundleFixture()
        fixture.page([toggle("flag", ["DefaultValue": true])], format: format)
        let page = fixture.open().rootPage
        #expect(page.failure == nil)
        #expect(page.row(key: "flag")?.defaultValue == .bool(true))
    }

    @Test func openStepPage() throws {
        let fixture = BundleFixture()
        fixture.text("Settings.bundle/Root.plist", """
            { PreferenceSpecifiers = ( { Type = PSTextFieldSpecifier; Key = name; Title = "Your name"; DefaultValue = Ann; } ); }
            """)
        let page = fixture.open().rootPage
        #expect(page.failure == nil)
        #expect(page.row(key: "name")?.title == "Your name")
        #expect(page.row(key: "name")?.kind.textField != nil)
    }

    @Test func stringsAndImagesResolveAgainstBundleRootWherePageWasFound() throws {
        let fixture = BundleFixture()
        fixture.page("Settings.bundle/de.lproj/Root.plist", [group("HELLO")])
        fixture.strings("Settings.bundle/de.lproj/Root.strings", ["HELLO": "Hallo"])
        #expect(fixture.open(languages: ["de"]).rootPage.titles == ["Hallo"])
    }

    // MARK: Confinement

    @Test func parentReferenceIsNeverRead() throws {
        let fixture = BundleFixture()
        fixture.page("Outside.plist", marker("outside"))
        fixture.page([childPane("Escape", file: "../Outside")])
        let bundle = fixture.open()
        let row = bundle.rootPage.rows[0]
        #expect(row.problems.first(key: "File")?.message.contains("..") == true)
        let page = bundle.page(named: "../Outside")
        #expect(page.rows.isEmpty)
        #expect(page.failure?.message.contains("leave the bundle") == true)
        let walk = BundleWalk(bundle: bundle, rootTitle: nil)
        #expect(walk.pages.count == 1)
    }

    @Test func absolutePathIsNeverRead() throws {
        let fixture = BundleFixture()
        let outside = fixture.page("Outside.plist", marker("outside"))
        fixture.page([childPane("Escape", file: outside.deletingPathExtension().path)])
        let bundle = fixture.open()
        #expect(bundle.rootPage.rows[0].problems.first(key: "File")?.message.contains("absolute path") == true)
        let page = bundle.page(named: outside.deletingPathExtension().path)
        #expect(page.rows.isEmpty)
        #expect(page.failure != nil)
    }

    @Test func symlinkedPageLeadingOutOfTheBundleIsNeverRead() throws {
        let fixture = BundleFixture()
        let outside = fixture.page("Outside.plist", marker("outside"))
        fixture.page([childPane("Escape", file: "Linked")])
        fixture.symlink("Settings.bundle/Linked.plist", to: outside.path)
        let bundle = fixture.open()
        let page = bundle.page(named: "Linked")
        #expect(page.rows.isEmpty)
        #expect(page.failure?.message.contains("leads out of the bundle") == true)
        let walk = BundleWalk(bundle: bundle, rootTitle: nil)
        let diagnostic = walk.diagnostics.first(key: "File", row: 0)
        #expect(diagnostic?.file == "Root.plist")
        #expect(diagnostic?.message.contains("leads out of the bundle") == true)
    }

    @Test func symlinkedFolderLeadingOutOfTheBundleIsNeverRead() throws {
        let fixture = BundleFixture()
        fixture.page("Elsewhere/Page.plist", marker("outside"))
        fixture.page([childPane("Escape", file: "Sub/Page")])
        fixture.symlink("Settings.bundle/Sub", to: fixture.url("Elsewhere").path)
        let page = fixture.open().page(named: "Sub/Page")
        #expect(page.rows.isEmpty)
        #expect(page.failure != nil)
    }

    @Test func symlinkInsideTheBundleIsFollowed() throws {
        let fixture = BundleFixture()
        fixture.page("Settings.bundle/Real.plist", marker("real"))
        fixture.symlink("Settings.bundle/Alias.plist", to: "Real.plist")
        #expect(fixture.open().page(named: "Alias").titles == ["real"])
    }

    @Test func hiddenFilesAreIgnored() throws {
        let fixture = BundleFixture()
        fixture.page("Settings.bundle/.Hidden.plist", marker("hidden"))
        fixture.page([childPane("Hidden", file: ".Hidden")])
        let bundle = fixture.open()
        #expect(bundle.rootPage.rows[0].problems.first(key: "File")?.message.contains("hidden") == true)
        #expect(bundle.page(named: ".Hidden").rows.isEmpty)
        #expect(bundle.page(named: "sub/.Hidden").failure != nil)
    }

    @Test func bundleFolderItselfMayBeNamedDirectly() throws {
        let fixture = BundleFixture()
        fixture.page("Custom.bundle/Root.plist", marker("custom"))
        let bundle = fixture.open("Custom.bundle")
        #expect(bundle.location.roots.count == 1)
        #expect(bundle.rootPage.titles == ["custom"])
    }

    // MARK: Localisation through the (stub) localizer

    @Test(arguments: [false, true])
    func titlesLocalisedFromLproj(asXML: Bool) throws {
        let fixture = BundleFixture()
        fixture.page([group("GROUP", ["FooterText": "FOOTER"]), toggle("t", ["Title": "TOGGLE"])])
        fixture.strings("Settings.bundle/de.lproj/Root.strings", ["GROUP": "Gruppe", "FOOTER": "Fuß", "TOGGLE": "Schalter"], asXML: asXML)
        let page = fixture.open(languages: ["de"]).rootPage
        #expect(page.titles == ["Gruppe", "Schalter"])
        #expect(page.sections[0].footer == "Fuß")
    }

    @Test func stringsTableUsedAndSuffixTolerated() throws {
        for declared in ["Texts", "Texts.strings"] {
            let fixture = BundleFixture()
            fixture.page([group("A")], extra: ["StringsTable": declared])
            fixture.strings("Settings.bundle/en.lproj/Texts.strings", ["A": "from Texts"])
            fixture.strings("Settings.bundle/en.lproj/Root.strings", ["A": "from Root"])
            #expect(fixture.open().rootPage.titles == ["from Texts"], "StringsTable \(declared)")
        }
    }

    @Test func missingStringsTableIsNotedAndTitlesShownAsWritten() throws {
        let fixture = BundleFixture()
        fixture.page([group("A")], extra: ["StringsTable": "Nope"])
        fixture.strings("Settings.bundle/en.lproj/Root.strings", ["A": "from Root"])
        let page = fixture.open().rootPage
        #expect(page.titles == ["A"])
        #expect(page.diagnostics.first(key: "StringsTable")?.message.contains("does not exist") == true)
    }

    @Test func tableFallsBackToPageNameThenRoot() throws {
        let fixture = BundleFixture()
        fixture.page([childPane("CHILD", file: "Child"), childPane("OTHER", file: "Other")])
        fixture.page("Settings.bundle/Child.plist", [group("A")])
        fixture.page("Settings.bundle/Other.plist", [group("A")])
        fixture.strings("Settings.bundle/en.lproj/Child.strings", ["A": "from Child"])
        fixture.strings("Settings.bundle/en.lproj/Root.strings", ["A": "from Root", "CHILD": "Child page"])
        let bundle = fixture.open()
        #expect(bundle.page(named: "Child").titles == ["from Child"])
        #expect(bundle.page(named: "Other").titles == ["from Root"])
        #expect(bundle.rootPage.titles[0] == "Child page")
    }

    @Test func tableNamedAfterThePageWhenFileCarriesAnExtensionOrVariant() throws {
        let fixture = BundleFixture()
        fixture.page("Settings.bundle/Child.plist", [group("A")])
        fixture.page("Settings.bundle/Other.inApp.plist", [group("A")])
        fixture.strings("Settings.bundle/en.lproj/Child.strings", ["A": "from Child"])
        fixture.strings("Settings.bundle/en.lproj/Other.strings", ["A": "from Other"])
        fixture.strings("Settings.bundle/en.lproj/Root.strings", ["A": "from Root"])
        let bundle = fixture.open()
        #expect(bundle.page(named: "Child.plist").titles == ["from Child"])
        #expect(bundle.page(named: "Other.inApp").titles == ["from Other"])
    }

    @Test func stringsTableIsNotInheritedByChildPages() throws {
        let fixture = BundleFixture()
        fixture.page([childPane("C", file: "Child")], extra: ["StringsTable": "Special"])
        fixture.page("Settings.bundle/Child.plist", [group("A")])
        fixture.strings("Settings.bundle/en.lproj/Special.strings", ["A": "special"])
        #expect(fixture.open().page(named: "Child").titles == ["A"])
    }

    @Test func localisedAndNotLocalisedKeys() throws {
        let fixture = BundleFixture()
        fixture.page([
            row("PSMultiValueSpecifier", ["Key": "KEY", "Title": "T", "DefaultValue": "V1",
                                          "Values": ["V1", "V2"], "Titles": ["ONE", "TWO"], "ShortTitles": ["S1", "S2"]]),
            row("IASKOpenURLSpecifier", ["Title": "Site", "File": "URL"]),
            row("IASKMailComposeSpecifier", ["Title": "Mail", "IASKMailComposeSubject": "SUBJ", "IASKMailComposeBody": "BODY",
                                             "IASKMailComposeToRecipents": ["TO"]]),
            row("PSTextFieldSpecifier", ["Key": "text", "IASKPlaceholder": "PH", "IASKSubtitle": "SUB"]),
            row("PSChildPaneSpecifier", ["Title": "T", "File": "Child", "IASKChildTitle": "CT"]),
        ])
        fixture.strings("Settings.bundle/en.lproj/Root.strings", [
            "T": "Title", "ONE": "One", "TWO": "Two", "S1": "1", "S2": "2", "URL": "https://example.org/en",
            "SUBJ": "Subject", "BODY": "Body", "TO": "nobody@example.org", "PH": "Placeholder", "SUB": "Subtitle",
            "CT": "Child title", "KEY": "translated key", "V1": "translated value",
        ])
        let page = fixture.open().rootPage
        let multi = page.rows[0]
        #expect(multi.title == "Title")
        #expect(multi.key == "KEY")
        #expect(multi.defaultValue == .string("V1"))
        #expect(multi.kind.multiValue?.choices.choices.map(\.title) == ["One", "Two"])
        #expect(multi.kind.multiValue?.choices.choices.map(\.shortTitle) == ["1", "2"])
        #expect(multi.kind.multiValue?.choices.choices.map(\.value) == [.string("V1"), .string("V2")])
        #expect(page.rows[1].kind.openURL?.url == "https://example.org/en")
        let mail = page.rows[2].kind.mailCompose
        #expect(mail?.subject == "Subject")
        #expect(mail?.body == "Body")
        #expect(mail?.to == ["TO"])
        #expect(page.rows[3].kind.textField?.traits.placeholder == "Placeholder")
        #expect(page.rows[3].subtitle == .text("Subtitle"))
        #expect(page.rows[4].kind.childPane?.childTitle == "Child title")
    }

    @Test func numberAsTitleIsShownAsDigits() throws {
        let page = BundleFixture.rows([group(), toggle("t", ["Title": 42])])
        #expect(page.row(key: "t")?.title == "42")
    }
}
