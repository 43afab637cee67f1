import Foundation
import XCTest

/// One GSettings name per bundle key, whichever `--idiom` a command runs with: a page only the
/// phone shows may add a key whose name would otherwise rename another key's.
final class GSettingsIdiomTests: XCTestCase {
    static let id = "org.example.idioms"
    static let store = "gsettings:" + id

    /// `sync_quality` alone is `sync-quality`; with the phone's `syncQuality` beside it, both
    /// are hashed: in every idiom, since the mapping takes every idiom's pages.
    static var pages: [String: [Any]] { [
        "Root": [
            ["Type": "PSToggleSwitchSpecifier", "Title": "Quality", "Key": "sync_quality", "DefaultValue": false],
        ],
        "Root~iphone": [
            ["Type": "PSToggleSwitchSpecifier", "Title": "Quality", "Key": "sync_quality", "DefaultValue": false],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Phone quality", "Key": "syncQuality", "DefaultValue": false],
        ],
    ] }

    func testTheSchemaIsTheSameForEveryIdiom() throws {
        let sandbox = try Sandbox(pages: Self.pages)
        let pad = try sandbox.run("schema", "--id", Self.id)
        let phone = try sandbox.run("schema", "--id", Self.id, "--idiom", "phone")
        XCTAssertEqual(pad.status, 0, pad.description)
        XCTAssertEqual(phone.stdout, pad.stdout)
        XCTAssert(pad.stdout.contains("\"syncQuality\""), pad.stdout)
    }

    func testAValueStoredWithOneIdiomReadsTheSameWithTheOther() throws {
        let sandbox = try Sandbox(pages: Self.pages)
        let dconf = try DconfSession(sandbox)
        try dconf.installSchema(id: Self.id)
        let set = try sandbox.run("set", "sync_quality", "true", "--store", Self.store)
        XCTAssertEqual(set.status, 0, set.description)
        let phone = try sandbox.run("get", "sync_quality", "--json", "--idiom", "phone", "--store", Self.store)
        XCTAssertEqual(phone.line, "true", phone.description)
        let setOnPhone = try sandbox.run("set", "syncQuality", "true", "--idiom", "phone", "--store", Self.store)
        XCTAssertEqual(setOnPhone.status, 0, setOnPhone.description)
        XCTAssertEqual(try sandbox.run("get", "sync_quality", "--json", "--store", Self.store).line, "true")
    }
}
