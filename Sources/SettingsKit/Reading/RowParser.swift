import FoundationEssentials

/// Turns one `PreferenceSpecifiers` dictionary into a typed, localised `Row`, reporting what is
/// wrong and what Settings.app would do about it. Never fails: a row too broken to show as its
/// type becomes `.invalid`, which the window shows as an inline error.
struct RowParser {
    var file: String
    var localize: (String) -> String
    var images: ImageResolver
    /// Parsing a list group's `ItemSpecifier`/`AddSpecifier`: an IASK-only row that edits one
    /// array element, so Settings.app's rules about `Key` and `DefaultValue` do not apply.
    var isListElement = false

    /// Keys only an iOS app can act on; reported as unavailable here.
    static let iosOnlyKeys = [
        "IASKViewControllerClass", "IASKViewControllerSelector", "IASKViewControllerStoryBoardId",
        "IASKViewControllerStoryBoardFile", "IASKSegueIdentifier", "IASKWebViewHideBottomBar",
        "IASKWebViewShowProgress", "IASKWebViewShowNavigationalButtons", "IASKWebViewFullscreen",
    ]

    func parse(_ table: [SettingKey: PlistValue], index: Int) -> Row {
        var fields = SpecifierFields(table: table, file: file, row: index, localize: localize)
        var row = Row(file: file, index: index, kind: .invalid(typeName: nil))
        row.key = fields.string("Key").map { SettingKey($0) }
        row.title = fields.title("Title")
        row.defaultValue = fields.raw("DefaultValue")
        if let value = row.defaultValue, value.containsNonFiniteReal {
            fields.report(.error, "DefaultValue", "DefaultValue holds NaN or an infinity, which no setting can show or store: it is ignored.")
            row.defaultValue = nil
        }
        row.subtitle = subtitle(&fields)
        row.image = fields.string("IASKCellImage").map { images.cellImage(named: $0) }
        row.alignment = fields.choice("IASKTextAlignment", TextAlignment.self)
        row.adjustsFontSizeToFitWidth = fields.bool("IASKAdjustsFontSizeToFitWidth") ?? false
        row.conditions = conditions(&fields)

        switch fields.raw("Type") {
        case .string(let typeName)? where !typeName.isEmpty:
            row.kind = kind(typeName: typeName, row: row, fields: &fields)
        case let other?:
            let found = other.stringValue != nil ? "empty" : other.typeDescription
            fields.report(.error, "Type", "Type should name a row type, but is \(found): Settings.app drops this row.")
        case nil:
            fields.report(.error, "Type", "The row has no Type: Settings.app drops it.")
        }
        row.rules = rules(of: row.kind, &fields)
        reportIOSOnlyKeys(&fields, kind: row.kind)
        row.problems = fields.diagnostics
        return row
    }

    private func kind(typeName: String, row: Row, fields: inout SpecifierFields) -> RowKind {
        switch typeName {
        case "PSGroupSpecifier": return .group(GroupRow(footer: fields.localizedText("FooterText")))
        case "PSToggleSwitchSpecifier": return toggle(row, &fields)
        case "PSSliderSpecifier": return slider(row, &fields)
        case "PSTextFieldSpecifier": return textField(row, &fields)
        case "PSTitleValueSpecifier": return titleValue(row, &fields)
        case "PSMultiValueSpecifier": return multiValue(row, &fields)
        case "PSRadioGroupSpecifier": return radioGroup(row, &fields)
        case "PSChildPaneSpecifier": return childPane(row, &fields)
        case "IASKOpenURLSpecifier": return openURL(&fields)
        case "IASKMailComposeSpecifier": return mailCompose(&fields)
        case "IASKButtonSpecifier": return button(row, &fields)
        case "IASKTextViewSpecifier": return textView(row, &fields)
        case "IASKDatePickerSpecifier": return datePicker(row, &fields)
        case "IASKListGroupSpecifier": return listGroup(row, &fields)
        case "IASKCustomViewSpecifier": return customView(&fields)
        default:
            fields.report(.error, "Type", "Unknown Type \"\(typeName)\": Settings.app drops this row.")
            return .invalid(typeName: typeName)
        }
    }

    // MARK: Apple types

    private func toggle(_ row: Row, _ fields: inout SpecifierFields) -> RowKind {
        guard requireKey(row, &fields, type: "toggle") else { return .invalid(typeName: "PSToggleSwitchSpecifier") }
        var toggle = ToggleRow()
        toggle.trueValue = scalar("TrueValue", &fields) ?? .bool(true)
        toggle.falseValue = scalar("FalseValue", &fields) ?? .bool(false)
        if toggle.trueValue.isFoundationEqual(to: toggle.falseValue) {
            fields.report(.warning, "FalseValue", "TrueValue and FalseValue are equal: the switch can never be turned off.")
        }
        toggle.style = fields.choice("IASKToggleStyle", ToggleStyle.self) ?? .switch
        if row.defaultValue == nil, !isListElement {
            fields.report(.warning, "DefaultValue", "Settings.app drops this toggle: it has no DefaultValue. Shown here as off.")
        } else if let value = row.defaultValue, !value.isScalar {
            fields.report(.warning, "DefaultValue", "DefaultValue should be a scalar, but is \(value.typeDescription): the switch shows as off.")
        }
        return .toggle(toggle)
    }

    private func slider(_ row: Row, _ fields: inout SpecifierFields) -> RowKind {
        guard requireKey(row, &fields, type: "slider") else { return .invalid(typeName: "PSSliderSpecifier") }
        var slider = SliderRow()
        let minimum = fields.number("MinimumValue")
        let maximum = fields.number("MaximumValue")
        if minimum == nil || maximum == nil {
            let missing = [minimum == nil ? "MinimumValue" : nil, maximum == nil ? "MaximumValue" : nil].compactMap { $0 }
            fields.report(.warning, missing[0], "Settings.app drops this slider: it has no \(missing.joined(separator: " or ")). Shown here with a range of 0 to 1 where missing.")
        }
        slider.minimum = minimum ?? 0
        slider.maximum = maximum ?? 1
        if slider.minimum > slider.maximum {
            fields.report(.error, "MaximumValue", "MinimumValue \(PlistValue.format(real: slider.minimum)) is greater than MaximumValue \(PlistValue.format(real: slider.maximum)): the slider cannot be shown.")
            return .invalid(typeName: "PSSliderSpecifier")
        }
        if let value = row.defaultValue {
            if let number = value.numberValue, !isBool(value) {
                if number < slider.minimum || number > slider.maximum {
                    fields.report(.warning, "DefaultValue", "DefaultValue \(Diagnostic.echo(value.plainText)) is outside \(PlistValue.format(real: slider.minimum))…\(PlistValue.format(real: slider.maximum)): shown clamped to the range.")
                }
            } else {
                fields.report(.warning, "DefaultValue", "DefaultValue should be a number, but is \(value.typeDescription): the slider starts at its minimum.")
            }
        } else if !isListElement {
            fields.report(.warning, "DefaultValue", "Settings.app drops this slider: it has no DefaultValue. Shown here at its minimum.")
        }
        slider.minimumImage = sliderImage("MinimumValueImage", &fields)
        slider.maximumImage = sliderImage("MaximumValueImage", &fields)
        return .slider(slider)
    }

    private func textField(_ row: Row, _ fields: inout SpecifierFields) -> RowKind {
        guard requireKey(row, &fields, type: "text field") else { return .invalid(typeName: "PSTextFieldSpecifier") }
        requireStringDefault(row, &fields)
        return .textField(TextFieldRow(isSecure: fields.bool("IsSecure") ?? false, traits: traits(&fields)))
    }

    private func titleValue(_ row: Row, _ fields: inout SpecifierFields) -> RowKind {
        if row.key == nil {
            fields.report(.warning, "Key", "Settings.app drops this title-value row: it has no Key. Shown here with its DefaultValue.")
        }
        guard fields.has("Values") || fields.has("Titles") else { return .titleValue(TitleValueRow(choices: nil)) }
        guard let choices = choiceList(&fields, sorted: false) else { return .invalid(typeName: "PSTitleValueSpecifier") }
        return .titleValue(TitleValueRow(choices: choices))
    }

    private func multiValue(_ row: Row, _ fields: inout SpecifierFields) -> RowKind {
        let sorted = fields.bool("DisplaySortedByTitle") ?? false
        guard requireKey(row, &fields, type: "multi-value row"),
              let choices = choiceList(&fields, sorted: sorted)
        else { return .invalid(typeName: "PSMultiValueSpecifier") }
        if row.defaultValue == nil, !isListElement {
            fields.report(.warning, "DefaultValue", "Settings.app drops this multi-value row: it has no DefaultValue.")
        }
        checkDefault(row.defaultValue, in: choices, &fields)
        return .multiValue(MultiValueRow(
            choices: choices, footer: fields.localizedText("FooterText"),
            quickSelection: fields.bool("IASKQuickMultiValueSelection") ?? false, sortedByTitle: sorted))
    }

    private func radioGroup(_ row: Row, _ fields: inout SpecifierFields) -> RowKind {
        guard requireKey(row, &fields, type: "radio group"),
              let choices = choiceList(&fields, sorted: fields.bool("DisplaySortedByTitle") ?? false)
        else { return .invalid(typeName: "PSRadioGroupSpecifier") }
        checkDefault(row.defaultValue, in: choices, &fields)
        return .radioGroup(RadioGroupRow(choices: choices, footer: fields.localizedText("FooterText")))
    }

    private func childPane(_ row: Row, _ fields: inout SpecifierFields) -> RowKind {
        let childTitle = fields.title("IASKChildTitle")
        let file = fields.string("File")
        let controllerClass = fields.string("IASKViewControllerClass")
        if controllerClass == "IASKAppSettingsWebViewController" {
            let url = file.map(localize)
            if let url, Self.isWebURL(url) { return .childPane(ChildPaneRow(target: .url(url), childTitle: childTitle)) }
            return .childPane(ChildPaneRow(target: .unavailable(reason: "This page is a web view inside the iOS app; it is not available on this platform."), childTitle: childTitle))
        }
        if controllerClass != nil || fields.has("IASKSegueIdentifier") || fields.has("IASKViewControllerStoryBoardId") {
            return .childPane(ChildPaneRow(target: .unavailable(reason: "This page is drawn by the iOS app's own code; it is not available on this platform."), childTitle: childTitle))
        }
        guard let file else {
            fields.report(.warning, "File", "Settings.app drops this child pane: it has no File.")
            return .childPane(ChildPaneRow(target: .none, childTitle: childTitle))
        }
        if case .failure(let refusal) = ConfinedPath.validate(file) {
            fields.report(.error, "File", ConfinedPath.explain(refusal, name: file))
            return .childPane(ChildPaneRow(target: .unavailable(reason: ConfinedPath.explain(refusal, name: file)), childTitle: childTitle))
        }
        if row.title == nil {
            fields.report(.warning, "Title", "Settings.app drops this child pane: it has no Title.")
        }
        return .childPane(ChildPaneRow(target: .page(file), childTitle: childTitle))
    }

    // MARK: InAppSettingsKit types

    private func openURL(_ fields: inout SpecifierFields) -> RowKind {
        let url = fields.localizedText("File")
        if url == nil { fields.report(.warning, "File", "This open-URL row has no File (the URL): it does nothing.") }
        return .openURL(OpenURLRow(url: url))
    }

    private func mailCompose(_ fields: inout SpecifierFields) -> RowKind {
        var mail = MailComposeRow()
        mail.to = fields.strings("IASKMailComposeToRecipents") ?? []
        mail.cc = fields.strings("IASKMailComposeCcRecipents") ?? []
        mail.bcc = fields.strings("IASKMailComposeBccRecipents") ?? []
        mail.subject = fields.localizedText("IASKMailComposeSubject")
        mail.body = fields.localizedText("IASKMailComposeBody")
        mail.bodyIsHTML = fields.bool("IASKMailComposeBodyIsHTML") ?? false
        for misspelt in ["IASKMailComposeToRecipients", "IASKMailComposeCcRecipients", "IASKMailComposeBccRecipients"] where fields.has(misspelt) {
            fields.report(.warning, misspelt, "InAppSettingsKit spells this key \"\(misspelt.replacing("Recipients", with: "Recipents"))\" (sic): it is ignored as written.")
        }
        return .mailCompose(mail)
    }

    private func button(_ row: Row, _ fields: inout SpecifierFields) -> RowKind {
        if row.key == nil {
            fields.report(.warning, "Key", "This button has no Key: the host application cannot tell which button was pressed.")
        }
        return .button(ButtonRow())
    }

    private func textView(_ row: Row, _ fields: inout SpecifierFields) -> RowKind {
        guard requireKey(row, &fields, type: "text view") else { return .invalid(typeName: "IASKTextViewSpecifier") }
        requireStringDefault(row, &fields)
        return .textView(TextViewRow(traits: traits(&fields)))
    }

    private func datePicker(_ row: Row, _ fields: inout SpecifierFields) -> RowKind {
        guard requireKey(row, &fields, type: "date picker") else { return .invalid(typeName: "IASKDatePickerSpecifier") }
        var picker = DatePickerRow()
        picker.mode = fields.choice("DatePickerMode", DatePickerMode.self) ?? .dateAndTime
        picker.style = fields.choice("DatePickerStyle", DatePickerStyle.self) ?? .compact
        if let interval = fields.number("MinuteInterval") {
            let whole = Int(exactly: interval)
            if let whole, whole >= 1, whole <= 30, 60 % whole == 0 {
                picker.minuteInterval = whole
            } else {
                fields.report(.warning, "MinuteInterval", "MinuteInterval \(PlistValue.format(real: interval)) must divide 60 (1 to 30): 1 is used.")
            }
        }
        if let value = row.defaultValue, case .date = value {} else if let value = row.defaultValue {
            fields.report(.warning, "DefaultValue", "DefaultValue should be a date, but is \(value.typeDescription): the picker starts empty.")
        }
        return .datePicker(picker)
    }

    private func listGroup(_ row: Row, _ fields: inout SpecifierFields) -> RowKind {
        guard requireKey(row, &fields, type: "list group") else { return .invalid(typeName: "IASKListGroupSpecifier") }
        var list = ListGroupRow()
        list.deletable = fields.bool("Deletable") ?? false
        if let item = fields.dictionary("ItemSpecifier") { list.item = nested(item, named: "ItemSpecifier", index: row.index, &fields) }
        if let add = fields.dictionary("AddSpecifier") { list.add = nested(add, named: "AddSpecifier", index: row.index, &fields) }
        if let value = row.defaultValue, case .array = value {} else if let value = row.defaultValue {
            fields.report(.warning, "DefaultValue", "DefaultValue of a list group should be an array, but is \(value.typeDescription): the list starts empty.")
        }
        return .listGroup(list)
    }

    /// A `File` makes the row open that page like a child pane, so it is confined the same way.
    private func customView(_ fields: inout SpecifierFields) -> RowKind {
        guard let file = fields.string("File") else { return .customView(CustomViewRow(file: nil)) }
        if case .failure(let refusal) = ConfinedPath.validate(file) {
            fields.report(.error, "File", ConfinedPath.explain(refusal, name: file))
            return .customView(CustomViewRow(file: nil))
        }
        return .customView(CustomViewRow(file: file))
    }

    // MARK: Shared pieces

    private func requireKey(_ row: Row, _ fields: inout SpecifierFields, type: String) -> Bool {
        if row.key != nil || isListElement { return true }
        fields.report(.error, "Key", "This \(type) has no Key, so its value cannot be stored: Settings.app drops it.")
        return false
    }

    private func requireStringDefault(_ row: Row, _ fields: inout SpecifierFields) {
        guard let value = row.defaultValue, value.stringValue == nil else { return }
        if value.isScalar {
            fields.report(.note, "DefaultValue", "DefaultValue should be a string; \(Diagnostic.echo(value.plainText)) is shown as text.")
        } else {
            fields.report(.warning, "DefaultValue", "DefaultValue should be a string, but is \(value.typeDescription): the field starts empty.")
        }
    }

    private func traits(_ fields: inout SpecifierFields) -> TextInputTraits {
        var traits = TextInputTraits()
        traits.keyboard = fields.choice("KeyboardType", KeyboardType.self) ?? .alphabet
        traits.autocapitalization = fields.choice("AutocapitalizationType", AutocapitalizationType.self) ?? .sentences
        traits.autocorrection = fields.choice("AutocorrectionType", AutocorrectionType.self) ?? .default
        traits.placeholder = fields.localizedText("IASKPlaceholder")
        traits.contentType = fields.string("IASKTextContentType")
        return traits
    }

    private func scalar(_ key: String, _ fields: inout SpecifierFields) -> PlistValue? {
        guard let value = fields.raw(key) else { return nil }
        if value.isScalar { return value }
        fields.report(.warning, key, "\(key) should be a single value, but is \(value.typeDescription): the default is used.")
        return nil
    }

    private func sliderImage(_ key: String, _ fields: inout SpecifierFields) -> ImageReference? {
        guard let name = fields.string(key) else { return nil }
        if let found = images.bundleImage(named: name) { return found }
        fields.report(.warning, key, "Image \"\(Diagnostic.echo(name))\" is not in the bundle: the slider is shown without it.")
        return nil
    }

    private func subtitle(_ fields: inout SpecifierFields) -> Subtitle? {
        guard let value = fields.raw("IASKSubtitle") else { return nil }
        switch value {
        case .string(let text): return text.isEmpty ? nil : .text(localize(text))
        case .dictionary(let table):
            var texts: [SettingKey: String] = [:]
            for (key, entry) in table {
                if case .string(let text) = entry { texts[key] = localize(text) } else {
                    fields.report(.warning, "IASKSubtitle", "IASKSubtitle entry \"\(key)\" should be a string, but is \(entry.typeDescription): it is skipped.")
                }
            }
            let fallback = texts.removeValue(forKey: "__default__")
            return .byValue(texts, fallback: fallback)
        default:
            fields.report(.warning, "IASKSubtitle", "IASKSubtitle should be a string or a dictionary, but is \(value.typeDescription): it is ignored.")
            return nil
        }
    }

    /// `Values`, `Titles`, `ShortTitles` and `IconNames` as aligned choices, or nil (reported)
    /// when they cannot be paired.
    private func choiceList(_ fields: inout SpecifierFields, sorted: Bool) -> ChoiceList? {
        guard fields.has("Values") || fields.has("Titles") else {
            // InAppSettingsKit asks its host for such choices at run time (dynamic values).
            fields.report(.warning, "Values", "This row has no Values or Titles: Settings.app drops it; InAppSettingsKit asks the host application for them. Shown without choices.")
            return ChoiceList([])
        }
        guard let values = fields.array("Values") else {
            fields.report(.error, "Values", fields.has("Values") ? "Values cannot be read: the row cannot offer choices." : "This row has Titles but no Values: the choices cannot be paired, so the row is not shown.")
            return nil
        }
        let titles: [String]
        if let rawTitles = fields.array("Titles") {
            titles = rawTitles.enumerated().map { position, element in
                switch element {
                case .string(let text): return localize(text)
                case .integer, .real, .bool: return element.plainText
                default:
                    fields.report(.warning, "Titles", "Titles item \(position) should be a string, but is \(element.typeDescription): its value is shown instead.")
                    return values.indices.contains(position) ? values[position].plainText : ""
                }
            }
        } else {
            fields.report(.warning, "Titles", "This row has no Titles: Settings.app drops it. Its Values are shown as titles.")
            titles = values.map(\.plainText)
        }
        guard titles.count == values.count else {
            fields.report(.error, "Titles", "Values has \(values.count) item\(values.count == 1 ? "" : "s") but Titles has \(titles.count): the choices cannot be paired, so the row is not shown.")
            return nil
        }
        for (position, value) in values.enumerated() where !value.isScalar {
            fields.report(.warning, "Values", "Values item \(position) is \(value.typeDescription); choices are normally strings or numbers.")
        }
        var shortTitles: [String]?
        if let short = fields.array("ShortTitles") {
            if short.count == titles.count {
                shortTitles = short.map { $0.stringValue.map(localize) ?? $0.plainText }
            } else {
                fields.report(.warning, "ShortTitles", "ShortTitles has \(short.count) items but Titles has \(titles.count): ShortTitles are ignored.")
            }
        }
        var icons: [ImageReference?]?
        if let names = fields.array("IconNames") {
            if names.count == titles.count {
                icons = names.map { name in name.stringValue.flatMap { $0.isEmpty ? nil : images.cellImage(named: $0) } }
            } else {
                fields.report(.warning, "IconNames", "IconNames has \(names.count) items but Titles has \(titles.count): icons are not shown.")
            }
        }
        let choices = values.indices.map { position in
            Choice(value: values[position], title: titles[position], shortTitle: shortTitles?[position],
                   icon: icons?[position] ?? nil)
        }
        let list = ChoiceList(choices)
        return sorted ? list.sortedByTitle() : list
    }

    private func checkDefault(_ value: PlistValue?, in choices: ChoiceList, _ fields: inout SpecifierFields) {
        guard let value else { return }
        switch choices.match(value) {
        case .exact: break
        case .loose(let index):
            fields.report(.warning, "DefaultValue", "DefaultValue \(describe(value)) is not equal to any of Values, but \(describe(choices.choices[index].value)) has the same text: that choice is selected. Settings.app selects nothing.")
        case .none:
            fields.report(.warning, "DefaultValue", "DefaultValue \(describe(value)) is not one of Values: Settings.app shows no choice selected; shown here as the value itself.")
        }
    }

    private func nested(_ table: [SettingKey: PlistValue], named name: String, index: Int, _ fields: inout SpecifierFields) -> Row {
        var parser = self
        parser.isListElement = true
        let row = parser.parse(table, index: index)
        for problem in row.problems { fields.report(problem.severity, problem.key.map { "\(name).\($0)" } ?? name, problem.message) }
        return row
    }

    private func reportIOSOnlyKeys(_ fields: inout SpecifierFields, kind: RowKind) {
        // Every such key starts with IASK; most rows have none, and this spares them nine lookups.
        let iosOnly = fields.table.keys.contains { $0.text.utf8.starts(with: "IASK".utf8) } ? Self.iosOnlyKeys.filter(fields.has) : []
        if let first = iosOnly.first {
            let names = iosOnly.joined(separator: ", ")
            fields.report(.note, first, "\(names) only work\(iosOnly.count == 1 ? "s" : "") inside an iOS app: not available on this platform.")
        }
        if case .childPane(let pane) = kind, case .url(let url) = pane.target {
            fields.report(.note, "File", "This web-view pane opens \(url) in the desktop's browser instead.")
        }
    }

    private func isBool(_ value: PlistValue) -> Bool {
        if case .bool = value { return true }
        return false
    }

    private func describe(_ value: PlistValue) -> String {
        switch value {
        case .string(let text): "\"\(text)\" (string)"
        default: "\(value.plainText) (\(value.typeName))"
        }
    }

    static func isWebURL(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }
}
