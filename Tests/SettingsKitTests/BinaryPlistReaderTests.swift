import Foundation
import Testing
@testable import SettingsKit

/// The binary reader against Foundation on what Foundation writes, and against hostile files
/// built by hand: shared references that expand into billions of values, cycles, truncations
/// and corrupted offsets must all fail quickly with a message, never crash or run away.
@Suite struct BinaryPlistReaderTests {
    static func binary(_ object: Any) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
    }

    static func failure(_ data: Data, limits: PlistReadLimits = .standard) -> PropertyListReadFailure? {
        if case .failure(let failure) = PropertyListReader.read(data, limits: limits) { failure } else { nil }
    }

    @Test func readsWhatFoundationWritesAsFoundationReadsIt() throws {
        var random = ReaderFuzzTests.Generator(state: 0xB1_4A_4E)
        for round in 0..<500 {
            let value = XMLPlistReaderDifferentialTests.randomValue(&random)
            let data = try Self.binary(value.foundationObject)
            let expected = try #require(PlistValue(foundation: PropertyListSerialization.propertyList(from: data, format: nil)))
            #expect((try? PropertyListReader.read(data).get()) == expected, "round \(round)")
        }
    }

    @Test func readsEveryScalarAsFoundationDoes() throws {
        let objects: [Any] = [
            NSNumber(value: UInt64.max), NSNumber(value: UInt64(Int64.max) + 1), NSNumber(value: Int64.min), NSNumber(value: -1),
            NSNumber(value: 255), NSNumber(value: 256), NSNumber(value: 65_536), NSNumber(value: UInt32.max), NSNumber(value: Float(1.5)),
            NSNumber(value: Double.greatestFiniteMagnitude), NSNumber(value: -0.0), NSNumber(value: Double.infinity),
            Date(timeIntervalSinceReferenceDate: -1e10), Date(timeIntervalSinceReferenceDate: 0.25), Data(), Data(repeating: 7, count: 300),
            "", "ascii", "ünïcödé 😀 𝄞", String(repeating: "long ", count: 100), String(repeating: "é", count: 70_000), true, false,
            ["nested": [[["deep": [1, 2.5, "x"]]]], "": Data([1])],
        ]
        for object in objects {
            let data = try Self.binary(object)
            let expected = try #require(PlistValue(foundation: PropertyListSerialization.propertyList(from: data, format: nil)))
            #expect(try PropertyListReader.read(data).get() == expected, "\(object)")
        }
    }

    // MARK: Hand-built files

    /// Builds a `bplist00` from encoded objects; object `n` is `objects[n]`.
    struct Builder {
        var objects: [[UInt8]] = []
        var referenceSize = 1
        var offsetSize = 2

        mutating func add(_ object: [UInt8]) -> Int {
            objects.append(object)
            return objects.count - 1
        }

        static func marker(_ kind: UInt8, count: Int) -> [UInt8] {
            count < 15 ? [kind << 4 | UInt8(count)] : [kind << 4 | 0x0F, 0x11, UInt8(count >> 8), UInt8(count & 0xFF)]
        }

        func array(_ references: [Int]) -> [UInt8] {
            Self.marker(0xA, count: references.count) + references.flatMap(encode)
        }

        func dictionary(keys: [Int], values: [Int]) -> [UInt8] {
            Self.marker(0xD, count: keys.count) + keys.flatMap(encode) + values.flatMap(encode)
        }

        func encode(_ reference: Int) -> [UInt8] {
            (0..<referenceSize).reversed().map { UInt8(truncatingIfNeeded: reference >> (8 * $0)) }
        }

        func build(top: Int) -> Data {
            var bytes = Array("bplist00".utf8)
            var offsets: [Int] = []
            for object in objects {
                offsets.append(bytes.count)
                bytes += object
            }
            let tableOffset = bytes.count
            for offset in offsets { bytes += (0..<offsetSize).reversed().map { UInt8(truncatingIfNeeded: offset >> (8 * $0)) } }
            func be64(_ number: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: number >> (8 * $0)) } }
            bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)] + be64(objects.count) + be64(top) + be64(tableOffset)
            return Data(bytes)
        }
    }

    /// Six levels of arrays, each referring to the one below 100 times: 10^12 values described
    /// in about 700 bytes. Counted as expanded, it stops at the limit at once.
    @Test func sharedReferenceBombFailsFastAtTheValueLimit() throws {
        var builder = Builder()
        var below = builder.add([0x51, UInt8(ascii: "x")])
        for _ in 0..<6 { below = builder.add(builder.array(Array(repeating: below, count: 100))) }
        let data = builder.build(top: below)
        #expect(data.count < 800)
        let start = ContinuousClock.now
        let failure = try #require(Self.failure(data))
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(failure.message == "the property list holds more than 1,000,000 values, the most this program reads")
        #expect(Self.failure(data, limits: PlistReadLimits(fileBytes: 1 << 20, values: 200_000, depth: 512, stringBytes: 1 << 20))?
            .message.contains("more than 200,000 values") == true)
    }

    @Test func sharedReferencesWithinTheLimitAreRead() throws {
        var builder = Builder()
        let leaf = builder.add([0x51, UInt8(ascii: "x")])
        let row = builder.add(builder.array(Array(repeating: leaf, count: 3)))
        let top = builder.add(builder.array([row, row]))
        #expect(try PropertyListReader.read(builder.build(top: top)).get() == .array(Array(repeating: .array(Array(repeating: .string("x"), count: 3)), count: 2)))
    }

    @Test func cyclesAreRefused() throws {
        var direct = Builder()
        _ = direct.add(direct.array([0]))
        #expect(Self.failure(direct.build(top: 0))?.message.contains("contains itself") == true)

        var indirect = Builder()
        _ = indirect.add(indirect.array([1]))
        let key = indirect.add([0x51, UInt8(ascii: "k")])
        _ = indirect.add(indirect.dictionary(keys: [key], values: [0]))
        indirect.objects[0] = indirect.array([2])
        #expect(Self.failure(indirect.build(top: 0))?.message.contains("contains itself") == true)
    }

    @Test func nestingDeeperThanTheLimitIsRefused() throws {
        var builder = Builder()
        builder.referenceSize = 2
        var below = builder.add([0x09])
        for _ in 0..<600 { below = builder.add(builder.array([below])) }
        #expect(Self.failure(builder.build(top: below))?.message.contains("nested more than 512 levels") == true)
    }

    @Test func longStringsAreRefused() throws {
        let data = try Self.binary(String(repeating: "a", count: 2_000))
        let limits = PlistReadLimits(fileBytes: 1 << 20, values: 100, depth: 10, stringBytes: 1_000)
        #expect(Self.failure(data, limits: limits)?.message == "a string is longer than 1,000 bytes, the most this program reads")
    }

    @Test func typesWithoutAPlistValueAreRefused() {
        for (object, words) in [([UInt8]([0x80, 0x05]), "a UID"), ([0xC1, 0x00], "a set"), ([0x00], "a null value"), ([0x75], "unknown type marker 0x75")] {
            var builder = Builder()
            _ = builder.add([0x09])
            let top = builder.add(object)
            #expect(Self.failure(builder.build(top: top))?.message.contains(words) == true, "\(words)")
        }
    }

    @Test func dictionaryKeysMustBeStrings() {
        var builder = Builder()
        let number = builder.add([0x10, 0x01])
        let top = builder.add(builder.dictionary(keys: [number], values: [number]))
        #expect(Self.failure(builder.build(top: top))?.message.contains("not a string") == true)
    }

    /// Every prefix of a valid file, and every file with one byte changed, is read or refused,
    /// never a crash (the test process would die).
    @Test func truncationsAndCorruptionsFailCleanly() throws {
        let data = try Self.binary(["PreferenceSpecifiers": [["Type": "PSToggleSwitchSpecifier", "Key": "k", "DefaultValue": true],
                                                              ["Type": "PSSliderSpecifier", "MinimumValue": 0, "MaximumValue": 1.5]],
                                    "Title": "ünïcödé", "Date": Date(timeIntervalSinceReferenceDate: 0), "Data": Data([1, 2, 3])])
        // Shorter than the `bplist` magic, a prefix is OpenStep text: "bpli" is a string.
        for length in 6..<data.count {
            #expect(Self.failure(data.prefix(length)) != nil, "length \(length)")
        }
        var random = ReaderFuzzTests.Generator(state: 0xC0_22_07)
        for index in data.indices {
            for replacement in [UInt8(0), 0xFF, 0x7F, 0x0F, UInt8.random(in: 0...255, using: &random)] {
                var corrupted = data
                corrupted[index] = replacement
                _ = PropertyListReader.read(corrupted)
            }
        }
    }

    @Test func trailersThatDoNotFitAreRefused() {
        var builder = Builder()
        _ = builder.add([0x09])
        let valid = builder.build(top: 0)
        #expect((try? PropertyListReader.read(valid).get()) == .bool(true))
        func patched(_ offset: Int, _ bytes: [UInt8]) -> Data {
            var data = valid
            data.replaceSubrange(data.count - 32 + offset..<data.count - 32 + offset + bytes.count, with: bytes)
            return data
        }
        let huge: [UInt8] = [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        for data in [patched(6, [0]), patched(7, [9]), patched(8, huge), patched(16, [0, 0, 0, 0, 0, 0, 0, 1]), patched(24, huge),
                     patched(24, [0, 0, 0, 0, 0, 0, 0, 3]), patched(8, [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])] {
            #expect(Self.failure(data)?.message.contains("damaged") == true)
        }
    }
}
