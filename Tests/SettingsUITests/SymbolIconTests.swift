import CGtk
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// SF Symbol names show the matching Adwaita icon; a symbol with none keeps an invisible place
/// of the same size, so titles beside and without icons line up.
@MainActor
final class SymbolIconTests: XCTestCase {
    func testSymbolsShowAdwaitaIconsAndUnknownOnesKeepTheirPlace() async throws {
        let row = DemoPages.row
        let group = row(0, .group(GroupRow(footer: nil)), nil, "Icons", nil)
        var lock = row(1, .button(ButtonRow()), "lock", "Privacy", nil)
        lock.image = .iconName("lock.shield.fill")
        lock.subtitle = .text("Start-aligned")
        var brand = row(2, .button(ButtonRow()), "brand", "Follow us", nil)
        brand.image = .iconName("facebook")
        brand.subtitle = .text("Start-aligned")
        let page = Page(name: "Root", path: nil, title: "Icons", sections: [Section(header: group, rows: [lock, brand])],
                        rows: [group, lock, brand])
        let window = GtkTestSupport.makeWindow(FakeSession(root: page))
        defer { window.window.destroy() }

        let images = ChoiceRowTests.widgets(named: "GtkImage", in: window.currentPage!.widget.pointer)
            .filter { gtk_widget_has_css_class($0, "cell-image") != 0 }
        XCTAssertEqual(images.count, 2)
        let names = images.map { image -> String in
            let name = bs_object_dup_string(UnsafeMutableRawPointer(image), "icon-name")
            defer { g_free(name) }
            return name.map { String(cString: $0) } ?? ""
        }
        XCTAssertEqual(names.first, "security-high-symbolic")
        XCTAssertEqual(gtk_widget_get_opacity(images[0]), 1)
        XCTAssertEqual(gtk_widget_get_opacity(images[1]), 0, "the placeholder shows nothing")
        XCTAssertTrue(gtk_widget_has_css_class(images[1], "cell-image-placeholder") != 0)

        let privacy = try XCTUnwrap(ThemeContrastTests.label("Privacy", in: window.window))
        let follow = try XCTUnwrap(ThemeContrastTests.label("Follow us", in: window.window))
        let privacyX = try XCTUnwrap(WidgetPixels.bounds(of: privacy, in: window.window)).x
        let followX = try XCTUnwrap(WidgetPixels.bounds(of: follow, in: window.window)).x
        XCTAssertEqual(privacyX, followX, "titles aligned")
    }
}
