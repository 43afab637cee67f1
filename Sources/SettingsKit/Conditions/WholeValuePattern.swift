import CGLib

/// `BSPattern`: a GLib regular expression (GRegex, PCRE syntax) that the whole value must match.
public enum WholeValuePattern {
    /// Why `pattern` does not compile (GLib's words), or nil when it does. Checked alone (so
    /// the words are about the author's pattern) and as matched: a pattern that compiles alone
    /// may still swallow the wrapper's end (`\Qabc` quotes it, `(?x)a #` comments it out)
    /// and would then refuse every value.
    public static func compileError(of pattern: String) -> String? {
        for source in [pattern, whole(pattern)] {
            var error: UnsafeMutablePointer<GError>?
            guard let regex = g_regex_new(source, GRegexCompileFlags(rawValue: 0), GRegexMatchFlags(rawValue: 0), &error) else {
                defer { g_error_free(error) }
                return error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            }
            g_regex_unref(regex)
        }
        return nil
    }

    /// Whether all of `text` matches `pattern`; false when the pattern does not compile.
    public static func matches(_ text: String, pattern: String) -> Bool {
        // A pattern that compiles alone has balanced groups, so wrapping it cannot change what
        // its alternatives mean; `\A…\z` makes the match cover the whole text.
        guard compileError(of: pattern) == nil,
              let regex = g_regex_new(whole(pattern), GRegexCompileFlags(rawValue: 0), GRegexMatchFlags(rawValue: 0), nil)
        else { return false }
        defer { g_regex_unref(regex) }
        return g_regex_match(regex, text, GRegexMatchFlags(rawValue: 0), nil) != 0
    }

    private static func whole(_ pattern: String) -> String { "\\A(?:" + pattern + ")\\z" }
}
