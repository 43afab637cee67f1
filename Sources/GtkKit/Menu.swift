import CGtk

/// A GMenu: the model a menu button's popover shows, in sections separated by lines.
@MainActor
public final class Menu {
    public let pointer: OpaquePointer

    public init() { pointer = g_menu_new() }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

    var model: UnsafeMutablePointer<GMenuModel> { gtkCast(pointer, to: GMenuModel.self) }

    /// An item running the action `action` (`win.about`); `accelerator` (`<Control>question`)
    /// is only shown beside the label: the shortcut itself is bound elsewhere.
    public func append(_ label: String, action: String, accelerator: String? = nil) {
        let item = g_menu_item_new(label, action)
        if let accelerator { g_menu_item_set_attribute_value(item, "accel", g_variant_new_string(accelerator)) }
        g_menu_append_item(pointer, item)
        g_object_unref(UnsafeMutableRawPointer(item))
    }

    public func appendSection(_ section: Menu) {
        g_menu_append_section(pointer, nil, section.model)
    }

    /// The number of items (sections count as one each).
    public var itemCount: Int { Int(g_menu_model_get_n_items(model)) }
}
