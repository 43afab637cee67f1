import CGLib

/// GNOME Shell's search provider interface, `org.gnome.Shell.SearchProvider2`, as GNOME
/// Settings, Nautilus and Calculator offer their own. The shell finds it by the installed
/// `search-providers/org.bundlesettings.BundleSettings.search-provider.ini`.
@MainActor
final class GnomeShellSearchFace: SearchBusFace {
    let objectPath = "/org/bundlesettings/BundleSettings/SearchProvider"
    private let provider: ShellSearchProvider

    init(provider: ShellSearchProvider) { self.provider = provider }

    func answer(_ method: String, _ parameters: OpaquePointer, open: ([String]) -> Void) -> SearchBusReply {
        switch method {
        case "GetInitialResultSet":
            return .value(SearchBusVariant.tuple(SearchBusVariant.stringArray(provider.initialResults(terms: Self.terms(parameters, 0)))))
        case "GetSubsearchResultSet":
            // The previous results are not read: the terms are searched again (`subsearchResults`).
            let results = provider.subsearchResults(previous: [], terms: Self.terms(parameters, 1))
            return .value(SearchBusVariant.tuple(SearchBusVariant.stringArray(results)))
        case "GetResultMetas":
            let identifiers = SearchBusVariant.strings(parameters, 0, limit: ShellSearchProvider.requestLimit)
            let metas = provider.metas(identifiers: identifiers).map(Self.dictionary)
            return .value(SearchBusVariant.tuple(SearchBusVariant.array(of: "a{sv}", metas)))
        case "ActivateResult":
            // An ID from a search before its application was removed, or of a row gone: nothing to open.
            if let arguments = provider.windowArguments(opening: SearchBusVariant.string(parameters, 0)) { open(arguments) }
            return .value(nil)
        case "LaunchSearch":
            open(WindowHandOver.search(Self.terms(parameters, 0).joined(separator: " ")))
            return .value(nil)
        default:
            return .unknownMethod
        }
    }

    /// The search terms at `index`, as far as they make a query (`ShellSearchProvider.queryLimit`
    /// characters): the rest would be cut.
    private static func terms(_ parameters: OpaquePointer, _ index: Int) -> [String] {
        var length = 0
        return SearchBusVariant.strings(parameters, index) { terms in
            length += terms.last.map { $0.count + 1 } ?? 0
            return length < ShellSearchProvider.queryLimit
        }
    }

    /// A result's meta, as the shell reads it: `id`, `name`, `description`, `gicon`.
    private static func dictionary(_ meta: ShellSearchResultMeta) -> OpaquePointer? {
        SearchBusVariant.dictionary([("id", meta.identifier), ("name", meta.name), ("description", meta.description), ("gicon", meta.icon)]
            .map { ($0.0, SearchBusVariant.string($0.1)) })
    }

    let introspection = """
        <node>
          <interface name="org.gnome.Shell.SearchProvider2">
            <method name="GetInitialResultSet">
              <arg type="as" name="terms" direction="in"/>
              <arg type="as" name="results" direction="out"/>
            </method>
            <method name="GetSubsearchResultSet">
              <arg type="as" name="previous_results" direction="in"/>
              <arg type="as" name="terms" direction="in"/>
              <arg type="as" name="results" direction="out"/>
            </method>
            <method name="GetResultMetas">
              <arg type="as" name="identifiers" direction="in"/>
              <arg type="aa{sv}" name="metas" direction="out"/>
            </method>
            <method name="ActivateResult">
              <arg type="s" name="identifier" direction="in"/>
              <arg type="as" name="terms" direction="in"/>
              <arg type="u" name="timestamp" direction="in"/>
            </method>
            <method name="LaunchSearch">
              <arg type="as" name="terms" direction="in"/>
              <arg type="u" name="timestamp" direction="in"/>
            </method>
          </interface>
        </node>
        """
}
