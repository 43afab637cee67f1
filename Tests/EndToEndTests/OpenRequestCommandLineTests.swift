import SettingsCommandLine
import SettingsKit
import Testing

/// The window's command line becomes one `OpenRequest`: no arguments (the hub) and one folder
/// read without swift-argument-parser (`OpenRequest.plain`), as the parser reads them;
/// everything else goes to the parser, which answers mistakes.
@Suite struct OpenRequestCommandLineTests {
    @Test(arguments: [[], ["Settings.bundle"], ["/opt/Some App/Settings.bundle"], [""]] as [[String]])
    func theHubAndOneFolderAreReadAsTheParserReadsThem(arguments: [String]) throws {
        let plain = try #require(OpenRequest.plain(arguments, in: "/work"))
        #expect(plain == (try WindowOptions.parse(arguments).request(in: "/work")))
    }

    @Test(arguments: [["--inspect"], ["Settings.bundle", "--inspect"], ["-"], ["--"], ["help"], ["a", "b"], ["--app", "org.example.App"],
                      ["--bundle", "x"], ["--help"]] as [[String]])
    func anythingElseIsLeftToTheParser(arguments: [String]) {
        #expect(OpenRequest.plain(arguments, in: "/work") == nil)
    }

    @Test func theParsedOptionsAreAllCarriedToTheSession() throws {
        let request = try WindowOptions.parse(["--language", "de", "--idiom", "phone", "--store", "s.ini", "--domain", "d", "--store-format", "plist",
                                               "--hide", "a,b", "--title", "T", "--inspect", "--search", "q", "F"]).request(in: "/work")
        #expect(request.languages.first == "de" && !request.sharesInstance, "a running instance does not speak the languages asked for")
        #expect(request.idiom == .phone)
        #expect(request.setup == SessionSetup(storePath: "/work/s.ini", storeFormat: .plist, domain: "d", applicationName: "T"))
        #expect(request.hiddenKeys == [SettingKey("a"), SettingKey("b")])
        #expect(request.mode == .inspect && request.search == "q" && request.bundlePath == "/work/F")
        #expect(try WindowOptions.parse(["--bundle", "/b"]).request(in: "/work").bundlePath == "/b")
        #expect(try WindowOptions.parse(["--store", "gsettings:org.example.A"]).request(in: "/work").setup.storePath == "gsettings:org.example.A",
                "a GSettings address is no path")
    }

    /// What the desktop's search hands the window is read back as the text it was, whatever it
    /// looks like (an option, an option's value, many lines).
    @Test(arguments: ["-5", "--bundle=/tmp/x", "--", "-h", "a\nb", " ", "="])
    func handedOverTextIsReadAsItWas(text: String) throws {
        #expect(try WindowOptions.parse(WindowHandOver.search(text)).request(in: "/work").search == text)
        let options = try WindowOptions.parse(WindowHandOver.result(text, applicationID: "-x.App"))
        #expect(options.searchResult == text && options.session.bundle.app == nil)
    }

    /// Handed-over text is cut to a word a command line holds: search text to its limit, a
    /// result's ID too long for one opens its application.
    @Test func handedOverTextFitsACommandLine() throws {
        let long = String(repeating: "x", count: 200_000)
        #expect(try WindowOptions.parse(WindowHandOver.search(long)).request(in: "/work").search == String(long.prefix(WindowHandOver.searchTextLimit)))
        let options = try WindowOptions.parse(WindowHandOver.result(long, applicationID: "-x.App"))
        #expect(options.searchResult == nil && options.session.bundle.app == "-x.App")
    }
}
