import FoundationEssentials

/// Reads a binary property list (`bplist00`, what Xcode compiles plists and `.strings` files to)
/// into a `PlistValue`, or says why it cannot.
///
/// The format is a table of objects that refer to each other by number, so a small file can
/// describe a huge document: arrays that each refer to the same sub-array a hundred times, six
/// levels deep, describe 10^12 values in 733 bytes, and an array may refer to itself. So before
/// building anything this reader measures the document: how many values each object expands
/// into (once per reference, not once per object) and how deeply it nests, remembered per
/// object so that measuring takes time in proportion to the file, not to the expansion. Past
/// `PlistReadLimits.values` or `.depth`, or on a cycle, it stops there. Every offset, reference
/// and length is checked against the file with arithmetic that cannot overflow.
///
/// Types are read as CoreFoundation reads them: integers of 1, 2 and 4 bytes are unsigned, of 8
/// bytes signed, of 16 bytes (how CF writes values above `Int64.max`) cut to their low 64 bits,
/// as `NSNumber.intValue` cut them when Foundation read these files; reals of 4 and 8 bytes;
/// dates as seconds since 2001-01-01. Null, sets and UIDs (keyed archives) cannot occur in a
/// Settings bundle and have no `PlistValue`, so they are refused with a message.
struct BinaryPlistReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: PlistReadLimits
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    /// Where the offset table starts: every object lies before it.
    private let objectsEnd: Int
    private let top: Int
    /// Per container, once measured: the values it expands into and how many levels of
    /// containers it holds. Kept only for containers, in a table rather than an array the size of
    /// the object count, so that memory follows what the document uses, not what it claims.
    private var measured: [Int: (values: Int, height: Int)] = [:]
    /// The containers being measured on the current path from the top: meeting one again is a cycle.
    private var onPath: Set<Int> = []

    private static let trailerSize = 32
    private static let headerSize = 8

    static func read(_ data: Data, limits: PlistReadLimits) -> Result<PlistValue, PropertyListReadFailure> {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            do throws(PropertyListReadFailure) {
                var reader = try BinaryPlistReader(bytes: bytes, limits: limits)
                return .success(try reader.document())
            } catch {
                return .failure(error)
            }
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, limits: PlistReadLimits) throws(PropertyListReadFailure) {
        self.bytes = bytes
        self.limits = limits
        guard bytes.count >= Self.headerSize + Self.trailerSize + 1 else { throw Self.damaged("the file is too short to hold a binary property list") }
        guard bytes[6] == UInt8(ascii: "0"), bytes[7] == UInt8(ascii: "0") else {
            throw PropertyListReadFailure("the binary property list is of a version other than 00, which no Apple tool writes for settings")
        }
        let trailer = bytes.count - Self.trailerSize
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw Self.damaged("its trailer gives offsets or references a size outside 1 to 8 bytes")
        }
        let count = Self.bigEndian(bytes, at: trailer + 8, size: 8)
        let top = Self.bigEndian(bytes, at: trailer + 16, size: 8)
        let table = Self.bigEndian(bytes, at: trailer + 24, size: 8)
        // The table follows the header and at least one object, and ends where the trailer starts.
        guard count >= 1, top < count, table > UInt64(Self.headerSize), table < UInt64(trailer),
              count <= UInt64(trailer) / UInt64(offsetSize), Int(table) + Int(count) * offsetSize <= trailer else {
            throw Self.damaged("its trailer describes an object table that does not fit the file")
        }
        objectCount = Int(count)
        objectsEnd = Int(table)
        self.top = Int(top)
    }

    private mutating func document() throws(PropertyListReadFailure) -> PlistValue {
        _ = try measure(top, depth: 0)
        return try value(top)
    }

    // MARK: Limits

    /// The values `object` expands into and its height, checked against the limits.
    private mutating func measure(_ object: Int, depth: Int) throws(PropertyListReadFailure) -> (values: Int, height: Int) {
        if let known = measured[object] {
            guard depth + known.height <= limits.depth else { throw PropertyListReadFailure(limits.tooDeep) }
            return known
        }
        let start = try offset(of: object)
        let kind = bytes[start] >> 4
        guard kind == 0xA || kind == 0xD else { return (1, 0) }
        guard !onPath.contains(object) else {
            throw PropertyListReadFailure("an array or dictionary contains itself (object \(object)), so it would never end")
        }
        guard depth < limits.depth else { throw PropertyListReadFailure(limits.tooDeep) }
        // Every container measured is reachable, so it stands at least once in the expansion:
        // more distinct containers than the limit means more values than the limit.
        guard measured.count < limits.values else { throw PropertyListReadFailure(limits.tooManyValues) }
        onPath.insert(object)
        defer { onPath.remove(object) }
        let (first, count) = try sized(start, object: object, unit: kind == 0xD ? 2 * referenceSize : referenceSize)
        // A dictionary's keys are values too, one each: they must be strings.
        var values = 1 + (kind == 0xD ? count : 0)
        var height = 1
        let valuesStart = kind == 0xD ? first + count * referenceSize : first
        for index in 0..<count {
            let child = try measure(reference(at: valuesStart + index * referenceSize), depth: depth + 1)
            values += child.values
            guard values <= limits.values else { throw PropertyListReadFailure(limits.tooManyValues) }
            height = max(height, child.height + 1)
        }
        guard values <= limits.values else { throw PropertyListReadFailure(limits.tooManyValues) }
        measured[object] = (values, height)
        return (values, height)
    }

    // MARK: Objects

    /// Builds the value of an object that `measure` has passed.
    private func value(_ object: Int) throws(PropertyListReadFailure) -> PlistValue {
        let start = try offset(of: object)
        let marker = bytes[start]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            default: throw unsupported(object, "a null value")
            }
        case 0x1:
            return .integer(try integer(at: start + 1, width: 1 << low, object: object))
        case 0x2:
            guard low == 2 || low == 3 else { throw Self.damaged("object \(object) is a real of an impossible size") }
            let pattern = try fixed(at: start + 1, size: 1 << low, object: object)
            return .real(low == 2 ? Double(Float(bitPattern: UInt32(pattern))) : Double(bitPattern: pattern))
        case 0x3:
            guard marker == 0x33 else { throw Self.damaged("object \(object) has the unknown type marker 0x\(String(marker, radix: 16))") }
            return .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: try fixed(at: start + 1, size: 8, object: object))))
        case 0x4:
            let (first, length) = try sized(start, object: object, unit: 1)
            return .data(Data(UnsafeBufferPointer(rebasing: bytes[first..<first + length])))
        case 0x5, 0x6:
            return .string(try string(at: start, object: object))
        case 0x8:
            throw unsupported(object, "a UID, which only keyed archives use")
        case 0xA:
            let (first, count) = try sized(start, object: object, unit: referenceSize)
            var list: [PlistValue] = []
            list.reserveCapacity(count)
            for index in 0..<count {
                list.append(try value(reference(at: first + index * referenceSize)))
            }
            return .array(list)
        case 0xB, 0xC:
            throw unsupported(object, "a set")
        case 0xD:
            let (first, count) = try sized(start, object: object, unit: 2 * referenceSize)
            var table = [SettingKey: PlistValue](minimumCapacity: count)
            for index in 0..<count {
                let key = try key(reference(at: first + index * referenceSize))
                // The last of duplicate keys wins, as in CoreFoundation.
                table[SettingKey(key)] = try value(reference(at: first + (count + index) * referenceSize))
            }
            return .dictionary(table)
        default:
            throw Self.damaged("object \(object) has the unknown type marker 0x\(String(marker, radix: 16))")
        }
    }

    /// Dictionary keys must be strings, the only keys a `PlistValue` (and Settings.app) has.
    private func key(_ object: Int) throws(PropertyListReadFailure) -> String {
        let start = try offset(of: object)
        guard bytes[start] >> 4 == 0x5 || bytes[start] >> 4 == 0x6 else {
            throw PropertyListReadFailure("a dictionary has a key (object \(object)) that is not a string")
        }
        return try string(at: start, object: object)
    }

    private func string(at start: Int, object: Int) throws(PropertyListReadFailure) -> String {
        let isASCII = bytes[start] >> 4 == 0x5
        let unit = isASCII ? 1 : 2
        let (first, count) = try sized(start, object: object, unit: unit)
        guard count * unit <= limits.stringBytes else { throw PropertyListReadFailure(limits.stringTooLong) }
        let stored = UnsafeBufferPointer(rebasing: bytes[first..<first + count * unit])
        if isASCII {
            guard stored.allSatisfy({ $0 < 0x80 }) else { throw Self.damaged("object \(object) is an ASCII string with bytes above 127") }
            return String(decoding: stored, as: UTF8.self)
        }
        // UTF-16 big-endian. CoreFoundation keeps unpaired surrogates, which a Swift string cannot
        // hold; they become U+FFFD.
        let units = (0..<count).lazy.map { UInt16(stored[2 * $0]) << 8 | UInt16(stored[2 * $0 + 1]) }
        return String(decoding: units, as: UTF16.self)
    }

    private func unsupported(_ object: Int, _ what: String) -> PropertyListReadFailure {
        PropertyListReadFailure("object \(object) is \(what), which a settings property list cannot hold")
    }

    // MARK: Bounds

    /// Where object `object` starts, checked to lie among the objects.
    private func offset(of object: Int) throws(PropertyListReadFailure) -> Int {
        guard object < objectCount else { throw Self.damaged("a reference to object \(object) points past the \(objectCount) objects") }
        let offset = Self.bigEndian(bytes, at: objectsEnd + object * offsetSize, size: offsetSize)
        guard offset >= UInt64(Self.headerSize), offset < UInt64(objectsEnd) else {
            throw Self.damaged("the offset of object \(object) points outside the objects")
        }
        return Int(offset)
    }

    private func reference(at position: Int) throws(PropertyListReadFailure) -> Int {
        let reference = Self.bigEndian(bytes, at: position, size: referenceSize)
        guard reference < UInt64(objectCount) else { throw Self.damaged("a reference to object \(reference) points past the \(objectCount) objects") }
        return Int(reference)
    }

    /// The first byte and element count of an object whose size is in its marker: the low four
    /// bits, or 15 and an integer object after the marker. Checked to fit among the objects.
    private func sized(_ start: Int, object: Int, unit: Int) throws(PropertyListReadFailure) -> (first: Int, count: Int) {
        var first = start + 1
        var count = Int(bytes[start] & 0x0F)
        if count == 0x0F {
            guard first < objectsEnd, bytes[first] >> 4 == 0x1, bytes[first] & 0x0F <= 3 else {
                throw Self.damaged("object \(object) has a malformed length")
            }
            let width = 1 << Int(bytes[first] & 0x0F)
            let length = try fixed(at: first + 1, size: width, object: object)
            guard length <= UInt64(Int.max) else { throw Self.damaged("object \(object) has an impossible length") }
            count = Int(length)
            first += 1 + width
        }
        let (size, overflow) = count.multipliedReportingOverflow(by: unit)
        guard !overflow, first <= objectsEnd, size <= objectsEnd - first else {
            throw Self.damaged("object \(object) runs past the end of the objects")
        }
        return (first, count)
    }

    private func integer(at position: Int, width: Int, object: Int) throws(PropertyListReadFailure) -> Int {
        switch width {
        case 1, 2, 4: return Int(try fixed(at: position, size: width, object: object))
        case 8: return Int(bitPattern: UInt(try fixed(at: position, size: 8, object: object)))
        case 16: return Int(bitPattern: UInt(try fixed(at: position + 8, size: 8, object: object)))
        default: throw Self.damaged("object \(object) is an integer of an impossible size")
        }
    }

    /// `size` bytes at `position` as a big-endian number, checked to lie among the objects.
    private func fixed(at position: Int, size: Int, object: Int) throws(PropertyListReadFailure) -> UInt64 {
        guard position <= objectsEnd, size <= objectsEnd - position else {
            throw Self.damaged("object \(object) runs past the end of the objects")
        }
        return Self.bigEndian(bytes, at: position, size: size)
    }

    private static func bigEndian(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, size: Int) -> UInt64 {
        var number: UInt64 = 0
        for index in position..<position + size { number = number << 8 | UInt64(bytes[index]) }
        return number
    }

    private static func damaged(_ detail: String) -> PropertyListReadFailure {
        PropertyListReadFailure("the binary property list is damaged: \(detail)")
    }
}
