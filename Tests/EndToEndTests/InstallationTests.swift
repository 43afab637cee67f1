import Foundation
import Testing

/// What an installed `bundle-settings` must do on its own: print the project's one version,
/// find its demo bundle and its window executable, and say plainly when there is no display.
/// script/test runs these against the copy meson installed (`BUNDLE_SETTINGS_TEST_EXECUTABLE`)
/// as well as the debug build.
@Suite struct InstallationTests {
    /// `project(version: '…')` of meson.build, the single source of the version.
    static func mesonVersion() throws -> String {
        let mesonBuild = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("meson.build")
        let text = try String(contentsOf: mesonBuild, encoding: .utf8)
        let match = try #require(text.firstMatch(of: /version:\s*'([^']+)'/), "no version in \(mesonBuild.path)")
        return String(match.1)
    }

    @Test func versionIsMesonBuildsVersion() throws {
        let outcome = try Sandbox().runRaw(["--version"])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.line == (try Self.mesonVersion()), "\(outcome)")
    }

    /// The metainfo's newest release and the man page's header name the same version.
    @Test func metainfoAndManPageCarryTheVersion() throws {
        let version = try Self.mesonVersion()
        let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data")
        let metainfo = try String(contentsOf: data.appendingPathComponent("org.bundlesettings.BundleSettings.metainfo.xml.in"),
                                  encoding: .utf8)
        let newest = try #require(metainfo.firstMatch(of: /<release version="([^"]+)"/), "no <release> in the metainfo")
        #expect(String(newest.1) == version)
        let manPage = try String(contentsOf: data.appendingPathComponent("bundle-settings.1"), encoding: .utf8)
        #expect(manPage.contains("\"bundle-settings \(version)\""), "the man page's .TH line names \(version)")
    }

    @Test func theDemoBundleIsFoundWithoutABundleOption() throws {
        let outcome = try Sandbox().runRaw(["list", "--json"])
        #expect(outcome.status == 0, "\(outcome)")
        let list = try #require(try outcome.json() as? [String: Any], "\(outcome)")
        #expect(list["domain"] as? String == "org.bundlesettings.Demo", "\(outcome)")
    }

    /// meson installs a catalog for each language of po/LINGUAS, in the default localedir
    /// (`share/locale`), where an installed executable looks from its own folder.
    @Test(.enabled(if: BundleSettingsBinary.isInstalled, "checks what meson installed (script/test)"))
    func translationsAreInstalledBesideTheExecutables() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let linguas = try String(contentsOf: root.appendingPathComponent("po/LINGUAS"), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        let prefix = URL(fileURLWithPath: BundleSettingsBinary.path).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().path
        #expect(!linguas.isEmpty)
        for language in linguas {
            let catalog = "\(prefix)/share/locale/\(language)/LC_MESSAGES/bundle-settings.mo"
            #expect(FileManager.default.fileExists(atPath: catalog), "\(catalog) not installed")
        }
    }

    /// `bundle-settings.pc` is installed in datadir/pkgconfig, and its `appsdir` is
    /// datadir/bundle-settings/apps: beside the installed demo bundle (datadir/bundle-settings),
    /// for any --datadir (script/test installs with share/data). The tree was moved after
    /// installing, so the prefix is given as where it is now.
    @Test(.enabled(if: BundleSettingsBinary.isInstalled, "checks what meson installed (script/test)"))
    func thePkgConfigFileGivesTheAppsFolder() throws {
        let prefix = URL(fileURLWithPath: BundleSettingsBinary.path).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().path
        let found = FileManager.default.enumerator(atPath: prefix)?.compactMap { $0 as? String } ?? []
        let file = try #require(found.first { $0.hasSuffix("/pkgconfig/bundle-settings.pc") }, "no bundle-settings.pc under \(prefix)")
        let pkgconfigFolder = prefix + "/" + (file as NSString).deletingLastPathComponent
        // datadir is where the demo bundle went (share/data for script/test, /usr/share in the package).
        let datadir = (pkgconfigFolder as NSString).deletingLastPathComponent
        #expect(FileManager.default.fileExists(atPath: datadir + "/bundle-settings/Settings.bundle"), "in datadir/pkgconfig: \(file)")
        func pkgConfig(_ arguments: String...) throws -> String {
            let outcome = try Outcome.ofTool("/usr/bin/pkg-config", ["--define-variable=prefix=" + prefix] + arguments + ["bundle-settings"],
                                             environment: ["PKG_CONFIG_PATH": pkgconfigFolder, "PATH": "/usr/bin:/bin"], in: prefix)
            #expect(outcome.status == 0, "\(outcome)")
            return outcome.stdout.trimmingCharacters(in: .newlines)
        }
        let appsFolder = try pkgConfig("--variable=appsdir")
        #expect(appsFolder == (pkgconfigFolder as NSString).deletingLastPathComponent + "/bundle-settings/apps")
        #expect(try pkgConfig("--variable=datadir") + "/bundle-settings/apps" == appsFolder)
        #expect(FileManager.default.fileExists(atPath: (appsFolder as NSString).deletingLastPathComponent + "/Settings.bundle/Root.plist"),
                "the demo bundle is in the same datadir/bundle-settings")
        #expect(try pkgConfig("--modversion") == (try Self.mesonVersion()))
    }

    /// The icon in PNG at the start page's size, 128 pixels and 256 for scale 2, beside the SVG:
    /// GTK then draws the start page without loading librsvg (issue 19, start-up). Found under
    /// the installed prefix whatever its datadir.
    @Test(.enabled(if: BundleSettingsBinary.isInstalled, "checks what meson installed (script/test)"))
    func iconIsInstalledInPNGAtTheStartPagesSizes() throws {
        let prefix = URL(fileURLWithPath: BundleSettingsBinary.path).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent()
        let installed = try #require(FileManager.default.enumerator(atPath: prefix.path)).compactMap { $0 as? String }
        for size in [128, 256] {
            let suffix = "icons/hicolor/\(size)x\(size)/apps/org.bundlesettings.BundleSettings.png"
            let path = try #require(installed.first { $0.hasSuffix(suffix) }, "no \(suffix) under \(prefix.path)")
            let png = try Data(contentsOf: prefix.appendingPathComponent(path))
            // The PNG signature, then the IHDR chunk: width and height, big-endian, at bytes 16 and 20.
            #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(path) is no PNG")
            let width = png.count >= 24 ? png[16..<20].reduce(0) { $0 << 8 | Int($1) } : 0
            let height = png.count >= 24 ? png[20..<24].reduce(0) { $0 << 8 | Int($1) } : 0
            #expect(width == size && height == size, "\(path) is \(width)x\(height)")
        }
    }

    /// The sandbox has neither DISPLAY nor WAYLAND_DISPLAY: the window executable is found and
    /// answers in one line of its own, not with GTK's warning.
    @Test(arguments: [[], ["open"], ["--bundle", "."]])
    func withoutADisplayTheWindowSaysSoInOneLine(arguments: [String]) throws {
        let outcome = try Sandbox().runRaw(arguments)
        #expect(outcome.status == 1, "\(outcome)")
        #expect(outcome.stdout.isEmpty, "\(outcome)")
        #expect(outcome.stderr.hasPrefix("bundle-settings: no display found"), "\(outcome)")
        #expect(outcome.stderr.contains("the subcommands"), "\(outcome)")
        #expect(outcome.stderr.split(separator: "\n").count == 1, "\(outcome)")
    }
}
