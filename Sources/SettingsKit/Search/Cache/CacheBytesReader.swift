/// Reads what `CacheBytesWriter` wrote. Every read is checked against the bytes left: a cache
/// file cut short, corrupt or from another program reads as nil (and is then built again),
/// never past its end, and a count larger than the bytes left allocates nothing.
struct CacheBytesReader {
    private let bytes: [UInt8]
    private(set) var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// A reader of `bytes` from `position` on (`bytes` shared, not copied).
    init(_ bytes: [UInt8], at position: Int) {
        self.bytes = bytes
        self.position = min(max(position, 0), bytes.count)
    }

    var isAtEnd: Bool { position == bytes.count }

    mutating func integer() -> Int? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.count, shift < 64 {
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            guard byte & 0x80 != 0 else { return Int(Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)) }
            shift += 7
        }
        return nil
    }

    /// An integer in `range`, else nil.
    mutating func integer(in range: Range<Int>) -> Int? {
        integer().flatMap { range.contains($0) ? $0 : nil }
    }

    mutating func flag() -> Bool? {
        guard position < bytes.count, bytes[position] <= 1 else { return nil }
        position += 1
        return bytes[position - 1] == 1
    }

    mutating func raw() -> [UInt8]? {
        count().flatMap { bytes(count: $0) }
    }

    /// The next `count` bytes as they are (no length before them).
    mutating func bytes(count: Int) -> [UInt8]? {
        guard count <= bytes.count - position else { return nil }
        defer { position += count }
        return Array(bytes[position..<position + count])
    }

    /// Whether the next bytes (with their length) are `wanted`'s, read past them either way;
    /// nothing allocated, unlike `raw`.
    mutating func hasRaw(_ wanted: [UInt8]) -> Bool {
        guard let count = count(), count <= bytes.count - position else { return false }
        defer { position += count }
        return count == wanted.count && bytes[position..<position + count].elementsEqual(wanted)
    }

    mutating func text() -> String? {
        raw().flatMap { String(validating: $0, as: UTF8.self) }
    }

    mutating func optionalText() -> String?? {
        guard let present = flag() else { return nil }
        return present ? text().map { .some($0) } : .some(nil)
    }

    mutating func texts() -> [String]? {
        elements { reader in reader.text() }
    }

    mutating func integers(in range: Range<Int>) -> [Int]? {
        elements { reader in reader.integer(in: range) }
    }

    /// A count, then that many elements read by `element`; nil if any is not there.
    mutating func elements<Element>(_ element: (inout CacheBytesReader) -> Element?) -> [Element]? {
        guard let count = count() else { return nil }
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count {
            guard let next = element(&self) else { return nil }
            elements.append(next)
        }
        return elements
    }

    /// A count, then that many elements read by `element` (which says whether it could); false
    /// if any could not.
    mutating func repeated(_ element: (inout CacheBytesReader) -> Bool) -> Bool {
        guard let count = count() else { return false }
        for _ in 0..<count {
            guard element(&self) else { return false }
        }
        return true
    }

    /// A count of items of at least a byte each: never more than the bytes left.
    private mutating func count() -> Int? {
        integer(in: 0..<(bytes.count - position + 1))
    }
}
