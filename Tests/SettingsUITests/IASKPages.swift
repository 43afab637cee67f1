import Foundation
@testable import SettingsKit

/// Pages with a row of every InAppSettingsKit type, built as the bundle reader would.
enum IASKPages {
    static func row(_ index: Int, _ kind: RowKind, key: String? = nil, title: String? = nil,
                    default value: PlistValue? = nil) -> Row {
        DemoPages.row(index, kind, key: key, title: title, default: value)
    }

    static let mail = MailComposeRow(to: ["support@example.org"], cc: [], bcc: [], subject: "Help & advice",
                                     body: "Hello\nthere", bodyIsHTML: false)

    static var root: Page {
        let links = row(0, .group(GroupRow(footer: nil)), title: "Links")
        var website = row(1, .openURL(OpenURLRow(url: "https://example.org/help me")), title: "Website")
        website.subtitle = .text("Opens in your browser")
        let local = row(2, .openURL(OpenURLRow(url: "file:///etc/passwd")), title: "Local file")
        let noURL = row(3, .openURL(OpenURLRow(url: nil)), title: "Nowhere")
        let mailRow = row(4, .mailCompose(mail), title: "Write to us")
        let signIn = row(5, .button(ButtonRow()), key: "signIn", title: "Sign In")
        var gear = row(6, .button(ButtonRow()), key: "gear", title: "Settings")
        gear.image = .iconName("gear")
        let check = row(7, .toggle(ToggleRow(style: .checkmark)), key: "check", title: "Remember me", default: .bool(false))
        var custom = row(8, .customView(CustomViewRow(file: nil)), key: "custom", title: "Custom")
        custom.subtitle = .text("Shown by the app")

        let editing = row(9, .group(GroupRow(footer: nil)), key: "editingGroup", title: "Editing")
        var notesView = TextViewRow()
        notesView.traits.placeholder = "Write something"
        let notes = row(10, .textView(notesView), key: "notes", title: "Notes")
        var meeting = DatePickerRow()
        meeting.style = .inline
        meeting.minuteInterval = 15
        let inline = row(11, .datePicker(meeting), key: "meeting", title: "Meeting")
        var birthday = DatePickerRow()
        birthday.mode = .date
        let compact = row(12, .datePicker(birthday), key: "birthday", title: "Birthday")
        var alarm = DatePickerRow()
        alarm.mode = .time
        let time = row(13, .datePicker(alarm), key: "alarm", title: "Alarm")
        var email = TextFieldRow()
        email.traits.contentType = "emailAddress"
        let emailRow = row(14, .textField(email), key: "email", title: "Email")

        var tagItem = ListGroupRow()
        var textAdd = TextFieldRow()
        textAdd.traits.placeholder = "New Tag"
        tagItem.add = row(0, .textField(textAdd), key: "tag")
        tagItem.item = row(0, .textField(TextFieldRow()))
        tagItem.deletable = true
        let tags = row(15, .listGroup(tagItem), key: "tags", title: "Tags", default: .array([.string("red"), .string("blue")]))

        var accountList = ListGroupRow()
        accountList.item = row(0, .childPane(ChildPaneRow(target: .page("Account"))), key: "user", title: "Account")
        accountList.add = row(0, .childPane(ChildPaneRow(target: .page("Account"))), key: "addAccount", title: "Add Account…")
        accountList.deletable = true
        let accounts = row(16, .listGroup(accountList), key: "accounts", title: "Accounts",
                           default: .array([.dictionary(["user": .string("ada"), "server": .string("mail.example.org")])]))

        var geneList = ListGroupRow()
        let bases = MultiValueRow(choices: ChoiceList([Choice(value: .string("A"), title: "Adenine"),
                                                       Choice(value: .string("C"), title: "Cytosine"),
                                                       Choice(value: .string("G"), title: "Guanine")]))
        geneList.item = row(0, .multiValue(bases), key: "gene", title: "Gene")
        geneList.add = row(0, .multiValue(bases), key: "gene", title: "Add Gene…")
        geneList.deletable = true
        let genes = row(17, .listGroup(geneList), key: "dna", title: "DNA", default: .array([.string("A"), .string("G")]))

        let rows = [links, website, local, noURL, mailRow, signIn, gear, check, custom, editing, notes, inline, compact,
                    time, emailRow, tags, accounts, genes]
        let sections = [
            Section(header: links, rows: [website, local, noURL, mailRow, signIn, gear, check, custom]),
            Section(header: editing, rows: [notes, inline, compact, time, emailRow]),
            Section(header: tags, rows: []),
            Section(header: accounts, rows: []),
            Section(header: genes, rows: []),
        ]
        return Page(name: "Root", path: nil, title: "IASK", sections: sections, rows: rows)
    }

    static var account: Page {
        let group = row(0, .group(GroupRow(footer: nil)), title: "Account")
        let user = row(1, .textField(TextFieldRow()), key: "user", title: "User")
        let server = row(2, .textField(TextFieldRow()), key: "server", title: "Server", default: .string("imap.example.org"))
        let protocols = ChoiceList([Choice(value: .string("imap"), title: "IMAP"), Choice(value: .string("pop"), title: "POP")])
        // The footer keeps the two choices on a page (else a dropdown), which opens in the editor.
        let kind = row(3, .multiValue(MultiValueRow(choices: protocols, footer: "How mail is fetched.", quickSelection: false)),
                       key: "protocol", title: "Protocol", default: .string("imap"))
        return Page(name: "Account", path: nil, title: "Account", sections: [Section(header: group, rows: [user, server, kind])],
                    rows: [group, user, server, kind])
    }
}
