import Foundation
import Testing
@testable import SettingsKit

@Suite struct PlistValueTests {
    @Test func foundationTypesStayDistinct() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><array><true/><integer>1</integer>\
            <real>1.5</real><string>1</string><date>2020-01-01T00:00:00Z</date><data>AAE=</data></array></plist>
            """
        let object = try PropertyListSerialization.propertyList(from: Data(xml.utf8), format: nil)
        let value = try #require(PlistValue(foundation: object))
        #expect(value == .array([.bool(true), .integer(1), .real(1.5), .string("1"),
                                 .date(Date(timeIntervalSince1970: 1_577_836_800)), .data(Data([0, 1]))]))
    }

    @Test func equalityFollowsFoundation() {
        #expect(PlistValue.bool(true).isFoundationEqual(to: .integer(1)))
        #expect(PlistValue.integer(1).isFoundationEqual(to: .real(1.0)))
        #expect(!PlistValue.string("1").isFoundationEqual(to: .integer(1)))
        #expect(PlistValue.array([.integer(2)]).isFoundationEqual(to: .array([.real(2)])))
    }

    @Test(arguments: [("YES", true), ("yes", true), ("true", true), ("1", true), ("  +007", true),
                      ("NO", false), ("0", false), ("", false), ("false", false), ("00", false)])
    func looseBoolReadsStringsAsIASKDoes(text: String, expected: Bool) {
        #expect(PlistValue.string(text).looseBool == expected)
    }

    @Test func plainTextOfScalars() {
        #expect(PlistValue.real(1.0).plainText == "1")
        #expect(PlistValue.real(0.25).plainText == "0.25")
        #expect(PlistValue.bool(false).plainText == "false")
        #expect(PlistValue.date(Date(timeIntervalSince1970: 0)).plainText == "1970-01-01T00:00:00Z")
    }
}
