/// Builds the bytes of a cache file (`ApplicationSearchIndexCache`): integers as LEB128
/// varints, texts and byte arrays as their length then their bytes. `CacheBytesReader` reads
/// them back in the same order.
struct CacheBytesWriter {
    private(set) var bytes: [UInt8] = []

    mutating func integer(_ value: Int) {
        // Zigzag, so that small negative numbers (none today) stay short too.
        var rest = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func flag(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func text(_ value: String) { raw(Array(value.utf8)) }

    mutating func optionalText(_ value: String?) {
        flag(value != nil)
        if let value { text(value) }
    }

    mutating func texts(_ values: [String]) {
        integer(values.count)
        for value in values { text(value) }
    }

    mutating func raw(_ value: [UInt8]) {
        integer(value.count)
        bytes.append(contentsOf: value)
    }

    mutating func integers<Values: Collection>(_ values: Values) where Values.Element: BinaryInteger {
        integer(values.count)
        for value in values { integer(Int(value)) }
    }
}
