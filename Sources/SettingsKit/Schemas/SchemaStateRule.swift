/// Which keys of a schema hold state the application keeps for itself rather than a setting a
/// user edits: hidden from the pages unless everything is asked for ("Show All Settings",
/// `--all`). The rule reads the key's name and type, never a list of keys, so it holds for
/// schemas not yet written. A key is state when its name, split at dashes and underscores, has:
///
/// 1. a word of a window's place (`window`, `dialog`, `sidebar`, `pane`, `paned`) and a word
///    of its geometry (`size`, `width`, `height`, `position`, `maximized`, `maximised`,
///    `fullscreen`, `geometry`, `x`, `y`, `state`): `window-size`, `sidebar-width`;
/// 2. the word `last`, `recent`, `history` or `histories` and is not a boolean (a boolean
///    about history is the user's choice, as `remember-recent-files` is): `last-folder`,
///    `search-history`;
/// 3. `first` followed by `run`, `start`, `launch`, `time` or `use`: `first-run`;
/// 4. `sort` and `column`: `sort-column-id`.
public enum SchemaStateRule {
    private static let places: Set<String> = ["window", "dialog", "sidebar", "pane", "paned"]
    private static let geometry: Set<String> = ["size", "width", "height", "position", "maximized", "maximised",
                                                "fullscreen", "geometry", "x", "y", "state"]
    private static let remembered: Set<String> = ["last", "recent", "history", "histories"]
    private static let firstTimes: Set<String> = ["run", "start", "launch", "time", "use"]

    /// Whether the key `name` of GVariant type `type` is state no user edits.
    public static func isState(name: String, type: String) -> Bool {
        let words = name.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        let set = Set(words)
        if !set.isDisjoint(with: places), !set.isDisjoint(with: geometry) { return true }
        if type != "b", !set.isDisjoint(with: remembered) { return true }
        if zip(words, words.dropFirst()).contains(where: { $0 == "first" && firstTimes.contains($1) }) { return true }
        return set.contains("sort") && set.contains("column")
    }
}
