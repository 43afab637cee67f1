/// Applications the hub would list under the same name (two "Notes", a packaged and a
/// Flatpak build of one application): each of them shows its ID beside the name, dim, so the
/// user can tell which is which. Names are compared as a reader sees them: case and
/// surrounding spaces do not tell two names apart.
public enum SameNamedApplications {
    /// The IDs of those of `applications` whose name another of them has too.
    public static func ids(among applications: [InstalledApplication]) -> Set<String> {
        var byName: [String: [String]] = [:]
        for application in applications {
            byName[comparable(application.displayName), default: []].append(application.id)
        }
        return Set(byName.values.filter { $0.count > 1 }.joined())
    }

    private static func comparable(_ name: String) -> String {
        String(name.lowercased().drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
