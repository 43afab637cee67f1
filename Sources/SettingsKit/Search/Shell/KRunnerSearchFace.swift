import CGLib

/// Plasma's KRunner runner interface, `org.kde.krunner1`, in its `DBus2` version (`Config` and
/// `Teardown` besides `Match`, `Actions` and `Run`). KRunner finds it by the installed
/// `krunner/dbusplugins/org.bundlesettings.BundleSettings.desktop`, which names the service's bus
/// name and `objectPath`.
///
/// KRunner calls `Match` at each keystroke, with the whole query, and `Teardown` when its window
/// closes. The first `Match` after a `Teardown` (or the service's start) is a new search
/// (`ShellSearchProvider.beginSearch`): installs are listed and conditions read then, as at
/// GNOME Shell's first terms; the keystrokes after it search the same index.
@MainActor
final class KRunnerSearchFace: SearchBusFace {
    let objectPath = "/org/bundlesettings/BundleSettings/KRunner"
    private let provider: ShellSearchProvider
    private var inSession = false

    init(provider: ShellSearchProvider) { self.provider = provider }

    func answer(_ method: String, _ parameters: OpaquePointer, open: ([String]) -> Void) -> SearchBusReply {
        switch method {
        case "Match":
            let query = SearchBusVariant.string(parameters, 0, limit: ShellSearchProvider.queryLimit)
            if !inSession {
                inSession = true
                provider.beginSearch()
            }
            let results = provider.results(for: query)
            let matches = results.enumerated().map { position, result in
                Self.variant(KRunnerMatch(result: result, query: query, position: position, count: results.count))
            }
            return .value(SearchBusVariant.tuple(SearchBusVariant.array(of: "(sssida{sv})", matches)))
        case "Run":
            // The default action (the only one): open the row. An ID whose application was
            // removed since the search, or whose row is gone, opens nothing.
            if let arguments = provider.windowArguments(opening: SearchBusVariant.string(parameters, 0)) { open(arguments) }
            return .value(nil)
        case "Actions":
            // None besides opening the result, which is `Run`'s default.
            return .value(SearchBusVariant.tuple(SearchBusVariant.array(of: "(sss)", [])))
        case "Config":
            // The actions given here, with the plugin's X-Plasma-Request-Actions-Once, spare
            // KRunner an `Actions` call at each search.
            let actions = SearchBusVariant.array(of: "(sss)", [])
            return .value(SearchBusVariant.tuple(SearchBusVariant.dictionary([("Actions", actions)])))
        case "Teardown":
            inSession = false
            return .value(nil)
        default:
            return .unknownMethod
        }
    }

    /// A match as KRunner reads it: ID, text, icon name, category relevance, relevance, and
    /// the subtext among its properties.
    private static func variant(_ match: KRunnerMatch) -> OpaquePointer? {
        SearchBusVariant.tuple([SearchBusVariant.string(match.identifier), SearchBusVariant.string(match.text),
                                SearchBusVariant.string(match.iconName), g_variant_new_int32(match.categoryRelevance),
                                g_variant_new_double(match.relevance),
                                SearchBusVariant.dictionary([("subtext", SearchBusVariant.string(match.subtext))])])
    }

    /// As KRunner's `src/data/org.kde.krunner1.xml` declares it.
    let introspection = """
        <node>
          <interface name="org.kde.krunner1">
            <method name="Teardown"/>
            <method name="Config">
              <arg name="config" type="a{sv}" direction="out"/>
            </method>
            <method name="Actions">
              <arg name="matches" type="a(sss)" direction="out"/>
            </method>
            <method name="Run">
              <arg name="matchId" type="s" direction="in"/>
              <arg name="actionId" type="s" direction="in"/>
            </method>
            <method name="Match">
              <arg name="query" type="s" direction="in"/>
              <arg name="matches" type="a(sssida{sv})" direction="out"/>
            </method>
          </interface>
        </node>
        """
}
