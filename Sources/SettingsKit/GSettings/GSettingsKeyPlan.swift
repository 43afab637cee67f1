/// One key of a bundle as a GSettings schema declares it: its name, GVariant type, default,
/// range or choices, and the words shown with it. Made by `GSettingsSchemaPlan`.
public struct GSettingsKeyPlan: Sendable {
    public var key: SettingKey
    /// The GSettings name (`GSettingsKeyNames`).
    public var name: String
    /// The GVariant type string: `b`, `i`, `x`, `d`, `s`, `ay`, `av`, `a{sv}`, or `v` for a key
    /// whose rows disagree on the type.
    public var type: String
    /// The default, a value of `type` (for `s` keys of date pickers, a `.date`, written as
    /// ISO 8601 text).
    public var defaultValue: PlistValue
    /// A date picker's key: stored as ISO 8601 text in an `s`, read back as a date.
    public var isDate: Bool
    /// A slider's `MinimumValue` and `MaximumValue`.
    public var range: ClosedRange<Double>?
    /// The string values a multi-value or radio group offers, in order, without repeats.
    public var choices: [String]?
    /// The first titled row's title.
    public var summary: String?
    /// The row's footer, else its section's.
    public var description: String?
    /// Why the schema says what it says where the bundle did not say it (no default, a clamped
    /// default, rows that disagree): shown as comments.
    public var notes: [String] = []
}
