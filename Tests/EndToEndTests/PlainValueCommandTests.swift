import Foundation
import SettingsCommandLine
import SettingsKit
import Testing

/// `get KEY` and `set KEY VALUE` with the session's options as `--name VALUE` and `--json` are
/// read without swift-argument-parser (`PlainValueCommand`), as the parser would read them;
/// everything else goes to the parser, which answers mistakes and help.
@Suite struct PlainValueCommandTests {
    typealias Reading = (arguments: [String], action: PlainValueCommand.Action, options: [String], json: Bool)

    static let plainReadings: [Reading] = [
        (["get", "name"], .get(key: "name"), [], false),
        (["set", "name", "Bob"], .set(key: "name", value: "Bob"), [], false),
        (["get", "--json", "name"], .get(key: "name"), [], true),
        (["set", "name", "", "--json"], .set(key: "name", value: ""), [], true),
        (["set", "--app", "org.example.App", "count", "4", "--store", "s.ini"], .set(key: "count", value: "4"),
         ["--app", "org.example.App", "--store", "s.ini"], false),
        (["get", "--bundle", "B", "--language", "de", "--idiom", "phone", "--domain", "d", "--store-format", "plist", "k"], .get(key: "k"),
         ["--bundle", "B", "--language", "de", "--idiom", "phone", "--domain", "d", "--store-format", "plist"], false),
        (["get", "--store", "gsettings:org.example.App:/org/example/App/", "k"], .get(key: "k"),
         ["--store", "gsettings:org.example.App:/org/example/App/"], false),
    ]

    @Test(arguments: plainReadings)
    func getAndSetAreReadAsTheParserReadsThem(reading: Reading) throws {
        let plain = try #require(PlainValueCommand(reading.arguments))
        #expect(plain.action == reading.action)
        #expect(plain.json == reading.json)
        #expect(plain.session == (try SessionOptions.parse(reading.options)).choice)
    }

    @Test(arguments: [["get"], ["set", "k"], ["get", "a", "b"], ["get", "-5"], ["set", "k", "-5"], ["get", "--help"], ["get", "-h"],
                      ["get", "help"], ["help", "get"], ["set", "k", "v", "--type", "string"], ["get", "--bundle=x", "k"],
                      ["get", "--app", "a", "--bundle", "b", "k"], ["get", "--store-format", "xml", "k"], ["get", "--idiom", "watch", "k"],
                      ["get", "--json", "--json", "k"], ["get", "--store", "a", "--store", "b", "k"], ["get", "--store", "--json", "k"],
                      ["get", "k", "--store"], ["get", "--", "k"], ["list"], ["reset", "k"], [], ["--version"]] as [[String]])
    func anythingElseIsLeftToTheParser(arguments: [String]) {
        #expect(PlainValueCommand(arguments) == nil)
    }

    /// The same requests read by the parser (`--bundle=PATH`, which only it reads) and without it
    /// (`--bundle PATH`) answer alike: output, messages, status and what is stored.
    @Test(arguments: [["get", "name"], ["get", "nothing_here"], ["get", "--json", "volume"], ["set", "count", "not a number"],
                      ["set", "name", "Bob"], ["set", "undeclared", "1"], ["set", "--store", "gsettings:no.such.Schema", "name", "Bob"],
                      ["get", "--store-format", "plist", "name"]] as [[String]])
    func theParsedAndThePlainReadingAnswerAlike(arguments: [String]) throws {
        let plainSandbox = try Sandbox(), parsedSandbox = try Sandbox()
        let plain = try plainSandbox.runRaw(arguments + ["--bundle", plainSandbox.bundlePath])
        let parsed = try parsedSandbox.runRaw(arguments + ["--bundle=" + parsedSandbox.bundlePath])
        #expect(plain.status == parsed.status, "\(plain)\n\(parsed)")
        #expect(plain.stdout == parsed.stdout)
        #expect(plain.stderr.replacingOccurrences(of: plainSandbox.root, with: "ROOT") == parsed.stderr.replacingOccurrences(of: parsedSandbox.root, with: "ROOT"))
        #expect(plainSandbox.storeBytes() == parsedSandbox.storeBytes())
    }
}
