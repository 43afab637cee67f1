import Foundation
import Testing
@testable import SettingsKit

/// The plist writer against `PropertyListSerialization` on this machine: the same bytes for the
/// same value, and the value back when read.
@Suite struct XMLPlistWriterTests {
    private func foundationXML(_ value: PlistValue) throws -> String {
        String(decoding: try PropertyListSerialization.data(fromPropertyList: value.foundationObject, format: .xml, options: 0), as: UTF8.self)
    }

    private func writerXML(_ value: PlistValue) -> String {
        String(decoding: XMLPlistWriter.document(value), as: UTF8.self)
    }

    /// `value` nested `depth` arrays deep, where data lines are indented and shortened.
    private func nested(_ value: PlistValue, depth: Int) -> PlistValue {
        (0..<depth).reduce(value) { inner, _ in .array([inner]) }
    }

    static let reals: [Double] = [
        0, -0.0, 1, -2, 0.5, 0.1, 1.0 / 3, 2.5e-5, 100, 123, 1e15, 1e16, 1e17, 1e21, 1e-7, 0.000001, 1e300,
        .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        123_456_789_012_345_680, .pi, -.ulpOfOne, .nan, .infinity, -.infinity,
    ]

    @Test(arguments: reals)
    func realsAreWrittenAsCoreFoundationWritesThem(number: Double) throws {
        let value = PlistValue.array([.real(number)])
        #expect(writerXML(value) == (try foundationXML(value)))
    }

    @Test func specialRealsAreSpelledOut() {
        #expect(writerXML(.real(.nan)).contains("<real>nan</real>"))
        #expect(writerXML(.real(.infinity)).contains("<real>+infinity</real>"))
        #expect(writerXML(.real(-.infinity)).contains("<real>-infinity</real>"))
        #expect(writerXML(.real(-0.0)).contains("<real>0.0</real>"))
        #expect(writerXML(.real(0.1)).contains("<real>0.10000000000000001</real>"))
    }

    static let scalars: [PlistValue] = [
        .bool(true), .bool(false), .integer(0), .integer(-1), .integer(.max), .integer(.min),
        .string(""), .string("plain"), .string("a&b<c>d\"e'f"), .string("]]> &amp; <!-- -->"), .string("tab\tnew\nline\rreturn"),
        .string("\u{1}\u{7F}\u{85}\u{FFFF}"), .string("é e\u{301} 日本 😀 𝄞"), .string("  spaces  "),
        .data(Data()), .data(Data([0])), .data(Data([0xFF, 0xFE])), .data(Data(0..<255)),
        .array([]), .dictionary([:]),
    ]

    @Test(arguments: scalars)
    func scalarsAreWrittenAsCoreFoundationWritesThem(value: PlistValue) throws {
        #expect(writerXML(value) == (try foundationXML(value)))
        #expect(writerXML(.array([value])) == (try foundationXML(.array([value]))))
    }

    /// CoreFoundation's lines are 76 characters less 8 per level, at most 8 levels; a last line
    /// that fills up exactly adds no empty one.
    @Test func dataIsWrappedAsCoreFoundationWrapsIt() throws {
        for depth in 0...11 {
            for count in [0, 1, 2, 3, 8, 9, 38, 39, 40, 50, 51, 52, 56, 57, 58, 100, 171] {
                let value = nested(.data(Data((0..<count).map { UInt8(truncatingIfNeeded: $0 * 37) })), depth: depth)
                #expect(writerXML(value) == (try foundationXML(value)), "\(count) bytes at depth \(depth)")
            }
        }
    }

    /// Whole seconds, rounded down (also before 1970), in the proleptic Gregorian calendar.
    @Test func datesAreWrittenAsCoreFoundationWritesThem() throws {
        let edges: [Double] = [
            0, -0.5, 1.7, -1, 86_399, 86_400, -86_400, 951_782_400, 951_868_800, -2_203_891_200, -2_208_988_800,
            -12_219_292_800, -62_135_596_800, -62_135_596_799.5, 253_402_300_799, 253_402_300_799.9, 1_767_261_600,
        ]
        for seconds in edges {
            let value = PlistValue.date(Date(timeIntervalSince1970: seconds))
            #expect(writerXML(value) == (try foundationXML(value)), "\(seconds)")
        }
        var random = ReaderFuzzTests.Generator(state: 0xDA7E)
        for _ in 0..<2_000 {
            let seconds = Double.random(in: -62_135_596_800...253_402_300_799, using: &random)
            let value = PlistValue.date(Date(timeIntervalSince1970: seconds))
            #expect(writerXML(value) == (try foundationXML(value)), "\(seconds)")
        }
    }

    @Test func datesOutsideYearsOneToTenThousandAreClampedToThem() {
        #expect(writerXML(.date(Date(timeIntervalSince1970: -70_000_000_000))).contains("<date>0001-01-01T00:00:00Z</date>"))
        #expect(writerXML(.date(Date(timeIntervalSince1970: 1e300))).contains("<date>9999-12-31T23:59:59Z</date>"))
        #expect(writerXML(.date(Date(timeIntervalSince1970: .nan))).contains("<date>0001-01-01T00:00:00Z</date>"))
    }

    /// CoreFoundation sorts keys by UTF-16 code units: `😀` (D83D DE00) before `｡` (FF61),
    /// capitals before small letters.
    @Test func keysAreSortedAsCoreFoundationSortsThem() throws {
        let value = PlistValue.dictionary(Dictionary(uniqueKeysWithValues: ["｡", "😀", "b", "B", "a", "", "aa", "é", "&", "<k>"].map { (SettingKey($0), .integer($0.count)) }))
        #expect(writerXML(value) == (try foundationXML(value)))
        #expect(writerXML(value).range(of: "😀")!.lowerBound < writerXML(value).range(of: "｡")!.lowerBound)
    }

    @Test func randomValuesAreWrittenAsCoreFoundationWritesThemAndReadBack() throws {
        var random = ReaderFuzzTests.Generator(state: 0x0C0F_FEE5)
        for round in 0..<500 {
            let value = XMLPlistReaderDifferentialTests.randomValue(&random)
            let document = XMLPlistWriter.document(value)
            #expect(String(decoding: document, as: UTF8.self) == (try foundationXML(value)), "round \(round)")
            let foundationReading = PlistValue(foundation: try PropertyListSerialization.propertyList(from: document, format: nil) as Any)
            #expect(foundationReading == value, "round \(round)")
            #expect((try? XMLPlistReader.read(document, limits: .standard).get()) == value, "round \(round)")
        }
    }

    @Test func theDocumentHasApplesPrologAndEndsInALineBreak() {
        #expect(writerXML(.dictionary(["k": .bool(true)])) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>k</key>
            \t<true/>
            </dict>
            </plist>

            """)
    }
}
