import CGtk

/// A toplevel window: a GtkApplicationWindow when an application is given, else a GtkWindow
/// (tests build windows without an application).
@MainActor
public final class Window: Widget {
    public init(application: Application?) {
        if let application {
            super.init(gtk_application_window_new(application.pointer))
        } else {
            super.init(gtk_window_new())
        }
    }

    private var window: UnsafeMutablePointer<GtkWindow> { gtkCast(pointer, to: GtkWindow.self) }

    public func setChild(_ child: Widget) { gtk_window_set_child(window, child.pointer) }
    public func setTitlebar(_ titlebar: Widget) { gtk_window_set_titlebar(window, titlebar.pointer) }
    public func setTitle(_ title: String) { gtk_window_set_title(window, title) }
    /// The icon the window switcher shows (an icon theme name), in place of the application's.
    public func setIconName(_ name: String?) { gtk_window_set_icon_name(window, name) }
    public var iconName: String? { gtk_window_get_icon_name(window).map { String(cString: $0) } }
    public var title: String? { gtk_window_get_title(window).map { String(cString: $0) } }

    public func setDefaultSize(width: Int32, height: Int32) {
        gtk_window_set_default_size(window, width, height)
    }

    /// The size the window has when not maximized: GTK 4 keeps the default size up to date
    /// as the user resizes.
    public var defaultSize: (width: Int32, height: Int32) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        return (width, height)
    }

    public var isMaximized: Bool { gtk_window_is_maximized(window) != 0 }
    public func maximize() { gtk_window_maximize(window) }

    public func present() { gtk_window_present(window) }

    /// The widget with keyboard focus, held so it can be focused again later.
    public var focusWidget: Widget? {
        gtk_window_get_focus(window).map { Widget($0) }
    }

    /// Asks the window to close, as its close button does (close-request handlers run).
    public func close() { gtk_window_close(window) }

    /// Destroys the window without asking.
    public func destroy() { gtk_window_destroy(window) }

    /// Called when the window is about to close; answering `true` keeps it open.
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) {
        SignalConnection.connect(raw, "close-request", handler)
    }
}
