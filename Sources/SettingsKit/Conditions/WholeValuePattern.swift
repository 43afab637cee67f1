import CPCRE2

/// `BSPattern`: a GLib regular expression (PCRE syntax) that the whole value must match.
///
/// Compiled and matched by PCRE2 itself, with the options GLib's GRegex gives it (UTF-8, Unicode
/// properties for `\w` and `\d`, any line ending a newline), because GRegex hides PCRE2's bound
/// on the work of one match: `(a+)+` against 40 "a" and a "!" backtracks until PCRE2's default
/// limit of 10 million, 0.3 s of a processor, at every keystroke in the field and in `set`. Here
/// a match stops after `matchLimit` steps and says so (`Outcome.tooComplex`), which the rules
/// report as an error of their own. A compile error names PCRE2's reason and where, not the
/// pattern: GRegex's quoted the whole pattern (one line of 1.5 MB for a 1.4 MB pattern).
public enum WholeValuePattern {
    public enum Outcome: Sendable, Equatable {
        case matches
        case doesNotMatch
        /// The match took more than `matchLimit` steps (or `depthLimit` nested ones): whether
        /// the text matches is not known.
        case tooComplex
    }

    /// The most backtracking steps one check takes: about 2 ms of this machine's processor
    /// (`settings-bench`'s `pattern.*` figures), far more than a real pattern needs for a text a
    /// field holds (`[A-Z]{3}|[0-9]+` against 1,000 characters takes a few).
    static let matchLimit: UInt32 = 100_000
    /// The deepest nesting of backtracking points, which bounds the memory of one check.
    static let depthLimit: UInt32 = 10_000

    /// Why `pattern` does not compile (PCRE2's words and where), or nil when it does. Checked
    /// alone (so the words are about the author's pattern) and as matched: a pattern that
    /// compiles alone may still swallow the wrapper's end (`\Qabc` quotes it, `(?x)a #`
    /// comments it out) and would then refuse every value.
    public static func compileError(of pattern: String) -> String? {
        for source in [pattern, whole(pattern)] {
            switch compile(source) {
            case .success(let code): pcre2_code_free_8(code)
            case .failure(let error): return error.text
            }
        }
        return nil
    }

    /// Whether all of `text` matches `pattern`, within `matchLimit`; a pattern that does not
    /// compile matches nothing.
    public static func check(_ text: String, pattern: String) -> Outcome {
        // A pattern that compiles alone has balanced groups, so wrapping it cannot change what
        // its alternatives mean; `\A…\z` makes the match cover the whole text.
        guard case .success(let code) = compile(whole(pattern)) else { return .doesNotMatch }
        defer { pcre2_code_free_8(code) }
        guard let data = pcre2_match_data_create_from_pattern_8(code, nil) else { return .tooComplex }
        defer { pcre2_match_data_free_8(data) }
        guard let context = pcre2_match_context_create_8(nil) else { return .tooComplex }
        defer { pcre2_match_context_free_8(context) }
        pcre2_set_match_limit_8(context, matchLimit)
        pcre2_set_depth_limit_8(context, depthLimit)
        let result = withBytes(of: text) { bytes, count in
            // A Swift string is valid UTF-8: PCRE2 need not check it again.
            pcre2_match_8(code, bytes, count, 0, PCRE2_NO_UTF_CHECK, data, context)
        }
        switch result {
        case 0...: return .matches
        case PCRE2_ERROR_NOMATCH: return .doesNotMatch
        case PCRE2_ERROR_MATCHLIMIT, PCRE2_ERROR_DEPTHLIMIT, PCRE2_ERROR_HEAPLIMIT, PCRE2_ERROR_NOMEMORY: return .tooComplex
        default: return .doesNotMatch
        }
    }

    private struct CompileError: Error {
        var text: String
    }

    private static func compile(_ source: String) -> Result<OpaquePointer, CompileError> {
        guard let context = pcre2_compile_context_create_8(nil) else { return .failure(CompileError(text: "out of memory")) }
        defer { pcre2_compile_context_free_8(context) }
        // GRegex's default: any of the line endings `\R` matches ends a line (for `.` and `$`).
        pcre2_set_newline_8(context, UInt32(PCRE2_NEWLINE_ANY))
        var errorCode: Int32 = 0
        var errorOffset = 0
        let code = withBytes(of: source) { bytes, count in
            pcre2_compile_8(bytes, count, PCRE2_UTF | PCRE2_UCP | PCRE2_NO_UTF_CHECK, &errorCode, &errorOffset, context)
        }
        if let code { return .success(code) }
        var message = [UInt8](repeating: 0, count: 256)
        let length = pcre2_get_error_message_8(errorCode, &message, message.count)
        let reason = length > 0 ? String(decoding: message.prefix(Int(length)), as: UTF8.self) : "error \(errorCode)"
        // PCRE2 counts bytes; the author counts characters, as GRegex's message did.
        let character = String(decoding: source.utf8.prefix(errorOffset), as: UTF8.self).unicodeScalars.count
        return .failure(CompileError(text: "\(reason) at character \(character)"))
    }

    /// `text`'s UTF-8 bytes, all of them (a NUL among them too), never at a null address:
    /// PCRE2 takes none, even for an empty text.
    private static func withBytes<Result>(of text: String, _ body: (UnsafePointer<UInt8>, Int) -> Result) -> Result {
        text.withCString { characters in
            characters.withMemoryRebound(to: UInt8.self, capacity: text.utf8.count + 1) { body($0, text.utf8.count) }
        }
    }

    private static func whole(_ pattern: String) -> String { "\\A(?:" + pattern + ")\\z" }
}
