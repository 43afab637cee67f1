import CGtk

/// A GtkSwitch.
@MainActor
public final class Switch: Widget, OnOffControl {
    public init() {
        super.init(gtk_switch_new())
    }

    public var isOn: Bool {
        get { gtk_switch_get_active(opaque) != 0 }
        set { gtk_switch_set_active(opaque, newValue ? 1 : 0) }
    }

    /// Called after the switch changed position, by the user or by `isOn`.
    public func onToggled(_ handler: @escaping @MainActor () -> Void) {
        on("notify::active") { (_: UnsafeMutableRawPointer?) in handler() }
    }
}
