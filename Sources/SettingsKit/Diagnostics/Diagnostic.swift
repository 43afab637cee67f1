/// One problem found in a bundle or a store, as a value: what `validate` prints, what `dump`
/// lists and what the window shows inline.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable, CaseIterable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 2
            case .warning: 1
            case .note: 0
            }
        }

        public static func < (left: Severity, right: Severity) -> Bool { left.rank < right.rank }
    }

    public var severity: Severity
    /// The file, relative to the bundle folder when it is inside it (`Root.plist`,
    /// `de.lproj/Root.strings`), else as given.
    public var file: String
    /// The index of the row in `PreferenceSpecifiers`, or a line number for `.strings` files.
    public var row: Int?
    public var key: String?
    /// A sentence for the bundle's author, saying what iOS's Settings app does where it matters.
    /// At most `messageLimit` characters (see `echo`).
    public var message: String

    public init(_ severity: Severity, file: String, row: Int? = nil, key: String? = nil, _ message: String) {
        self.severity = severity
        self.file = file
        self.row = row
        self.key = key.map(Self.echo)
        self.message = ShownText.cut(message, to: Self.messageLimit)
    }

    /// `FILE:ROW:KEY: severity: message`, with empty fields where nothing is known, on one line
    /// and with the control characters of names and quoted values escaped (they come from files).
    public var description: String {
        let line = "\(file):\(row.map(String.init) ?? ""):\(key ?? ""): \(severity.rawValue): \(message)"
        return TerminalText.safe(line)
    }
}
