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
}
