import CGtk

/// A GtkCalendar: a month grid the user picks a day in (arrow keys move, Enter/Space pick).
@MainActor
public final class CalendarView: Widget {
    /// `arrowNames`: the month and year arrows' names for screen readers and tooltips, in the
    /// application's language (GtkKit translates nothing itself).
    public init(arrowNames: [String]) {
        super.init(gtk_calendar_new())
        // The month and year arrows are icon buttons GTK leaves unnamed ("GtkImage" to a screen
        // reader); in GTK 4.8 they come in this order.
        for (button, name) in zip(Self.buttons(in: pointer), arrowNames) {
            gtk_accessible_reset_relation(gtkOpaque(button), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
            bs_accessible_set_label(button, name)
            gtk_widget_set_tooltip_text(button, name)
        }
    }

    private static func buttons(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if String(cString: bs_object_type_name(UnsafeMutableRawPointer(current))) == "GtkButton" {
                found.append(current)
            } else {
                found += buttons(in: current)
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    /// The selected day as year, month (1…12) and day (1…31), in local time.
    public var selectedDay: (year: Int, month: Int, day: Int) {
        guard let date = gtk_calendar_get_date(opaque) else { return (1970, 1, 1) }
        defer { g_date_time_unref(date) }
        return (Int(g_date_time_get_year(date)), Int(g_date_time_get_month(date)), Int(g_date_time_get_day_of_month(date)))
    }

    /// Selects a day (and shows its month). Emits "day-selected".
    public func select(year: Int, month: Int, day: Int) {
        guard let date = g_date_time_new_local(gint(year), gint(month), gint(day), 12, 0, 0) else { return }
        gtk_calendar_select_day(opaque, date)
        g_date_time_unref(date)
    }

    /// Called when a day is selected, by the user or by `select`.
    public func onDaySelected(_ handler: @escaping @MainActor () -> Void) {
        on("day-selected", handler)
    }
}
