/// Applications the hub would list under the same name (two "Notes" of two vendors): each of
/// them shows its ID beside the name, dim, so the user can tell which is which. Names are
/// compared as a reader sees them: case and surrounding spaces do not tell two names apart.
/// A host application and the Flatpak build of the same ID are not told apart by their IDs,
/// which are the same: "Flatpak" under the one's name does that (the hub showed the same ID
/// under both).
public enum SameNamedApplications {
    /// The catalogue IDs of those of `applications` whose name another application's has too.
    public static func ids(among applications: [InstalledApplication]) -> Set<String> {
        var byName: [String: [InstalledApplication]] = [:]
        for application in applications {
            byName[comparable(application.displayName), default: []].append(application)
        }
        return Set(byName.values.filter { Set($0.map(ownID)).count > 1 }.joined().map(\.id))
    }

    /// Its application ID, without the catalogue's `flatpak:` prefix.
    private static func ownID(_ application: InstalledApplication) -> String {
        application.flatpak?.application.id ?? application.id
    }

    private static func comparable(_ name: String) -> String {
        String(name.lowercased().drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
