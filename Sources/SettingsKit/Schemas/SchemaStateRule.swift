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
/// 4. `sort` and `column`: `sort-column-id`;
/// 5. `migrated`: a flag an application sets once it has moved its old settings
///    (`migrated-gtk-settings`).
///
/// A schema whose own ID says rule 1 (`org.gnome.nautilus.window-state`,
/// `org.gnome.gedit.state.window`) holds only state: each of its keys is (`maximized`,
/// `initial-size`). An ID with a place but no geometry (`org.gnome.shell.window-switcher`) says
/// nothing of its keys: `icon-size` in a sidebar's schema is a user's choice.
public enum SchemaStateRule {
    private static let places: Set<String> = ["window", "dialog", "sidebar", "pane", "paned"]
    private static let geometry: Set<String> = ["size", "width", "height", "position", "maximized", "maximised",
                                                "fullscreen", "geometry", "x", "y", "state"]
    private static let remembered: Set<String> = ["last", "recent", "history", "histories"]
    private static let firstTimes: Set<String> = ["run", "start", "launch", "time", "use"]

    /// Whether the key `name` of GVariant type `type` is state no user edits.
    /// `schemaID`: the schema it is in, whose ID can say all its keys are state.
    public static func isState(name: String, type: String, schemaID: String = "") -> Bool {
        if isPlaceAndGeometry(Set(words(of: schemaID))) { return true }
        let words = words(of: name)
        let set = Set(words)
        if isPlaceAndGeometry(set) { return true }
        if type != "b", !set.isDisjoint(with: remembered) { return true }
        if zip(words, words.dropFirst()).contains(where: { $0 == "first" && firstTimes.contains($1) }) { return true }
        return set.contains("sort") && set.contains("column") || set.contains("migrated")
    }

    private static func words(of name: String) -> [String] {
        name.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." }).map(String.init)
    }

    private static func isPlaceAndGeometry(_ words: Set<String>) -> Bool {
        !words.isDisjoint(with: places) && !words.isDisjoint(with: geometry)
    }
}
