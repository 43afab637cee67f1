/// What KRunner shows of one result (`Match`'s `(sssida{sv})`): the row's title as the text,
/// where it is as the subtext ("App › Page", as the hub's results show the path), and the
/// application's icon, ranked in the order the index ranked the results.
public struct KRunnerMatch: Sendable, Equatable {
    /// The result's ID (`ApplicationSearchResult.identifier`), which KRunner hands back to `Run`.
    public var identifier: String
    public var text: String
    /// The application's icon (`InstalledApplication.icon`), else Bundle Settings' own.
    public var iconName: String
    /// KRunner's `QueryMatch::CategoryRelevance`, which orders the runners' groups of matches:
    /// `exactCategoryRelevance` when the query is the result's title, else `categoryRelevance`.
    public var categoryRelevance: Int32
    /// Orders the matches within our group: 1 for the index's first result, falling with its rank.
    public var relevance: Double
    public var subtext: String

    /// `CategoryRelevance::Moderate`: a setting is rarely what a query was typed for first; the
    /// applications runner names the application itself (`Highest` for an exact name).
    public static let categoryRelevance: Int32 = 50
    /// `CategoryRelevance::High`: the query names this setting exactly.
    public static let exactCategoryRelevance: Int32 = 70

    /// `result`, the `position`th of `count` that `query` found.
    public init(result: ApplicationSearchResult, query: String, position: Int, count: Int) {
        identifier = result.identifier
        text = result.title
        iconName = result.application.icon ?? ShellSearchResultMeta.fallbackIcon
        categoryRelevance = SearchText(folding: result.title) == SearchText(folding: query) ? Self.exactCategoryRelevance : Self.categoryRelevance
        relevance = Double(count - position) / Double(max(count, 1))
        if result.match == nil {
            // The application itself matched: its name is the text, and the subtext says what opens.
            // Translators: KRunner's line under an application's name that opens its settings.
            subtext = tr("Settings")
        } else {
            subtext = result.pathParts.dropLast().joined(separator: tr(" › "))
        }
    }
}
