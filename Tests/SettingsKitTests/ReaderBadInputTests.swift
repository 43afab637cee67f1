import Foundation
import Testing
@testable import SettingsKit

/// Broken bundles: each gives a clear diagnostic naming the file, row and key, and nothing worse.
@Suite struct ReaderBadInputTests {
    // MARK: Bundle and page level

    @Test func missingBundleFolder() throws {
        let fixture = BundleFixture()
        let path = fixture.url("Nope.bundle").path
        guard case .failure(let problem) = SettingsBundle.open(path: path, languages: []) else {
            Issue.record("a missing folder opened")
            return
        }
        #expect(problem.severity == .error)
        #expect(problem.file == path)
        #expect(problem.message.contains("No such folder"))
    }

    @Test func bundlePathIsAFile() throws {
        let fixture = BundleFixture()
        let file = fixture.text("Settings.bundle", "not a folder")
        guard case .failure(let problem) = SettingsBundle.open(path: file.path, languages: []) else {
            Issue.record("a file opened as a bundle")
            return
        }
        #expect(problem.message.contains("Not a folder"))
    }

    @Test func noRootPage() throws {
        let fixture = BundleFixture()
        fixture.folder("Settings.bundle")
        let page = fixture.open().rootPage
        #expect(page.rows.isEmpty)
        #expect(page.failure?.severity == .error)
        #expect(page.failure?.file == "Root.plist")
        #expect(page.failure?.message.contains("Page \"Root\" not found") == true)
        let walk = BundleWalk(bundle: fixture.open(), rootTitle: nil)
        #expect(walk.errorCount == 1)
    }

    private func pageFailure(_ contents: Data, file: String = "Root.plist") -> Diagnostic? {
        let fixture = BundleFixture()
        fixture.raw("Settings.bundle/Root.plist", contents)
        let page = fixture.open().rootPage
        #expect(page.rows.isEmpty)
        #expect(page.failure?.file == file)
        #expect(page.failure?.row == nil)
        return page.failure
    }

    @Test func emptyFile() throws {
        #expect(pageFailure(Data())?.message.contains("The file is empty") == true)
    }

    @Test func truncatedXML() throws {
        let xml = try! PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": [toggle("t")]], format: .xml, options: 0)
        let failure = pageFailure(xml.prefix(xml.count / 2))
        #expect(failure?.message.contains("Not a valid property list") == true)
    }

    @Test func garbageBytes() throws {
        #expect(pageFailure(Data([0xFF, 0xFE, 0x00, 0x01, 0x02]))?.message.contains("Not a valid property list") == true)
    }

    @Test func rootIsNotADictionary() throws {
        let data = try! PropertyListSerialization.data(fromPropertyList: [toggle("t")], format: .xml, options: 0)
        #expect(pageFailure(data)?.message.contains("The top level is an array, not a dictionary") == true)
    }

    @Test func preferenceSpecifiersMissing() throws {
        let data = try! PropertyListSerialization.data(fromPropertyList: ["Title": "x"], format: .xml, options: 0)
        #expect(pageFailure(data)?.message.contains("There is no PreferenceSpecifiers array") == true)
    }

    @Test func preferenceSpecifiersNotAnArray() throws {
        let data = try! PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": ["Type": "PSGroupSpecifier"]], format: .xml, options: 0)
        #expect(pageFailure(data)?.message.contains("PreferenceSpecifiers is a dictionary, not an array") == true)
    }

    @Test func brokenChildPageIsReportedOnTheRowLeadingThere() throws {
        let fixture = BundleFixture()
        fixture.page([toggle("ok"), childPane("Broken", file: "Broken"), childPane("Missing", file: "Missing")])
        fixture.raw("Settings.bundle/Broken.plist", Data("<plist><dict>".utf8))
        let walk = BundleWalk(bundle: fixture.open(), rootTitle: nil)
        #expect(walk.pages[0].rows.count == 3, "the rest of the bundle still works")
        let broken = try #require(walk.diagnostics.first(key: "File", row: 1))
        #expect(broken.file == "Root.plist")
        #expect(broken.message.contains("Broken.plist: Not a valid property list"))
        let missing = try #require(walk.diagnostics.first(key: "File", row: 2))
        #expect(missing.message.contains("not found"))
    }

    @Test func directoryInPlaceOfThePageFile() throws {
        let fixture = BundleFixture()
        fixture.folder("Settings.bundle/Root.plist")
        let page = fixture.open().rootPage
        #expect(page.failure?.message.contains("not found") == true)
    }

    @Test(.enabled(if: geteuid() != 0, "runs as root here: root reads any file whatever its permissions"))
    func unreadablePageFile() throws {
        let fixture = BundleFixture()
        let file = fixture.page([toggle("t")])
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        let page = fixture.open().rootPage
        #expect(page.failure?.message.contains("permission denied") == true)
    }

    // MARK: Row level

    @Test func rowsThatAreNotDictionariesAreSkipped() throws {
        let fixture = BundleFixture()
        fixture.plist("Settings.bundle/Root.plist", ["PreferenceSpecifiers": ["text", 5, toggle("t")] as [Any]])
        let page = fixture.open().rootPage
        #expect(page.rows.map(\.key) == ["t"])
        #expect(page.rows[0].index == 2)
        let first = try #require(page.diagnostics.first { $0.row == 0 })
        #expect(first.file == "Root.plist")
        #expect(first.severity == .warning)
        #expect(first.message.contains("Row 0 is a string, not a dictionary"))
        #expect(page.diagnostics.first { $0.row == 1 }?.message.contains("Row 1 is an integer") == true)
    }

    @Test func missingType() throws {
        let page = BundleFixture.rows([["Key": "k", "Title": "No type"]])
        #expect(page.rows[0].kind.isInvalid)
        let error = try #require(page.diagnostics.first(key: "Type", row: 0))
        #expect(error.severity == .error)
        #expect(error.message.contains("has no Type"))
    }

    @Test func unknownType() throws {
        let page = BundleFixture.rows([row("PSFancySpecifier", ["Key": "k"])])
        #expect(page.rows[0].kind.isInvalid)
        #expect(page.rows[0].kind.typeName == "PSFancySpecifier")
        let error = try #require(page.diagnostics.first(key: "Type", row: 0))
        #expect(error.severity == .error)
        #expect(error.message.contains("Unknown Type \"PSFancySpecifier\""))
    }

    @Test(arguments: [PlistValue.string(""), .array([.string("PSGroupSpecifier")]), .bool(true)])
    func typeThatIsNotATypeName(type: PlistValue) throws {
        let page = BundleFixture.rows([["Type": type.foundationObject, "Key": "k"]])
        #expect(page.rows[0].kind.isInvalid)
        let error = try #require(page.diagnostics.first(key: "Type", row: 0), "\(page.diagnostics.messages)")
        #expect(error.severity == .error)
        #expect(error.message.contains("drops this row"))
    }

    @Test func editableRowWithoutKeyIsDropped() throws {
        let page = BundleFixture.rows([row("PSToggleSwitchSpecifier", ["Title": "No key", "DefaultValue": true])])
        #expect(page.rows[0].kind.isInvalid)
        let error = try #require(page.diagnostics.first(key: "Key", row: 0))
        #expect(error.severity == .error)
        #expect(error.message.contains("has no Key"))
    }

    @Test func toggleWithoutDefaultIsReported() throws {
        let page = BundleFixture.rows([row("PSToggleSwitchSpecifier", ["Key": "t"])])
        #expect(page.rows[0].kind.toggle != nil)
        #expect(page.diagnostics.first(key: "DefaultValue")?.message.contains("Settings.app drops this toggle") == true)
    }

    @Test func sliderMinimumAboveMaximumIsAnError() throws {
        let page = BundleFixture.rows([row("PSSliderSpecifier", ["Key": "s", "DefaultValue": 1, "MinimumValue": 5, "MaximumValue": 1])])
        #expect(page.rows[0].kind.isInvalid)
        #expect(page.diagnostics.first(key: "MaximumValue")?.severity == .error)
    }

    @Test func childPaneWithoutFileOrTitle() throws {
        let page = BundleFixture.rows([row("PSChildPaneSpecifier", ["Title": "Nowhere"]), row("PSChildPaneSpecifier", ["File": "X"])])
        #expect(page.rows[0].kind.childPane?.target == ChildPaneTarget.none)
        #expect(page.diagnostics.first(key: "File", row: 0)?.message.contains("no File") == true)
        #expect(page.diagnostics.first(key: "Title", row: 1)?.message.contains("no Title") == true)
    }

    struct WrongType: Sendable, CustomTestStringConvertible {
        var type: String
        var key: String
        var value: PlistValue
        var fragment: String
        var extra: [SettingKey: PlistValue] = [:]
        var severity: Diagnostic.Severity = .warning
        var testDescription: String { "\(key) = \(value) on \(type)" }
    }

    static let choices: [SettingKey: PlistValue] = ["Values": .array([.string("a")]), "Titles": .array([.string("A")]), "DefaultValue": .string("a")]
    static let range: [SettingKey: PlistValue] = ["MinimumValue": .integer(0), "MaximumValue": .integer(1), "DefaultValue": .integer(0)]

    static let wrongTypes: [WrongType] = [
        WrongType(type: "PSToggleSwitchSpecifier", key: "Title", value: .array([.integer(1)]), fragment: "Title should be a string, but is an array"),
        WrongType(type: "PSGroupSpecifier", key: "FooterText", value: .dictionary([:]), fragment: "FooterText should be a string, but is a dictionary"),
        WrongType(type: "PSToggleSwitchSpecifier", key: "Key", value: .array([]), fragment: "Key should be a string"),
        WrongType(type: "PSSliderSpecifier", key: "MinimumValue", value: .string("abc"), fragment: "MinimumValue should be a number, but is a string", extra: ["MaximumValue": .integer(1), "DefaultValue": .integer(0)]),
        WrongType(type: "PSSliderSpecifier", key: "MaximumValue", value: .bool(true), fragment: "MaximumValue should be a number, but is a boolean", extra: ["MinimumValue": .integer(0), "DefaultValue": .integer(0)]),
        WrongType(type: "PSSliderSpecifier", key: "MaximumValue", value: .string("10"), fragment: "is read as 10", extra: ["MinimumValue": .integer(0), "DefaultValue": .integer(0)]),
        WrongType(type: "PSSliderSpecifier", key: "DefaultValue", value: .string("abc"), fragment: "DefaultValue should be a number", extra: ["MinimumValue": .integer(0), "MaximumValue": .integer(1)]),
        WrongType(type: "PSSliderSpecifier", key: "MinimumValueImage", value: .integer(3), fragment: "the number 3 is used as text", extra: range, severity: .note),
        WrongType(type: "PSMultiValueSpecifier", key: "Values", value: .string("a"), fragment: "Values should be an array, but is a string", extra: ["Titles": .array([.string("A")]), "DefaultValue": .string("a")]),
        WrongType(type: "PSMultiValueSpecifier", key: "Titles", value: .string("A"), fragment: "Titles should be an array", extra: ["Values": .array([.string("a")]), "DefaultValue": .string("a")]),
        WrongType(type: "PSMultiValueSpecifier", key: "Titles", value: .array([.dictionary([:])]), fragment: "Titles item 0 should be a string", extra: ["Values": .array([.string("a")]), "DefaultValue": .string("a")]),
        WrongType(type: "PSMultiValueSpecifier", key: "ShortTitles", value: .integer(1), fragment: "ShortTitles should be an array", extra: choices),
        WrongType(type: "PSMultiValueSpecifier", key: "DisplaySortedByTitle", value: .array([]), fragment: "DisplaySortedByTitle should be a boolean", extra: choices),
        WrongType(type: "PSMultiValueSpecifier", key: "IconNames", value: .array([.string("a"), .string("b")]), fragment: "IconNames has 2 items but Titles has 1", extra: choices),
        WrongType(type: "PSToggleSwitchSpecifier", key: "TrueValue", value: .array([.string("x")]), fragment: "TrueValue should be a single value, but is an array"),
        WrongType(type: "PSToggleSwitchSpecifier", key: "FalseValue", value: .bool(true), fragment: "TrueValue and FalseValue are equal"),
        WrongType(type: "PSToggleSwitchSpecifier", key: "DefaultValue", value: .array([]), fragment: "DefaultValue should be a scalar"),
        WrongType(type: "PSToggleSwitchSpecifier", key: "IASKToggleStyle", value: .string("Slider"), fragment: "is not one of Switch, Checkmark"),
        WrongType(type: "PSTextFieldSpecifier", key: "IsSecure", value: .dictionary([:]), fragment: "IsSecure should be a boolean, but is a dictionary"),
        WrongType(type: "PSTextFieldSpecifier", key: "IsSecure", value: .string("YES"), fragment: "the string \"YES\" is read as YES", severity: .note),
        WrongType(type: "PSTextFieldSpecifier", key: "KeyboardType", value: .string("Klingon"), fragment: "KeyboardType \"Klingon\" is not one of"),
        WrongType(type: "PSTextFieldSpecifier", key: "KeyboardType", value: .string("numberpad"), fragment: "should be spelled \"NumberPad\""),
        WrongType(type: "PSTextFieldSpecifier", key: "AutocapitalizationType", value: .array([]), fragment: "AutocapitalizationType should be a string"),
        WrongType(type: "PSTextFieldSpecifier", key: "DefaultValue", value: .array([]), fragment: "DefaultValue should be a string, but is an array"),
        WrongType(type: "PSTextFieldSpecifier", key: "DefaultValue", value: .integer(5), fragment: "5 is shown as text", severity: .note),
        WrongType(type: "PSTextFieldSpecifier", key: "IASKPlaceholder", value: .array([]), fragment: "IASKPlaceholder should be a string"),
        WrongType(type: "IASKDatePickerSpecifier", key: "DatePickerMode", value: .string("date"), fragment: "DatePickerMode \"date\" should be spelled \"Date\""),
        WrongType(type: "IASKDatePickerSpecifier", key: "DatePickerStyle", value: .string("Spinner"), fragment: "is not one of Compact, Inline, Wheels"),
        WrongType(type: "IASKDatePickerSpecifier", key: "MinuteInterval", value: .string("abc"), fragment: "MinuteInterval should be a number"),
        WrongType(type: "IASKDatePickerSpecifier", key: "DefaultValue", value: .string("tomorrow"), fragment: "DefaultValue should be a date"),
        WrongType(type: "IASKMailComposeSpecifier", key: "IASKMailComposeToRecipents", value: .dictionary([:]), fragment: "should be an array of strings"),
        WrongType(type: "IASKMailComposeSpecifier", key: "IASKMailComposeCcRecipents", value: .array([.integer(1)]), fragment: "item 0 should be a string"),
        WrongType(type: "IASKMailComposeSpecifier", key: "IASKMailComposeBodyIsHTML", value: .array([]), fragment: "should be a boolean"),
        WrongType(type: "IASKListGroupSpecifier", key: "ItemSpecifier", value: .string("x"), fragment: "ItemSpecifier should be a dictionary"),
        WrongType(type: "IASKListGroupSpecifier", key: "Deletable", value: .dictionary([:]), fragment: "Deletable should be a boolean"),
        WrongType(type: "IASKListGroupSpecifier", key: "DefaultValue", value: .string("x"), fragment: "should be an array"),
        WrongType(type: "IASKListGroupSpecifier", key: "ItemSpecifier.Type", value: .dictionary(["Title": .string("x")]), fragment: "has no Type", extra: [:], severity: .error),
        WrongType(type: "PSChildPaneSpecifier", key: "File", value: .array([]), fragment: "File should be a string"),
        WrongType(type: "PSChildPaneSpecifier", key: "File", value: .string("../up"), fragment: "uses \"..\" to leave the bundle", severity: .error),
        WrongType(type: "PSChildPaneSpecifier", key: "File", value: .string("/etc/x"), fragment: "is an absolute path", severity: .error),
        WrongType(type: "PSToggleSwitchSpecifier", key: "IASKSubtitle", value: .integer(3), fragment: "IASKSubtitle should be a string or a dictionary"),
        WrongType(type: "PSToggleSwitchSpecifier", key: "IASKSubtitle", value: .dictionary(["YES": .integer(1)]), fragment: "IASKSubtitle entry \"YES\" should be a string"),
        WrongType(type: "PSToggleSwitchSpecifier", key: "IASKCellImage", value: .array([]), fragment: "IASKCellImage should be a string"),
        WrongType(type: "PSToggleSwitchSpecifier", key: "IASKTextAlignment", value: .string("Middle"), fragment: "is not one of"),
        WrongType(type: "PSToggleSwitchSpecifier", key: "SupportedUserInterfaceIdioms", value: .string("Pad"), fragment: "should be an array"),
        WrongType(type: "PSToggleSwitchSpecifier", key: "IASKViewControllerClass", value: .string("X"), fragment: "not available on this platform", severity: .note),
    ]

    @Test(arguments: wrongTypes)
    func keyHoldingTheWrongType(_ example: WrongType) throws {
        var table: [SettingKey: PlistValue] = ["Type": .string(example.type), "Title": .string("Row")]
        if example.type != "PSGroupSpecifier" && example.type != "IASKMailComposeSpecifier" { table["Key"] = .string("key") }
        if example.type == "PSToggleSwitchSpecifier" { table["DefaultValue"] = .bool(true) }
        table.merge(example.extra) { _, new in new }
        let key = example.key.components(separatedBy: ".")[0]
        if example.key.contains(".") { table[SettingKey(key)] = example.value } else { table[SettingKey(example.key)] = example.value }
        let fixture = BundleFixture()
        fixture.page([toggle("before"), PlistValue.dictionary(table).foundationObject as! [String: Any]])
        let page = fixture.open().rootPage
        let diagnostic = try #require(page.diagnostics.first(key: example.key, row: 1), "no diagnostic for \(example.key) in:\n\(page.diagnostics.messages)")
        #expect(diagnostic.file == "Root.plist")
        #expect(diagnostic.severity == example.severity)
        #expect(diagnostic.message.contains(example.fragment), "\(diagnostic.message)")
        #expect(page.rows.count == 2, "the row is still there to show the problem")
    }

    @Test func stringsTableOfWrongType() throws {
        let page = BundleFixture.rows([group("A")], extra: ["StringsTable": 5])
        #expect(page.diagnostics.first(key: "StringsTable") != nil)
        let empty = BundleFixture.rows([group("A")], extra: ["StringsTable": ["x"]])
        #expect(empty.diagnostics.first(key: "StringsTable")?.message.contains("should be a non-empty string") == true)
    }

    @Test func applicationGroupOfWrongType() throws {
        let page = BundleFixture.rows([group("A")], extra: ["ApplicationGroupContainerIdentifier": ["x"]])
        #expect(page.applicationGroup == nil)
        #expect(page.diagnostics.first(key: "ApplicationGroupContainerIdentifier")?.severity == .warning)
    }

    @Test func hugeFooterIsReadIntact() throws {
        let footer = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 5_000_000 / 57 + 1)
        let page = BundleFixture.rows([group("Licence", ["FooterText": footer])])
        #expect(page.sections[0].footer?.count == footer.count)
        #expect(page.sections[0].footer == footer)
    }

    /// A page of more rows than any real one shows the first `rowLimit` and says why the rest
    /// are missing; empty rows past the limit cost no diagnostics of their own.
    @Test func rowsPastTheLimitAreLeftOutWithOneDiagnostic() throws {
        let count = PageReader.rowLimit + 500
        let page = BundleFixture.rows(Array(repeating: [String: Any](), count: count))
        #expect(page.rows.count == PageReader.rowLimit)
        let limit = try #require(page.diagnostics.first(key: "PreferenceSpecifiers"))
        #expect(limit.severity == .error)
        #expect(limit.message.contains("20,500 rows, more than the 20,000"), "\(limit.message)")
        #expect(page.diagnostics.count == PageReader.rowLimit + 1, "one per row read, one for the limit")
    }

    /// A title of megabytes would take the window seconds to lay out; footers stay whole.
    @Test func aHugeTitleIsCutWithAWarning() throws {
        let huge = String(repeating: "Title ", count: 200_000)
        let page = BundleFixture.rows([group(huge, ["FooterText": huge]), ["Type": "PSToggleSwitchSpecifier", "Title": huge, "Key": "k", "DefaultValue": true]])
        #expect(page.sections[0].title?.count == ShownText.Kind.line.characterLimit + 1)
        #expect(page.sections[0].footer == huge)
        #expect(page.rows[1].title?.count == ShownText.Kind.line.characterLimit + 1)
        let warnings = page.diagnostics.filter { $0.key == "Title" }
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.message.contains("1,200,000 characters long") })
    }
}
