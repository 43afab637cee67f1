import CGLib

/// Text as the schema's XML may hold it: the one escaping every piece of text written into a
/// `.gschema.xml` goes through, so the file is well-formed XML 1.0 (what XML tools, `meson`'s
/// checks and people read) and `glib-compile-schemas`, whose parser is GMarkup, reads back
/// exactly what was written.
enum GSettingsSchemaXML {
    enum Place {
        /// Character data: `<summary>`, `<description>`, `<default>`.
        case text
        /// An attribute's value in double quotes: `<choice value="…">`.
        case attribute
        /// Inside `<!-- … -->`: nothing is escaped there, so it is kept on one line and cannot end
        /// the comment early.
        case comment
    }

    /// Whether XML 1.0 can hold every character of `text` at all, raw or as a reference (its
    /// `Char` production): not NUL, the other C0 controls but tab, newline and carriage return,
    /// or U+FFFE and U+FFFF. A value that holds one cannot be written exactly.
    static func canHold(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(canHold)
    }

    /// `text` for `place`. A character XML cannot hold becomes U+FFFD (text, attributes) or is
    /// left out (comments); values that must stay exact are checked with `canHold` first.
    static func escaped(_ text: String, for place: Place) -> String {
        if place == .comment { return comment(text) }
        let holdable = String(String.UnicodeScalarView(text.unicodeScalars.map { canHold($0) ? $0 : "\u{FFFD}" }))
        guard let markup = g_markup_escape_text(holdable, -1) else { return "" }
        defer { g_free(markup) }
        var out = ""
        for scalar in String(cString: markup).unicodeScalars {
            switch scalar {
            // An attribute's tab and newline read back as spaces, and a carriage return anywhere
            // as a newline, unless written as references.
            case "\t" where place == .attribute: out += "&#9;"
            case "\n" where place == .attribute: out += "&#10;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        // Character data may hold quotes as they are, and defaults (`'red'`) read better so.
        // Every `&` of the text is `&amp;` by now, so these are GLib's own references.
        guard place == .text else { return out }
        return out.replacing("&apos;", with: "'").replacing("&quot;", with: "\"")
    }

    private static func canHold(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0..<0x20, 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    /// One line, no control characters, no `--`, and no `-` at the end (it would make `--->`).
    private static func comment(_ text: String) -> String {
        let line = text.unicodeScalars.compactMap { scalar -> Unicode.Scalar? in
            if scalar == "\n" || scalar == "\r" || scalar == "\t" { return " " }
            return canHold(scalar) && scalar.value != 0x7F ? scalar : nil
        }
        var out = String(String.UnicodeScalarView(line))
        while out.contains("--") { out = out.replacing("--", with: "- -") }
        if out.hasSuffix("-") { out += " " }
        return out
    }
}
