import Foundation
import Testing
@testable import SettingsKit

/// Bundle files that are not plain files inside the bundle: named pipes (which would block a
/// reader forever) and translation tables reached through links that leave the bundle. A
/// regression here hangs rather than fails, so each test has a time limit. A generous one: the
/// clock runs from when the test is scheduled, and on a 2-core machine the EndToEnd tests can
/// hold both of swift-testing's threads for minutes (each waits on its subprocesses), so a
/// limit of one minute failed tests that had not begun to run.
@Suite(.timeLimit(.minutes(10))) struct ReaderSpecialFileTests {
    @Test func fifoPageIsRefusedWithoutWaiting() throws {
        let fixture = BundleFixture()
        fixture.fifo("Settings.bundle/Root.plist")
        let page = fixture.open().rootPage
        let failure = try #require(page.failure)
        #expect(failure.file == "Root.plist")
        #expect(failure.message.contains("named pipe (FIFO), not a regular file"), "\(failure)")
    }

    @Test func fifoStringsFileIsRefusedWithoutWaiting() throws {
        let fixture = BundleFixture()
        fixture.page([toggle("t", ["Title": "Title"])])
        fixture.strings("Settings.bundle/en.lproj/Root.strings", ["Title": "English"])
        fixture.fifo("Settings.bundle/de.lproj/Root.strings")
        let bundle = fixture.open(languages: ["de"])
        #expect(bundle.rootPage.rows[0].title == "English")
        let problem = try #require(bundle.stringsDiagnostics.first { $0.file == "de.lproj/Root.strings" })
        #expect(problem.severity == .error)
        #expect(problem.message.contains("named pipe (FIFO), not a regular file"), "\(problem)")
    }

    @Test func fifoImageIsNotUsed() throws {
        let fixture = BundleFixture()
        fixture.page([row("PSSliderSpecifier", ["Key": "s", "DefaultValue": 0, "MinimumValue": 0, "MaximumValue": 1,
                                                "MinimumValueImage": "low"])])
        fixture.fifo("Settings.bundle/low.png")
        let page = fixture.open().rootPage
        #expect(page.rows[0].kind.slider?.minimumImage == nil)
        #expect(page.diagnostics.first(key: "MinimumValueImage")?.message.contains("not in the bundle") == true)
    }

    @Test func fifoInfoPlistOfTheEnclosingAppIsSkipped() throws {
        let fixture = BundleFixture()
        fixture.page("My.app/Settings.bundle/Root.plist", [toggle("t")])
        fixture.fifo("My.app/Info.plist")
        #expect(ApplicationName.of(bundle: fixture.open("My.app/Settings.bundle")) == "Settings")
    }

    @Test func stringsFileLinkedFromOutsideTheBundleIsNeverRead() throws {
        let fixture = BundleFixture()
        fixture.page([toggle("t", ["Title": "Title"])])
        fixture.strings("Outside/Root.strings", ["Title": "Outside"])
        fixture.symlink("Settings.bundle/en.lproj/Root.strings", to: fixture.url("Outside/Root.strings").path)
        let bundle = fixture.open()
        #expect(bundle.rootPage.rows[0].title == "Title")
        let problem = try #require(bundle.stringsDiagnostics.first { $0.file == "en.lproj/Root.strings" })
        #expect(problem.severity == .error)
        #expect(problem.message.contains("leads out of the bundle"), "\(problem)")
    }

    @Test func lprojFolderLinkedFromOutsideTheBundleIsNeverRead() throws {
        let fixture = BundleFixture()
        fixture.page([toggle("t", ["Title": "Title"])])
        fixture.strings("Outside.lproj/Root.strings", ["Title": "Outside"])
        fixture.symlink("Settings.bundle/de.lproj", to: fixture.url("Outside.lproj").path)
        let bundle = fixture.open(languages: ["de"])
        #expect(bundle.rootPage.rows[0].title == "Title")
        let problem = try #require(bundle.stringsDiagnostics.first { $0.file == "de.lproj/Root.strings" })
        #expect(problem.message.contains("leads out of the bundle"), "\(problem)")
    }

    @Test func linkInsideTheBundleIsStillFollowed() throws {
        let fixture = BundleFixture()
        fixture.page([toggle("t", ["Title": "Title"])])
        fixture.strings("Settings.bundle/Shared/Root.strings", ["Title": "Shared"])
        fixture.symlink("Settings.bundle/en.lproj/Root.strings", to: "../Shared/Root.strings")
        let bundle = fixture.open()
        #expect(bundle.rootPage.rows[0].title == "Shared")
        #expect(bundle.stringsDiagnostics.isEmpty, "\(bundle.stringsDiagnostics.messages)")
    }
}
