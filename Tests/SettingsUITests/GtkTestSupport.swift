import CGtk
import Foundation
import GtkKit
import SettingsKit
import XCTest
@testable import SettingsUI

/// GTK for XCTest: initialised once, driven by iterating the main context in bounded loops.
@MainActor
enum GtkTestSupport {
    private static var isInitialized = false

    static var resourcesDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources").path
    }

    static func initialize() {
        guard !isInitialized else { return }
        isInitialized = true
        gtk_init()
        // Tests see the end state of a slide at once.
        Animations.areEnabled = false
        SettingsStyle.load(resourcesDirectory: resourcesDirectory)
    }

    /// Runs pending main-loop work until `condition` holds or `seconds` pass; answers `condition`.
    @discardableResult
    static func iterate(for seconds: Double = 2, until condition: () -> Bool = { false }) -> Bool {
        MainContext.iterate(for: seconds, until: condition)
    }

    /// A presented window for `session`, its pages fully built and painted. In the bundle
    /// author's mode unless told otherwise: the fixtures have broken rows on purpose, to see them.
    /// Tabs through `window`, recording each widget focused, until focus comes back round.
    static func tabStops(in window: Window, limit: Int = 120) -> [UnsafeMutablePointer<GtkWidget>] {
        var stops: [UnsafeMutablePointer<GtkWidget>] = []
        for _ in 0..<limit {
            _ = gtk_widget_child_focus(window.pointer, GTK_DIR_TAB_FORWARD)
            guard let focus = gtk_window_get_focus(gtkCast(window.pointer, to: GtkWindow.self)) else { break }
            if stops.contains(focus) { break }
            stops.append(focus)
        }
        return stops
    }

    static func makeWindow(_ session: SettingsSession, mode: WindowMode = .inspect) -> SettingsWindow {
        initialize()
        let window = SettingsWindow(session: session, application: nil, applicationName: "Demo", geometryPath: nil, mode: mode)
        window.present()
        iterate(for: 5) { gtk_widget_get_mapped(window.window.pointer) != 0 && window.currentPage?.isSettled == true }
        iterate(for: 0.2)
        return window
    }

    /// `widget` and the widgets below it that have the style class `name`, in order.
    static func descendants(of widget: UnsafeMutablePointer<GtkWidget>, withClass name: String) -> [UnsafeMutablePointer<GtkWidget>] {
        var found = gtk_widget_has_css_class(widget, name) != 0 ? [widget] : []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            found += descendants(of: current, withClass: name)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    /// The texts of every label in `widget` and below it, in order.
    /// The first label inside `widget` (itself included), depth first.
    static func firstLabel(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if String(cString: bs_object_type_name(UnsafeMutableRawPointer(widget))) == "GtkLabel" { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let label = firstLabel(in: current) { return label }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    static func labels(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var result: [String] = []
        if String(cString: bs_object_type_name(UnsafeMutableRawPointer(widget))) == "GtkLabel" {
            result.append(String(cString: gtk_label_get_text(OpaquePointer(widget))))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            result += labels(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    static func presenter<Presenter>(_ type: Presenter.Type, key: String, in window: SettingsWindow) -> Presenter? {
        window.currentPage?.presenters(forKey: SettingKey(key)).compactMap { $0 as? Presenter }.first
    }

    /// The presenter of the current page's row titled `title`; fails the test when there is none.
    static func presenter<Presenter>(_ type: Presenter.Type, titled title: String, in window: SettingsWindow) throws -> Presenter {
        let found = window.currentPage?.presenters.first { $0.row.title == title } as? Presenter
        return try XCTUnwrap(found, "no \(Presenter.self) titled \(title)")
    }
}

extension TextEntry {
    /// Presses Enter in the entry: its GtkText emits "activate", which the entry forwards.
    @MainActor
    func pressEnter() {
        bs_signal_emit(UnsafeMutableRawPointer(gtk_editable_get_delegate(opaque)), "activate")
    }
}
