import Glibc

/// A store key, or any key of a property-list dictionary, compared exactly.
///
/// Swift's `String` compares and hashes by Unicode canonical equivalence, so `"café"` written
/// with U+00E9 and with `e` + U+0301 are one `String` key, and a `[String: …]` dictionary merges
/// them. The platforms whose bundles and stores we read do not: CFString/NSDictionary compare
/// UTF-16 code units and GKeyFile compares bytes. `SettingKey` compares, hashes and orders by
/// Unicode scalars (through their UTF-8 bytes, which order the same way as the scalars), with no
/// normalisation, so two keys that differ in any scalar stay two keys everywhere: in stores, in
/// a bundle's rows, in locks, in change events.
///
/// Every dictionary or set keyed by setting keys uses this type, never `String`; the text is
/// still available for display, diagnostics and file formats. The same exactness serves the
/// other names the platforms compare by code units: `.strings` translation keys (NSBundle's
/// tables are NSDictionaries) and page names (file names are bytes on Linux), which are kept in
/// `SettingKey`-keyed tables too rather than in a second, identical type.
public struct SettingKey: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The key as written, scalars untouched.
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    public init(_ text: Substring) {
        self.text = String(text)
    }

    public init(stringLiteral text: String) {
        self.text = text
    }

    public var description: String { text }

    public var isEmpty: Bool { text.utf8.isEmpty }

    public static func == (left: SettingKey, right: SettingKey) -> Bool {
        // The bytes compared at once where both are contiguous (every native string): comparing
        // them one by one through the generic sequence made the look-ups of a 1,000-key store
        // 7 of `set`'s 60 million instructions.
        let compared = left.text.utf8.withContiguousStorageIfAvailable { leftBytes in
            right.text.utf8.withContiguousStorageIfAvailable { rightBytes in
                guard leftBytes.count == rightBytes.count else { return false }
                guard let leftStart = leftBytes.baseAddress, let rightStart = rightBytes.baseAddress else { return true }
                return memcmp(leftStart, rightStart, leftBytes.count) == 0
            }
        }
        if case let same?? = compared { return same }
        return left.text.utf8.elementsEqual(right.text.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        let hashedContiguously: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashedContiguously == nil {
            // Same bytes, same way, so equal keys hash alike whichever path they take.
            Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
        }
        // A terminator, so that hashing a key followed by other data stays unambiguous.
        hasher.combine(0xFF as UInt8)
    }

    /// Ordered by scalar values (UTF-8 byte order is scalar order), as `sort` in the C locale
    /// orders them; stable across runs and independent of normalisation.
    public static func < (left: SettingKey, right: SettingKey) -> Bool {
        left.text.utf8.lexicographicallyPrecedes(right.text.utf8)
    }
}
