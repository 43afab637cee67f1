import SettingsCommandLine
import SettingsKit
import Testing

/// The window reads no arguments (the start page) and one folder without swift-argument-parser
/// (`WindowLaunch.plain`), as the parser would; everything else goes to the parser, which
/// answers mistakes.
@Suite struct WindowLaunchTests {
    @Test(arguments: [[], ["Settings.bundle"], ["/opt/Some App/Settings.bundle"], [""]] as [[String]])
    func theStartPageAndOneFolderAreReadAsTheParserReadsThem(arguments: [String]) throws {
        let plain = try #require(WindowLaunch.plain(arguments))
        #expect(plain == (try WindowOptions.parse(arguments)).launch)
    }

    @Test(arguments: [["--inspect"], ["Settings.bundle", "--inspect"], ["-"], ["--"], ["help"], ["a", "b"], ["--app", "org.example.App"],
                      ["--bundle", "x"], ["--help"]] as [[String]])
    func anythingElseIsLeftToTheParser(arguments: [String]) {
        #expect(WindowLaunch.plain(arguments) == nil)
    }

    @Test func theParsedOptionsAreAllCarried() throws {
        let launch = try WindowOptions.parse(["--language", "de", "--idiom", "phone", "--store", "s.ini", "--domain", "d", "--store-format", "plist",
                                              "--hide", "a,b", "--title", "T", "--inspect", "--search", "q", "F"]).launch
        #expect(launch.bundle == BundleChoice(bundle: nil, app: nil, language: "de", idiom: .phone))
        #expect(launch.store == StoreChoice(store: "s.ini", domain: "d", storeFormat: "plist"))
        #expect(launch.hiddenKeys == [SettingKey("a"), SettingKey("b")])
        #expect(launch.title == "T" && launch.inspect && launch.search == "q" && launch.folder == "F" && launch.bundlePath == "F")
    }

    /// What the desktop's search hands the window is read back as the text it was, whatever it
    /// looks like (an option, an option's value, many lines).
    @Test(arguments: ["-5", "--bundle=/tmp/x", "--", "-h", "a\nb", " ", "="])
    func handedOverTextIsReadAsItWas(text: String) throws {
        #expect(try WindowOptions.parse(WindowHandOver.search(text)).launch.search == text)
        let result = try WindowOptions.parse(WindowHandOver.result(text, applicationID: "-x.App")).launch
        #expect(result.searchResult == text && result.bundle.app == nil)
    }

    /// Handed-over text is cut to a word a command line holds: search text to its limit, a
    /// result's ID too long for one opens its application.
    @Test func handedOverTextFitsACommandLine() throws {
        let long = String(repeating: "x", count: 200_000)
        #expect(try WindowOptions.parse(WindowHandOver.search(long)).launch.search == String(long.prefix(WindowHandOver.searchTextLimit)))
        let result = try WindowOptions.parse(WindowHandOver.result(long, applicationID: "-x.App")).launch
        #expect(result.searchResult == nil && result.bundle.app == "-x.App")
    }
}
