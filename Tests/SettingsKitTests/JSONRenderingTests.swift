import Foundation
import Testing
@testable import SettingsKit

@Suite struct JSONRenderingTests {
    @Test func realsAlwaysHaveAFractionOrExponentAndIntegersNever() {
        #expect(JSONRendering.text(of: .real(1), pretty: false) == "1.0")
        #expect(JSONRendering.text(of: .real(-0.5), pretty: false) == "-0.5")
        #expect(JSONRendering.text(of: .real(1e300), pretty: false) == "1e+300")
        #expect(JSONRendering.text(of: .integer(1), pretty: false) == "1")
        #expect(JSONRendering.text(of: .array([.real(2), .integer(2), .bool(true)]), pretty: false) == "[2.0,2,true]")
    }

    @Test func stringsAreEscapedAsJSONRequiresAndNoMore() throws {
        let text = "quote \" backslash \\ slash / tab \t line\n bell \u{07} ü 日本 🎉"
        let json = JSONRendering.text(of: .string(text), pretty: false)
        #expect(json == #""quote \" backslash \\ slash / tab \t line\n bell \u0007 ü 日本 🎉""#)
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]) as? String == text)
    }

    @Test func objectsHaveSortedKeysAndNullsPrettyOrCompact() throws {
        let missing: PlistValue? = nil
        let object: [String: Any] = ["b": [1, "x"], "a": String?.none as Any, "c": missing.map(JSONRendering.object(of:)) as Any,
                                     "d": [String: Any](), "e": [Any]()]
        #expect(JSONRendering.text(ofObject: object, pretty: false) == #"{"a":null,"b":[1,"x"],"c":null,"d":{},"e":[]}"#)
        #expect(JSONRendering.text(ofObject: object, pretty: true) == """
            {
              "a" : null,
              "b" : [
                1,
                "x"
              ],
              "c" : null,
              "d" : {},
              "e" : []
            }
            """)
    }
}
