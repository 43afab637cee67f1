/// How much of a property list the readers accept before they stop with a failure that names
/// the limit. A bundle is untrusted input: a small binary plist whose arrays share one sub-array
/// expands into billions of values, and one whose array contains itself never ends.
///
/// The defaults leave room many times over for the largest real bundles: a page of 10,000 rows
/// is 3.7 MB of XML and about 100,000 values; the longest real string, an acknowledgements
/// footer, is about 217,000 characters.
public struct PlistReadLimits: Sendable, Equatable {
    /// The largest file read at all, in bytes (16 MiB by default). Checked before reading.
    public var fileBytes: Int
    /// The most values one document may expand into, dictionary keys included (1,000,000). A
    /// value that a binary plist references from several places counts once per place.
    public var values: Int
    /// The deepest nesting of arrays and dictionaries (512).
    public var depth: Int
    /// The longest string, in the bytes the file stores it in (8 MiB). Real footers reach about
    /// 217,000 characters (650 KB of UTF-8), and a test holds that a 5 MB footer is shown whole:
    /// licence texts are pasted in unchecked, and cutting one would be worse than showing it.
    public var stringBytes: Int

    public init(fileBytes: Int, values: Int, depth: Int, stringBytes: Int) {
        self.fileBytes = fileBytes
        self.values = values
        self.depth = depth
        self.stringBytes = stringBytes
    }

    public static let standard = PlistReadLimits(fileBytes: 16 << 20, values: 1_000_000, depth: 512, stringBytes: 8 << 20)

    /// The sentences a reader fails with, so every format words a limit the same way.
    var tooManyValues: String { "the property list holds more than \(Self.grouped(values)) values, the most this program reads" }
    var tooDeep: String { "arrays and dictionaries are nested more than \(Self.grouped(depth)) levels deep, the most this program reads" }
    var stringTooLong: String { "a string is longer than \(Self.grouped(stringBytes)) bytes, the most this program reads" }
    var fileTooLarge: String { "the file is larger than \(Self.grouped(fileBytes)) bytes, the most this program reads" }

    /// `1,000,000`: thousands separated without a locale, which FoundationEssentials lacks.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var text = number < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
