/// What the Activities overview shows of one result (`GetResultMetas`): the row's title as the
/// name, where it is as the description ("App › Page", as the hub's results show the path), and
/// the application's icon.
public struct ShellSearchResultMeta: Sendable, Equatable {
    public var identifier: String
    public var name: String
    public var description: String
    /// A serialised GIcon (`g_icon_new_for_string`): the application's desktop entry's icon,
    /// else Bundle Settings' own.
    public var icon: String

    /// Shown for an application without a desktop entry or icon.
    public static let fallbackIcon = "org.bundlesettings.BundleSettings"

    /// Between the parts of a description, as the hub shows a result's path.
    static let pathSeparator = " › "

    public init(identifier: String, result: ApplicationSearchResult) {
        self.identifier = identifier
        name = result.title
        // The application itself matched: its name is the title, and there is no page.
        description = result.match == nil ? "" : result.pathParts.dropLast().joined(separator: Self.pathSeparator)
        icon = result.application.icon ?? Self.fallbackIcon
    }
}
