/// Which application each installed GSettings schema belongs to, so that the hub lists every
/// application with its own settings and the rest under one "Desktop" entry, by area.
///
/// The rules, in order (README, "Which GSettings schemas are its own"):
///
/// 1. **Desktop-wide first.** A schema under a desktop-wide prefix (`DesktopArea.prefixes`:
///    `org.gnome.desktop`, `org.gnome.settings-daemon`, `org.gnome.mutter`, `org.gnome.shell`,
///    `org.gtk`, `org.gnome.system`…) is the desktop's, in its area, whatever else matches it.
/// 2. **Declared.** A schema an application declares (`SchemaOwnerDeclaration`, `store.ini`'s
///    `SchemaId`) is that application's.
/// 3. **By ID.** Else the application whose desktop entry ID the schema ID equals or extends by
///    a dot, compared without case (`org.gnome.Nautilus` owns `org.gnome.nautilus.preferences`,
///    not `org.gnome.NautilusFoo`); the longest such ID wins (`org.gnome.Terminal.Preferences`
///    before `org.gnome.Terminal`).
/// 4. **By name.** Else the application one of whose names (its executable, its ID's last
///    component; squeezed: lower case without `-` and `_`; at least `shortestName` characters)
///    equals one or two of the schema's components joined, starting at the second or third
///    component and ending at the third or fourth (the first two are a vendor's domain, so a
///    program called `gnome` owns nothing): `simple-scan` owns `org.gnome.SimpleScan`, `gnome-disks` owns
///    `org.gnome.Disks` (`gnome` + `Disks`), `rhythmbox` owns `org.gnome.rhythmbox.plugins`.
///    A name deeper in an ID names a part of another application, not an application (a
///    program called `preferences` would otherwise take `org.gnome.nautilus.preferences`), so
///    is not looked at; where names match at several depths, the shallowest wins (the
///    application before its plugins).
/// 5. **Nobody's.** Else the schema is the desktop's, in `DesktopArea.other`.
///
/// Ties go to a listed application, then to the smaller ID (so one answer for one input).
/// When the best owner is not listed (`Hidden`, `NoDisplay`, shown only in another desktop), the
/// schema goes to a listed application that is the same program: one whose ID the unlisted
/// entry's ID extends (`org.gnome.Terminal` for `org.gnome.Terminal.Preferences`) or with the
/// same executable (`gnome-system-monitor` for `gnome-system-monitor-kde`). Without one it is
/// withheld: its application was removed or hides itself, and its settings under "Desktop"
/// would be an application's settings where the desktop's are expected.
///
/// The schemas' gettext domains and paths are not used: a domain is often a source package's
/// name shared by unrelated schemas (`gnome-disk-utility` for `org.gnome.Disks`,
/// `gsettings-desktop-schemas`), and on Debian 12's GNOME neither names an owner the IDs miss.
public struct SchemaOwnership: Sendable, Equatable {
    /// Where one schema belongs.
    public enum Owner: Sendable, Hashable {
        /// A listed application, by ID.
        case application(String)
        /// The "Desktop" entry, on this area's page.
        case desktop(DesktopArea)
        /// An application the hub does not list (by ID): shown nowhere.
        case withheld(String)
    }

    /// Every schema given, and where it belongs.
    public var owners: [String: Owner]
    /// Declarations that could not be honoured (a desktop-wide schema declared).
    public var diagnostics: [Diagnostic]

    /// A name shorter than this names no schema: three letters (`eog`, `gdm`) are too likely to
    /// be another application's component, and an application with such a name has an ID too.
    public static let shortestName = 4

    /// Where `schema` belongs, nil when it was not given.
    public func owner(of schema: String) -> Owner? { owners[schema] }

    /// Each listed application that owns schemas, with its schema IDs, sorted.
    public var applications: [String: [String]] {
        var result: [String: [String]] = [:]
        for (schema, owner) in owners {
            if case .application(let id) = owner { result[id, default: []].append(schema) }
        }
        return result.mapValues { $0.sorted() }
    }

    /// The "Desktop" entry's schemas by area (only areas with schemas), sorted.
    public var desktop: [DesktopArea: [String]] {
        var result: [DesktopArea: [String]] = [:]
        for (schema, owner) in owners {
            if case .desktop(let area) = owner { result[area, default: []].append(schema) }
        }
        return result.mapValues { $0.sorted() }
    }

    /// Where each of `schemas` belongs among `applications` (see the rules above).
    public static func assign(schemas: [String], applications: [SchemaOwnerCandidate]) -> SchemaOwnership {
        let index = Index(applications)
        var owners: [String: Owner] = [:]
        var diagnostics: [Diagnostic] = []
        for schema in schemas {
            if let area = DesktopArea.of(schema: schema) {
                owners[schema] = .desktop(area)
                for candidate in index.declarers[schema] ?? [] {
                    diagnostics.append(Diagnostic(.warning, file: candidate.entryPath ?? candidate.id, key: SchemaOwnerDeclaration.key,
                                                  "It declares \(schema), a desktop-wide schema: it stays under Desktop."))
                }
                continue
            }
            guard let best = index.bestMatch(for: schema) else {
                owners[schema] = .desktop(.other)
                continue
            }
            if best.isListed {
                owners[schema] = .application(best.id)
            } else if let same = index.listedProgram(sameAs: best) {
                owners[schema] = .application(same.id)
            } else {
                owners[schema] = .withheld(best.id)
            }
        }
        return SchemaOwnership(owners: owners, diagnostics: diagnostics)
    }

    /// The applications by what each rule looks up, built once for all schemas.
    private struct Index {
        var declarers: [String: [SchemaOwnerCandidate]] = [:]
        /// By folded ID.
        var byID: [String: [SchemaOwnerCandidate]] = [:]
        /// By squeezed name.
        var byName: [String: [SchemaOwnerCandidate]] = [:]
        var listed: [SchemaOwnerCandidate]

        init(_ applications: [SchemaOwnerCandidate]) {
            listed = applications.filter(\.isListed)
            for application in applications {
                for schema in Set(application.declaredSchemas) { declarers[schema, default: []].append(application) }
                byID[application.id.lowercased(), default: []].append(application)
                for name in application.names { byName[name, default: []].append(application) }
            }
        }

        /// The owner the rules choose, listed or not; nil when no rule names one.
        func bestMatch(for schema: String) -> SchemaOwnerCandidate? {
            if let declared = declarers[schema] { return Self.preferred(declared) }
            let components = schema.lowercased().split(separator: ".", omittingEmptySubsequences: false)
            // Longest desktop ID that the schema equals or extends.
            for count in stride(from: components.count, through: 1, by: -1) {
                if let matches = byID[components[..<count].joined(separator: ".")] { return Self.preferred(matches) }
            }
            // Shallowest name: one or two components, starting at the second or third and
            // reaching past the second (`gnome` alone is a vendor, not an application).
            let squeezed = components.map(SchemaName.squeezed)
            for end in 3...4 where end <= squeezed.count {
                var matches: [SchemaOwnerCandidate] = []
                for start in max(1, end - 2)...min(2, end - 1) {
                    matches += byName[squeezed[start..<end].joined()] ?? []
                }
                if !matches.isEmpty { return Self.preferred(matches) }
            }
            return nil
        }

        /// A listed application that is the same program as the unlisted `application`: its ID
        /// the unlisted one's extends (the longest such), else the same executable.
        func listedProgram(sameAs application: SchemaOwnerCandidate) -> SchemaOwnerCandidate? {
            let folded = application.id.lowercased()
            let byID = listed.filter { SchemaName.folded(folded, extends: $0.id.lowercased()) }
            if let longest = byID.max(by: { ($0.id.utf8.count, $1.id) < ($1.id.utf8.count, $0.id) }) { return longest }
            guard let executable = application.executable.map(SchemaName.squeezed) else { return nil }
            return Self.preferred(listed.filter { $0.executable.map(SchemaName.squeezed) == executable })
        }

        /// Of equally good matches: a listed one, then the smallest ID.
        static func preferred(_ matches: [SchemaOwnerCandidate]) -> SchemaOwnerCandidate? {
            matches.min { ($0.isListed ? 0 : 1, $0.id) < ($1.isListed ? 0 : 1, $1.id) }
        }
    }
}
