import CGtk

extension TextEntry {
    /// Keeps the text at the start of the widget's direction (the right in a right-to-left
    /// window) whatever direction the text reads in, focused or not; the characters keep their
    /// own order (8080 and proxy.example.org still read left to right).
    ///
    /// GTK places an entry's text at the start of the text's own direction: in Arabic a host
    /// name sits on the left while an Arabic placeholder sits on the right, and digits, which
    /// have no direction, sit on the right until the field is focused, when they take the
    /// keyboard's (Latin: left-to-right) and jump to the left. iOS's natural alignment, what a
    /// bundle's field has unless `IASKTextAlignment` says otherwise, follows the interface's
    /// direction instead, so the fields of a group line up at its start.
    public func keepTextAtWidgetStart() {
        realignToWidgetStart()
        onChanged { [weak self] in self?.realignToWidgetStart() }
        // Focus changes the direction of text without a strong character (see `textDirection`).
        let text = UnsafeMutableRawPointer(gtk_editable_get_delegate(opaque) ?? opaque)
        SignalConnection.connect(text, "notify::has-focus") { [weak self] (_: UnsafeMutableRawPointer?) in
            self?.realignToWidgetStart()
        }
        on("direction-changed") { [weak self] (_: UnsafeMutableRawPointer?) in self?.realignToWidgetStart() }
    }

    private func realignToWidgetStart() {
        // An empty field shows its placeholder, a label GTK aligns by the widget's direction:
        // at 0 it stays at the widget's start when focus gives the field the keyboard's.
        guard gtk_editable_get_text(opaque).pointee != 0 else { return gtk_editable_set_alignment(opaque, 0) }
        let isRightToLeft = gtk_widget_get_direction(pointer) == GTK_TEXT_DIR_RTL
        // GTK measures an entry's alignment from the start of its text's direction.
        gtk_editable_set_alignment(opaque, (textDirection == PANGO_DIRECTION_RTL) == isRightToLeft ? 0 : 1)
    }

    /// The direction GTK lays the text out in (GtkText's layout): its first strong character's;
    /// without one (digits only, nothing), the keyboard's while the field has focus, else the
    /// widget's.
    private var textDirection: PangoDirection {
        let strong = bs_text_base_direction(gtk_editable_get_text(opaque))
        guard strong == PANGO_DIRECTION_NEUTRAL else { return strong }
        let text = gtk_editable_get_delegate(opaque).map { UnsafeMutablePointer<GtkWidget>($0) } ?? pointer
        if gtk_widget_has_focus(text) != 0 {
            let keyboard = gdk_display_get_default_seat(gtk_widget_get_display(pointer)).flatMap { gdk_seat_get_keyboard($0) }
            return keyboard.map { gdk_device_get_direction($0) } == PANGO_DIRECTION_RTL ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
        }
        return gtk_widget_get_direction(pointer) == GTK_TEXT_DIR_RTL ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
    }
}
