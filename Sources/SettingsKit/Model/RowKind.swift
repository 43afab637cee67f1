/// What a row is, with everything its `Type` needs already parsed into typed values.
/// A new row type is one case here, one parser in `Reading/RowParser.swift`, one presenter.
public enum RowKind: Sendable {
    case group(GroupRow)
    case toggle(ToggleRow)
    case slider(SliderRow)
    case textField(TextFieldRow)
    case titleValue(TitleValueRow)
    case multiValue(MultiValueRow)
    case radioGroup(RadioGroupRow)
    case childPane(ChildPaneRow)
    case openURL(OpenURLRow)
    case mailCompose(MailComposeRow)
    case button(ButtonRow)
    case textView(TextViewRow)
    case datePicker(DatePickerRow)
    indirect case listGroup(ListGroupRow)
    case customView(CustomViewRow)
    /// A GSettings `flags` key: one check toggle per flag; its value is the array of the flags set.
    case flags(FlagsRow)
    /// A GSettings key of a type no other row shows (`ms`, tuples, dictionaries, …): its value
    /// as GVariant text, checked with `g_variant_parse` against the key's type.
    case variantText(VariantTextRow)
    /// A row whose `Type` is missing or unknown, or that is too broken to show as its type.
    /// The window shows it as an inline error; `Row.problems` says why.
    case invalid(typeName: String?)

    /// The `Type` string of the bundle for this kind.
    public var typeName: String {
        switch self {
        case .group: "PSGroupSpecifier"
        case .toggle: "PSToggleSwitchSpecifier"
        case .slider: "PSSliderSpecifier"
        case .textField: "PSTextFieldSpecifier"
        case .titleValue: "PSTitleValueSpecifier"
        case .multiValue: "PSMultiValueSpecifier"
        case .radioGroup: "PSRadioGroupSpecifier"
        case .childPane: "PSChildPaneSpecifier"
        case .openURL: "IASKOpenURLSpecifier"
        case .mailCompose: "IASKMailComposeSpecifier"
        case .button: "IASKButtonSpecifier"
        case .textView: "IASKTextViewSpecifier"
        case .datePicker: "IASKDatePickerSpecifier"
        case .listGroup: "IASKListGroupSpecifier"
        case .customView: "IASKCustomViewSpecifier"
        case .flags: "GSettingsFlags"
        case .variantText: "GSettingsVariantText"
        case .invalid(let name): name ?? ""
        }
    }

    /// Rows whose value the user edits and whose `DefaultValue` `defaults` gathers by default.
    public var isEditable: Bool {
        switch self {
        case .toggle, .slider, .textField, .textView, .multiValue, .radioGroup, .datePicker, .customView, .flags, .variantText: true
        default: false
        }
    }

    /// Rows that open their own section (a group heading, a radio group, a list group).
    public var startsSection: Bool {
        switch self {
        case .group, .radioGroup, .listGroup: true
        default: false
        }
    }

    /// The choices a row offers, for the kinds that have them.
    public var choices: ChoiceList? {
        switch self {
        case .multiValue(let row): row.choices
        case .radioGroup(let row): row.choices
        case .titleValue(let row): row.choices
        case .flags(let row): row.flags
        default: nil
        }
    }
}

public struct GroupRow: Sendable {
    public var footer: String?
}

public enum ToggleStyle: String, Sendable, CaseIterable { case `switch` = "Switch", checkmark = "Checkmark" }

public struct ToggleRow: Sendable {
    public var trueValue: PlistValue = .bool(true)
    public var falseValue: PlistValue = .bool(false)
    public var style: ToggleStyle = .switch

    /// On if the value equals `TrueValue`, off if it equals `FalseValue`, else read as a boolean.
    public func isOn(_ value: PlistValue?) -> Bool {
        guard let value else { return false }
        if value.isFoundationEqual(to: trueValue) { return true }
        if value.isFoundationEqual(to: falseValue) { return false }
        return value.looseBool
    }

    public func value(on: Bool) -> PlistValue { on ? trueValue : falseValue }
}

public struct SliderRow: Sendable {
    public var minimum: Double = 0
    public var maximum: Double = 1
    /// Image files resolved inside the bundle (the best scale first), if found.
    public var minimumImage: ImageReference?
    public var maximumImage: ImageReference?

    /// A value shown on the scale: clamped into range, never written back.
    public func clamp(_ value: Double) -> Double { Swift.min(Swift.max(value, minimum), maximum) }
}

public enum KeyboardType: String, Sendable, CaseIterable {
    case alphabet = "Alphabet"
    case asciiCapable = "ASCIICapable"
    case numbersAndPunctuation = "NumbersAndPunctuation"
    case numberPad = "NumberPad"
    case decimalPad = "DecimalPad"
    case phonePad = "PhonePad"
    case namePhonePad = "NamePhonePad"
    case url = "URL"
    case emailAddress = "EmailAddress"
    case twitter = "Twitter"
    case webSearch = "WebSearch"
    case asciiCapableNumberPad = "ASCIICapableNumberPad"

    /// Whether the keyboard offers digits only, so anything else is refused.
    public var acceptsDigitsOnly: Bool { self == .numberPad || self == .asciiCapableNumberPad }

    /// Whether the field holds a number, so `MinimumValue`/`MaximumValue` bound it.
    public var isNumeric: Bool { acceptsDigitsOnly || self == .decimalPad }
}

public enum AutocapitalizationType: String, Sendable, CaseIterable {
    case none = "None", sentences = "Sentences", words = "Words", allCharacters = "AllCharacters"
}

public enum AutocorrectionType: String, Sendable, CaseIterable {
    case `default` = "Default", no = "No", yes = "Yes"
}

/// Keys shared by text fields and text views.
public struct TextInputTraits: Sendable {
    public var keyboard: KeyboardType = .alphabet
    public var autocapitalization: AutocapitalizationType = .sentences
    public var autocorrection: AutocorrectionType = .default
    public var placeholder: String?
    /// `IASKTextContentType`, an iOS autofill hint (`emailAddress`, `password`, `URL`, …).
    public var contentType: String?
}

public struct TextFieldRow: Sendable {
    public var isSecure = false
    public var traits = TextInputTraits()
}

public struct TextViewRow: Sendable {
    public var traits = TextInputTraits()
}

public struct TitleValueRow: Sendable {
    /// `Values`/`Titles` when given, so the row shows a title instead of the raw value.
    public var choices: ChoiceList?
}

public struct MultiValueRow: Sendable {
    public var choices: ChoiceList
    /// IASK: a footer on the page of choices.
    public var footer: String?
    /// IASK `IASKQuickMultiValueSelection`: close the page of choices on pick.
    public var quickSelection = false
    /// `DisplaySortedByTitle`, kept for choices the host application supplies at run time.
    public var sortedByTitle = false
}

public struct RadioGroupRow: Sendable {
    public var choices: ChoiceList
    public var footer: String?
}

/// Where a child-pane row leads.
public enum ChildPaneTarget: Sendable, Equatable {
    /// A page of the bundle, by the name a child pane uses (`File`).
    case page(String)
    /// A web-view pane whose `File` is a URL: opened with the desktop's handler instead.
    case url(String)
    /// A pane only an iOS app can show (view controller class, storyboard, segue, local HTML).
    case unavailable(reason: String)
    /// No `File`: the row leads nowhere (reported).
    case none
}

public struct ChildPaneRow: Sendable {
    public var target: ChildPaneTarget
    /// IASK `IASKChildTitle`: the title of the opened page, when it differs from the row's.
    public var childTitle: String?
}

public struct OpenURLRow: Sendable {
    /// The URL as the bundle gives it, localised; `nil` when `File` is missing.
    public var url: String?
}

public struct MailComposeRow: Sendable {
    public var to: [String] = []
    public var cc: [String] = []
    public var bcc: [String] = []
    public var subject: String?
    public var body: String?
    public var bodyIsHTML = false
}

public struct ButtonRow: Sendable {}

public enum DatePickerMode: String, Sendable, CaseIterable {
    case date = "Date", time = "Time", dateAndTime = "DateAndTime"
}

public enum DatePickerStyle: String, Sendable, CaseIterable {
    case compact = "Compact", inline = "Inline", wheels = "Wheels"
}

public struct DatePickerRow: Sendable {
    public var mode: DatePickerMode = .dateAndTime
    public var style: DatePickerStyle = .compact
    public var minuteInterval = 1
}

public struct ListGroupRow: Sendable {
    /// How each element of the stored array is shown (`ItemSpecifier`), if given.
    public var item: Row?
    /// The row that adds an element (`AddSpecifier`), if given.
    public var add: Row?
    public var deletable = false
}

public struct CustomViewRow: Sendable {
    public var file: String?
}

/// A GSettings `flags` key (only schemas have them): each flag a check toggle, the value the
/// array of the nicks set, in the schema's order.
public struct FlagsRow: Sendable {
    /// One choice per flag: its nick (a string value) and its readable title.
    public var flags: ChoiceList

    public init(flags: ChoiceList) { self.flags = flags }

    /// The nicks `value` sets, in the schema's order; others are left out.
    public func setFlags(in value: PlistValue?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        let set = Set(items.compactMap(\.stringValue))
        return flags.choices.compactMap(\.value.stringValue).filter(set.contains)
    }

    /// The value with `nick` set or cleared.
    public func value(_ value: PlistValue?, setting nick: String, on: Bool) -> PlistValue {
        var set = Set(setFlags(in: value))
        if on { set.insert(nick) } else { set.remove(nick) }
        return .array(flags.choices.compactMap(\.value.stringValue).filter(set.contains).map(PlistValue.string))
    }
}

/// A GSettings key shown as GVariant text (`(1, 'a')`, `@ms nothing`): its value is that text.
public struct VariantTextRow: Sendable {
    /// The key's GVariant type string (`(ii)`, `ms`, `a{sv}`).
    public var type: String

    public init(type: String) { self.type = type }

    /// The text field it is edited in: no capitals or corrections (GVariant text is code), the
    /// type as the placeholder.
    public var field: TextFieldRow {
        var field = TextFieldRow()
        field.traits.autocapitalization = .none
        field.traits.autocorrection = .no
        field.traits.placeholder = type
        return field
    }
}
