/// Trimming without Foundation's `CharacterSet` (FoundationEssentials has none): spaces are
/// Unicode white space on one line (what `.whitespaces` meant), white space adds line breaks.
extension StringProtocol {
    /// Without leading and trailing spaces and tabs; line breaks are kept.
    public func trimmingSpaces() -> String {
        trimming { $0.isWhitespace && !$0.isNewline }
    }

    /// Without leading and trailing white space, line breaks included.
    public func trimmingWhitespace() -> String {
        trimming(\.isWhitespace)
    }

    private func trimming(_ isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(self[first...last])
    }
}
