import CGLib

/// Our own words, translated through gettext in the `bundle-settings` domain (po/).
///
/// Swift cannot name a function `_`, so the markers are `tr` and `trn`; xgettext extracts them
/// (`--keyword=tr --keyword=trn:1,2`, po/meson.build). A message is a literal with C-format
/// placeholders: `%s` or `%d` take the arguments in order, `%1$s` by position, so translators can
/// reorder them and `msgfmt --check` verifies they kept them. Never interpolate (`"\(x)"`) into a
/// message: xgettext would extract a msgid that never matches at run time.
public enum OurText {
    /// The gettext domain of our messages, the name of the `.mo` files.
    public static let domain = "bundle-settings"
}

/// `message` in the user's language, its placeholders replaced by `arguments`.
public func tr(_ message: StaticString, _ arguments: any CustomStringConvertible...) -> String {
    let translated = message.withCString { String(cString: dgettext(OurText.domain, $0)) }
    return OurText.substitute(arguments.map(\.description), into: translated)
}

/// The singular or plural form for `count` in the user's language, its placeholders replaced by
/// `arguments` (pass `count` among them when the message shows it).
public func trn(_ singular: StaticString, _ plural: StaticString, _ count: Int,
                _ arguments: any CustomStringConvertible...) -> String {
    let translated = singular.withCString { one in
        plural.withCString { many in String(cString: dngettext(OurText.domain, one, many, UInt(max(count, 0)))) }
    }
    return OurText.substitute(arguments.map(\.description), into: translated)
}

extension StaticString {
    /// The literal as a C string. gettext answers the very pointer it was given when it has no
    /// translation, so that pointer must outlive the call: a literal's own bytes do, a temporary
    /// copy (what passing a `String` makes) does not.
    fileprivate func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        utf8Start.withMemoryRebound(to: CChar.self, capacity: utf8CodeUnitCount + 1, body)
    }
}

extension OurText {
    /// Replaces `%s`/`%d` (in order) and `%N$s`/`%N$d` (by position); `%%` is a percent sign.
    /// A placeholder without an argument is left as it is, so a bad translation shows its mistake
    /// instead of crashing.
    ///
    /// In a right-to-left message, each `%s` argument is wrapped in Unicode's first-strong
    /// isolate (U+2068 … U+2069): a path or a key is laid out in its own direction as one
    /// piece, instead of its slashes and dots being scattered by the Arabic around it
    /// ("/home/me/settings.ini" would show as "settings.ini/home/me/"). Numbers need none.
    static func substitute(_ arguments: [String], into template: String) -> String {
        guard template.utf8.contains(UInt8(ascii: "%")) else { return template }
        let isolates = template.unicodeScalars.contains(where: isStrongRightToLeft)
        var result = ""
        var next = 0
        var scalars = Array(template.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else { result.unicodeScalars.append(scalar); continue }
            if scalars.first == "%" { scalars.removeFirst(); result.append("%"); continue }
            var lookahead = scalars
            var digits = ""
            while let digit = lookahead.first, ("0"..."9").contains(digit) { digits.unicodeScalars.append(digit); lookahead.removeFirst() }
            var index: Int?
            if !digits.isEmpty, lookahead.first == "$" {
                lookahead.removeFirst()
                index = Int(digits).map { $0 - 1 }
            } else {
                lookahead = scalars
            }
            guard let conversion = lookahead.first, conversion == "s" || conversion == "d" else {
                result.append("%")
                continue
            }
            let position = index ?? next
            guard arguments.indices.contains(position) else { result.append("%"); continue }
            lookahead.removeFirst()
            scalars = lookahead
            result += isolates && conversion == "s" ? "\u{2068}" + arguments[position] + "\u{2069}" : arguments[position]
            if index == nil { next += 1 }
        }
        return result
    }

    /// Letters of the scripts written right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko,
    /// Samaritan, Mandaic and Arabic's presentation forms.
    private static func isStrongRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x05D0...0x05FF, 0x0600...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: true
        default: false
        }
    }
}
