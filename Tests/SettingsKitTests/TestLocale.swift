import Foundation
import Glibc

/// Locales and catalogs for tests of our translations, applied to the calling thread only
/// (`uselocale`), so tests running in parallel keep the process's C locale and English.
enum TestLocale {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Where script/test-locales generates locales (script/test runs it).
    static let generatedFolder = packageRoot.appendingPathComponent(".build/test-locales").path

    static func isGenerated(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: generatedFolder + "/" + name)
    }

    /// po/ compiled into a fresh folder (LANG/LC_MESSAGES/bundle-settings.mo); nil without msgfmt.
    static let catalogs: String? = {
        let folder = NSTemporaryDirectory() + "/bundle-settings-test-catalogs-" + UUID().uuidString
        let po = packageRoot.appendingPathComponent("po").path
        for file in (try? FileManager.default.contentsOfDirectory(atPath: po)) ?? [] where file.hasSuffix(".po") {
            let messages = "\(folder)/\(file.dropLast(3))/LC_MESSAGES"
            try? FileManager.default.createDirectory(atPath: messages, withIntermediateDirectories: true)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
            process.arguments = ["-o", messages + "/bundle-settings.mo", po + "/" + file]
            guard (try? process.run()) != nil else { return nil }
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
        }
        return folder
    }()

    /// Runs `body` on this thread in the generated locale `name` (`de_DE.UTF-8`). LOCPATH is
    /// set only while the locale loads: glibc reads it then.
    static func with<Result>(_ name: String, _ body: () throws -> Result) rethrows -> Result? {
        let previousPath = getenv("LOCPATH").map { String(cString: $0) }
        setenv("LOCPATH", generatedFolder, 1)
        let locale = newlocale(LC_CTYPE_MASK | LC_MESSAGES_MASK | LC_TIME_MASK | LC_NUMERIC_MASK, name, nil)
        if let previousPath { setenv("LOCPATH", previousPath, 1) } else { unsetenv("LOCPATH") }
        guard let locale else { return nil }
        let previous = uselocale(locale)
        defer {
            uselocale(previous)
            freelocale(locale)
        }
        return try body()
    }
}
