import Foundation
import Testing
@testable import SettingsKit

private let xdgFoldersAreTemporary: Bool = {
    let environment = ProcessInfo.processInfo.environment
    let temporary = NSTemporaryDirectory()
    return ["XDG_DATA_HOME", "XDG_CONFIG_HOME"].allSatisfy { name in
        environment[name].map { $0.hasPrefix("/tmp/") || $0.hasPrefix(temporary) } ?? false
    }
}()

/// GIO is pointed at a fake default handler (a desktop file in `$XDG_DATA_HOME` and a
/// `mimeapps.list` in `$XDG_CONFIG_HOME`) that records the URI it is given. Runs only when both
/// folders are temporary, as script/test makes them, so no real desktop set-up is touched.
@Suite(.serialized, .enabled(if: xdgFoldersAreTemporary, "needs temporary XDG_DATA_HOME and XDG_CONFIG_HOME (script/test)"))
struct DesktopLauncherTests {
    /// Installs the recording handler once; returns the file it appends URIs to.
    static let received: String = {
        let environment = ProcessInfo.processInfo.environment
        let data = environment["XDG_DATA_HOME"] ?? "/nonexistent"
        let config = environment["XDG_CONFIG_HOME"] ?? "/nonexistent"
        let log = data + "/received-uris"
        let script = data + "/record-uri"
        try? FileManager.default.createDirectory(atPath: data + "/applications", withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try? "#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(log)'\n".write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        try? """
            [Desktop Entry]
            Type=Application
            Name=Recording handler
            Exec=\(script) %u
            MimeType=x-scheme-handler/http;x-scheme-handler/https;x-scheme-handler/mailto;
            """.write(toFile: data + "/applications/recording-handler.desktop", atomically: true, encoding: .utf8)
        try? """
            [Default Applications]
            x-scheme-handler/http=recording-handler.desktop
            x-scheme-handler/https=recording-handler.desktop
            x-scheme-handler/mailto=recording-handler.desktop
            """.write(toFile: config + "/mimeapps.list", atomically: true, encoding: .utf8)
        return log
    }()

    private func lastReceived(after count: Int) -> String? {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            let lines = (try? String(contentsOfFile: Self.received, encoding: .utf8))?.split(separator: "\n") ?? []
            if lines.count > count { return String(lines[count]) }
            usleep(20_000)
        }
        return nil
    }

    private var receivedCount: Int {
        ((try? String(contentsOfFile: Self.received, encoding: .utf8))?.split(separator: "\n").count) ?? 0
    }

    @Test func webAndMailLinksReachTheDefaultHandlerExactly() throws {
        _ = Self.received
        var mail = MailComposeRow()
        mail.to = ["help@example.com"]
        mail.subject = "Sync & backup? 100%"
        mail.body = "Hi,\nit works"
        let cases = [
            ("https://example.com/über uns?q=a b", "https://example.com/%C3%BCber%20uns?q=a%20b"),
            (MailtoLink.uri(for: mail), "mailto:help@example.com?subject=Sync%20%26%20backup%3F%20100%25&body=Hi%2C%0D%0Ait%20works"),
        ]
        for (link, expected) in cases {
            let before = receivedCount
            try DesktopLauncher.open(link: link)
            #expect(lastReceived(after: before) == expected)
        }
    }

    @Test func otherSchemesNeverReachTheDesktop() {
        _ = Self.received
        let before = receivedCount
        #expect(throws: SettingsError.self) { try DesktopLauncher.open(link: "file:///etc/passwd") }
        usleep(200_000)
        #expect(receivedCount == before)
    }
}
