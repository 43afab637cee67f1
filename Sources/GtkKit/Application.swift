import CGtk

/// A GtkApplication: registers with the session bus, runs the main loop until its last window
/// closes.
@MainActor
public final class Application {
    public let pointer: UnsafeMutablePointer<GtkApplication>

    /// `identifier` nil, or `isUnique` false, runs without owning the bus name, so the launch is
    /// an instance of its own (with an identifier, its windows still match the desktop entry).
    public init(identifier: String?, isUnique: Bool = true) {
        let flags = identifier == nil || !isUnique ? G_APPLICATION_NON_UNIQUE : G_APPLICATION_DEFAULT_FLAGS
        pointer = gtk_application_new(identifier, flags)
    }

    isolated deinit {
        g_object_unref(pointer)
    }

    private var application: UnsafeMutablePointer<GApplication> { gtkCast(pointer, to: GApplication.self) }

    /// Called when the application starts (or is launched again while running).
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        SignalConnection.connect(UnsafeMutableRawPointer(pointer), "activate", handler)
    }

    /// Runs the main loop until the application quits; answers the exit status. Command-line
    /// arguments are the caller's business, so GLib sees none.
    public func run() -> Int32 {
        g_application_run(application, 0, nil)
    }

    public func quit() { g_application_quit(application) }

    /// How often a display still starting is tried again, in microseconds.
    static let retryInterval: UInt = 50_000

    /// Whether GTK can open the default display (`$WAYLAND_DISPLAY`, else `$DISPLAY`), without
    /// GTK's own "cannot open display" warning: call before `run` to say it in the program's
    /// words. Initialises GTK when it can.
    ///
    /// A display still starting (`isStarting`: nothing listens yet where it will) is tried again
    /// every `retryInterval` until `patience` microseconds have passed, then once more when
    /// something listens: a server that has just come up opens, one that turns us away does not.
    /// GTK 4.8 starts only once even when no display opens (a second `gtk_init_check` answers
    /// true with none), so later tries open the display with `gdk_display_open`, which becomes
    /// GTK's default display.
    public static func canOpenDisplay(patience: Int, isStarting: () -> Bool) -> Bool {
        if gtk_init_check() != 0, gdk_display_get_default() != nil { return true }
        let deadline = g_get_monotonic_time() + patience
        while isStarting() {
            guard g_get_monotonic_time() < deadline else { return false }
            g_usleep(gulong(retryInterval))
        }
        return gdk_display_open(nil) != nil
    }

    /// Names the windows made from now on as the desktop entry names them (its
    /// `StartupWMClass`): on X11 both parts of `WM_CLASS` (GTK would make the class
    /// "Org.…" from the program name), so docks and GNOME Shell put them under its icon.
    public static func setWindowClass(_ name: String) {
        bs_set_program_class(name)
    }
}
