import FoundationEssentials

/// The name of a store's folder under the config folder: the "defaults domain".
enum StoreDomain {
    /// The first usable candidate of: the explicit domain, the group container identifier, the
    /// installed application's ID (`--app`), the enclosing app's bundle identifier, a name derived
    /// from the bundle's absolute path.
    static func resolve(domain: String?, groupContainer: String?, applicationID: String? = nil, bundlePath: String) -> String {
        for candidate in [domain, groupContainer, applicationID, enclosingAppIdentifier(of: bundlePath)] {
            if let candidate, let name = sanitised(candidate) { return name }
        }
        return derivedName(forBundleAt: bundlePath)
    }

    /// `name` made safe as one folder name: `/`, NUL and control characters become `_`, a name of
    /// only dots (`.`, `..`) is refused, leading dots are dropped so the folder is not hidden.
    /// Returns nil when nothing usable is left.
    static func sanitised(_ name: String) -> String? {
        // Scalar by scalar: a view made from a mapped sequence goes through unspecialised generic
        // code, whose types the runtime looks up by name (0.23 of `set`'s 14 million instructions).
        var replaced = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            replaced.append(scalar == "/" || scalar == "\\" || scalar.properties.generalCategory == .control ? "_" : scalar)
        }
        let trimmed = String(replaced).trimmingSpaces().drop { $0 == "." }
        return trimmed.isEmpty ? nil : String(trimmed)
    }

    /// `bundle-settings.NAME-HASH`: see `StoreLocation`.
    static func derivedName(forBundleAt path: String) -> String {
        let folder = PathText.lastComponent(of: path)
        let safe = String(folder.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
                ? Character(scalar) : "_"
        }).drop { $0 == "." }
        let hash = String(fnv1a(path), radix: 16)
        return "bundle-settings.\(safe.isEmpty ? "bundle" : String(safe))-\(String(repeating: "0", count: 8 - hash.count))\(hash)"
    }

    /// 32-bit FNV-1a of the UTF-8 bytes: unlike `hashValue`, the same in every process.
    static func fnv1a(_ text: String) -> UInt32 {
        text.utf8.reduce(2_166_136_261 as UInt32) { hash, byte in (hash ^ UInt32(byte)) &* 16_777_619 }
    }

    /// The `CFBundleIdentifier` of the nearest enclosing `*.app` folder's `Info.plist`.
    static func enclosingAppIdentifier(of bundlePath: String) -> String? {
        EnclosingApplication.infoPlist(containing: URL(fileURLWithPath: bundlePath))?["CFBundleIdentifier"]?.stringValue
    }
}
