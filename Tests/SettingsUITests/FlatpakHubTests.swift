import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// Flatpak applications in the hub: a fake system installation laid out as flatpak lays it out
/// (`FLATPAK_SYSTEM_DIR`, `FLATPAK_USER_DIR` and `FLATPAK_CONFIG_DIR` in a temporary folder; no
/// real installation is read), its applications told apart from the host's of the same ID, and
/// one uninstalled while its settings are open.
@MainActor
final class FlatpakHubTests: XCTestCase {
    private var folder: URL!
    private var instance: ApplicationInstance!

    private var environment: [String: String] {
        ["HOME": path("home"), "XDG_DATA_HOME": path("user"), "XDG_DATA_DIRS": path("system"),
         "FLATPAK_USER_DIR": path("flatpak-user"), "FLATPAK_SYSTEM_DIR": path("flatpak-system"),
         "FLATPAK_CONFIG_DIR": path("flatpak-config")]
    }

    private func path(_ relative: String) -> String { folder.appendingPathComponent(relative).path }

    override func setUp() async throws {
        folder = try HubTestInstance.folder("flatpak-hub")
        instance = HubTestInstance.instance(in: folder, environment: environment)
    }

    override func tearDown() async throws {
        HubTestInstance.tearDown(instance, folder: folder)
    }

    private func write(_ text: String, to relative: String) throws {
        try FileManager.default.createDirectory(atPath: (path(relative) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path(relative), atomically: true, encoding: .utf8)
    }

    /// A settings bundle of one switch titled `rowTitle` in `share` (a data folder, relative).
    private func bundle(_ id: String, in share: String, rowTitle: String) throws {
        let page: [String: Any] = ["PreferenceSpecifiers": [["Type": "PSToggleSwitchSpecifier", "Title": rowTitle, "Key": "loud", "DefaultValue": false]]]
        let root = share + "/bundle-settings/apps/" + id + "/Settings.bundle/Root.plist"
        try FileManager.default.createDirectory(atPath: (path(root) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try PropertyListSerialization.data(fromPropertyList: page, format: .xml, options: 0).write(to: URL(fileURLWithPath: path(root)))
        try write("[Desktop Entry]\nType=Application\nExec=true\nName=Mixer\n", to: share + "/applications/" + id + ".desktop")
    }

    /// Deploys `id` at `commit` in the system installation as flatpak does: the deployment's
    /// files, then its `active` link swapped in by a rename, then the installation's `.changed`
    /// rewritten (what the hub follows). A second commit is an update.
    private func deploy(_ id: String, commit: String, rowTitle: String) throws {
        let branch = "flatpak-system/app/" + id + "/x86_64/stable"
        try write("[Application]\nname=\(id)\n", to: branch + "/" + commit + "/metadata")
        try bundle(id, in: branch + "/" + commit + "/files/share", rowTitle: rowTitle)
        try FileManager.default.createSymbolicLink(atPath: path(branch + "/.active-new"), withDestinationPath: commit)
        XCTAssertEqual(rename(path(branch + "/.active-new"), path(branch + "/active")), 0)
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: path("flatpak-system/app/" + id + "/current"))) == nil {
            try FileManager.default.createSymbolicLink(atPath: path("flatpak-system/app/" + id + "/current"), withDestinationPath: "x86_64/stable")
        }
        try write(commit, to: "flatpak-system/.changed")
    }

    /// Uninstalls `id` as flatpak does: its `current` and `active` links removed, its deployment
    /// moved to the installation's `.removed` (where flatpak leaves a running one's), `.changed`
    /// rewritten.
    private func uninstall(_ id: String, commit: String) throws {
        let branch = "flatpak-system/app/" + id + "/x86_64/stable"
        try FileManager.default.removeItem(atPath: path("flatpak-system/app/" + id + "/current"))
        try FileManager.default.removeItem(atPath: path(branch + "/active"))
        try FileManager.default.createDirectory(atPath: path("flatpak-system/.removed"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: path(branch + "/" + commit), toPath: path("flatpak-system/.removed/" + id + "-" + commit))
        try write("removed", to: "flatpak-system/.changed")
    }

    /// Every file and folder under the test's folder (links not followed), with its size and
    /// modification time: what a write anywhere would change.
    private func snapshot() -> [String: String] {
        var found: [String: String] = [:]
        let root = folder.path
        for case let relative as String in FileManager.default.enumerator(atPath: root) ?? FileManager.DirectoryEnumerator() {
            var status = stat()
            guard lstat(root + "/" + relative, &status) == 0 else { continue }
            found[relative] = "\(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
        }
        return found
    }

    private func openHub(languages: [String] = ["en"]) throws -> (LauncherWindow, StartPage) {
        instance.open(OpenRequest(bundlePath: nil, languages: languages))
        let hub = try XCTUnwrap(instance.launcherWindows.first)
        let start = try XCTUnwrap(hub.startPage)
        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { start.isCatalogRead && !start.isNamingApplications })
        return (hub, start)
    }

    /// The hub's decision (README, "Flatpak applications"): settings whose application is
    /// uninstalled while they are open go back to the list, and a notification says why; an
    /// update keeps them open. Nothing is written on the way; a change made on the page before
    /// the hub hears of the removal is refused, saying why, and writes nothing.
    func testSettingsOfAFlatpakApplicationUninstalledWhileOpenGoBackToTheListAndSaySo() async throws {
        let id = "org.example.Mixer"
        try deploy(id, commit: "c0ffee", rowTitle: "Loudness")
        let (hub, start) = try openHub()
        XCTAssertNotNil(start.applications.first { $0.id == id }?.flatpak, "listed as a Flatpak application")
        _ = try XCTUnwrap(start.row(ofApplication: id)).activate()
        let opened = try XCTUnwrap(hub.opened)
        XCTAssertEqual(opened.currentPage?.presenters.first?.row.title, "Loudness")

        // An update: a new deployment of the same application. The page stays open.
        try deploy(id, commit: "decade", rowTitle: "Loudness")
        XCTAssertTrue(GtkTestSupport.iterate(for: 30) {
            start.applications.first { $0.id == id }?.flatpak?.application.deployment.hasSuffix("/decade") == true && !start.isNamingApplications
        }, "the update was listed")
        XCTAssertTrue(hub.opened === opened, "an update keeps its settings open")

        let before = snapshot()
        try uninstall(id, commit: "decade")
        // A switch turned on the page before the hub has heard of the removal (no main loop has
        // run since): refused, and said on the page.
        let toggle = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "loud", in: opened))
        toggle.control.isOn = true
        XCTAssertTrue(opened.banner.isRevealed)
        XCTAssertEqual(opened.banner.message.text, "Not saved: \(id) has been uninstalled.")
        let written = snapshot().filter { before[$0.key] != $0.value }.map(\.key).filter { !$0.hasPrefix("flatpak-system") }
        XCTAssertEqual(written, [], "nothing written")

        let afterWrite = snapshot()
        XCTAssertTrue(GtkTestSupport.iterate(for: 30) { hub.opened == nil }, "back to the list once the hub heard of it")
        XCTAssertEqual(hub.views.visibleChild, hub.listView.pointer)
        XCTAssertNil(start.row(ofApplication: id), "no longer listed")
        XCTAssertTrue(hub.window.isVisible, "the hub is up")
        XCTAssertTrue(hub.notification.isShown)
        XCTAssertEqual(hub.notification.message.text, "Mixer was removed: its settings are closed.")
        XCTAssertEqual(snapshot(), afterWrite, "nothing written on the way back")
        if let shots = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_SCREENSHOT_DIR"] {
            hub.window.present()
            GtkTestSupport.iterate(for: 0.5)
            XCTAssertTrue(WidgetScreenshot.savePNG(of: hub.window, to: "\(shots)/hub-flatpak-removed.png"))
        }
    }

    /// A Flatpak application beside the host's of the same ID: both listed, told apart by
    /// "Flatpak" under the one's name (their IDs, the same, would tell nothing), which a screen
    /// reader reads as the row's description after its name. One of another vendor under the
    /// same name shows its ID, and they theirs.
    func testTheFlatpakTagTellsAFlatpakApplicationFromTheHostsOfTheSameID() async throws {
        let id = "org.example.Mixer"
        try bundle(id, in: "system", rowTitle: "Host Loudness")
        try deploy(id, commit: "c0ffee", rowTitle: "Loudness")
        let (hub, start) = try openHub()
        XCTAssertEqual(Set(start.applications.map(\.id)), [id, "flatpak:" + id])
        let texts = { (start: StartPage, id: String) throws -> [String] in
            GtkTestSupport.labels(in: try XCTUnwrap(start.row(ofApplication: id)).pointer).filter { !$0.isEmpty }
        }
        XCTAssertEqual(try texts(start, "flatpak:" + id), ["Mixer", "Flatpak"])
        XCTAssertEqual(try texts(start, id), ["Mixer"])
        let flatpakRow = try XCTUnwrap(start.row(ofApplication: "flatpak:" + id))
        XCTAssertNotEqual(bs_test_accessible_has_labelled_by(flatpakRow.pointer), 0, "named by its title")
        XCTAssertNotEqual(bs_test_accessible_has_description(flatpakRow.pointer, "Flatpak"), 0, "described by its tag")
        if let shots = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_SCREENSHOT_DIR"] {
            hub.window.present()
            XCTAssertTrue(GtkTestSupport.iterate(for: 5) { start.iconsToShow.isEmpty })
            GtkTestSupport.iterate(for: 0.3)
            XCTAssertTrue(WidgetScreenshot.savePNG(of: hub.window, to: "\(shots)/hub-flatpak.png"))
        }

        // Another vendor's Mixer installed: now each shows its ID too.
        try bundle("com.other.Mixer", in: "system", rowTitle: "Other")
        XCTAssertTrue(GtkTestSupport.iterate(for: 30) {
            start.row(ofApplication: "com.other.Mixer").map { GtkTestSupport.labels(in: $0.pointer).filter { !$0.isEmpty } } == ["Mixer", "com.other.Mixer"]
        },
                      "listed: \(start.applications.map(\.id))")
        XCTAssertEqual(try texts(start, "flatpak:" + id), ["Mixer", "Flatpak · " + id])
        XCTAssertEqual(try texts(start, id), ["Mixer", id])
        XCTAssertEqual(try texts(start, "com.other.Mixer"), ["Mixer", "com.other.Mixer"])
        let bothRow = try XCTUnwrap(start.row(ofApplication: "flatpak:" + id))
        XCTAssertNotEqual(bs_test_accessible_has_description(bothRow.pointer, "Flatpak, " + id), 0)
    }
}
