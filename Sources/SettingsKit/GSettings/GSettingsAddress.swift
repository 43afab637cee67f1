/// `gsettings:ID[:PATH]`, the `--store` form that names a GSettings schema (and, for a
/// relocatable schema, the path its values live at).
public struct GSettingsAddress: Sendable, Hashable {
    public static let prefix = "gsettings:"

    public var schemaID: String
    public var path: String?

    public init(schemaID: String, path: String? = nil) {
        self.schemaID = schemaID
        self.path = path
    }

    /// Nil when `text` does not start with `gsettings:`.
    public init?(_ text: String) {
        guard text.hasPrefix(Self.prefix) else { return nil }
        let rest = text.dropFirst(Self.prefix.count)
        if let colon = rest.firstIndex(of: ":") {
            schemaID = String(rest[..<colon])
            path = String(rest[rest.index(after: colon)...])
        } else {
            schemaID = String(rest)
            path = nil
        }
    }

    public var text: String { Self.prefix + schemaID + (path.map { ":" + $0 } ?? "") }
}
