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
    // Copied inside the closure: without a translation gettext returns the pointer it was
    // given, which lives only as long as the closure.
    let translated = message.description.withCString { String(cString: dgettext(OurText.domain, $0)) }
    return OurText.substitute(arguments.map(\.description), into: translated)
}

/// The singular or plural form for `count` in the user's language, its placeholders replaced by
/// `arguments` (pass `count` among them when the message shows it).
public func trn(_ singular: StaticString, _ plural: StaticString, _ count: Int,
                _ arguments: any CustomStringConvertible...) -> String {
    let translated = singular.description.withCString { singular in
        plural.description.withCString { plural in
            String(cString: dngettext(OurText.domain, singular, plural, UInt(max(count, 0))))
        }
    }
    return OurText.substitute(arguments.map(\.description), into: translated)
}

extension OurText {
    /// Replaces `%s`/`%d` (in order) and `%N$s`/`%N$d` (by position); `%%` is a percent sign.
    /// A placeholder without an argument is left as it is, so a bad translation shows its mistake
    /// instead of crashing.
    static func substitute(_ arguments: [String], into template: String) -> String {
        guard template.utf8.contains(UInt8(ascii: "%")) else { return template }
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
            result += arguments[position]
            if index == nil { next += 1 }
        }
        return result
    }
}
