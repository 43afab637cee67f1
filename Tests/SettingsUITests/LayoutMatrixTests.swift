import CGtk
import Foundation
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// The row layout holds in real bundles, in every shipped language of the bundle, at the
/// narrowest window (360 px), a medium one and a wide one, measured on the widgets' allocations:
/// the window can be 360 px wide; no row title is narrower than its longest word (unless even
/// the control at its smallest leaves less room); no title is taller than three lines while its
/// control has more than its smallest width; controls of one kind in a section line up; the
/// titles beside row images start at one column.
@MainActor
final class LayoutMatrixTests: XCTestCase {
    /// The narrowest window, a medium one, and the widest the tests' 1280 px screen holds (a
    /// window's frame takes 10 px of it; rows are clamped to 600 px from about 630 up anyway).
    static let widths: [Int32] = [360, 640, 1270]
    static let languages = ["en", "de", "ar", "ja"]
    /// Pages measured per bundle (Root first): enough for every kind of row the corpus has,
    /// few enough that the matrix stays within seconds.
    static let pagesPerBundle = 4

    static var bundles: [(name: String, path: String)] {
        let corpus = CorpusWindowTests.corpus.path
        return [
            ("demo", GtkTestSupport.resourcesDirectory + "/Settings.bundle"),
            ("VLC", corpus + "/videolan__vlc-ios/Resources/iOS/Settings.bundle"),
            ("GitHawk", corpus + "/GitHawkApp__GitHawk/Settings.bundle"),
            ("InAppSettingsKit", corpus + "/futuretap__InAppSettingsKit/InAppSettingsKitSampleApp/Settings.bundle"),
        ]
    }

    func testRowsKeepReadableTitlesAndAlignedControlsAtEveryWidthAndLanguage() async throws {
        GtkTestSupport.initialize()
        let direction = gtk_widget_get_default_direction()
        defer { gtk_widget_set_default_direction(direction) }
        var failures: [String] = []
        var measured = 0
        for bundle in Self.bundles {
            guard FileManager.default.fileExists(atPath: bundle.path) else { continue }
            for language in Self.languages {
                gtk_widget_set_default_direction(language == "ar" ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
                let settings = try SettingsBundle.open(path: bundle.path, languages: [language]).get()
                let controller = SettingsController(bundle: settings, store: MemoryStore(), applicationName: bundle.name)
                let window = GtkTestSupport.makeWindow(controller, mode: .endUser)
                defer { window.window.destroy() }
                for (index, page) in controller.walk.pages.prefix(Self.pagesPerBundle).enumerated() {
                    if index > 0 {
                        window.binder.openPage(named: page.name, title: page.title)
                        XCTAssertTrue(GtkTestSupport.iterate(for: 10) { window.currentPage?.isSettled == true }, page.name)
                    }
                    guard let shown = window.currentPage else { continue }
                    for width in Self.widths {
                        let place = "\(bundle.name) \(page.name) \(language) \(width) px"
                        let got = Self.resize(window, to: width)
                        if got != width { failures.append("\(place): the window is \(got) px wide, not \(width)") }
                        let sections = Self.descendants(of: shown.column.pointer) { Self.hasClass($0, "boxed-list") }
                        for list in sections where gtk_widget_get_mapped(list) != 0 {
                            let rows = Self.children(of: list).compactMap(RowParts.init)
                            measured += rows.count
                            failures += rows.flatMap { $0.problems(at: place) }
                            failures += RowParts.misalignments(of: rows, at: place)
                        }
                    }
                    if index > 0 { window.goBack() }
                }
            }
        }
        print("Layout matrix: \(measured) row layouts measured, \(failures.count) problems")
        XCTAssertGreaterThan(measured, 0)
        XCTAssert(failures.isEmpty, failures.prefix(40).joined(separator: "\n"))
    }

    /// Resizes the window to `width` (what it draws: the default size also counts the frame of
    /// client-side decorations) and waits until it is laid out; answers the width it got, wider
    /// when its minimum is.
    static func resize(_ window: SettingsWindow, to width: Int32) -> Int32 {
        let gtkWindow = gtkCast(window.window.pointer, to: GtkWindow.self)
        var defaultWidth: Int32 = 0
        var defaultHeight: Int32 = 0
        gtk_window_get_default_size(gtkWindow, &defaultWidth, &defaultHeight)
        let frame = defaultWidth - gtk_widget_get_width(window.window.pointer)
        gtk_window_set_default_size(gtkWindow, width + frame, 720)
        GtkTestSupport.iterate(for: 3) {
            gtk_widget_get_width(window.window.pointer) == width && window.currentPage?.isSettled == true
        }
        waitForStableLayout(of: window)
        return gtk_widget_get_width(window.window.pointer)
    }

    /// Waits until the page's rows all have a size and keep it over a few frames: rows built
    /// after the last layout, and titles measured again once in the window, take frames more,
    /// and a busy machine draws them late.
    static func waitForStableLayout(of window: SettingsWindow) {
        func sizes() -> [Int32]? {
            guard let column = window.currentPage?.column.pointer else { return nil }
            let rows = descendants(of: column) { hasClass($0, "boxed-list") }
                .filter { gtk_widget_get_mapped($0) != 0 }
                .flatMap { children(of: $0) }
            var found: [Int32] = []
            for row in rows {
                let width = gtk_widget_get_width(row), height = gtk_widget_get_height(row)
                if gtk_widget_get_visible(row) != 0 && (width == 0 || height == 0) { return nil }
                found += [width, height]
            }
            return found
        }
        var last: [Int32]? = nil
        var unchanged = 0
        GtkTestSupport.iterate(for: 10) {
            let now = sizes()
            unchanged = now != nil && now == last ? unchanged + 1 : 0
            last = now
            if unchanged >= 3 { return true }
            GtkTestSupport.iterate(for: 0.03)
            return false
        }
    }

    static func hasClass(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> Bool {
        gtk_widget_has_css_class(widget, name) != 0
    }

    static func typeName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: bs_object_type_name(UnsafeMutableRawPointer(widget)))
    }

    static func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            result.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    static func descendants(of widget: UnsafeMutablePointer<GtkWidget>,
                            where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool) -> [UnsafeMutablePointer<GtkWidget>] {
        children(of: widget).flatMap { child in matches(child) ? [child] : descendants(of: child, where: matches) }
    }

    /// `widget`'s bounds in `reference`'s coordinates.
    static func bounds(of widget: UnsafeMutablePointer<GtkWidget>, in reference: UnsafeMutablePointer<GtkWidget>) -> graphene_rect_t {
        var rect = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, reference, &rect)
        return rect
    }
}

/// One list row of the common row layout (`RowView`): its image, title and trailing controls.
@MainActor
struct RowParts {
    let row: UnsafeMutablePointer<GtkWidget>
    let content: UnsafeMutablePointer<GtkWidget>
    let image: UnsafeMutablePointer<GtkWidget>?
    let title: UnsafeMutablePointer<GtkWidget>
    let trailing: [UnsafeMutablePointer<GtkWidget>]

    /// Nil for rows not laid out by `RowView` (a list's add row, a radio choice without title…)
    /// or not shown.
    init?(_ row: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_widget_get_mapped(row) != 0,
              let outer = gtk_widget_get_first_child(row), LayoutMatrixTests.hasClass(outer, "row-content"),
              let content = gtk_widget_get_first_child(outer) else { return nil }
        let parts = LayoutMatrixTests.children(of: content).filter { gtk_widget_get_visible($0) != 0 }
        guard let textsIndex = parts.firstIndex(where: { part in
            LayoutMatrixTests.children(of: part).contains { LayoutMatrixTests.hasClass($0, "row-title") }
        }) else { return nil }
        guard let title = LayoutMatrixTests.children(of: parts[textsIndex]).first(where: {
            LayoutMatrixTests.hasClass($0, "row-title") && gtk_widget_get_visible($0) != 0
        }) else { return nil }
        self.row = row
        self.content = content
        self.title = title
        image = parts[..<textsIndex].first { LayoutMatrixTests.hasClass($0, "cell-image") }
        trailing = Array(parts[(textsIndex + 1)...])
    }

    var titleText: String { String(cString: gtk_label_get_text(OpaquePointer(title))) }

    /// The width of the title's widest unit that may not be broken (a word; a character in
    /// scripts without spaces), in the title's font.
    var longestWord: Int32 {
        let layout = gtk_widget_create_pango_layout(title, titleText)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
        pango_layout_set_width(layout, 0)
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        return logical.width
    }

    var lineHeight: Int32 {
        let layout = gtk_widget_create_pango_layout(title, "X")
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        return logical.height
    }

    static func minimumWidth(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        var minimum: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        return minimum
    }

    /// The most a control may insist on: a drop-down, a value or an entry that cannot get
    /// narrower than this should ellipsize or give up width instead.
    static let largestControlMinimum: Int32 = 120

    /// The smallest `widget` can be, or should be able to be.
    static func smallest(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        min(minimumWidth(widget), largestControlMinimum)
    }

    /// The widest the title could be: the row's content less its image and its controls at
    /// their smallest, and the spacing between them.
    var roomForTitle: Int32 {
        let spacing = gtk_box_get_spacing(gtkCast(content, to: GtkBox.self))
        let others = (image.map { [$0] } ?? []) + trailing
        return gtk_widget_get_width(content) - others.reduce(0) { $0 + Self.smallest($1) + spacing }
    }

    /// Whether a control could give up width: it has more than its smallest.
    var controlCouldShrink: Bool {
        trailing.contains { gtk_widget_get_width($0) > Self.smallest($0) + 1 }
    }

    func problems(at place: String) -> [String] {
        guard !titleText.isEmpty else { return [] }
        var problems: [String] = []
        let width = gtk_widget_get_width(title)
        let needed = min(longestWord, roomForTitle)
        if width + 1 < needed {
            problems.append("\(place): “\(titleText)” is \(width) px wide, narrower than its longest word (\(needed) px)")
        }
        let height = gtk_widget_get_height(title)
        if height > lineHeight * 3 + 2, controlCouldShrink {
            problems.append("\(place): “\(titleText)” is \(height) px tall (more than three lines) while its control could shrink")
        }
        problems += cutDropDownValues.map { "\(place): “\(titleText)” shows its value cut, “\($0)”" }
        return problems
    }

    /// The values drop-downs of the row show cut with "…", though the title would keep its
    /// longest word beside the value whole (at most `DropDownRowPresenter.widestWholeValue`).
    var cutDropDownValues: [String] {
        let dropDowns = LayoutMatrixTests.descendants(of: row) { LayoutMatrixTests.typeName($0) == "GtkDropDown" }
        return dropDowns.flatMap { dropDown in
            LayoutMatrixTests.descendants(of: dropDown) { LayoutMatrixTests.typeName($0) == "GtkLabel" && gtk_widget_get_mapped($0) != 0 }
        }.compactMap { label in
            guard pango_layout_is_ellipsized(gtk_label_get_layout(OpaquePointer(label))) != 0 else { return nil }
            let text = String(cString: gtk_label_get_text(OpaquePointer(label)))
            let whole = gtk_widget_create_pango_layout(label, text)
            defer { g_object_unref(UnsafeMutableRawPointer(whole)) }
            var logical = PangoRectangle()
            pango_layout_get_pixel_extents(whole, nil, &logical)
            let fitsWhole = logical.width < DropDownRowPresenter.widestWholeValue - 50 && longestWord + logical.width + 60 < roomForTitle
            return fitsWhole ? text : nil
        }
    }

    /// The kind of a row's control, for alignment: its widget type, the last trailing one
    /// (a value's chevron is not its kind).
    var controlKind: String? {
        trailing.first.map { LayoutMatrixTests.typeName($0) }
    }

    static func misalignments(of rows: [RowParts], at place: String) -> [String] {
        var problems: [String] = []
        guard let list = rows.first.map({ gtk_widget_get_parent($0.row)! }) else { return [] }
        let byKind = Dictionary(grouping: rows.filter { $0.controlKind != nil }, by: { $0.controlKind! })
        for (kind, group) in byKind where group.count > 1 {
            let frames = group.map { LayoutMatrixTests.bounds(of: $0.trailing[0], in: list) }
            let lefts = Set(frames.map { Int($0.origin.x.rounded()) })
            let rights = Set(frames.map { Int(($0.origin.x + $0.size.width).rounded()) })
            // Controls that fill the row (entries) line up at both edges; the others at the end.
            let fills = gtk_widget_get_hexpand(group[0].trailing[0]) != 0
            if (fills && (lefts.count > 1 || rights.count > 1)) || (!fills && lefts.count > 1 && rights.count > 1) {
                let titles = group.map(\.titleText).joined(separator: ", ")
                problems.append("\(place): the \(kind)s of \(titles) start at x \(lefts.sorted()) and end at \(rights.sorted())")
            }
        }
        let imaged = rows.filter { $0.image != nil && !$0.titleText.isEmpty }
        let starts = Set(imaged.map { row -> Int in
            let frame = LayoutMatrixTests.bounds(of: row.title, in: list)
            return Int((gtk_widget_get_direction(row.title) == GTK_TEXT_DIR_RTL ? frame.origin.x + frame.size.width : frame.origin.x).rounded())
        })
        if starts.count > 1 {
            problems.append("\(place): titles beside images start at x \(starts.sorted()): \(imaged.map(\.titleText))")
        }
        return problems
    }
}
