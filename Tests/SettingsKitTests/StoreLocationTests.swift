import Foundation
import Testing
@testable import SettingsKit

@Suite struct StoreLocationTests {
    let environment = ["HOME": "/home/u", "XDG_CONFIG_HOME": "/cfg"]

    @Test func storePathWinsAndItsExtensionGivesTheFormat() {
        #expect(StoreLocation.resolve(storePath: "/x/a.plist", domain: "d", bundlePath: "/b", environment: environment)
                == StoreLocation(path: "/x/a.plist", format: .plist))
        #expect(StoreLocation.resolve(storePath: "/x/a.ini", bundlePath: "/b", environment: environment).format == .keyFile)
        #expect(StoreLocation.resolve(storePath: "/x/a.keyfile", bundlePath: "/b", environment: environment).format == .keyFile)
        #expect(StoreLocation.resolve(storePath: "/x/a.conf", bundlePath: "/b", environment: environment).format == .keyFile)
        #expect(StoreLocation.resolve(storePath: "/x/a.ini", format: .plist, bundlePath: "/b", environment: environment).format == .plist)
        #expect(StoreLocation.resolve(storePath: "rel/a.ini", bundlePath: "/b", environment: environment).path
                == FileManager.default.currentDirectoryPath + "/rel/a.ini")
    }

    @Test func theDefaultFileIsNamedForItsFormat() {
        #expect(StoreLocation.resolve(format: .plist, domain: "d", bundlePath: "/b", environment: environment)
                == StoreLocation(path: "/cfg/d/settings.plist", format: .plist))
        #expect(StoreLocation.resolve(format: .keyFile, domain: "d", bundlePath: "/b", environment: environment)
                == StoreLocation(path: "/cfg/d/settings.ini", format: .keyFile))
        #expect(StoreLocation.resolve(domain: "d", bundlePath: "/b", environment: environment)
                == StoreLocation(path: "/cfg/d/settings.ini", format: .keyFile))
    }

    @Test func domainPrecedence() {
        #expect(StoreLocation.resolve(domain: "com.d", groupContainer: "group.g", bundlePath: "/b", environment: environment).path
                == "/cfg/com.d/settings.ini")
        #expect(StoreLocation.resolve(groupContainer: "group.g", bundlePath: "/b", environment: environment).path
                == "/cfg/group.g/settings.ini")
        #expect(StoreLocation.resolve(domain: "d", bundlePath: "/b", environment: ["HOME": "/home/u"]).path
                == "/home/u/.config/d/settings.ini")
        // The XDG base directory spec says to ignore a relative XDG_CONFIG_HOME.
        #expect(StoreLocation.resolve(domain: "d", bundlePath: "/b", environment: ["HOME": "/h", "XDG_CONFIG_HOME": "rel"]).path
                == "/h/.config/d/settings.ini")
    }

    @Test func theEnclosingAppsIdentifierIsTheDomain() throws {
        let folder = ScratchFolder()
        try folder.write("""
            <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>\
            <key>CFBundleIdentifier</key><string>com.example.App</string></dict></plist>
            """, to: "Example.app/Info.plist")
        try FileManager.default.createDirectory(atPath: folder.file("Example.app/Settings.bundle"), withIntermediateDirectories: true)
        #expect(StoreLocation.resolve(bundlePath: folder.file("Example.app/Settings.bundle"), environment: environment).path
                == "/cfg/com.example.App/settings.ini")
    }

    @Test func withoutAnyIdentifierTheDomainIsDerivedStablyFromThePath() {
        let first = StoreLocation.resolve(bundlePath: "/somewhere/My Settings.bundle", environment: environment).path
        let other = StoreLocation.resolve(bundlePath: "/elsewhere/My Settings.bundle", environment: environment).path
        let hash = String(format: "%08x", StoreDomain.fnv1a("/somewhere/My Settings.bundle"))
        #expect(first == "/cfg/bundle-settings.My_Settings.bundle-\(hash)/settings.ini")
        #expect(first != other)
        // FNV-1a's published test vector: stable in every process, unlike `hashValue`.
        #expect(StoreDomain.fnv1a("a") == 0xE40C_292C)
    }

    @Test(arguments: [("../../etc", "_.._etc"), ("..", nil), ("a/b", "a_b"), (".hidden", "hidden"), ("  ", nil),
                      ("line\nbreak", "line_break"), ("com.example.app", "com.example.app")])
    func domainsCannotEscapeTheConfigFolder(domain: String, expected: String?) {
        #expect(StoreDomain.sanitised(domain) == expected)
        let path = StoreLocation.resolve(domain: domain, bundlePath: "/b", environment: environment).path
        #expect(path.hasPrefix("/cfg/") && !path.dropFirst(5).dropLast("/settings.ini".count).contains("/"))
    }
}
