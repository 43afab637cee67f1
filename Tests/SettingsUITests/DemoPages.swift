@testable import SettingsKit

/// Pages with a row of every type the window presents, built as the bundle reader would.
enum DemoPages {
    static func row(_ index: Int, _ kind: RowKind, key: String? = nil, title: String? = nil,
                    default value: PlistValue? = nil) -> Row {
        var row = Row(file: "Root.plist", index: index, kind: kind)
        row.key = key.map { SettingKey($0) }
        row.title = title
        row.defaultValue = value
        return row
    }

    static let colours = ChoiceList([
        Choice(value: .string("red"), title: "Red"),
        Choice(value: .string("green"), title: "Green"),
        Choice(value: .string("blue"), title: "Blue"),
    ])

    static let sizes = ChoiceList([
        Choice(value: .integer(1), title: "Small"),
        Choice(value: .integer(2), title: "Medium"),
        Choice(value: .integer(3), title: "Large"),
    ])

    static var root: Page {
        let general = row(0, .group(GroupRow(footer: "Changes apply at once.")), title: "General")
        let toggle = row(1, .toggle(ToggleRow()), key: "sounds", title: "Play sounds", default: .bool(true))
        let version = row(2, .titleValue(TitleValueRow()), key: "version", title: "Version", default: .string("2.4.1"))
        let colour = row(3, .multiValue(MultiValueRow(choices: colours, footer: "Used for highlights.", quickSelection: true)),
                         key: "colour", title: "Colour", default: .string("green"))
        let child = row(4, .childPane(ChildPaneRow(target: .page("Advanced"))), title: "Advanced")
        let input = row(5, .group(GroupRow(footer: nil)), title: "Input")
        let volume = row(6, .slider(SliderRow(minimum: 0, maximum: 10,
                                              minimumImage: .iconName("audio-volume-low-symbolic"),
                                              maximumImage: .iconName("audio-volume-high-symbolic"))),
                         key: "volume", title: "Volume", default: .real(4))
        let name = row(7, .textField(TextFieldRow()), key: "name", title: "Name", default: .string("Ada"))
        var pinField = TextFieldRow()
        pinField.traits.keyboard = .numberPad
        let pin = row(8, .textField(pinField), key: "pin", title: "PIN code")
        var secret = TextFieldRow()
        secret.isSecure = true
        let password = row(9, .textField(secret), key: "password", title: "Password")
        // A bundle's image files can be any size (this one is 512 px): the row shows them small.
        let bigImage = ImageReference.files([ImageFile(path: "/usr/share/icons/Adwaita/512x512/devices/video-display.png",
                                                       scale: 1)])
        let untitledSlider = row(10, .slider(SliderRow(minimum: 0, maximum: 1, minimumImage: bigImage,
                                                       maximumImage: bigImage)),
                                 key: "balance", default: .real(0.5))
        let size = row(11, .radioGroup(RadioGroupRow(choices: sizes, footer: "Text size in every window.")),
                       key: "size", title: "Text size", default: .integer(2))
        let problems = row(12, .group(GroupRow(footer: nil)), title: "Problems")
        var broken = row(13, .invalid(typeName: "PSFancySpecifier"), key: "fancy", title: "Fancy")
        broken.problems = [Diagnostic(.error, file: "Root.plist", row: 13, key: "fancy",
                                      "Unknown Type PSFancySpecifier: Settings.app drops this row.")]
        let locked = row(14, .toggle(ToggleRow()), key: "telemetry", title: "Send usage data", default: .bool(false))

        let sections = [
            Section(header: general, rows: [toggle, version, colour, child]),
            Section(header: input, rows: [volume, name, pin, password, untitledSlider]),
            Section(header: size, rows: []),
            Section(header: problems, rows: [broken, locked]),
        ]
        let rows = [general, toggle, version, colour, child, input, volume, name, pin, password, untitledSlider,
                    size, problems, broken, locked]
        return Page(name: "Root", path: nil, title: "Demo", sections: sections, rows: rows)
    }

    static var advanced: Page {
        let group = row(0, .group(GroupRow(footer: nil)), title: "Expert")
        let debug = row(1, .toggle(ToggleRow()), key: "debug", title: "Debug logging")
        let sounds = row(2, .toggle(ToggleRow()), key: "sounds", title: "Play sounds (same key)")
        return Page(name: "Advanced", path: nil, title: "Advanced",
                    sections: [Section(header: group, rows: [debug, sounds])], rows: [group, debug, sounds])
    }

    /// `count` toggles in sections of 50.
    static func long(rows count: Int) -> Page {
        var sections: [Section] = []
        var rows: [Row] = []
        for index in 0..<count {
            if index % 50 == 0 {
                let group = row(rows.count, .group(GroupRow(footer: "Rows \(index + 1) to \(index + 50).")),
                                title: "Group \(index / 50 + 1)")
                rows.append(group)
                sections.append(Section(header: group))
            }
            let toggle = row(rows.count, .toggle(ToggleRow()), key: "key\(index)", title: "Setting number \(index + 1)")
            rows.append(toggle)
            sections[sections.count - 1].rows.append(toggle)
        }
        return Page(name: "Long", path: nil, title: "Long", sections: sections, rows: rows)
    }

    /// One group whose footer is a licence of about `characters` characters.
    static func licence(characters: Int) -> Page {
        let paragraph = String(repeating: "Permission is hereby granted, free of charge, to any person. ", count: 8)
        var text = ""
        while text.count < characters { text += paragraph + "\n\n" }
        let group = row(0, .group(GroupRow(footer: text)), title: "Licence")
        return Page(name: "Licence", path: nil, title: "Licence", sections: [Section(header: group)], rows: [group])
    }

    /// What a careless or hostile bundle may put in one word: a title of 5,000 characters, a
    /// subtitle of 10,000, a value of 10,000, a short footer and one of 20,000, with no break.
    static var unbroken: Page {
        func word(_ count: Int) -> String { String(repeating: "x", count: count) }
        let group = row(0, .group(GroupRow(footer: word(20_000))), title: word(5_000))
        var toggle = row(1, .toggle(ToggleRow()), key: "on", title: word(5_000))
        toggle.subtitle = .text(word(10_000))
        let value = row(2, .titleValue(TitleValueRow()), key: "value", title: "Value", default: .string(word(10_000)))
        let second = row(3, .group(GroupRow(footer: word(1_900))), title: "Short footer")
        let sections = [Section(header: group, rows: [toggle, value]), Section(header: second)]
        return Page(name: "Unbroken", path: nil, title: word(5_000), sections: sections, rows: [group, toggle, value, second])
    }

    /// 300 characters of ordinary words, the most a title or subtitle shows (`ShownText`).
    static let longWords = String(String(repeating: "Keep the last synchronised copy of every account on this device ", count: 5).prefix(300))
}
