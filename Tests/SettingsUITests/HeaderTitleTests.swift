import CGtk
import Foundation
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// The header bar in the narrowest window (360 px): search sits at its start and the menu at
/// its end, as GNOME Settings has them, and the title keeps at least its first word, on the
/// root page and a child page, in a window of its own and in the hub's (Back and the
/// application's icon beside it), left to right and mirrored. With search, the menu and the
/// window's buttons all at the end, the title came down to "Einstellung…" or "U…".
@MainActor
final class HeaderTitleTests: XCTestCase {
    /// Titles of a window of its own, and in the hub's, where Back and the application's icon
    /// take room too: under Xvfb's three window buttons, a root page's title has about 40 px
    /// there at 360 px (the room `HeaderTitle` leaves it), "UTM" and not "Einstellungen".
    private static let titles = ["own window": ("Einstellungen der Anwendung", "Datenschutz & Sicherheit"),
                                 "hub": ("UTM", "Display Options")]

    private func session() -> FakeSession {
        FakeSession(root: DemoPages.root, pages: ["Advanced": DemoPages.advanced])
    }

    private var title = ""

    /// A settings view in a window as the hub shows it: the header bar in the content, the
    /// title bar hidden, the application's icon before the title.
    private func hosted() -> SettingsWindow {
        let host = Window(application: nil)
        let titlebar = Box(.horizontal)
        titlebar.isVisible = false
        host.setTitlebar(titlebar)
        host.setDefaultSize(width: 640, height: 720)
        let settings = SettingsWindow(session: session(), hostedIn: host, applicationName: title, mode: .endUser, onLeave: {})
        if let view = settings.view { host.setChild(view) }
        settings.showIcon("application-x-executable")
        host.present()
        return laidOut(settings)
    }

    private func ownWindow() -> SettingsWindow {
        let window = SettingsWindow(session: session(), application: nil, applicationName: title, mode: .endUser)
        window.present()
        return laidOut(window)
    }

    /// `window` once mapped at its default size (`LayoutMatrixTests.resize` reads its frame from it).
    private func laidOut(_ window: SettingsWindow) -> SettingsWindow {
        GtkTestSupport.iterate(for: 5) {
            let width = gtk_widget_get_width(window.window.pointer)
            return window.window.isMapped && window.currentPage?.isSettled == true && width > 0 && width <= window.window.defaultSize.width
        }
        GtkTestSupport.iterate(for: 0.2)
        return window
    }

    /// Where `widget` sits across the header: the middle of it, from the window's left edge.
    private func middle(of widget: Widget, in window: SettingsWindow) throws -> Float {
        let bounds = try XCTUnwrap(widget.bounds(in: window.window), "laid out")
        return bounds.x + bounds.width / 2
    }

    func testTheTitleKeepsItsFirstWordAt360PixelsSearchAtTheStartTheMenuAtTheEnd() async throws {
        GtkTestSupport.initialize()
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        let shots = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_TEST_SHOTS"]
        var failures: [String] = []
        for language in ["de", "ar"] {
            WindowLanguage.followDirection(of: InterfaceLanguage(tag: language))
            let isMirrored = language == "ar"
            for (place, make) in [("own window", ownWindow), ("hub", hosted)] {
                let (rootTitle, childTitle) = try XCTUnwrap(Self.titles[place])
                title = rootTitle
                let window = make()
                defer { window.window.destroy() }
                for page in ["root", "child"] {
                    if page == "child" {
                        window.binder.openPage(named: "Advanced", title: childTitle)
                        GtkTestSupport.iterate(for: 5) { window.currentPage?.isSettled == true }
                    }
                    for width: Int32 in [360, 640] {
                        let got = LayoutMatrixTests.resize(window, to: width)
                        GtkTestSupport.iterate(for: 0.2)
                        let at = "\(place), \(language), \(page) page, \(width) px"
                        if let shots {
                            WidgetScreenshot.savePNG(of: window.window, to: "\(shots)/header-\(place)-\(language)-\(page)-\(width).png")
                        }
                        if got != width { failures.append("\(at): the window is \(got) px wide") }
                        let label = window.titleLabel
                        let kept = label.firstWordWidth
                        // Its text's width, inside the header's padding around titles.
                        let shown = gtk_widget_get_width(label.pointer)
                        print("\(at): title \"\(label.text)\" \(shown) px, its first word \(kept) px")
                        if shown < kept { failures.append("\(at): the title is \(shown) px, its first word \(kept) px") }
                        // Search before the title, the menu (root page only) after it, in the reading direction.
                        let titleMiddle = try middle(of: label, in: window)
                        let search = try middle(of: window.search.button, in: window)
                        if (search < titleMiddle) == isMirrored { failures.append("\(at): search is not at the header's start") }
                        if page == "root", let menu = window.commands?.menuButton {
                            if (try middle(of: menu, in: window) > titleMiddle) == isMirrored {
                                failures.append("\(at): the menu is not at the header's end")
                            }
                        }
                    }
                }
            }
        }
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n"))
    }
}
