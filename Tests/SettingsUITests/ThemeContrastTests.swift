import CGtk
import Foundation
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// Accent text and marks ("Sign In", "Add Album…", check marks) read at WCAG AA (4.5:1) on
/// their row in GTK 4.8's light, dark and both high-contrast styles, measured on the pixels the
/// window draws.
@MainActor
final class ThemeContrastTests: XCTestCase {
    /// GTK 4.8's built-in styles (`/org/gtk/libgtk/theme/…` in libgtk-4).
    static let themes = ["Default", "Default-dark", "Default-hc", "Default-hc-dark"]

    static var page: Page {
        let row = DemoPages.row
        let group = row(0, .group(GroupRow(footer: nil)), nil, "Account", nil)
        let signIn = row(1, .button(ButtonRow()), "signIn", "Sign In", nil)
        let remember = row(2, .toggle(ToggleRow(style: .checkmark)), "remember", "Remember me", .bool(true))
        let share = row(4, .toggle(ToggleRow(style: .checkmark)), "share", "Share usage data", .bool(false))
        var albums = ListGroupRow()
        albums.add = row(0, .childPane(ChildPaneRow(target: .page("Album"))), nil, "Add Album…", nil)
        let list = row(3, .listGroup(albums), "albums", "Albums", .array([]))
        let rows = [group, signIn, remember, share, list]
        return Page(name: "Root", path: nil, title: "Contrast",
                    sections: [Section(header: group, rows: [signIn, remember, share]), Section(header: list, rows: [])], rows: rows)
    }

    func testAccentTextAndMarksReachFourAndAHalfToOneInEveryStyle() async throws {
        GtkTestSupport.initialize()
        var report: [String] = []
        try Self.inEachTheme { theme in
            let window = GtkTestSupport.makeWindow(FakeSession(root: Self.page))
            defer { window.window.destroy() }
            GtkTestSupport.iterate(for: 0.3)
            if let folder = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_TEST_SHOTS"] {
                WidgetScreenshot.savePNG(of: window.window, to: "\(folder)/contrast-\(theme).png")
            }
            let pixels = try XCTUnwrap(WidgetPixels(of: window.window), theme)
            let checkmark = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "remember", in: window)).control
            let parts: [(String, Widget)] = [
                ("Sign In", try XCTUnwrap(Self.label("Sign In", in: window.window))),
                ("Add Album…", try XCTUnwrap(Self.label("Add Album…", in: window.window))),
                ("check mark", checkmark),
            ]
            for (name, widget) in parts {
                let bounds = try XCTUnwrap(WidgetPixels.bounds(of: widget, in: window.window), "\(theme) \(name)")
                let ratio = Self.contrast(in: pixels, bounds)
                report.append("\(theme) \(name): \(String(format: "%.2f", ratio)):1")
                XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(theme) \(name)")
            }
        }
        print("Contrast: " + report.joined(separator: ", "))
    }

    /// An off checkmark-style toggle is drawn as a control, an empty box whose outline stands
    /// out from the row at 3:1 (WCAG's contrast for the parts of a control), where iOS shows
    /// nothing at all.
    func testAnOffCheckButtonIsDrawnInEveryStyle() async throws {
        GtkTestSupport.initialize()
        var report: [String] = []
        try Self.inEachTheme { theme in
            let window = GtkTestSupport.makeWindow(FakeSession(root: Self.page))
            defer { window.window.destroy() }
            GtkTestSupport.iterate(for: 0.3)
            let pixels = try XCTUnwrap(WidgetPixels(of: window.window), theme)
            let share = try XCTUnwrap(GtkTestSupport.presenter(ToggleRowPresenter.self, key: "share", in: window))
            XCTAssertFalse(share.control.isOn, theme)
            let bounds = try XCTUnwrap(WidgetPixels.bounds(of: share.control, in: window.window), theme)
            XCTAssertGreaterThanOrEqual(min(bounds.width, bounds.height), 14, "\(theme): the box has a size")
            let ratio = Self.contrast(in: pixels, bounds)
            report.append("\(theme): \(String(format: "%.2f", ratio)):1")
            XCTAssertGreaterThanOrEqual(ratio, 3, theme)
        }
        print("Contrast of an off check button: " + report.joined(separator: ", "))
    }

    /// A long footer (a licence) is body text, read at 4.5:1, not a dim caption.
    func testALongFooterReadsAtFourAndAHalfToOneInEveryStyle() async throws {
        GtkTestSupport.initialize()
        let licence = String(repeating: "Permission is hereby granted, free of charge, to any person. ", count: 40)
        let group = DemoPages.row(0, .group(GroupRow(footer: licence)), title: "Licence")
        let page = Page(name: "Root", path: nil, title: "Contrast", sections: [Section(header: group)], rows: [group])
        var report: [String] = []
        try Self.inEachTheme { theme in
            let window = GtkTestSupport.makeWindow(FakeSession(root: page))
            defer { window.window.destroy() }
            GtkTestSupport.iterate(for: 0.3)
            let pixels = try XCTUnwrap(WidgetPixels(of: window.window), theme)
            let footer = try XCTUnwrap(LayoutMatrixTests.descendants(of: window.window.pointer) {
                LayoutMatrixTests.hasClass($0, "section-footer")
            }.first.map(Widget.init), theme)
            XCTAssertEqual(LayoutMatrixTests.typeName(footer.pointer), "GtkTextView", theme)
            let bounds = try XCTUnwrap(WidgetPixels.bounds(of: footer, in: window.window), theme)
            let ratio = Self.contrast(in: pixels, bounds)
            report.append("\(theme): \(String(format: "%.2f", ratio)):1")
            XCTAssertGreaterThanOrEqual(ratio, 4.5, theme)
        }
        print("Contrast of a long footer: " + report.joined(separator: ", "))
    }

    func testARuleBrokenInAFieldReadsAtFourAndAHalfToOneInEveryStyle() async throws {
        GtkTestSupport.initialize()
        var name = DemoPages.row(0, .textField(TextFieldRow()), key: "name", title: "Name")
        name.rules.maximumLength = 2
        let page = Page(name: "Root", path: nil, title: "Contrast", sections: [Section(header: nil, rows: [name])], rows: [name])
        var report: [String] = []
        try Self.inEachTheme { theme in
            let window = GtkTestSupport.makeWindow(FakeSession(root: page))
            defer { window.window.destroy() }
            let field = try XCTUnwrap(GtkTestSupport.presenter(TextFieldRowPresenter.self, key: "name", in: window))
            field.entry.text = "Ada"
            GtkTestSupport.iterate(for: 0.3)
            let pixels = try XCTUnwrap(WidgetPixels(of: window.window), theme)
            let message = try XCTUnwrap(Self.label("Enter at most 2 characters.", in: window.window), theme)
            let bounds = try XCTUnwrap(WidgetPixels.bounds(of: message, in: window.window), theme)
            let ratio = Self.contrast(in: pixels, bounds)
            report.append("\(theme): \(String(format: "%.2f", ratio)):1")
            XCTAssertGreaterThanOrEqual(ratio, 4.5, theme)
        }
        print("Contrast of a broken rule: " + report.joined(separator: ", "))
    }

    /// Why a row is disabled (a full list's add row, a setting locked by the administrator) is
    /// the only explanation the user gets: it reads at 4.5:1 though its row is drawn disabled;
    /// and so does a short footer, a dim caption on the window's background.
    func testWhyARowIsDisabledAndAFooterReadAtFourAndAHalfToOneInEveryStyle() async throws {
        GtkTestSupport.initialize()
        let row = DemoPages.row
        let group = row(0, .group(GroupRow(footer: "Changes apply at once.")), nil, "Account", nil)
        let locked = row(1, .toggle(ToggleRow()), "sync", "Sync", .bool(true))
        var tags = ListGroupRow()
        tags.add = row(0, .textField(TextFieldRow()), nil, "New tag", nil)
        var list = row(2, .listGroup(tags), "tags", "Tags", .array([.string("cats")]))
        list.rules.maximumItems = 1
        let page = Page(name: "Root", path: nil, title: "Contrast",
                        sections: [Section(header: group, rows: [locked]), Section(header: list, rows: [])],
                        rows: [group, locked, list])
        let messages = [(RowView.lockedSubtitle, true), ("The list holds at most 1 item.", true), ("Changes apply at once.", false)]
        var report: [String] = []
        try Self.inEachTheme { theme in
            let session = FakeSession(root: page)
            session.lockedKeys = ["sync"]
            let window = GtkTestSupport.makeWindow(session)
            defer { window.window.destroy() }
            window.window.setDefaultSize(width: 640, height: 500)
            GtkTestSupport.iterate(for: 0.3)
            if let folder = ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_SCREENSHOT_DIR"] {
                WidgetScreenshot.savePNG(of: window.window, to: "\(folder)/disabled-why-\(theme).png")
            }
            let pixels = try XCTUnwrap(WidgetPixels(of: window.window), theme)
            for (message, isDisabled) in messages {
                let label = try XCTUnwrap(Self.label(message, in: window.window), "\(theme) \(message)")
                XCTAssertEqual(gtk_widget_is_sensitive(label.pointer) == 0, isDisabled, "\(theme) \(message)")
                let bounds = try XCTUnwrap(WidgetPixels.bounds(of: label, in: window.window), "\(theme) \(message)")
                let ratio = Self.contrast(in: pixels, bounds)
                report.append("\(theme) \(message): \(String(format: "%.2f", ratio)):1")
                XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(theme) \(message)")
            }
        }
        print("Contrast of why a row is disabled: " + report.joined(separator: ", "))
    }

    /// Runs `body` with each of `themes` set, then sets the theme back.
    static func inEachTheme(_ body: (String) throws -> Void) throws {
        let settings = UnsafeMutableRawPointer(try XCTUnwrap(gtk_settings_get_default()))
        let previous = bs_object_dup_string(settings, "gtk-theme-name")
        defer {
            bs_object_set_string(settings, "gtk-theme-name", previous)
            g_free(previous)
        }
        for theme in themes {
            bs_object_set_string(settings, "gtk-theme-name", theme)
            try body(theme)
        }
    }

    /// The label showing `text` in `widget`'s tree.
    static func label(_ text: String, in widget: Widget) -> Widget? {
        func find(_ pointer: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
            if String(cString: bs_object_type_name(UnsafeMutableRawPointer(pointer))) == "GtkLabel",
               String(cString: gtk_label_get_text(OpaquePointer(pointer))) == text { return pointer }
            var child = gtk_widget_get_first_child(pointer)
            while let current = child {
                if let found = find(current) { return found }
                child = gtk_widget_get_next_sibling(current)
            }
            return nil
        }
        return find(widget.pointer).map { pointer in
            g_object_ref(UnsafeMutableRawPointer(pointer))  // the wrapper takes a reference of its own
            return Widget(pointer)
        }
    }

    /// The WCAG contrast between the background of the area (its commonest colour) and the
    /// colour furthest from it there: the core of the glyphs' strokes, where anti-aliasing does
    /// not blend them with the background.
    static func contrast(in pixels: WidgetPixels, _ bounds: (x: Int, y: Int, width: Int, height: Int)) -> Double {
        var counts: [[Int]: Int] = [:]
        var colors: [(red: Double, green: Double, blue: Double)] = []
        for y in max(bounds.y, 0)..<min(bounds.y + bounds.height, pixels.height) {
            for x in max(bounds.x, 0)..<min(bounds.x + bounds.width, pixels.width) {
                let color = pixels.color(x: x, y: y)
                colors.append(color)
                counts[[color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }, default: 0] += 1
            }
        }
        guard let background = counts.max(by: { $0.value < $1.value })?.key.map({ Double($0) / 255 }) else { return 0 }
        let backgroundLuminance = luminance(background[0], background[1], background[2])
        return colors.map { ratio(luminance($0.red, $0.green, $0.blue), backgroundLuminance) }.max() ?? 0
    }

    static func luminance(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        func linear(_ value: Double) -> Double { value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    static func ratio(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }
}
