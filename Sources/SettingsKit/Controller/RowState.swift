/// Where a row's effective value comes from (locked system value > user > system default >
/// bundle `DefaultValue`).
public enum ValueSource: String, Sendable, CaseIterable {
    case locked, user, system, `default`, none
}

/// Everything the window needs to show one row, computed by the controller from the model,
/// the store and the administrator layer.
public struct RowState: Sendable {
    /// The effective value, if any layer has one.
    public var value: PlistValue?
    public var source: ValueSource
    /// What the row displays for its value: a choice's (short) title, a formatted number, …
    public var text: String?
    /// The subtitle for the current value (IASK `IASKSubtitle`), localised.
    public var subtitle: String?
    /// The lock file that fixes this key, when an administrator locked it.
    public var lockFile: String?
    /// A problem with the value itself (a loose choice match, a value no choice has).
    public var problem: Diagnostic?
    /// Whether the host hides the row (IASK's hidden keys); the window sets it from the session.
    public var isHidden = false
    /// Whether a `BSEnabledIf` condition makes the row read-only now.
    public var isReadOnly = false

    public init(value: PlistValue?, source: ValueSource, text: String? = nil, subtitle: String? = nil,
                lockFile: String? = nil, problem: Diagnostic? = nil) {
        self.value = value
        self.source = source
        self.text = text
        self.subtitle = subtitle
        self.lockFile = lockFile
        self.problem = problem
    }

    public var isLocked: Bool { lockFile != nil }
}
