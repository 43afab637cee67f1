import CGLib

/// `BSPattern`: a GLib regular expression (GRegex, PCRE syntax) that the whole value must match.
public enum WholeValuePattern {
    /// Why `pattern` does not compile (GLib's words), or nil when it does.
    public static func compileError(of pattern: String) -> String? {
        var error: UnsafeMutablePointer<GError>?
        guard let regex = g_regex_new(pattern, G_REGEX_OPTIMIZE, GRegexMatchFlags(rawValue: 0), &error) else {
            defer { g_error_free(error) }
            return error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        }
        g_regex_unref(regex)
        return nil
    }

    /// Whether all of `text` matches `pattern`; false when the pattern does not compile.
    public static func matches(_ text: String, pattern: String) -> Bool {
        // A pattern that compiles alone has balanced groups, so wrapping it cannot change what
        // its alternatives mean; `\A…\z` makes the match cover the whole text.
        guard compileError(of: pattern) == nil,
              let regex = g_regex_new("\\A(?:" + pattern + ")\\z", GRegexCompileFlags(rawValue: 0), GRegexMatchFlags(rawValue: 0), nil)
        else { return false }
        defer { g_regex_unref(regex) }
        return g_regex_match(regex, text, GRegexMatchFlags(rawValue: 0), nil) != 0
    }
}
