import Glibc

/// Numbers as the window shows them in rows (a slider's value, a title-value row's number): in
/// the user's numeric format (`LC_NUMERIC`: "0,42" and "5.000" in German), as GNOME shows
/// numbers. FoundationEssentials has no number formatter; C's printf has one, through the
/// locale GTK's start-up sets from the environment (`setlocale(LC_ALL, "")`).
///
/// Only what is shown: stores, `get`, JSON and every parser write and read numbers the C way
/// (`PlistValue.format(real:)`, GLib's `g_ascii_*`), so a value never changes with the locale;
/// the command line never leaves the C locale, where this is the C format too.
public enum LocalNumber {
    /// `number` with at most `fractionDigits` decimals (trailing zeros dropped), grouped.
    /// Beyond 10^15 (where doubles stop holding every integer) and for NaN and infinities, the
    /// stored form.
    public static func text(_ number: Double, fractionDigits: Int = 2) -> String {
        guard number.isFinite, abs(number) < 1e15 else { return PlistValue.format(real: number) }
        var text = printed("%'.*f", [Int32(fractionDigits), number])
        let point = decimalPoint
        if !point.isEmpty, text.contains(point) {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(point) { text.removeLast(point.count) }
        }
        return text == "-0" ? "0" : text
    }

    /// An integer, grouped ("5.000" in German).
    public static func text(_ number: Int) -> String {
        printed("%'ld", [number])
    }

    /// `LC_NUMERIC`'s decimal separator ("," in German).
    static var decimalPoint: String {
        guard let conventions = localeconv(), let point = conventions.pointee.decimal_point else { return "." }
        return String(cString: point)
    }

    private static func printed(_ format: String, _ arguments: [CVarArg]) -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        let count = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        guard count >= 0, Int(count) < buffer.count else { return "" }
        return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
