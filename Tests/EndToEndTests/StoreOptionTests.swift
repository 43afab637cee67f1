import Foundation
import Testing

/// `--store`, `--store-format` and `--domain`: where values are kept.
@Suite struct StoreOptionTests {
    @Test func aPlistStoreIsAnXMLPropertyList() throws {
        let sandbox = try Sandbox()
        let path = sandbox.root + "/values.plist"
        #expect(try sandbox.run("set", "count", "42", "--store", path).status == 0)
        #expect(try sandbox.run("set", "name", "Bob", "--store", path).status == 0)
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(data.utf8Text.hasPrefix("<?xml"))
        let table = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        #expect(table["count"] as? Int == 42)
        #expect(table["name"] as? String == "Bob")
        #expect(try sandbox.run("get", "name", "--store", path).line == "Bob")
        #expect(sandbox.storeBytes() == nil)
    }

    @Test func anIniStoreIsAKeyFile() throws {
        let sandbox = try Sandbox()
        let path = sandbox.root + "/values.ini"
        #expect(try sandbox.run("set", "name", "Bob", "--store", path).status == 0)
        let text = try #require(FileManager.default.contents(atPath: path)).utf8Text
        #expect(text.hasPrefix("[Settings]\n") && text.contains("name='Bob'"), "\(text)")
        #expect(try sandbox.run("get", "name", "--store", path).line == "Bob")
    }

    @Test func storeFormatOverridesTheExtension() throws {
        let sandbox = try Sandbox()
        let path = sandbox.root + "/values.cfg"
        #expect(try sandbox.run("set", "name", "Bob", "--store", path, "--store-format", "plist").status == 0)
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect((try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])?["name"] as? String == "Bob")
        #expect(try sandbox.run("get", "name", "--store", path, "--store-format", "plist").line == "Bob")
        #expect(try sandbox.run("get", "name", "--store", path, "--store-format", "bogus").status != 0)
    }

    @Test func aPlistFormatWithoutAStoreIsKeptInSettingsPlist() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "name", "Bob", "--store-format", "plist").status == 0)
        let path = sandbox.configHome + "/" + FixtureBundle.domain + "/settings.plist"
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect((try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])?["name"] as? String == "Bob")
        #expect(sandbox.storeBytes() == nil, "nothing in settings.ini")
        #expect(try sandbox.run("get", "name", "--store-format", "plist").line == "Bob")
    }

    @Test func domainChoosesTheFolderUnderTheConfigHome() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "name", "Bob", "--domain", "org.example.other").status == 0)
        let text = FileManager.default.contents(atPath: sandbox.configHome + "/org.example.other/settings.ini")?.utf8Text
        #expect(text?.contains("name='Bob'") == true)
        #expect(sandbox.storeBytes() == nil)
        let list = try #require(try sandbox.run("list", "--json", "--domain", "org.example.other").json() as? [String: Any])
        #expect(list["domain"] as? String == "org.example.other")
        #expect(list["store"] as? String == sandbox.configHome + "/org.example.other/settings.ini")
    }

    @Test func theDefaultDomainIsTheGroupContainerIdentifier() throws {
        let sandbox = try Sandbox(groupContainer: "group.org.example.shared")
        #expect(try sandbox.run("set", "name", "Bob").status == 0)
        #expect(FileManager.default.fileExists(atPath: sandbox.configHome + "/group.org.example.shared/settings.ini"))
        let list = try #require(try sandbox.run("list", "--json").json() as? [String: Any])
        #expect(list["domain"] as? String == "group.org.example.shared")
    }
}
