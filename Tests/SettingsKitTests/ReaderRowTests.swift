import Foundation
import Testing
@testable import SettingsKit

/// SCHEMA.md §4–§5: every row type parsed with all its keys into the typed model.
@Suite struct ReaderRowTests {
    @Test func groupWithFooterAndKey() throws {
        let page = BundleFixture.rows([group("General", ["FooterText": "About this", "Key": "generalSection"])])
        #expect(page.rows[0].kind.group?.footer == "About this")
        #expect(page.sections[0].title == "General")
        #expect(page.sections[0].key == "generalSection")
        #expect(page.diagnostics.isEmpty, "\(page.diagnostics.messages)")
    }

    @Test func toggleWithTrueAndFalseValues() throws {
        let page = BundleFixture.rows([toggle("t", ["TrueValue": "on", "FalseValue": 0, "DefaultValue": "on", "IASKToggleStyle": "Checkmark"])])
        let toggle = page.rows[0].kind.toggle
        #expect(toggle?.trueValue == .string("on"))
        #expect(toggle?.falseValue == .integer(0))
        #expect(toggle?.style == .checkmark)
        #expect(page.diagnostics.isEmpty, "\(page.diagnostics.messages)")
    }

    @Test func toggleDefaultsToBooleans() throws {
        let toggle = BundleFixture.rows([toggle("t")]).rows[0].kind.toggle
        #expect(toggle?.trueValue == .bool(true))
        #expect(toggle?.falseValue == .bool(false))
        #expect(toggle?.style == .switch)
    }

    @Test func sliderWithRangeAndImages() throws {
        let fixture = BundleFixture()
        fixture.raw("Settings.bundle/small.png", Data([0x89]))
        fixture.raw("Settings.bundle/small@2x.png", Data([0x89]))
        fixture.raw("Settings.bundle/Images/big.jpg", Data([0xFF]))
        fixture.page([row("PSSliderSpecifier", ["Key": "volume", "DefaultValue": 0.5, "MinimumValue": 0, "MaximumValue": 10,
                                               "MinimumValueImage": "small", "MaximumValueImage": "Images/big.jpg"])])
        let page = fixture.open().rootPage
        let slider = page.rows[0].kind.slider
        #expect(slider?.minimum == 0)
        #expect(slider?.maximum == 10)
        #expect(slider?.minimumImage == .files([ImageFile(path: fixture.url("Settings.bundle/small.png").path, scale: 1),
                                                ImageFile(path: fixture.url("Settings.bundle/small@2x.png").path, scale: 2)]))
        #expect(slider?.maximumImage == .files([ImageFile(path: fixture.url("Settings.bundle/Images/big.jpg").path, scale: 1)]))
        #expect(page.diagnostics.isEmpty, "\(page.diagnostics.messages)")
    }

    @Test func sliderOnlyAt2xImageIsFound() throws {
        let fixture = BundleFixture()
        fixture.raw("Settings.bundle/icon@2x.png", Data([0x89]))
        fixture.page([row("PSSliderSpecifier", ["Key": "s", "DefaultValue": 0, "MinimumValue": 0, "MaximumValue": 1,
                                               "MinimumValueImage": "icon.png"])])
        let slider = fixture.open().rootPage.rows[0].kind.slider
        #expect(slider?.minimumImage == .files([ImageFile(path: fixture.url("Settings.bundle/icon@2x.png").path, scale: 2)]))
    }

    @Test func sliderImageMissingIsReported() throws {
        let page = BundleFixture.rows([row("PSSliderSpecifier", ["Key": "s", "DefaultValue": 0, "MinimumValue": 0, "MaximumValue": 1,
                                                               "MaximumValueImage": "nowhere"])])
        #expect(page.rows[0].kind.slider?.maximumImage == nil)
        #expect(page.diagnostics.first(key: "MaximumValueImage")?.message.contains("not in the bundle") == true)
    }

    @Test func textFieldWithAllKeys() throws {
        let page = BundleFixture.rows([row("PSTextFieldSpecifier", [
            "Key": "mail", "DefaultValue": "", "IsSecure": true, "KeyboardType": "EmailAddress",
            "AutocapitalizationType": "None", "AutocorrectionType": "No", "IASKPlaceholder": "you@example.org",
            "IASKTextContentType": "emailAddress", "IASKTextAlignment": "IASKUITextAlignmentRight",
        ])])
        let field = page.rows[0].kind.textField
        #expect(field?.isSecure == true)
        #expect(field?.traits.keyboard == .emailAddress)
        #expect(field?.traits.autocapitalization == AutocapitalizationType.none)
        #expect(field?.traits.autocorrection == .no)
        #expect(field?.traits.placeholder == "you@example.org")
        #expect(field?.traits.contentType == "emailAddress")
        #expect(page.rows[0].alignment == .right)
        #expect(page.diagnostics.isEmpty, "\(page.diagnostics.messages)")
    }

    @Test func textFieldDefaults() throws {
        let field = BundleFixture.rows([row("PSTextFieldSpecifier", ["Key": "k"])]).rows[0].kind.textField
        #expect(field?.isSecure == false)
        #expect(field?.traits.keyboard == .alphabet)
        #expect(field?.traits.autocapitalization == .sentences)
        #expect(field?.traits.autocorrection == .default)
    }

    @Test func titleValueWithTitles() throws {
        let page = BundleFixture.rows([row("PSTitleValueSpecifier", ["Key": "version", "Title": "Version", "DefaultValue": 2,
                                                                     "Values": [1, 2], "Titles": ["One", "Two"]])])
        let choices = page.rows[0].kind.titleValue?.choices
        #expect(choices?.choices.map(\.title) == ["One", "Two"])
        #expect(choices?.displayText(for: .integer(2), preferShort: false) == "Two")
        #expect(page.diagnostics.isEmpty, "\(page.diagnostics.messages)")
    }

    @Test func titleValueWithoutChoices() throws {
        let page = BundleFixture.rows([row("PSTitleValueSpecifier", ["Key": "v", "DefaultValue": "1.0"])])
        #expect(page.rows[0].kind.titleValue != nil)
        #expect(page.rows[0].kind.titleValue?.choices == nil)
    }

    @Test func multiValueWithShortTitlesFooterAndQuickSelection() throws {
        let page = BundleFixture.rows([row("PSMultiValueSpecifier", [
            "Key": "size", "Title": "Size", "DefaultValue": "m", "Values": ["s", "m", "l"],
            "Titles": ["Small", "Medium", "Large"], "ShortTitles": ["S", "M", "L"], "FooterText": "Pick one",
            "IASKQuickMultiValueSelection": true, "IconNames": ["a", "b", "c"],
        ])])
        let multi = page.rows[0].kind.multiValue
        #expect(multi?.choices.choices.map(\.shortTitle) == ["S", "M", "L"])
        #expect(multi?.choices.choices.map(\.icon) == [.iconName("a"), .iconName("b"), .iconName("c")])
        #expect(multi?.footer == "Pick one")
        #expect(multi?.quickSelection == true)
        #expect(multi?.choices.displayText(for: .string("m"), preferShort: true) == "M")
        #expect(page.diagnostics.isEmpty, "\(page.diagnostics.messages)")
    }

    @Test func displaySortedByTitleKeepsArraysAligned() throws {
        let page = BundleFixture.rows([row("PSMultiValueSpecifier", [
            "Key": "fruit", "DefaultValue": 1, "DisplaySortedByTitle": true, "Values": [1, 2, 3],
            "Titles": ["Cherry", "apple", "Banana"], "ShortTitles": ["C", "A", "B"], "IconNames": ["cherry", "apple", "banana"],
        ])])
        let choices = page.rows[0].kind.multiValue?.choices.choices ?? []
        #expect(choices.map(\.title) == ["apple", "Banana", "Cherry"])
        #expect(choices.map(\.value) == [.integer(2), .integer(3), .integer(1)])
        #expect(choices.map(\.shortTitle) == ["A", "B", "C"])
        #expect(choices.map(\.icon) == [.iconName("apple"), .iconName("banana"), .iconName("cherry")])
    }

    @Test func radioGroupWithFooterFormsItsOwnSection() throws {
        let page = BundleFixture.rows([
            toggle("before"),
            row("PSRadioGroupSpecifier", ["Key": "mode", "Title": "Mode", "FooterText": "Choose a mode", "DefaultValue": "a",
                                          "Values": ["a", "b"], "Titles": ["A", "B"]]),
            row("PSTextFieldSpecifier", ["Key": "after"]),
        ])
        #expect(page.rows[1].kind.radioGroup?.footer == "Choose a mode")
        #expect(page.sections.count == 2)
        #expect(page.sections[0].header == nil)
        #expect(page.sections[0].rows.map(\.key) == ["before"])
        #expect(page.sections[1].title == "Mode")
        #expect(page.sections[1].footer == "Choose a mode")
        #expect(page.sections[1].rows.map(\.key) == ["after"], "plain rows after a radio group are kept")
    }

    @Test func childPaneRow() throws {
        let page = BundleFixture.rows([row("PSChildPaneSpecifier", ["Title": "More", "File": "More", "IASKChildTitle": "More settings"])])
        let pane = page.rows[0].kind.childPane
        #expect(pane?.target == .page("More"))
        #expect(pane?.childTitle == "More settings")
    }

    @Test func webViewChildPaneOpensItsURL() throws {
        let page = BundleFixture.rows([row("PSChildPaneSpecifier", ["Title": "Web", "File": "https://example.org",
                                                                    "IASKViewControllerClass": "IASKAppSettingsWebViewController"])])
        #expect(page.rows[0].kind.childPane?.target == .url("https://example.org"))
        #expect(page.diagnostics.first(key: "IASKViewControllerClass")?.message.contains("not available on this platform") == true)
    }

    @Test func viewControllerPaneIsUnavailable() throws {
        let page = BundleFixture.rows([row("PSChildPaneSpecifier", ["Title": "Custom", "IASKViewControllerClass": "MyController"])])
        guard case .unavailable? = page.rows[0].kind.childPane?.target else {
            Issue.record("expected unavailable target")
            return
        }
    }

    @Test func openURLUsesLocalisedFile() throws {
        let fixture = BundleFixture()
        fixture.page([row("IASKOpenURLSpecifier", ["Title": "Help", "File": "HELP_URL"])])
        fixture.strings("Settings.bundle/fr.lproj/Root.strings", ["HELP_URL": "https://example.org/fr"])
        fixture.strings("Settings.bundle/en.lproj/Root.strings", ["HELP_URL": "https://example.org/en"])
        #expect(fixture.open(languages: ["fr"]).rootPage.rows[0].kind.openURL?.url == "https://example.org/fr")
        #expect(fixture.open(languages: ["en"]).rootPage.rows[0].kind.openURL?.url == "https://example.org/en")
    }

    @Test func mailComposeWithRecipientsSubjectBodyAndHTML() throws {
        let page = BundleFixture.rows([row("IASKMailComposeSpecifier", [
            "Title": "Write to us", "IASKMailComposeToRecipents": ["a@example.org", "b@example.org"],
            "IASKMailComposeCcRecipents": ["c@example.org"], "IASKMailComposeBccRecipents": ["d@example.org"],
            "IASKMailComposeSubject": "Hello", "IASKMailComposeBody": "<b>Hi</b>", "IASKMailComposeBodyIsHTML": true,
        ])])
        let mail = page.rows[0].kind.mailCompose
        #expect(mail?.to == ["a@example.org", "b@example.org"])
        #expect(mail?.cc == ["c@example.org"])
        #expect(mail?.bcc == ["d@example.org"])
        #expect(mail?.subject == "Hello")
        #expect(mail?.body == "<b>Hi</b>")
        #expect(mail?.bodyIsHTML == true)
        #expect(page.diagnostics.isEmpty, "\(page.diagnostics.messages)")
    }

    @Test func mailComposeCorrectlySpelledRecipientsKeyIsReported() throws {
        let page = BundleFixture.rows([row("IASKMailComposeSpecifier", ["Title": "Mail", "IASKMailComposeToRecipients": ["a@example.org"]])])
        #expect(page.rows[0].kind.mailCompose?.to == [])
        #expect(page.diagnostics.first(key: "IASKMailComposeToRecipients")?.message.contains("Recipents") == true)
    }

    @Test func buttonRow() throws {
        let page = BundleFixture.rows([row("IASKButtonSpecifier", ["Key": "reset", "Title": "Reset"])])
        #expect(page.rows[0].kind.isButton)
        #expect(page.diagnostics.isEmpty)
        let keyless = BundleFixture.rows([row("IASKButtonSpecifier", ["Title": "Reset"])])
        #expect(keyless.diagnostics.first(key: "Key")?.message.contains("cannot tell which button") == true)
    }

    @Test func textViewRow() throws {
        let page = BundleFixture.rows([row("IASKTextViewSpecifier", ["Key": "notes", "IASKPlaceholder": "Notes", "KeyboardType": "URL"])])
        #expect(page.rows[0].kind.textView?.traits.placeholder == "Notes")
        #expect(page.rows[0].kind.textView?.traits.keyboard == .url)
    }

    @Test func datePickerModeStyleInterval() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let page = BundleFixture.rows([row("IASKDatePickerSpecifier", ["Key": "when", "DatePickerMode": "Time", "DatePickerStyle": "Wheels",
                                                                       "MinuteInterval": 15, "DefaultValue": date])])
        let picker = page.rows[0].kind.datePicker
        #expect(picker?.mode == .time)
        #expect(picker?.style == .wheels)
        #expect(picker?.minuteInterval == 15)
        #expect(page.rows[0].defaultValue == .date(date))
        #expect(page.diagnostics.isEmpty, "\(page.diagnostics.messages)")
    }

    @Test func datePickerDefaults() throws {
        let picker = BundleFixture.rows([row("IASKDatePickerSpecifier", ["Key": "when"])]).rows[0].kind.datePicker
        #expect(picker?.mode == .dateAndTime)
        #expect(picker?.style == .compact)
        #expect(picker?.minuteInterval == 1)
    }

    @Test func datePickerBadMinuteInterval() throws {
        let page = BundleFixture.rows([row("IASKDatePickerSpecifier", ["Key": "when", "MinuteInterval": 7])])
        #expect(page.rows[0].kind.datePicker?.minuteInterval == 1)
        #expect(page.diagnostics.first(key: "MinuteInterval")?.message.contains("must divide 60") == true)
    }

    @Test func listGroupWithItemAddAndDeletable() throws {
        let page = BundleFixture.rows([
            row("IASKListGroupSpecifier", ["Key": "servers", "Title": "Servers", "Deletable": true, "DefaultValue": ["a"],
                                           "ItemSpecifier": row("PSTextFieldSpecifier", ["Title": "Server"]),
                                           "AddSpecifier": row("PSChildPaneSpecifier", ["Title": "Add server", "File": "Server"])]),
            toggle("after"),
        ])
        let list = page.rows[0].kind.listGroup
        #expect(list?.deletable == true)
        #expect(list?.item?.kind.textField != nil)
        #expect(list?.add?.kind.childPane?.target == .page("Server"))
        #expect(page.sections.count == 1)
        #expect(page.sections[0].rows.map(\.key) == ["after"], "plain rows after a list group are kept")
        #expect(page.diagnostics.isEmpty, "\(page.diagnostics.messages)")
    }

    @Test func customViewRow() throws {
        let page = BundleFixture.rows([row("IASKCustomViewSpecifier", ["Key": "custom", "File": "Detail"])])
        #expect(page.rows[0].kind.customView?.file == "Detail")
    }

    @Test func subtitleAsStringAndDictionary() throws {
        let page = BundleFixture.rows([
            row("PSTextFieldSpecifier", ["Key": "a", "IASKSubtitle": "Plain subtitle"]),
            row("PSMultiValueSpecifier", ["Key": "b", "DefaultValue": "x", "Values": ["x", "y"], "Titles": ["X", "Y"],
                                          "IASKSubtitle": ["x": "About x", "__default__": "Other"]]),
        ])
        #expect(page.rows[0].subtitle == .text("Plain subtitle"))
        #expect(page.rows[1].subtitle == .byValue(["x": "About x"], fallback: "Other"))
        #expect(page.rows[1].subtitle?.text(forValueKey: "x") == "About x")
        #expect(page.rows[1].subtitle?.text(forValueKey: "y") == "Other")
    }

    @Test func toggleSubtitleKeyedByYesNoThroughResolver() throws {
        let page = BundleFixture.rows([toggle("t", ["TrueValue": "on", "FalseValue": "off", "DefaultValue": "on",
                                                    "IASKSubtitle": ["YES": "Enabled", "NO": "Disabled"]])])
        let row = page.rows[0]
        let resolver = RowStateResolver()
        #expect(resolver.state(of: row, value: .string("on"), source: .user).subtitle == "Enabled")
        #expect(resolver.state(of: row, value: .string("off"), source: .user).subtitle == "Disabled")
        #expect(resolver.state(of: row, value: nil, source: .none).subtitle == "Disabled")
    }

    @Test func cellImageFileInsideNextToBundleOrIconName() throws {
        let fixture = BundleFixture()
        fixture.raw("Settings.bundle/inside.png", Data([0x89]))
        fixture.raw("Images/beside.png", Data([0x89]))
        fixture.raw("Images/beside@2x.png", Data([0x89]))
        fixture.page([
            row("IASKButtonSpecifier", ["Key": "a", "IASKCellImage": "inside"]),
            row("IASKButtonSpecifier", ["Key": "b", "IASKCellImage": "beside.png"]),
            row("IASKButtonSpecifier", ["Key": "c", "IASKCellImage": "preferences-system"]),
        ])
        let rows = fixture.open().rootPage.rows
        #expect(rows[0].image == .files([ImageFile(path: fixture.url("Settings.bundle/inside.png").path, scale: 1)]))
        #expect(rows[1].image == .files([ImageFile(path: fixture.url("Images/beside.png").path, scale: 1),
                                         ImageFile(path: fixture.url("Images/beside@2x.png").path, scale: 2)]))
        #expect(rows[2].image == .iconName("preferences-system"))
    }

    /// A bundle unpacked among thousands of folders (Downloads, /tmp) looks in at most 16 of its
    /// neighbours, by name, and not once per row: the demo bundle took half a second in /tmp.
    @Test func aCrowdedParentFolderIsSearchedOnlyInPart() throws {
        let fixture = BundleFixture()
        for index in 0..<40 { fixture.raw(String(format: "Folder%02d/readme.txt", index), Data([0x20])) }
        fixture.raw("Folder03/early.png", Data([0x89]))
        fixture.raw("Folder30/late.png", Data([0x89]))
        fixture.page([
            row("IASKButtonSpecifier", ["Key": "a", "IASKCellImage": "early"]),
            row("IASKButtonSpecifier", ["Key": "b", "IASKCellImage": "late"]),
        ])
        let rows = fixture.open().rootPage.rows
        #expect(rows[0].image == .files([ImageFile(path: fixture.url("Folder03/early.png").path, scale: 1)]))
        #expect(rows[1].image == .iconName("late"), "the 31st folder is not searched")
    }

    @Test func iconNamesFindImageFilesAsCellImagesDo() throws {
        let fixture = BundleFixture()
        fixture.raw("Settings.bundle/red.png", Data([0x89]))
        fixture.raw("Settings.bundle/red@2x.png", Data([0x89]))
        fixture.page([row("PSMultiValueSpecifier", [
            "Key": "colour", "DefaultValue": "r", "Values": ["r", "g", "b"], "Titles": ["Red", "Green", "Blue"],
            "IconNames": ["red", "", "weather-clear"],
        ])])
        let choices = fixture.open().rootPage.rows[0].kind.multiValue?.choices.choices ?? []
        #expect(choices.map(\.icon) == [
            .files([ImageFile(path: fixture.url("Settings.bundle/red.png").path, scale: 1),
                    ImageFile(path: fixture.url("Settings.bundle/red@2x.png").path, scale: 2)]),
            nil, .iconName("weather-clear"),
        ])
    }

    @Test(arguments: [("IASKUITextAlignmentLeft", TextAlignment.left), ("IASKUITextAlignmentCenter", .center),
                      ("IASKUITextAlignmentRight", .right), ("IASKUITextAlignmentNatural", .natural)])
    func textAlignment(name: String, alignment: TextAlignment) throws {
        let page = BundleFixture.rows([row("IASKButtonSpecifier", ["Key": "b", "IASKTextAlignment": name, "IASKAdjustsFontSizeToFitWidth": true])])
        #expect(page.rows[0].alignment == alignment)
        #expect(page.rows[0].adjustsFontSizeToFitWidth)
    }

    // MARK: Idioms

    @Test func supportedIdiomsFilterRows() throws {
        let rows = [
            toggle("everywhere"),
            toggle("phoneOnly", ["SupportedUserInterfaceIdioms": ["Phone"]]),
            toggle("padOnly", ["SupportedUserInterfaceIdioms": ["Pad"]]),
            toggle("macOnly", ["SupportedUserInterfaceIdioms": ["Mac"]]),
            toggle("empty", ["SupportedUserInterfaceIdioms": [String]()]),
        ]
        let fixture = BundleFixture()
        fixture.page(rows)
        #expect(fixture.open().rootPage.rows.map(\.key) == ["everywhere", "padOnly", "macOnly", "empty"])
        #expect(fixture.open(idiom: .phone).rootPage.rows.map(\.key) == ["everywhere", "phoneOnly", "empty"])
    }

    @Test func filteredGroupDoesNotTakeFollowingRowsAlong() throws {
        let page = BundleFixture.rows([
            group("Phone group", ["SupportedUserInterfaceIdioms": ["Phone"]]),
            toggle("kept"),
        ])
        #expect(page.rows.map(\.key) == ["kept"])
        #expect(page.sections.count == 1)
        #expect(page.sections[0].rows.map(\.key) == ["kept"])
    }

    @Test func unknownIdiomIsReported() throws {
        let page = BundleFixture.rows([toggle("t", ["SupportedUserInterfaceIdioms": ["Watch", "Pad"]])])
        #expect(page.rows.count == 1)
        #expect(page.diagnostics.first(key: "SupportedUserInterfaceIdioms")?.message.contains("Unknown idiom \"Watch\"") == true)
    }

    @Test func applicationGroupAndIgnoredPageTitle() throws {
        let page = BundleFixture.rows([toggle("t")], extra: ["ApplicationGroupContainerIdentifier": "group.example", "Title": "Ignored"])
        #expect(page.applicationGroup == "group.example")
        #expect(page.title == nil)
    }

    @Test func rowsBeforeFirstGroupFormHeadlessSection() throws {
        let page = BundleFixture.rows([toggle("a"), toggle("b"), group("G"), toggle("c")])
        #expect(page.sections.count == 2)
        #expect(page.sections[0].header == nil)
        #expect(page.sections[0].title == nil)
        #expect(page.sections[0].rows.map(\.key) == ["a", "b"])
        #expect(page.sections[1].title == "G")
        #expect(page.sections[1].rows.map(\.key) == ["c"])
    }

    @Test func iOSOnlyKeysGetOneNoteNamingThemAll() throws {
        let page = BundleFixture.rows([
            row("IASKButtonSpecifier", ["Key": "b", "Title": "B", "IASKSegueIdentifier": "s", "IASKViewControllerClass": "C"]),
            toggle("t", ["IASKToggleStyle": "Switch"]),
        ])
        let note = try #require(page.diagnostics.first(key: "IASKViewControllerClass", row: 0), "\(page.diagnostics.messages)")
        #expect(note.severity == .note)
        #expect(note.message == "IASKViewControllerClass, IASKSegueIdentifier only work inside an iOS app: not available on this platform.")
        #expect(page.diagnostics.filter { $0.row == 1 }.isEmpty, "\(page.diagnostics.messages)")
    }
}
