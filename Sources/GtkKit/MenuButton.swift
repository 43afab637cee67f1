import CGtk
import CGtkKit

/// A GtkMenuButton that opens a popover holding any widget (Enter or Space opens it, Escape
/// closes it).
@MainActor
public final class MenuButton: Widget {
    /// The popover, once made (see `popover`).
    private var madePopover: Widget?
    /// The menu whose popover is made when first opened.
    private let menu: Menu?

    public init(popoverChild: Widget) {
        let popover = Widget(gtk_popover_new())
        gtk_popover_set_child(gtkCast(popover.pointer, to: GtkPopover.self), popoverChild.pointer)
        madePopover = popover
        menu = nil
        super.init(gtk_menu_button_new())
        gtk_menu_button_set_popover(opaque, popover.pointer)
    }

    /// A button with an icon opening a menu of `menu`'s items; `primary` makes it the window's
    /// primary menu, the one F10 opens. The menu's popover, a widget for each item, is made
    /// when the menu is first opened: no window's first frame shows it.
    public init(iconName: String, menu: Menu, primary: Bool) {
        self.menu = menu
        super.init(gtk_menu_button_new())
        gtk_menu_button_set_icon_name(opaque, iconName)
        bs_menu_button_set_menu_model_lazily(opaque, menu.model)
        gtk_menu_button_set_primary(opaque, primary ? 1 : 0)
    }

    /// The popover the button opens (made now if not yet).
    public var popover: Widget {
        if let madePopover { return madePopover }
        if let menu { bs_menu_button_make_popover(opaque, UnsafeMutableRawPointer(menu.model)) }
        let made = Widget(gtkCast(gtk_menu_button_get_popover(opaque), to: GtkWidget.self))
        madePopover = made
        return made
    }

    /// The button's text, ellipsized when the button gives up width (a few characters stay).
    public var label: String {
        get { gtk_menu_button_get_label(opaque).map { String(cString: $0) } ?? "" }
        set {
            gtk_menu_button_set_label(opaque, newValue)
            if let label = Self.firstLabel(in: pointer) {
                gtk_label_set_ellipsize(gtkOpaque(label), PANGO_ELLIPSIZE_END)
                gtk_label_set_width_chars(gtkOpaque(label), 5)
            }
        }
    }

    private static func firstLabel(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if String(cString: bs_object_type_name(UnsafeMutableRawPointer(current))) == "GtkLabel" { return current }
            if let found = firstLabel(in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// Names the button for screen readers, and the toggle button inside it that AT-SPI shows.
    public func setAccessibleName(_ name: String) {
        setAccessibleLabel(name)
        var child = gtk_widget_get_first_child(pointer)
        while let current = child {
            gtk_accessible_reset_relation(gtkOpaque(current), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
            bs_accessible_set_label(current, name)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    public func popup() { gtk_menu_button_popup(opaque) }
    public func popdown() { gtk_menu_button_popdown(opaque) }

    /// Whether the popover shows (asked without making it).
    public var isOpen: Bool {
        guard let made = gtk_menu_button_get_popover(opaque) else { return false }
        return gtk_widget_get_visible(gtkCast(made, to: GtkWidget.self)) != 0
    }
}
