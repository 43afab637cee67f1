import CGtk
import Foundation
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// The InAppSettingsKit rows, operated as the user would.
@MainActor
final class IASKRowTests: XCTestCase {
    private var session: FakeSession!
    private var window: SettingsWindow!
    private var opened: [String] = []

    override func setUp() async throws {
        session = FakeSession(root: IASKPages.root, pages: ["Account": IASKPages.account])
        window = GtkTestSupport.makeWindow(session)
        opened = []
        // Checked as the real launcher checks, but recorded instead of launched.
        window.linkOpener = { [unowned self] link throws(SettingsError) in
            switch WebLink.uri(for: link) {
            case .success(let uri): opened.append(uri)
            case .failure(let refusal): throw refusal
            }
        }
    }

    override func tearDown() async throws {
        window.window.destroy()
        GtkTestSupport.iterate(for: 0.05)
    }

    private func presenter<P>(_ type: P.Type, _ title: String) throws -> P {
        try GtkTestSupport.presenter(type, titled: title, in: window)
    }

    // MARK: Links

    func testOpenURLRowOpensItsLink() async throws {
        let link = try presenter(OpenURLRowPresenter.self, "Website")
        XCTAssertTrue(link.listRows[0].isActivatable)
        link.listRows[0].activate()
        XCTAssertEqual(opened, ["https://example.org/help%20me"])
        XCTAssertFalse(window.banner.isRevealed)
    }

    func testLinksAndWebPanesShowOurExternalLinkGlyph() async throws {
        let link = try presenter(OpenURLRowPresenter.self, "Website")
        let shown = icons(in: link.listRows[0].pointer)
        XCTAssertEqual(shown.map { URL(fileURLWithPath: $0.file).lastPathComponent }, [OpenURLRowPresenter.mark + ".svg"],
                       "read from Resources/icons")
        XCTAssertEqual(shown.map(\.isSymbolic), [true], "drawn in the style's colours, light in a dark window")
    }

    /// The icon files the images in `widget` show, and whether each is drawn as a symbolic icon.
    private func icons(in widget: UnsafeMutablePointer<GtkWidget>) -> [(file: String, isSymbolic: Bool)] {
        var icons: [(file: String, isSymbolic: Bool)] = []
        if String(cString: bs_object_type_name(UnsafeMutableRawPointer(widget))) == "GtkImage",
           let paintable = gtk_image_get_paintable(OpaquePointer(widget)),
           String(cString: bs_object_type_name(UnsafeMutableRawPointer(paintable))) == "GtkIconPaintable",
           let file = gtk_icon_paintable_get_file(paintable), let path = g_file_get_path(file) {
            icons.append((String(cString: path), gtk_icon_paintable_is_symbolic(paintable) != 0))
            g_free(path)
            g_object_unref(UnsafeMutableRawPointer(file))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            icons += self.icons(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return icons
    }

    func testRefusedLinkIsShownInTheWindow() async throws {
        try presenter(OpenURLRowPresenter.self, "Local file").listRows[0].activate()
        XCTAssertEqual(opened, [])
        XCTAssertTrue(window.banner.isRevealed)
        XCTAssertTrue(window.banner.message.text.contains("file"), window.banner.message.text)
    }

    func testOpenURLRowWithoutAnAddressSaysSo() async throws {
        try presenter(OpenURLRowPresenter.self, "Nowhere").listRows[0].activate()
        XCTAssertEqual(opened, [])
        XCTAssertTrue(window.banner.message.text.contains("no address"))
    }

    func testMailComposeOpensAMailtoLink() async throws {
        try presenter(MailComposeRowPresenter.self, "Write to us").listRows[0].activate()
        XCTAssertEqual(opened, [MailtoLink.uri(for: IASKPages.mail)])
        XCTAssertEqual(opened.first, "mailto:support@example.org?subject=Help%20%26%20advice&body=Hello%0D%0Athere")
    }

    // MARK: Custom views

    func testAHostsCustomViewIsShownInItsRowAndOthersArePlainRows() async throws {
        let plain = try presenter(CustomViewRowPresenter.self, "Custom")
        XCTAssertEqual(GtkTestSupport.labels(in: plain.listRows[0].pointer).first, "Custom")
        var asked: [String?] = []
        let hosted = Label("Drawn by the host")
        let embedded = SettingsWindow(session: session, application: nil, applicationName: "Host", geometryPath: nil) { row in
            asked.append(row.key?.text)
            return row.key == "custom" ? hosted : nil
        }
        defer { embedded.window.destroy() }
        let custom = try XCTUnwrap(embedded.currentPage?.presenters.first { $0.row.key == "custom" })
        XCTAssertEqual(asked, ["custom"], "asked for custom view rows only")
        XCTAssertTrue(GtkTestSupport.labels(in: custom.listRows[0].pointer).contains("Drawn by the host"))
        XCTAssertTrue(GtkTestSupport.labels(in: custom.listRows[0].pointer).contains("Custom"), "under its title")
    }

    // MARK: Buttons

    func testButtonPressReachesTheSession() async throws {
        let button = try presenter(ButtonRowPresenter.self, "Sign In")
        button.listRows[0].activate()
        XCTAssertEqual(session.pressed, ["signIn"])
        XCTAssertFalse(window.banner.isRevealed)
    }

    func testButtonPressFailureIsShown() async throws {
        session.pressFailure = SettingsError(.invalidValue, "The application is not running.")
        try presenter(ButtonRowPresenter.self, "Sign In").listRows[0].activate()
        XCTAssertTrue(window.banner.isRevealed)
        XCTAssertEqual(window.banner.message.text, "The application is not running.")
    }

    func testStoredTitleReplacesTheButtonTitle() async throws {
        let button = try presenter(ButtonRowPresenter.self, "Sign In")
        XCTAssertEqual(button.title, "Sign In")
        session.changeExternally("signIn", to: .string("Sign Out"))
        XCTAssertEqual(button.title, "Sign Out")
        XCTAssertTrue(bs_test_accessible_has_label(button.listRows[0].pointer, "Sign Out") != 0)
    }

    func testButtonTitleIsCentredUnlessItHasAnImage() async throws {
        let plain = try presenter(ButtonRowPresenter.self, "Sign In")
        let gear = try presenter(ButtonRowPresenter.self, "Settings")
        XCTAssertEqual(gtk_label_get_xalign(titleLabel(of: plain.listRows[0])), 0.5)
        XCTAssertEqual(gtk_label_get_xalign(titleLabel(of: gear.listRows[0])), 0)
        XCTAssertNotNil(findWidget(ofType: "GtkImage", in: gear.listRows[0].pointer), "gear maps to a theme icon")
    }

    // MARK: Checkmark toggles

    func testCheckmarkToggleIsACheckButtonThatFlipsOnActivation() async throws {
        let check = try presenter(ToggleRowPresenter.self, "Remember me")
        // Off, iOS shows nothing; here the row shows an empty check box, drawn.
        XCTAssertEqual(String(cString: bs_object_type_name(check.control.raw)), "GtkCheckButton", "no switch in checkmark style")
        XCTAssertTrue(gtk_widget_get_mapped(check.control.pointer) != 0)
        XCTAssertGreaterThanOrEqual(gtk_widget_get_width(check.control.pointer), 14)
        XCTAssertEqual(gtk_widget_get_opacity(check.control.pointer), 1)
        XCTAssertFalse(check.control.isOn)
        XCTAssertTrue(GtkTestSupport.tabStops(in: window.window).contains(check.control.pointer), "the row's stop is its check button")
        XCTAssertTrue(bs_test_accessible_is_labelled_by(check.control.pointer, UnsafeMutablePointer(titleLabel(of: check.listRows[0]))) != 0,
                      "announced by the row's title")
        check.listRows[0].activate()
        XCTAssertEqual(session.writes.last?.key, "check")
        XCTAssertEqual(session.writes.last?.value, .bool(true))
        XCTAssertTrue(check.control.isOn)
        check.listRows[0].activate()
        XCTAssertEqual(session.writes.last?.value, .bool(false))
    }

    // MARK: Text views

    /// At 360 px a placeholder longer than the area's line wraps onto more lines, and the area
    /// grows to show all of them.
    func testALongPlaceholderWrapsInANarrowWindow() async throws {
        var area = TextViewRow()
        area.traits.placeholder = "Tell us what happened, what you expected to happen instead, and the steps that let us see it happen again"
        let notes = IASKPages.row(0, .textView(area), key: "report", title: "Report")
        let other = GtkTestSupport.makeWindow(FakeSession(root: Page(name: "Root", path: nil, title: "Report",
                                                                      sections: [Section(header: nil, rows: [notes])], rows: [notes])))
        defer { other.window.destroy() }
        XCTAssertEqual(LayoutMatrixTests.resize(other, to: 360), 360)
        GtkTestSupport.iterate(for: 0.2)
        let editor = try XCTUnwrap(GtkTestSupport.presenter(TextViewRowPresenter.self, key: "report", in: other)).editor
        XCTAssertTrue(editor.isShowingPlaceholder)
        let placeholder = try XCTUnwrap(findWidget(ofType: "GtkLabel", in: editor.pointer))
        let width = gtk_widget_get_width(editor.pointer)
        XCTAssertLessThan(width, 340, "narrower than the window")
        var needed: Int32 = 0
        gtk_widget_measure(placeholder, GTK_ORIENTATION_VERTICAL, width, nil, &needed, nil, nil)
        var oneLine: Int32 = 0
        gtk_widget_measure(placeholder, GTK_ORIENTATION_VERTICAL, -1, nil, &oneLine, nil, nil)
        XCTAssertGreaterThan(needed, oneLine, "wraps onto more lines")
        XCTAssertGreaterThanOrEqual(gtk_widget_get_height(editor.pointer), needed, "the area is tall enough for all of them")
        let shown = LayoutMatrixTests.bounds(of: placeholder, in: editor.pointer)
        XCTAssertLessThanOrEqual(shown.origin.y + shown.size.height, Float(gtk_widget_get_height(editor.pointer)) + 0.5, "none cut off")
        let scroller = try XCTUnwrap(gtk_widget_get_parent(gtk_widget_get_parent(editor.pointer)))
        XCTAssertGreaterThanOrEqual(gtk_widget_get_height(scroller), gtk_widget_get_height(editor.pointer), "the frame shows the whole area")
    }

    func testTextViewShowsItsPlaceholderAndSavesWhenFocusLeaves() async throws {
        let notes = try presenter(TextViewRowPresenter.self, "Notes")
        XCTAssertTrue(notes.editor.isShowingPlaceholder)
        XCTAssertEqual(notes.editor.placeholderText, "Write something")
        notes.editor.textView.grabFocus()
        GtkTestSupport.iterate(for: 0.1)
        notes.editor.text = "Line one\nLine two"
        XCTAssertFalse(notes.editor.isShowingPlaceholder)
        XCTAssertTrue(notes.isSavePending)
        try presenter(TextFieldRowPresenter.self, "Email").entry.grabFocus()
        GtkTestSupport.iterate(for: 0.1)
        XCTAssertEqual(session.writes.last?.key, "notes")
        XCTAssertEqual(session.writes.last?.value, .string("Line one\nLine two"))
    }

    func testTextViewGrowsWithItsText() async throws {
        let notes = try presenter(TextViewRowPresenter.self, "Notes")
        GtkTestSupport.iterate(for: 0.1)
        let before = gtk_widget_get_height(notes.listRows[0].pointer)
        notes.editor.text = (1...8).map { "Line \($0)" }.joined(separator: "\n")
        GtkTestSupport.iterate(for: 0.3)
        var natural: Int32 = 0
        gtk_widget_measure(notes.editor.pointer, GTK_ORIENTATION_VERTICAL, 300, nil, &natural, nil, nil)
        let scroller = gtk_widget_get_parent(gtk_widget_get_parent(notes.editor.pointer))!
        XCTAssertGreaterThan(gtk_widget_get_height(notes.listRows[0].pointer), before + 60,
                             "editor natural \(natural) editor \(gtk_widget_get_height(notes.editor.pointer)) scroller \(gtk_widget_get_height(scroller)) \(String(cString: bs_object_type_name(UnsafeMutableRawPointer(scroller))))")
    }

    func testEmailContentTypeSetsTheInputPurpose() async throws {
        let email = try presenter(TextFieldRowPresenter.self, "Email")
        let text = UnsafeMutablePointer<GtkText>(gtk_editable_get_delegate(email.entry.opaque))!
        XCTAssertEqual(gtk_text_get_input_purpose(text), GTK_INPUT_PURPOSE_EMAIL)
    }

    // MARK: Date pickers

    func testInlineDatePickerStoresTheChosenDayAndTime() async throws {
        let picker = try presenter(DatePickerRowPresenter.self, "Meeting")
        let calendar = try XCTUnwrap(picker.calendar)
        let hour = try XCTUnwrap(picker.hour)
        let minute = try XCTUnwrap(picker.minute)
        XCTAssertNil(picker.button, "inline: no popover")
        XCTAssertTrue(session.writes.isEmpty, "showing the picker writes nothing")
        calendar.select(year: 2030, month: 5, day: 17)
        hour.value = 9
        minute.value = 45
        guard case .date(let stored)? = session.writes.last?.value else { return XCTFail("no date stored") }
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: stored)
        XCTAssertEqual([parts.year, parts.month, parts.day, parts.hour, parts.minute], [2030, 5, 17, 9, 45])
        XCTAssertEqual(session.writes.last?.key, "meeting")
    }

    func testMinuteStepFollowsMinuteInterval() async throws {
        let picker = try presenter(DatePickerRowPresenter.self, "Meeting")
        let minute = try XCTUnwrap(picker.minute)
        minute.value = 15
        gtk_spin_button_spin(minute.opaque, GTK_SPIN_STEP_FORWARD, 0)
        XCTAssertEqual(minute.value, 30)
    }

    func testCompactDatePickerShowsTheValueAndOpensAPopover() async throws {
        session.changeExternally("birthday", to: .date(Date(timeIntervalSince1970: 0)))
        let picker = try presenter(DatePickerRowPresenter.self, "Birthday")
        let button = try XCTUnwrap(picker.button)
        XCTAssertEqual(button.label, session.state(of: picker.row).text)
        XCTAssertNil(picker.hour, "a date-only picker has no time controls")
        picker.listRows[0].activate()
        XCTAssertTrue(GtkTestSupport.iterate(for: 1) { button.isOpen }, "popover: visible \(gtk_widget_get_visible(button.popover.pointer)) mapped \(gtk_widget_get_mapped(button.pointer))")
        try XCTUnwrap(picker.calendar).select(year: 1999, month: 12, day: 31)
        guard case .date(let stored)? = session.writes.last?.value else { return XCTFail("no date stored") }
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: stored)
        XCTAssertEqual([parts.year, parts.month, parts.day], [1999, 12, 31])
        button.popdown()
    }

    func testTimePickerKeepsTheDay() async throws {
        let start = Calendar.current.date(from: DateComponents(year: 2024, month: 2, day: 29, hour: 7, minute: 0))!
        session.changeExternally("alarm", to: .date(start))
        let picker = try presenter(DatePickerRowPresenter.self, "Alarm")
        XCTAssertNil(picker.hour, "a compact picker builds its controls when first opened")
        picker.listRows[0].activate()
        XCTAssertNil(picker.calendar)
        XCTAssertEqual(try XCTUnwrap(picker.hour).value, 7, "the controls show the stored time")
        try XCTUnwrap(picker.hour).value = 6
        guard case .date(let stored)? = session.writes.last?.value else { return XCTFail("no date stored") }
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: stored)
        XCTAssertEqual([parts.year, parts.month, parts.day, parts.hour, parts.minute], [2024, 2, 29, 6, 0])
        // An open popover keeps the keyboard grab past its window under Xvfb (no window
        // manager), and later tests' key presses would go nowhere.
        picker.button?.popdown()
    }

    // MARK: List groups

    func testTextListShowsItsItemsAndAddsOne() async throws {
        let tags = try presenter(ListGroupPresenter.self, "Tags")
        XCTAssertEqual(tags.itemRows.map { $0.entry?.text }, ["red", "blue"])
        XCTAssertEqual(tags.listRows.count, 3, "two items and the add row")
        let entry = try XCTUnwrap(tags.addEntry)
        entry.text = "green"
        click(try XCTUnwrap(tags.addButton))
        XCTAssertEqual(session.writes.last?.key, "tags")
        XCTAssertEqual(session.writes.last?.value, .array([.string("red"), .string("blue"), .string("green")]))
        XCTAssertEqual(entry.text, "")
        XCTAssertEqual(tags.itemRows.map { $0.entry?.text }, ["red", "blue", "green"])
        XCTAssertEqual(gtk_widget_get_parent(tags.listRows[2].pointer), gtk_widget_get_parent(tags.listRows[3].pointer),
                       "new rows are in the section's list")
        XCTAssertEqual(gtk_list_box_row_get_index(gtkCast(tags.listRows[3].pointer, to: GtkListBoxRow.self)), 3,
                       "the add row stays last")
    }

    func testEmptyAddEntryAddsNothing() async throws {
        let tags = try presenter(ListGroupPresenter.self, "Tags")
        tags.addTypedText()
        XCTAssertTrue(session.writes.isEmpty)
    }

    func testALockedListSaysWhyOnItsAddRow() async throws {
        window.window.destroy()
        session = FakeSession(root: IASKPages.root, pages: ["Account": IASKPages.account])
        session.lockedKeys = ["tags"]
        window = GtkTestSupport.makeWindow(session)
        let tags = try presenter(ListGroupPresenter.self, "Tags")
        let add = try XCTUnwrap(tags.listRows.last)
        XCTAssertFalse(add.isSensitive)
        XCTAssertTrue(GtkTestSupport.labels(in: add.pointer).contains(RowView.lockedSubtitle))
        XCTAssertTrue(tags.itemRows.allSatisfy { !$0.view.listRow.isSensitive })
    }

    func testDeletingAnItem() async throws {
        let tags = try presenter(ListGroupPresenter.self, "Tags")
        let delete = try XCTUnwrap(tags.itemRows[0].deleteButton)
        XCTAssertTrue(bs_test_accessible_has_label(delete.pointer, "Delete red") != 0)
        click(delete)
        XCTAssertEqual(session.writes.last?.value, .array([.string("blue")]))
        XCTAssertEqual(tags.itemRows.map { $0.entry?.text }, ["blue"])
    }

    func testChoiceListsShowTitlesAndAddAndChangeThroughMenus() async throws {
        let genes = try presenter(ListGroupPresenter.self, "DNA")
        XCTAssertEqual(genes.itemRows.map { $0.view.title.text }, ["Adenine", "Guanine"])
        let add = try XCTUnwrap(genes.addButton as? MenuButton)
        click(try XCTUnwrap(menuButton(titled: "Cytosine", in: add)))
        XCTAssertEqual(session.writes.last?.value, .array([.string("A"), .string("G"), .string("C")]))
        let change = try XCTUnwrap(genes.itemRows[0].menu)
        XCTAssertTrue(bs_test_accessible_has_label(change.pointer, "Change Adenine") != 0)
        click(try XCTUnwrap(menuButton(titled: "Guanine", in: change)))
        XCTAssertEqual(session.writes.last?.value, .array([.string("G"), .string("G"), .string("C")]))
    }

    func testDeletingKeepsKeyboardFocusInTheList() async throws {
        let tags = try presenter(ListGroupPresenter.self, "Tags")
        let delete = try XCTUnwrap(tags.itemRows[0].deleteButton)
        // The button takes no focus (the element's entry is the row's Tab stop): a click on it
        // leaves focus in the entry.
        try XCTUnwrap(tags.itemRows[0].entry).grabFocus()
        GtkTestSupport.iterate(for: 0.1)
        click(delete)
        GtkTestSupport.iterate(for: 0.1)
        let focus = try XCTUnwrap(gtk_root_get_focus(OpaquePointer(window.window.pointer)))
        XCTAssertTrue(gtk_widget_is_ancestor(focus, tags.itemRows[0].view.listRow.pointer) != 0, "focus is in the next item")
    }

    func testEditingATextItemInPlace() async throws {
        let tags = try presenter(ListGroupPresenter.self, "Tags")
        let entry = try XCTUnwrap(tags.itemRows[1].entry)
        entry.text = "navy"
        entry.pressEnter()
        XCTAssertEqual(session.writes.last?.value, .array([.string("red"), .string("navy")]))
    }

    func testDictionaryItemsShowASummary() async throws {
        let accounts = try presenter(ListGroupPresenter.self, "Accounts")
        XCTAssertEqual(accounts.itemRows.map { $0.view.title.text }, ["ada"])
        XCTAssertTrue(accounts.itemRows[0].view.listRow.isActivatable)
    }

    func testSummariesFollowTheItemPageAndSkipSecureFields() async throws {
        let element = PlistValue.dictionary(["password": .string("hunter2"), "server": .string("imap.example.org"),
                                             "zone": .string("eu")])
        XCTAssertEqual(ListGroupPresenter.summary(of: element, item: nil, keys: ["zone", "server"], secret: ["password"]), "eu")
        XCTAssertEqual(ListGroupPresenter.summary(of: element, item: nil, keys: [], secret: ["password"]), "imap.example.org")
    }

    func testAddingThroughTheEditorStoresADictionaryOnDone() async throws {
        let accounts = try presenter(ListGroupPresenter.self, "Accounts")
        accounts.listRows.last!.activate()
        let dialog = try XCTUnwrap(accounts.editorDialog)
        GtkTestSupport.iterate(for: 2) { dialog.page?.isBuilt == true }
        let user = try XCTUnwrap(dialog.page?.presenters(forKey: "user").first as? TextFieldRowPresenter)
        user.entry.text = "grace"
        click(dialog.doneButton)
        XCTAssertNil(accounts.editorDialog)
        XCTAssertEqual(session.writes.last?.key, "accounts")
        guard case .array(let items)? = session.writes.last?.value else { return XCTFail("no list stored") }
        XCTAssertEqual(items.count, 2)
        XCTAssertEqual(items.last, .dictionary(["user": .string("grace")]))
        XCTAssertEqual(accounts.itemRows.map { $0.view.title.text }, ["ada", "grace"])
    }

    func testTheAddDialogIsTitledWithoutEllipsisAndWaitsForAName() async throws {
        XCTAssertEqual(ItemEditorDialog.dialogTitle("Add Album..."), "Add Album")
        XCTAssertEqual(ItemEditorDialog.dialogTitle("…"), "…")
        let accounts = try presenter(ListGroupPresenter.self, "Accounts")
        accounts.listRows.last!.activate()
        let dialog = try XCTUnwrap(accounts.editorDialog)
        GtkTestSupport.iterate(for: 2) { dialog.page?.isBuilt == true }
        XCTAssertEqual(dialog.titleLabel.text, "Add Account")
        XCTAssertEqual(String(cString: gtk_window_get_title(dialog.window.pointer.withMemoryRebound(to: GtkWindow.self, capacity: 1) { $0 })), "Add Account")
        XCTAssertFalse(dialog.doneButton.isSensitive, "no name yet")
        let user = try XCTUnwrap(dialog.page?.presenters(forKey: "user").first as? TextFieldRowPresenter)
        user.entry.text = "grace"
        XCTAssertTrue(dialog.doneButton.isSensitive)
        user.entry.text = "  "
        XCTAssertFalse(dialog.doneButton.isSensitive, "white space names nothing")
        click(dialog.doneButton)
        XCTAssertNotNil(accounts.editorDialog, "Done does nothing while disabled")
        dialog.cancel()
    }

    func testChoicesOfAnItemPageOpenInsideTheEditor() async throws {
        let accounts = try presenter(ListGroupPresenter.self, "Accounts")
        accounts.listRows.last!.activate()
        let dialog = try XCTUnwrap(accounts.editorDialog)
        GtkTestSupport.iterate(for: 2) { dialog.page?.isBuilt == true }
        let kind = try XCTUnwrap(dialog.page?.presenters(forKey: "protocol").first as? MultiValueRowPresenter)
        kind.listRows[0].activate()
        XCTAssertEqual(dialog.navigation.pages.count, 2)
        XCTAssertEqual(dialog.titleLabel.text, "Protocol")
        XCTAssertTrue(dialog.backButton.isVisible)
        XCTAssertFalse(dialog.cancelButton.isVisible, "Back takes Cancel's place")
        let choices = try XCTUnwrap(dialog.page?.presenters(forKey: "protocol").first as? ChoiceListPresenter)
        choices.listRows[1].activate()
        click(dialog.backButton)
        XCTAssertEqual(dialog.navigation.pages.count, 1)
        XCTAssertEqual(kind.value.text, "POP")
        let user = try XCTUnwrap(dialog.page?.presenters(forKey: "user").first as? TextFieldRowPresenter)
        user.entry.text = "grace"
        click(dialog.doneButton)
        guard case .array(let items)? = session.writes.last?.value else { return XCTFail("no list stored") }
        XCTAssertEqual(items.last, .dictionary(["protocol": .string("pop"), "user": .string("grace")]))
    }

    func testCancelInTheEditorStoresNothing() async throws {
        let accounts = try presenter(ListGroupPresenter.self, "Accounts")
        accounts.listRows.last!.activate()
        let dialog = try XCTUnwrap(accounts.editorDialog)
        GtkTestSupport.iterate(for: 2) { dialog.page?.isBuilt == true }
        let user = try XCTUnwrap(dialog.page?.presenters(forKey: "user").first as? TextFieldRowPresenter)
        user.entry.text = "grace"
        click(dialog.cancelButton)
        XCTAssertNil(accounts.editorDialog)
        XCTAssertTrue(session.writes.isEmpty)
    }

    func testEditingADictionaryItemReopensTheEditorWithIt() async throws {
        let accounts = try presenter(ListGroupPresenter.self, "Accounts")
        accounts.itemRows[0].view.listRow.activate()
        let dialog = try XCTUnwrap(accounts.editorDialog)
        GtkTestSupport.iterate(for: 2) { dialog.page?.isBuilt == true }
        let server = try XCTUnwrap(dialog.page?.presenters(forKey: "server").first as? TextFieldRowPresenter)
        XCTAssertEqual(server.entry.text, "mail.example.org")
        server.entry.text = "smtp.example.org"
        click(dialog.doneButton)
        XCTAssertEqual(session.writes.last?.value,
                       .array([.dictionary(["user": .string("ada"), "server": .string("smtp.example.org")])]))
    }

    // MARK: Hidden keys

    func testHiddenKeysHideRowsAndSectionsLive() async throws {
        let signIn = try presenter(ButtonRowPresenter.self, "Sign In")
        let notes = try presenter(TextViewRowPresenter.self, "Notes")
        let list = try XCTUnwrap(gtk_widget_get_parent(notes.listRows[0].pointer))
        XCTAssertTrue(signIn.listRows[0].isVisible)
        session.setHiddenKeys(["signIn", "editingGroup"])
        XCTAssertFalse(signIn.listRows[0].isVisible)
        XCTAssertEqual(gtk_widget_get_visible(list), 0, "the Editing section is hidden whole")
        session.setHiddenKeys([])
        XCTAssertTrue(signIn.listRows[0].isVisible)
        XCTAssertEqual(gtk_widget_get_visible(list), 1)
    }

    func testHiddenKeysApplyWhenThePageIsBuilt() async throws {
        window.window.destroy()
        session = FakeSession(root: IASKPages.root, pages: ["Account": IASKPages.account])
        session.hiddenKeys = ["signIn"]
        window = GtkTestSupport.makeWindow(session)
        XCTAssertFalse(try presenter(ButtonRowPresenter.self, "Sign In").listRows[0].isVisible)
    }

    // MARK: Accessibility

    func testEveryNewControlHasAName() async throws {
        let picker = try presenter(DatePickerRowPresenter.self, "Meeting")
        XCTAssertTrue(bs_test_accessible_has_label(try XCTUnwrap(picker.calendar).pointer, "Meeting, date") != 0)
        XCTAssertTrue(bs_test_accessible_has_label(try XCTUnwrap(picker.hour).pointer, "Meeting, hour") != 0)
        XCTAssertTrue(bs_test_accessible_has_label(try XCTUnwrap(picker.minute).pointer, "Meeting, minutes") != 0)
        let compact = try presenter(DatePickerRowPresenter.self, "Birthday")
        XCTAssertTrue(bs_test_accessible_has_label(try XCTUnwrap(compact.button).pointer, "Birthday: not set") != 0)
        let notes = try presenter(TextViewRowPresenter.self, "Notes")
        XCTAssertTrue(bs_test_accessible_has_labelled_by(notes.editor.textView.pointer) != 0)
        let tags = try presenter(ListGroupPresenter.self, "Tags")
        XCTAssertTrue(bs_test_accessible_has_label(try XCTUnwrap(tags.addEntry).pointer, "New item for Tags") != 0)
        XCTAssertTrue(bs_test_accessible_has_label(try XCTUnwrap(tags.addButton).pointer, "Add to Tags") != 0)
        XCTAssertTrue(bs_test_accessible_has_label(try XCTUnwrap(tags.itemRows[0].entry).pointer, "Tags, item 1") != 0)
        for title in ["Website", "Write to us", "Custom"] {
            let presenter = window.currentPage?.presenters.first { $0.row.title == title }
            let row = try XCTUnwrap(presenter?.listRows.first)
            XCTAssertTrue(bs_test_accessible_has_labelled_by(row.pointer) != 0, title)
        }
    }

    // MARK: Helpers

    private func menuButton(titled title: String, in menu: MenuButton) -> Widget? {
        guard let child = gtk_popover_get_child(gtkCast(menu.popover.pointer, to: GtkPopover.self)) else { return nil }
        var button = gtk_widget_get_first_child(child)
        while let current = button {
            if let label = gtk_button_get_label(gtkCast(current, to: GtkButton.self)), String(cString: label) == title {
                return Widget(current)
            }
            button = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// Clicks a button at once (activating one waits a quarter second to show it pressed).
    private func click(_ button: Widget) {
        bs_signal_emit(button.raw, "clicked")
    }

    private func titleLabel(of row: ListBoxRow) -> OpaquePointer {
        OpaquePointer(findWidget(ofType: "GtkLabel", in: row.pointer)!)
    }

    private func findWidget(ofType type: String, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if String(cString: bs_object_type_name(UnsafeMutableRawPointer(widget))) == type { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = findWidget(ofType: type, in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
