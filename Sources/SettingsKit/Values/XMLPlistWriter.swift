import CGLib
import FoundationEssentials

/// Writes a `PlistValue` as an XML property list, byte for byte as CoreFoundation does
/// (`PropertyListSerialization`, `plutil`, `NSUserDefaults`), so that a store file diffs cleanly
/// against one written on a Mac. Written by hand because FoundationEssentials has no
/// `PropertyListSerialization`, and because the full Foundation one fails to write arrays and
/// dictionaries in the static release build.
///
/// CoreFoundation's choices, reproduced here and held to it by differential tests: tab
/// indentation; dictionary keys sorted by UTF-16 code units (`CFStringCompare`); only `&`, `<`
/// and `>` escaped (everything else, control characters included, is written as it is, so a
/// caller that needs well-formed XML checks text first, as `PlistFormat` does); reals as C's
/// `%.17g`, which reads back exactly but is not the shortest form (`0.10000000000000001`), with
/// `0.0`, `nan`, `+infinity` and `-infinity` spelled out; dates in whole seconds, rounded down;
/// data as base64 in lines of 76 characters less 8 per level of indentation (at most 8 levels).
public enum XMLPlistWriter {
    /// The whole document, ending in a line break.
    public static func document(_ value: PlistValue) -> Data {
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        write(value, indent: 0, to: &output)
        output += "</plist>\n"
        return Data(output.utf8)
    }

    /// One element on its own line(s), starting at `indent` tabs.
    private static func write(_ value: PlistValue, indent: Int, to output: inout String) {
        let tabs = String(repeating: "\t", count: indent)
        output += tabs
        switch value {
        case .bool(let flag):
            output += flag ? "<true/>\n" : "<false/>\n"
        case .integer(let number):
            output += "<integer>\(number)</integer>\n"
        case .real(let number):
            output += "<real>\(text(of: number))</real>\n"
        case .string(let text):
            output += "<string>\(escaped(text))</string>\n"
        case .date(let date):
            output += "<date>\(text(of: date))</date>\n"
        case .data(let data):
            output += "<data>\n"
            writeBase64(data, indent: indent, to: &output)
            output += tabs + "</data>\n"
        case .array(let list):
            guard !list.isEmpty else { return output += "<array/>\n" }
            output += "<array>\n"
            for item in list { write(item, indent: indent + 1, to: &output) }
            output += tabs + "</array>\n"
        case .dictionary(let table):
            guard !table.isEmpty else { return output += "<dict/>\n" }
            output += "<dict>\n"
            for key in table.keys.sorted(by: { $0.text.utf16.lexicographicallyPrecedes($1.text.utf16) }) {
                output += tabs + "\t<key>\(escaped(key.text))</key>\n"
                write(table[key]!, indent: indent + 1, to: &output)
            }
            output += tabs + "</dict>\n"
        }
    }

    /// The three characters that would otherwise start markup; quotes need no escape in text.
    private static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// CoreFoundation's `%.17g` with its special cases. `g_ascii_formatd` rather than `snprintf`
    /// because the window sets the user's locale, where `snprintf` would write a decimal comma.
    private static func text(of real: Double) -> String {
        if real.isNaN { return "nan" }
        if real.isInfinite { return real > 0 ? "+infinity" : "-infinity" }
        // Negative zero included, as CoreFoundation writes it.
        if real == 0 { return "0.0" }
        var buffer = [CChar](repeating: 0, count: 32)
        return buffer.withUnsafeMutableBufferPointer { pointer in
            String(cString: g_ascii_formatd(pointer.baseAddress, Int32(pointer.count), "%.17g", real))
        }
    }

    /// The first and last second of years 0001–9999, the years a plist date can spell in four digits.
    private static let writableSeconds = -62_135_596_800.0...253_402_300_799.0

    /// `2026-01-01T09:30:00Z`. A date outside years 0001–9999 (which neither Xcode nor this
    /// program makes) is written as the nearest date inside them rather than as the malformed
    /// text CoreFoundation writes for it; fractions of a second are dropped, rounding down.
    private static func text(of date: Date) -> String {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let clamped = seconds.isNaN ? writableSeconds.lowerBound : min(max(seconds, writableSeconds.lowerBound), writableSeconds.upperBound)
        return ISO8601DateText.format(Date(timeIntervalSince1970: clamped))
    }

    /// CoreFoundation indents each line as the element, but by at most 8 tabs, and counts a tab
    /// as 8 characters of a 76-character line. Its lines hold a multiple of 4 characters, so
    /// cutting Foundation's unbroken base64 gives the same text.
    private static func writeBase64(_ data: Data, indent: Int, to output: inout String) {
        let levels = min(indent, 8)
        let lineLength = 76 - 8 * levels
        let tabs = String(repeating: "\t", count: levels)
        let encoded = data.base64EncodedString()
        var start = encoded.startIndex
        while start < encoded.endIndex {
            let end = encoded.utf8.index(start, offsetBy: lineLength, limitedBy: encoded.endIndex) ?? encoded.endIndex
            output += tabs
            output += encoded[start..<end]
            output += "\n"
            start = end
        }
    }
}
