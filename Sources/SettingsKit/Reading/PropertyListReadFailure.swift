/// Why a property list could not be read, as a clause that fits into a longer sentence
/// ("unknown tag <strnig>"), and the line it happened on where the format has lines.
public struct PropertyListReadFailure: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    /// 1-based; nil for binary property lists and for problems of the whole file.
    public var line: Int?

    public init(_ message: String, line: Int? = nil) {
        self.message = message
        self.line = line
    }

    /// `line 5: unknown tag <strnig>`, or the message alone.
    public var description: String {
        line.map { "line \($0): \(message)" } ?? message
    }
}
