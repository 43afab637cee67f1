import Foundation
import Testing
@testable import SettingsKit

/// The fast XML reader against Foundation on hand-written documents: what it reads must equal
/// what `PropertyListSerialization` reads, and what it cannot be sure of it must decline (nil),
/// so that Foundation reads it instead.
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

    static func fast(_ xml: String) -> PlistValue? { XMLPlistReader.read(Data(xml.utf8)) }

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

    /// Documents where the reader may decline; when it does not, it must agree with Foundation.
    @Test(arguments: [
        "<integer>9223372036854775808</integer>", "<integer>-9223372036854775809</integer>",
        "<integer>18446744073709551615</integer>", "<integer>99999999999999999999999</integer>",
        "<integer>0x1F</integer>", "<integer>+5</integer>", "<integer> 5 </integer>", "<integer></integer>",
        "<real>nan</real>", "<real>NaN</real>", "<real>+infinity</real>", "<real>-infinity</real>", "<real>inf</real>",
        "<real>1e400</real>", "<real>.5</real>", "<real>5.</real>", "<real> 1.5</real>", "<real></real>",
        "<string>line\r\nbreak</string>", "<string>&#0;</string>", "<string>&#xD800;</string>", "<string>&#X41;</string>",
        "<date>2020-01-02T03:04:05.5Z</date>", "<date>2020-13-01T00:00:00Z</date>", "<date>1000-01-01T00:00:00Z</date>",
        "<date> 2020-01-02T03:04:05Z</date>", "<date>2020-02-30T00:00:00Z</date>",
        "<data>AAE</data>", "<data>A=AE</data>", "<data>@@@@</data>",
        "<dict><key>a</key><string>1</string><key>a</key><string>2</string></dict>",
        "<key/>", "<dict><key/><true/></dict>", "<data/>", "<string>\u{FEFF}x</string>", "<string>&#xFEFF;x</string>", "<true></true>", "<integer/>", "<date/>",
        "<string>a<!-- c -->b</string>", "<string attr=\"1\">x</string>",
    ])
    func declinesOrAgrees(body: String) {
        let xml = Self.document(body)
        let value = Self.fast(xml)
        #expect(value == nil || value == Self.foundation(xml))
    }

    @Test(arguments: [
        "<integer>9223372036854775808</integer>", "<real>nan</real>", "<real>+infinity</real>",
        "<string>line\r\nbreak</string>", "<string>\u{FEFF}</string>", "<data/>", "<dict><key>a</key><string>1</string><key>a</key><string>2</string></dict>",
    ])
    func leavesTheUnusualToFoundation(body: String) {
        #expect(Self.fast(Self.document(body)) == nil)
    }

    /// Other encodings and internal DTD subsets (which may define entities) go to Foundation.
    @Test func leavesOtherEncodingsAndSubsetsToFoundation() {
        let utf16 = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist version=\"1.0\"><string>x</string></plist>"
        #expect(Self.fast(utf16) == nil)
        let subset = "<?xml version=\"1.0\"?><!DOCTYPE plist [<!ENTITY e \"x\">]><plist version=\"1.0\"><string>&e;</string></plist>"
        #expect(Self.fast(subset) == nil)
        let bom = Data([0xEF, 0xBB, 0xBF]) + Data(Self.document("<true/>").utf8)
        #expect(XMLPlistReader.read(bom) == nil)
        #expect(XMLPlistReader.read(Data(Self.document("<string>\u{FF}</string>").utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })) == nil)
    }

    @Test func declinesTextThatIsNotUTF8() throws {
        var bytes = Array(Self.document("<string>xx</string>").utf8)
        let index = try #require(bytes.firstIndex(of: UInt8(ascii: "x")))
        bytes[index] = 0xC3
        bytes[index + 1] = 0x28
        #expect(XMLPlistReader.read(Data(bytes)) == nil)
    }

    @Test(arguments: [
        "", "   ", "<plist>", "<plist version=\"1.0\"><string>x</string>", "<plist version=\"1.0\"><string>x</plist>",
        "<plist version=\"1.0\"><string>x</string></plist><plist/>", "<plist version=\"1.0\"></plist>", "<plist/>",
        "<plist version=\"1.0\"><dict><key>a</key></dict></plist>", "<plist version=\"1.0\"><dict><string>a</string></dict></plist>",
        "<plist version=\"1.0\"><array><string>a</string></dict></plist>", "<plist version=\"1.0\"><array><key>a</key></array></plist>",
        "<plist version=\"1.0\"><thing>a</thing></plist>", "<plist version=\"1.0\"><String>a</String></plist>",
        "<plist version=\"1.0\"><array>text<true/></array></plist>", "<plist version=\"1.0\"><string>&nbsp;</string></plist>",
        "<plist version=\"1.0\"><string>a &amp b</string></plist>", "<plist version=\"1.0\"><string>a</strin></plist>",
        "<plist version=\"1.0\"><integer>12a</integer></plist>", "<plist version=\"1.0\"><real>1.2.3</real></plist>",
        "<plist version=\"1.0\"><true/><true/></plist>", "<plist version=\"1.0\"><!-- open <true/></plist>",
        "<plist version=\"1.0\"><string><![CDATA[open</string></plist>", "<dict><key>a</key><true/></dict>",
        "<plist version=\"1.0\"><data>AA==</data>trailing</plist>", "<plist version=\"1.0\"><true/></plist>garbage",
        "<?xml version=\"1.0\"<plist version=\"1.0\"><true/></plist>", "{ a = b; }", "bplist00",
    ])
    func declinesMalformedInput(xml: String) {
        #expect(Self.fast(xml) == nil)
    }

    @Test func declinesEveryTruncation() {
        let xml = Self.document("<dict><key>a</key><array><string>x&amp;y</string><integer>1</integer><data>AAE=</data></array></dict>")
        let bytes = Array(xml.utf8)
        // Only the final line break may go.
        for length in 0..<bytes.count - 1 {
            #expect(XMLPlistReader.read(Data(bytes[..<length])) == nil, "length \(length)")
        }
    }

    @Test func declinesNestingDeeperThanItsLimit() {
        let depth = 600
        let xml = Self.document(String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth))
        #expect(Self.fast(xml) == nil)
    }

    /// What the fast reader declines still reads through Foundation.
    @Test func fileReaderFallsBackToFoundation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xml-fallback-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Root.plist")
        try Data(Self.document("<array><real>+infinity</real><integer>0x10</integer></array>").utf8).write(to: file)
        #expect(try PlistFileReader.read(file).get() == .array([.real(.infinity), .integer(16)]))
        try Data("{ a = (b, c); }".utf8).write(to: file)
        #expect(try PlistFileReader.read(file).get() == .dictionary(["a": .array([.string("b"), .string("c")])]))
    }
}
