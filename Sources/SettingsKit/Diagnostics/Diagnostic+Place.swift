/// What the Problems page (`--inspect`) says of a problem beside its message. Messages for a
/// bundle's author are English, as `validate` prints them, so the words around them are
/// English too, whatever the window's language: one row is in one language.
extension Diagnostic.Severity {
    /// "Error", "Warning", "Note".
    public var name: String {
        switch self {
        case .error: "Error"
        case .warning: "Warning"
        case .note: "Note"
        }
    }
}

extension Diagnostic {
    /// The severity, then where the problem is: "Error · Row 3 · Key sync" ("Line 3" in a
    /// `.strings` file).
    public var placeText: String {
        var parts = [severity.name]
        if let row { parts.append(file.hasSuffix(".strings") ? "Line \(row)" : "Row \(row)") }
        if let key, !key.isEmpty { parts.append("Key \(key)") }
        return parts.joined(separator: " · ")
    }
}
