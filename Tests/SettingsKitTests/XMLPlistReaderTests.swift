import Foundation
import Testing
@testable import SettingsKit

/// The XML reader against Foundation on hand-written documents: what Foundation reads it must
/// read to the same value, and what Foundation refuses it must refuse, saying why and where.
@Suite struct XMLPlistReaderTests {
    static let prolog = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">

        """

    static func document(_ body: String) -> String {
        prolog + "<plist version=\"1.0\">\n" + body + "\n</plist>\n"
    }

    static func foundation(_ xml: String) -> PlistValue? {
        var format = PropertyListSerialization.PropertyListFormat.binary
        guard let object = try? PropertyListSerialization.propertyList(from: Data(xml.utf8), format: &format),
              format == .xml else { return nil }
        return PlistValue(foundation: object)
    }

    static func fast(_ xml: String) -> PlistValue? { try? read(xml).get() }

    static func read(_ xml: String) -> Result<PlistValue, PropertyListReadFailure> { read(Data(xml.utf8)) }

    static func read(_ data: Data) -> Result<PlistValue, PropertyListReadFailure> { XMLPlistReader.read(data, limits: .standard) }

    static func failure(_ xml: String) -> PropertyListReadFailure? {
        if case .failure(let failure) = read(xml) { failure } else { nil }
    }

    /// Documents the reader must read, each equal to Foundation's reading.
    @Test(arguments: [
        "<string>plain</string>",
        "<string></string>", "<string/>", "<dict/>", "<array/>", "<dict></dict>", "<array>\n</array>", "<data></data>",
        "<true/>", "<false/>",
        "<string>  spaced\n\tlines  </string>",
        "<string>&lt;a&gt; &amp; &quot;b&quot; &apos;c&apos;</string>",
        "<string>&#65;&#x42;&#x00e9;&#x1F600;&#128512;</string>",
        "<string><![CDATA[<not> &markup;]]> and &amp; <![CDATA[]]>after</string>",
        "<string>é ü 日本語 😀 𝄞 \u{301}e</string>",
        "<string>Tab\there</string>", "<string>a\u{0}b\u{1}</string>", "<string>x]]>y</string>", "<string>\u{FFFE}\u{85}\u{2028}</string>",
        "<integer>0</integer>", "<integer>-0</integer>", "<integer>42</integer>", "<integer>-17</integer>", "<integer>007</integer>",
        "<integer>9223372036854775807</integer>", "<integer>-9223372036854775808</integer>",
        "<real>0.5</real>", "<real>-2.25</real>", "<real>3</real>", "<real>1e+100</real>", "<real>1E-5</real>", "<real>-1.5e3</real>",
        "<real>0.1</real>", "<real>1.7976931348623157e+308</real>", "<real>4.9406564584124654e-324</real>", "<real>-0.0</real>",
        "<date>2020-01-02T03:04:05Z</date>", "<date>1970-01-01T00:00:00Z</date>", "<date>2000-02-29T23:59:59Z</date>",
        "<date>1601-01-01T00:00:00Z</date>", "<date>9999-12-31T23:59:59Z</date>", "<date>1900-03-01T12:00:00Z</date>",
        "<data>AAE=</data>", "<data>\n\tAAECAwQF\n\tBgcICQ==\n\t</data>", "<data>/+8=</data>",
        "<dict>\n\t<key>a</key>\n\t<string>x</string>\n\t<key>b</key>\n\t<array>\n\t\t<integer>1</integer>\n\t\t<dict/>\n\t</array>\n</dict>",
        "<dict><key></key><string>empty key</string><key>&amp;&#x1F600;</key><true/></dict>",
        "<!-- before --><array><!-- inside --><string>x</string><!-- between --><false/></array><!-- after -->",
        "<dict><key>k</key><!-- c --><integer>1</integer></dict>",
        "<array><array><array><dict><key>deep</key><array><string>x</string></array></dict></array></array></array>",
    ])
    func readsLikeFoundation(body: String) throws {
        let xml = Self.document(body)
        let expected = try #require(Self.foundation(xml))
        #expect(Self.fast(xml) == expected)
    }

    @Test func readsWithoutPrologOrDoctype() {
        for xml in ["<plist version=\"1.0\"><string>x</string></plist>", "  \n<plist><true/></plist>\n",
                    "<?xml version='1.0' encoding='utf-8'?><plist version=\"1.0\"><integer>1</integer></plist>",
                    "<?xml version=\"1.0\"?><!-- c --><plist version=\"1.0\"><real>1</real></plist><!-- end -->"] {
            #expect(Self.fast(xml) != nil && Self.fast(xml) == Self.foundation(xml), "\(xml)")
        }
    }

    /// What the reader used to leave to Foundation: it now reads each as Foundation does.
    @Test(arguments: [
        "<integer>9223372036854775808</integer>", "<integer>18446744073709551615</integer>",
        "<integer>0x1F</integer>", "<integer>0X1f</integer>", "<integer>-0x1F</integer>", "<integer>0xFFFFFFFFFFFFFFFF</integer>",
        "<integer>+5</integer>", "<integer>012</integer>",
        "<real>+infinity</real>", "<real>-infinity</real>", "<real>inf</real>", "<real>-Inf</real>", "<real>INFINITY</real>",
        "<real>+inf</real>", "<real>1e400</real>", "<real>.5</real>", "<real>5.</real>", "<real> 1.5</real>", "<real>+1.5</real>",
        "<string>line\r\nbreak\rx</string>", "<key>a\r\nb</key>", "<string>\u{FEFF}x</string>", "<string>&#xFEFF;x</string>",
        "<string>\u{FEFF}</string>", "<string>a\u{FEFF}b</string>", "<string>&#0;</string>",
        "<date>2020-13-01T00:00:00Z</date>", "<date>1000-01-01T00:00:00Z</date>", "<date>2020-02-30T00:00:00Z</date>",
        "<date>2019-12-31T23:59:60Z</date>",
        "<data>AAE</data>", "<data>A=AE</data>", "<data>@@@@</data>", "<data>AA==</data>", "<data>AAE=</data>",
        "<dict><key>a</key><string>1</string><key>a</key><string>2</string></dict>",
        "<dict><key/><true/></dict>", "<array><key>a</key></array>", "<dict><key>a</key><key>b</key></dict>", "<true/><?pi x?>",
        "<true></true>", "<false></false>", "<string attr=\"1\">x</string>", "<array id='x'/>",
    ])
    func readsWhatItUsedToLeaveToFoundation(body: String) throws {
        let xml = Self.document(body)
        let expected = try #require(Self.foundation(xml))
        #expect(Self.fast(xml) == expected)
    }

    @Test func readsNotANumberInAnyCase() {
        for word in ["nan", "NaN", "NAN", "-nan"] {
            guard case .real(let number)? = Self.fast(Self.document("<real>\(word)</real>")) else {
                Issue.record("\(word) is not read as a real")
                continue
            }
            #expect(number.isNaN, "\(word)")
        }
    }

    /// What Foundation refuses, the reader refuses too, with the line.
    @Test(arguments: [
        "<integer>-9223372036854775809</integer>", "<integer>18446744073709551616</integer>", "<integer>99999999999999999999999</integer>",
        "<integer> 5 </integer>", "<integer></integer>", "<integer>0x</integer>", "<integer>-</integer>", "<integer>5a</integer>",
        "<real></real>", "<real>0x10</real>", "<real>1.5 </real>", "<real>1.2.3</real>",
        "<string>&#xD800;</string>", "<string>&#X41;</string>", "<string>&nbsp;</string>", "<string>&foo;</string>",
        "<date>2020-01-02T03:04:05.5Z</date>", "<date> 2020-01-02T03:04:05Z</date>", "<date>2020-01-02</date>",
        "<data/>", "<integer/>", "<date/>", "<real/>",
        "<string>a<!-- c -->b</string>", "<foo/>", "<dict><key>a</key></dict>", "<dict><key>a</key><string>1</string><key>b</key></dict>",
    ])
    func refusesWhatFoundationRefuses(body: String) throws {
        let xml = Self.document(body)
        #expect(Self.foundation(xml) == nil)
        let failure = try #require(Self.failure(xml))
        #expect(failure.line == 4, "\(failure)")
    }

    @Test func messagesSayWhatIsWrong() {
        #expect(Self.failure(Self.document("<foo/>"))?.message == "unknown tag <foo/>")
        #expect(Self.failure(Self.document("<string>&nbsp;</string>"))?.message.contains("unknown entity &nbsp;") == true)
        #expect(Self.failure(Self.document("<dict><key>a</key></dict>"))?.message == "the key \"a\" has no value")
        #expect(Self.failure(Self.document("<integer>99999999999999999999999</integer>"))?.message.contains("does not fit in 64 bits") == true)
    }

    /// An internal DTD subset could define entities; Foundation refuses it, and so does the reader.
    @Test func refusesInternalSubsets() throws {
        let subset = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY e \"x\">]><plist version=\"1.0\"><string>&e;</string></plist>"
        #expect(Self.foundation(subset) == nil)
        let failure = try #require(Self.failure(subset))
        #expect(failure.line == 2 && failure.message.contains("internal subset"))
    }

    @Test func readsOtherEncodingsAsFoundationDoes() throws {
        let bom = Data([0xEF, 0xBB, 0xBF]) + Data(Self.document("<true/>").utf8)
        #expect(try PropertyListReader.read(bom).get() == .bool(true))
        let utf16 = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist version=\"1.0\"><string>\u{FF}x</string></plist>"
        let bigEndian = Data([0xFE, 0xFF] + utf16.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        let littleEndian = Data(utf16.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(try PlistValue(foundation: PropertyListSerialization.propertyList(from: bigEndian, format: nil)) == .string("\u{FF}x"))
        // Foundation does not recognise UTF-16 without a byte order mark; the reader does, by its NULs.
        for data in [bigEndian, littleEndian] {
            #expect(try PropertyListReader.read(data).get() == .string("\u{FF}x"))
        }
        let latin1 = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist version=\"1.0\"><string>\u{C4}</string></plist>"
        #expect(try PropertyListReader.read(Data(latin1.unicodeScalars.map { UInt8($0.value) })).get() == .string("Ä"))
        let mac = "<?xml version=\"1.0\" encoding=\"macintosh\"?><plist version=\"1.0\"><string>x</string></plist>"
        #expect(Self.failure(mac)?.message.contains("\"macintosh\"") == true)
    }

    @Test func refusesTextThatIsNotUTF8() throws {
        var bytes = Array(Self.document("<string>xx</string>").utf8)
        let index = try #require(bytes.indices.first { bytes[$0] == UInt8(ascii: "x") && bytes[$0 + 1] == UInt8(ascii: "x") })
        bytes[index] = 0xC3
        bytes[index + 1] = 0x28
        guard case .failure(let failure) = Self.read(Data(bytes)) else { Issue.record("read invalid UTF-8"); return }
        #expect(failure.line == 4 && failure.message.contains("UTF-8"))
    }

    @Test(arguments: [
        "", "   ", "<plist>", "<plist version=\"1.0\"><string>x</string>", "<plist version=\"1.0\"><string>x</plist>",
        "<plist version=\"1.0\"><string>x</string></plist><plist/>", "<plist version=\"1.0\"></plist>", "<plist/>",
        "<plist version=\"1.0\"><dict><key>a</key></dict></plist>", "<plist version=\"1.0\"><dict><string>a</string></dict></plist>",
        "<plist version=\"1.0\"><array><string>a</string></dict></plist>", "<plist version=\"1.0\"><dict><integer>1</integer><true/></dict></plist>",
        "<plist version=\"1.0\"><thing>a</thing></plist>", "<plist version=\"1.0\"><String>a</String></plist>",
        "<plist version=\"1.0\"><array>text<true/></array></plist>", "<plist version=\"1.0\"><string>&nbsp;</string></plist>",
        "<plist version=\"1.0\"><string>a &amp b</string></plist>", "<plist version=\"1.0\"><string>a</strin></plist>",
        "<plist version=\"1.0\"><integer>12a</integer></plist>", "<plist version=\"1.0\"><real>1.2.3</real></plist>",
        "<plist version=\"1.0\"><true/><true/></plist>", "<plist version=\"1.0\"><!-- open <true/></plist>",
        "<plist version=\"1.0\"><string><![CDATA[open</string></plist>", "<dict><key>a</key><true/></dict>",
        "<plist version=\"1.0\"><data>AA==</data>trailing</plist>", "<plist version=\"1.0\"><true/></plist>garbage",
        "<?xml version=\"1.0\"<plist version=\"1.0\"><true/></plist>", "{ a = b; }", "bplist00", "<plist version=\"1.0\"><true>x</true></plist>",
    ])
    func refusesMalformedInput(xml: String) {
        #expect(Self.failure(xml)?.line != nil)
    }

    @Test func refusesEveryTruncation() {
        let xml = Self.document("<dict><key>a</key><array><string>x&amp;y</string><integer>1</integer><data>AAE=</data></array></dict>")
        let bytes = Array(xml.utf8)
        // Only the final line break may go.
        for length in 0..<bytes.count - 1 {
            guard case .failure = Self.read(Data(bytes[..<length])) else {
                Issue.record("length \(length) was read")
                continue
            }
        }
    }

    @Test func refusesNestingDeeperThanItsLimit() {
        let depth = 600
        let xml = Self.document(String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth))
        #expect(Self.failure(xml)?.message.contains("nested more than 512 levels") == true)
    }

    /// Every format reads through the file reader, without Foundation.
    @Test func fileReaderReadsEveryFormat() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xml-formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Root.plist")
        try Data(Self.document("<array><real>+infinity</real><integer>0x10</integer></array>").utf8).write(to: file)
        #expect(try PlistFileReader.read(file).get() == .array([.real(.infinity), .integer(16)]))
        try Data("{ a = (b, c); }".utf8).write(to: file)
        #expect(try PlistFileReader.read(file).get() == .dictionary(["a": .array([.string("b"), .string("c")])]))
        try PropertyListSerialization.data(fromPropertyList: ["a": [1, "b"]], format: .binary, options: 0).write(to: file)
        #expect(try PlistFileReader.read(file).get() == .dictionary(["a": .array([.integer(1), .string("b")])]))
        try Data(Self.document("<array>\n<foo/></array>").utf8).write(to: file)
        guard case .failure(let failure) = PlistFileReader.read(file) else { Issue.record("read an unknown tag"); return }
        #expect(failure.message == "Not a valid property list (XML, binary or OpenStep): line 5: unknown tag <foo/>. Settings.app shows nothing for this page.")
    }
}
