import Foundation
import Testing

/// The window speaks the language of the bundle in use (`--language`), with our own words from
/// po/, whatever the locale, and mirrors for a language written right to left: the real
/// executables on a bundle translated into German and Arabic, read over AT-SPI and from
/// screenshots. They need the display and session bus script/test provides.
extension WindowProcessTests {
@Suite(.serialized) struct WindowLanguageTests {
    static var hasDisplay: Bool { HostAppExampleTests.hasDisplay }

    /// Our compiled catalogs: script/test's (`BUNDLE_SETTINGS_LOCALE_DIR`), else compiled here
    /// from po/ with msgfmt; nil without msgfmt.
    static let catalogs: String? = {
        if let folder = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_LOCALE_DIR"], !folder.isEmpty { return folder }
        let folder = NSTemporaryDirectory() + "/bundle-settings-catalogs-" + UUID().uuidString
        let po = HostAppExampleTests.packageRoot.appendingPathComponent("po").path
        for file in (try? FileManager.default.contentsOfDirectory(atPath: po)) ?? [] where file.hasSuffix(".po") {
            let messages = "\(folder)/\(file.dropLast(3))/LC_MESSAGES"
            try? FileManager.default.createDirectory(atPath: messages, withIntermediateDirectories: true)
            guard let outcome = try? HostAppExampleTests.run("/usr/bin/msgfmt", ["-o", messages + "/bundle-settings.mo", po + "/" + file],
                                                             environment: [:], timeout: 30),
                  outcome.status == 0 else { return nil }
        }
        return folder
    }()

    /// The folder script/test-locales generates locales into, if it holds `name`.
    static func generatedLocales(holding name: String) -> String? {
        let folder = HostAppExampleTests.packageRoot.appendingPathComponent(".build/test-locales").path
        return FileManager.default.fileExists(atPath: folder + "/" + name) ? folder : nil
    }

    /// A bundle named Settings.bundle (so the window's title is our word "Settings"), translated
    /// into German and Arabic, with a key the administrator locked and a date not set.
    final class Fixture {
        let sandbox: Sandbox
        let bundlePath: String

        init() throws {
            sandbox = try Sandbox()
            bundlePath = sandbox.root + "/Settings.bundle"
            try FixtureBundle.write(pages: ["Root": [
                ["Type": "PSGroupSpecifier", "Title": "General"],
                ["Type": "PSToggleSwitchSpecifier", "Title": "Sync", "Key": "sync", "DefaultValue": true],
                ["Type": "IASKDatePickerSpecifier", "Title": "When", "Key": "when"],
            ]], groupContainer: FixtureBundle.domain, to: bundlePath)
            try sandbox.write("\"General\" = \"Allgemein\";\n\"Sync\" = \"Synchronisieren\";\n\"When\" = \"Wann\";\n",
                              to: bundlePath + "/de.lproj/Root.strings")
            try sandbox.write("\"General\" = \"عام\";\n\"Sync\" = \"مزامنة\";\n\"When\" = \"متى\";\n",
                              to: bundlePath + "/ar.lproj/Root.strings")
            try sandbox.write("sync\n", to: sandbox.systemFolder + "/locks")
        }

        /// What the windows said on standard error, for failure messages.
        var errors: String { sandbox.root + "/window-errors" }
        var errorText: String { (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "" }

        /// The window on this bundle: the sandbox's environment (LANG=C), the display, the
        /// session bus, our catalogs, and `extra`.
        func window(_ arguments: [String], _ extra: [String: String] = [:]) -> Process {
            let process = sandbox.makeProcess(["--bundle", bundlePath] + arguments)
            var environment = sandbox.windowEnvironment
            environment["BUNDLE_SETTINGS_LOCALE_DIR"] = WindowLanguageTests.catalogs
            environment.merge(extra) { $1 }
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            _ = FileManager.default.createFile(atPath: errors, contents: nil)
            process.standardError = FileHandle(forWritingAtPath: errors)
            return process
        }

        /// A screenshot of the window's first frame, as the header's ink left and right.
        func headerInk(_ arguments: [String], _ extra: [String: String] = [:]) throws -> (left: Int, right: Int) {
            let png = sandbox.root + "/window-\(UUID().uuidString).png"
            var environment = extra
            environment["BUNDLE_SETTINGS_SCREENSHOT"] = png
            let process = window(arguments, environment)
            try process.run()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0 && FileManager.default.fileExists(atPath: png), "no screenshot")
            let script = HostAppExampleTests.packageRoot.appendingPathComponent("Tests/Scripts/png-header-ink.py").path
            let outcome = try HostAppExampleTests.run("/usr/bin/python3", [script, png], environment: [:], timeout: 30)
            let ink = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Int], "\(outcome)")
            return (ink["left"] ?? -1, ink["right"] ?? -1)
        }
    }

    /// Ends a window started by a test. SIGKILL: the test runner's threads block SIGTERM, and
    /// a child started from one inherits that mask.
    static func close(_ window: Process) {
        kill(window.processIdentifier, SIGKILL)
        window.waitUntilExit()
    }

    /// Starts the session's accessibility bus and registry (a window started while they are
    /// still being activated can miss them, and never shows up over AT-SPI).
    static let accessibilityBus: Void = {
        _ = try? HostAppExampleTests.run("/usr/bin/python3", ["-c", "import pyatspi; pyatspi.Registry.getDesktop(0).childCount"],
                                         environment: ProcessInfo.processInfo.environment, timeout: 30)
    }()

    /// What a screen reader finds in the window: every accessible's name.
    static func announcedNames(of process: Process, _ fixture: Fixture) throws -> [String] {
        let script = HostAppExampleTests.packageRoot.appendingPathComponent("Tests/Scripts/atspi-names.py").path
        let outcome = try HostAppExampleTests.run("/usr/bin/python3", [script, String(process.processIdentifier)],
                                                  environment: ProcessInfo.processInfo.environment, timeout: 40)
        let found = try #require((try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [[String: String]],
                                  "\(outcome)\nwindow running: \(process.isRunning), its errors: \(fixture.errorText)")
        return found.compactMap { $0["name"] }
    }

    @Test(.enabled(if: hasDisplay, "opens windows: run under xvfb-run and dbus-run-session (script/test)"),
          .enabled(if: catalogs != nil, "needs msgfmt (Debian package gettext) to compile po/"),
          .timeLimit(.minutes(10)))
    func germanChromeUnderTheCLocale() throws {
        let fixture = try Fixture()
        for lang in ["C", "C.UTF-8"] {
            Self.accessibilityBus
            let window = fixture.window(["--language", "de"], ["LANG": lang])
            try window.run()
            defer { Self.close(window) }
            let names = try Self.announcedNames(of: window, fixture)
            print("AT-SPI names, LANG=\(lang) --language de: \(names)")
            for expected in ["Einstellungen", "Von Ihrem Systemverwalter festgelegt", "Nicht festgelegt", "Wann: nicht festgelegt",
                             "Synchronisieren",
                             // GTK's own words follow too (the window controls' names).
                             "Schließen"] {
                #expect(names.contains(expected), "LANG=\(lang): \(expected) missing from \(names)")
            }
            #expect(!names.contains("Set by your administrator"), "LANG=\(lang): \(names)")
        }
    }

    @Test(.enabled(if: hasDisplay, "opens windows: run under xvfb-run and dbus-run-session (script/test)"),
          .enabled(if: catalogs != nil, "needs msgfmt (Debian package gettext) to compile po/"),
          .timeLimit(.minutes(10)))
    func ourWordsFollowTheFirstLanguageWhereTheBundleHasNoTranslation() throws {
        // French is preferred, and the bundle has no French: it shows its English, but we ship
        // French, so our words are French (as GNOME applications follow the desktop's language).
        let fixture = try Fixture()
        Self.accessibilityBus
        let window = fixture.window(["--language", "fr"], ["LANG": "C.UTF-8"])
        try window.run()
        defer { Self.close(window) }
        let names = try Self.announcedNames(of: window, fixture)
        #expect(names.contains("Défini par votre administrateur"), "\(names)")
        #expect(names.contains("Paramètres"), "\(names)")
        #expect(names.contains("Sync"), "the bundle's own English: \(names)")
        #expect(!names.contains("Set by your administrator"), "\(names)")
    }

    @Test(.enabled(if: hasDisplay, "opens windows: run under xvfb-run and dbus-run-session (script/test)"),
          .enabled(if: catalogs != nil, "needs msgfmt (Debian package gettext) to compile po/"),
          .timeLimit(.minutes(10)))
    func arabicMirrorsTheWindowUnderAnyLocale() throws {
        let fixture = try Fixture()
        let arabic = try fixture.headerInk(["--language", "ar"], ["LANG": "C.UTF-8"])
        let german = try fixture.headerInk(["--language", "de"], ["LANG": "C.UTF-8"])
        print("header ink (left, right): ar \(arabic), de \(german)")
        // The window's controls and the main menu at the header's end, the search toggle alone
        // at its start (as GNOME Settings has them): the end, with more ink, is on the left in
        // Arabic and on the right in German, each header the mirror of the other.
        #expect(Self.endIsLeft(arabic), "\(arabic)")
        #expect(Self.endIsRight(german), "\(german)")
        #expect(abs(arabic.left - german.right) <= 12 && abs(arabic.right - german.left) <= 12, "ar \(arabic), de \(german)")

        Self.accessibilityBus
        let window = fixture.window(["--language", "ar"], ["LANG": "C.UTF-8"])
        try window.run()
        defer { Self.close(window) }
        let names = try Self.announcedNames(of: window, fixture)
        #expect(names.contains("ضبطه مدير النظام") && names.contains("الإعدادات"), "\(names)")
    }

    @Test(.enabled(if: hasDisplay, "opens windows: run under xvfb-run and dbus-run-session (script/test)"),
          .enabled(if: generatedLocales(holding: "ar_EG.UTF-8") != nil,
                   "needs the ar_EG.UTF-8 locale that script/test-locales generates into .build/test-locales"),
          .timeLimit(.minutes(10)))
    func englishStaysLeftToRightUnderAnArabicLocale() throws {
        let fixture = try Fixture()
        let locales = try #require(Self.generatedLocales(holding: "ar_EG.UTF-8"))
        let environment = ["LANG": "ar_EG.UTF-8", "LOCPATH": locales + ":/usr/lib/locale"]
        let english = try fixture.headerInk(["--language", "en"], environment)
        // Without --language the locale's Arabic is the language in use: right to left. This
        // also shows the locale took effect, so the English case above is not LTR by accident.
        let arabic = try fixture.headerInk([], environment)
        print("header ink under ar_EG.UTF-8 (left, right): --language en \(english), no --language \(arabic)")
        #expect(Self.endIsRight(english), "\(english)")
        #expect(Self.endIsLeft(arabic), "\(arabic)")
    }

    /// Whether a header's end (its window controls and menu, beside the start's one search
    /// toggle) is on the left, as in a right-to-left window.
    static func endIsLeft(_ ink: (left: Int, right: Int)) -> Bool { ink.left > 50 && ink.left > ink.right + 25 }

    static func endIsRight(_ ink: (left: Int, right: Int)) -> Bool { ink.right > 50 && ink.right > ink.left + 25 }
}
}
