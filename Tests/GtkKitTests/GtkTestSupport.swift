import CGtk
import GtkKit

/// GTK for XCTest, without the settings window or its style sheet: initialised once, driven by
/// iterating the main context in bounded loops.
@MainActor
enum GtkTestSupport {
    private static var isInitialized = false

    static func initialize() {
        guard !isInitialized else { return }
        isInitialized = true
        gtk_init()
        // Tests see the end state of a slide at once.
        Animations.areEnabled = false
    }

    /// Runs pending main-loop work until `condition` holds or `seconds` pass; answers `condition`.
    @discardableResult
    static func iterate(for seconds: Double = 2, until condition: () -> Bool = { false }) -> Bool {
        MainContext.iterate(for: seconds, until: condition)
    }

    /// What `widget` asks for along `orientation`, given `size` the other way (-1: any).
    static func measure(_ widget: Widget, _ orientation: GtkOrientation, for size: Int32 = -1) -> (minimum: Int32, natural: Int32) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(widget.pointer, orientation, size, &minimum, &natural, nil, nil)
        return (minimum, natural)
    }

    /// `content` in a scrolled window, in a window of `width` × `height` shown: destroy it after.
    static func scrolledWindow(showing content: Widget, width: Int32, height: Int32) -> (ScrolledWindow, Window) {
        let scrolled = ScrolledWindow(child: content)
        let window = Window(application: nil)
        window.setChild(scrolled)
        window.setDefaultSize(width: width, height: height)
        window.present()
        return (scrolled, window)
    }

    /// A label whose text wraps.
    static func wrapping(_ text: String) -> Label {
        let label = Label(text)
        label.setWraps(true)
        return label
    }

    static let words = "Originals are kept on this device until the date below, then only the uploaded copy remains."
}
