/// The few path operations this program needs, on plain strings, with `NSString`'s answers
/// (FoundationEssentials has no `NSString`, and `URL` turns `""` into `"./"`).
public enum PathText {
    /// `/a/b` → `/a`, `/a` → `/`, `a` → `""`; trailing slashes are ignored.
    /// `path` as it is when absolute, else taken from `folder` (a launch's working folder).
    public static func absolute(_ path: String, in folder: String) -> String {
        path.hasPrefix("/") ? path : folder + "/" + path
    }

    public static func parent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return withoutTrailingSlashes(String(trimmed[..<slash]))
    }

    /// `/a/b.plist` → `b.plist`, `/` → `/`; trailing slashes are ignored.
    public static func lastComponent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard trimmed != "/" else { return "/" }
        // From the last slash, not `split`: splitting the whole path into an array to keep its
        // last part cost 8,000 instructions a call, and image lookups make dozens.
        guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `icon.png` → `png`, `icon` → `""`, `.hidden` → `""`.
    public static func pathExtension(of name: String) -> String {
        let last = lastComponent(of: name)
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
        return String(last[last.index(after: dot)...])
    }

    /// `images/icon.png` → `images/icon`, `icon.` → `icon`.
    public static func deletingPathExtension(of name: String) -> String {
        let trimmed = withoutTrailingSlashes(name)
        let last = lastComponent(of: trimmed)
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return trimmed }
        return String(trimmed.dropLast(last.distance(from: dot, to: last.endIndex)))
    }

    /// `/a/b/` → `/a/b`, `/` stays `/`.
    public static func withoutTrailingSlashes(_ path: String) -> String {
        // Counted in bytes, which a native string knows, not in characters, which it counts.
        guard path.utf8.count > 1, path.utf8.last == UInt8(ascii: "/") else { return path }
        var result = Substring(path)
        while result.utf8.count > 1, result.utf8.last == UInt8(ascii: "/") { result = result.dropLast() }
        return String(result)
    }
}
