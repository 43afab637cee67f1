import Foundation
import Testing
@testable import SettingsKit

/// `--inspect`'s live reload, without a window: the controller reads edited files again on
/// request, and the bundle's folders report edits once per burst.
@MainActor
@Suite struct LiveReloadTests {
    private func toggle(_ title: String) -> [String: Any] {
        ["Type": "PSToggleSwitchSpecifier", "Title": title, "Key": "sync", "DefaultValue": true]
    }

    @Test func rereadingTheBundleReadsEditedPagesAndTables() throws {
        let fixture = BundleFixture()
        fixture.page([toggle("Old")])
        fixture.page("Settings.bundle/Child.plist", [toggle("Child")])
        fixture.strings("Settings.bundle/en.lproj/Root.strings", ["Old": "Old (en)"])
        let bundle = try SettingsBundle.open(path: fixture.bundlePath, languages: ["en"]).get()
        let controller = SettingsController(bundle: bundle, store: MemoryStore())
        #expect(controller.rootPage.rows.first?.title == "Old (en)")
        #expect(controller.page(named: "Child").rows.first?.title == "Child")

        fixture.page([toggle("New"), toggle("Added")])
        fixture.strings("Settings.bundle/en.lproj/Root.strings", ["New": "New (en)"])
        fixture.page("Settings.bundle/Child.plist", [toggle("Child, edited")])
        #expect(controller.rootPage.rows.first?.title == "Old (en)", "pages are cached until reread")

        controller.rereadBundle()
        #expect(controller.rootPage.rows.map(\.title) == ["New (en)", "Added"])
        #expect(controller.page(named: "Child").rows.first?.title == "Child, edited")
        #expect(controller.declaredKeys == ["sync"])
        #expect(controller.bundleFolders == [URL(fileURLWithPath: fixture.bundlePath).resolvingSymlinksInPath().path])
    }

    @Test func aBrokenPageAfterRereadingIsAnErrorOfThatPageOnly() throws {
        let fixture = BundleFixture()
        fixture.page([toggle("Root")])
        fixture.page("Settings.bundle/Child.plist", [toggle("Child")])
        let controller = SettingsController(bundle: try SettingsBundle.open(path: fixture.bundlePath, languages: ["en"]).get(),
                                            store: MemoryStore())
        _ = controller.page(named: "Child")
        fixture.text("Settings.bundle/Child.plist", "<plist><dict><key>oops")
        controller.rereadBundle()
        #expect(controller.page(named: "Child").failure?.file == "Child.plist")
        #expect(controller.rootPage.failure == nil)
    }

    @Test func editsAreReportedOncePerBurstFromEveryFolder() throws {
        let fixture = BundleFixture()
        fixture.page([toggle("Root")])
        fixture.strings("Settings.bundle/de.lproj/Root.strings", ["Root": "Wurzel"])
        var changes = 0
        let monitor = BundleChangeMonitor(roots: [fixture.bundlePath]) { changes += 1 }
        #expect(monitor.folderCount == 2)
        _ = iterateMainContext(for: 0.2)

        let start = Date()
        for index in 0..<3 { fixture.strings("Settings.bundle/de.lproj/Root.strings", ["Root": "Wurzel \(index)"]) }
        #expect(iterateMainContext(for: 2) { changes > 0 })
        let seconds = Date().timeIntervalSince(start)
        print("bundle change reported after \(Int(seconds * 1000)) ms")
        #expect(seconds < 0.5)
        _ = iterateMainContext(for: 0.4)
        #expect(changes == 1, "a burst of writes is one change")

        fixture.text("Settings.bundle/.Root.plist.swp", "editor state")
        fixture.text("Settings.bundle/Root.plist~", "backup")
        _ = iterateMainContext(for: 0.4)
        #expect(changes == 1, "hidden files and backups are not the bundle's")

        // Saved as editors do: written under a hidden name, renamed over the file.
        fixture.page("Settings.bundle/.Root.plist.new", [toggle("Renamed")])
        rename(fixture.url("Settings.bundle/.Root.plist.new").path, fixture.url("Settings.bundle/Root.plist").path)
        #expect(iterateMainContext(for: 2) { changes == 2 })

        fixture.page("Settings.bundle/fr.lproj/Extra.plist", [toggle("Extra")])
        #expect(iterateMainContext(for: 2) { changes == 3 })
        #expect(monitor.folderCount == 3, "a new folder is watched too")
        fixture.strings("Settings.bundle/fr.lproj/Root.strings", ["Root": "Racine"])
        #expect(iterateMainContext(for: 2) { changes == 4 })
    }

    /// A page rewritten without pause (a generator, a sync tool) is followed twice a second,
    /// not only once it stops, and once more after it stops.
    @Test func aFileChangingWithoutPauseIsReportedEveryHalfSecond() throws {
        let fixture = BundleFixture()
        fixture.page([toggle("Root")])
        var reports: [Date] = []
        let monitor = BundleChangeMonitor(roots: [fixture.bundlePath]) { reports.append(Date()) }
        _ = iterateMainContext(for: 0.2)

        let start = Date()
        var writes = 0
        while Date().timeIntervalSince(start) < 3 {
            fixture.page([toggle("Root \(writes)")])
            writes += 1
            _ = iterateMainContext(for: 0.05)
        }
        let whileWriting = reports.count
        print("\(whileWriting) reports during \(writes) writes in 3 s")
        // Six when the machine keeps time; a busy one delays timers, and the old monitor gave 0.
        #expect(whileWriting >= 2, "followed while the writes go on")
        #expect(whileWriting <= 7, "but at most twice a second")
        let gaps = zip(reports.dropFirst(), reports).map { $0.timeIntervalSince($1) }
        #expect(gaps.allSatisfy { $0 >= 0.45 }, "\(gaps)")
        #expect(iterateMainContext(for: 2) { reports.count == whileWriting + 1 }, "and once after they stop")
        _ = iterateMainContext(for: 0.7)
        #expect(reports.count == whileWriting + 1)
        _ = monitor
    }

    /// Pages are not read through a link out of the bundle, so the folder it leads to is not
    /// watched either (nor listed, nor its changes reported).
    @Test func aLinkToAFolderOutsideTheBundleIsNotFollowed() throws {
        let fixture = BundleFixture()
        fixture.page([toggle("Root")])
        let outside = fixture.url("Outside")
        fixture.page("Outside/Sub/Page.plist", [toggle("Outside")])
        try FileManager.default.createSymbolicLink(atPath: fixture.url("Settings.bundle/Linked").path, withDestinationPath: outside.path)
        fixture.page("Settings.bundle/Inner/Page.plist", [toggle("Inner")])
        try FileManager.default.createSymbolicLink(atPath: fixture.url("Settings.bundle/LinkedInside").path,
                                                   withDestinationPath: fixture.url("Settings.bundle/Inner").path)
        let folders = BundleChangeMonitor.folders(under: [fixture.bundlePath])
        #expect(folders.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Settings.bundle", "Inner", "LinkedInside"],
                "a link inside the bundle is followed")
        var changes = 0
        let monitor = BundleChangeMonitor(roots: [fixture.bundlePath]) { changes += 1 }
        #expect(monitor.folderCount == 3)
        _ = iterateMainContext(for: 0.2)

        fixture.page("Outside/Page.plist", [toggle("Changed outside")])
        fixture.page("Outside/Sub/Page.plist", [toggle("Changed outside")])
        _ = iterateMainContext(for: 0.5)
        #expect(changes == 0, "a change out of the bundle is not the bundle's")
        fixture.page("Settings.bundle/Inner/Page.plist", [toggle("Changed inside")])
        #expect(iterateMainContext(for: 2) { changes == 1 })
    }

    @Test func theStoreProblemNamesTheFileAndGoesWhenTheFileIsFixed() throws {
        let folder = ScratchFolder()
        try folder.write("[Settings]\nsync=true\n", to: "settings.ini")
        let fixture = BundleFixture()
        fixture.page([toggle("Sync")])
        try folder.write("this is [not a key file\n\u{0}", to: "settings.ini")
        let store = KeyFileStore(path: folder.file("settings.ini"))
        let controller = SettingsController(bundle: try SettingsBundle.open(path: fixture.bundlePath, languages: ["en"]).get(),
                                            store: store)
        let problem = try #require(controller.storeProblem)
        #expect(problem.path == folder.file("settings.ini"))
        #expect(problem.isUnparseable)
        var heard: [StoreProblem?] = []
        let observation = controller.observeStoreProblem { heard.append($0) }
        #expect(throws: SettingsError.self) { try controller.set("off", forKey: "sync") }
        #expect(folder.read("settings.ini")?.hasPrefix("this is [not") == true, "nothing overwritten")

        try folder.write("[Settings]\nsync=false\n", to: "settings.ini")
        #expect(iterateMainContext { heard == [nil] })
        #expect(controller.storeProblem == nil)
        try folder.write("broken again [\n", to: "settings.ini")
        #expect(iterateMainContext { heard.count == 2 })
        #expect(heard.last??.path.hasSuffix("/settings.ini") == true)
        observation.cancel()
    }
}
