import Foundation
import Testing
@testable import SettingsKit

/// Which rows only work inside the iOS app (`Row.iOSOnlyReason`), and search leaving them out.
@Suite struct IOSOnlyRowTests {
    private let rows: [[String: Any]] = [
        row("IASKOpenURLSpecifier", ["Title": "Open in Settings", "File": "app-settings:"]),
        row("IASKOpenURLSpecifier", ["Title": "No Address"]),
        row("IASKOpenURLSpecifier", ["Title": "Website", "File": "https://example.org/"]),
        row("IASKOpenURLSpecifier", ["Title": "Mail", "File": "mailto:a@example.org"]),
        row("PSChildPaneSpecifier", ["Title": "Drawn", "IASKViewControllerClass": "MyController"]),
        row("PSChildPaneSpecifier", ["Title": "Segue", "IASKSegueIdentifier": "next"]),
        row("PSChildPaneSpecifier", ["Title": "Local Web", "File": "about.html", "IASKViewControllerClass": "IASKAppSettingsWebViewController"]),
        childPane("Advanced", file: "Advanced"),
        row("PSMultiValueSpecifier", ["Title": "Country", "Key": "country", "DefaultValue": "de"]),
        row("PSMultiValueSpecifier", ["Title": "Colour", "Key": "colour", "DefaultValue": "red", "Values": ["red"], "Titles": ["Red"]]),
        row("IASKCustomViewSpecifier", ["Title": "Cell", "Key": "cell"]),
        row("IASKCustomViewSpecifier", ["Title": "Cell Page", "Key": "cellPage", "File": "Advanced"]),
        toggle("plain", ["Title": "Plain"]),
    ]

    @Test func rowsThatNeedTheIOSAppSayWhyOthersWorkHere() throws {
        let page = BundleFixture.rows(rows)
        func reason(_ title: String, host: Bool = false) -> String? {
            page.rows.first { $0.title == title }?.iOSOnlyReason(hostDrawsCustomViews: host)
        }
        #expect(reason("Open in Settings")?.contains("\"app-settings:\" are not opened") == true)
        #expect(reason("No Address") != nil)
        #expect(reason("Drawn")?.contains("own code") == true)
        #expect(reason("Segue") != nil)
        #expect(reason("Local Web") != nil)
        #expect(reason("Country") != nil, "its choices come from the app's delegate")
        #expect(reason("Cell") != nil)
        #expect(reason("Cell", host: true) == nil, "a Swift host draws it")
        for title in ["Website", "Mail", "Advanced", "Colour", "Cell Page", "Plain"] {
            #expect(reason(title) == nil, "\(title)")
        }
    }

    @Test func searchLeavesThemOutAndMarksRowsAHostDraws() throws {
        let fixture = BundleFixture()
        fixture.page(rows)
        fixture.page("Settings.bundle/Advanced.plist", [toggle("inner", ["Title": "Inner"])])
        let bundle = fixture.open()
        let index = SearchIndex(root: bundle.rootPage, pageNamed: bundle.page(named:))
        let titles = Set(index.entries.map(\.title))
        for title in ["Open in Settings", "No Address", "Drawn", "Segue", "Local Web", "Country"] {
            #expect(!titles.contains(title), "\(title)")
        }
        #expect(titles.isSuperset(of: ["Website", "Mail", "Advanced", "Colour", "Cell", "Cell Page", "Plain", "Inner"]))
        #expect(index.entries.filter(\.isDrawnByHost).map(\.title) == ["Cell"])
    }

    @Test func anEmptyPageTitleGivesWayToTheNext() {
        #expect(PageTitle.first("", "Advanced") == "Advanced")
        #expect(PageTitle.first(nil, " \n", "Root") == "Root")
        #expect(PageTitle.first("Own", "Advanced") == "Own")
        #expect(PageTitle.first(nil, "") == nil)
    }

    @Test func aChildPaneWithAnEmptyChildTitleIsTitledByItsRowInDumpsAndSearch() throws {
        let fixture = BundleFixture()
        fixture.page([row("PSChildPaneSpecifier", ["Title": "Advanced", "File": "Advanced", "IASKChildTitle": ""])])
        fixture.page("Settings.bundle/Advanced.plist", [toggle("inner", ["Title": "Inner"])])
        let bundle = fixture.open()
        #expect(BundleWalk.childPages(of: bundle.rootPage).map(\.title) == ["Advanced"])
    }
}
