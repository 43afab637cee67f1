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
        return trimmed.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? ""
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
        var result = Substring(path)
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }
}
