#ifndef BUNDLE_SETTINGS_CGTK_SHIM_H
#define BUNDLE_SETTINGS_CGTK_SHIM_H
#include <gtk/gtk.h>
#include <string.h>
#include <dlfcn.h>

/* gtk_accessible_update_relation/property are variadic: Swift cannot call them. */
static inline void bs_accessible_set_labelled_by(GtkWidget *widget, GtkWidget *label) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(widget),
        GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}
static inline void bs_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget),
        GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
static inline void bs_accessible_set_description(GtkWidget *widget, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget),
        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}
static inline void bs_accessible_set_invalid(GtkWidget *widget) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget),
        GTK_ACCESSIBLE_STATE_INVALID, GTK_ACCESSIBLE_INVALID_TRUE, -1);
}

/* The gtk_test_accessible_check_* functions are variadic too; tests read names through these.
 * They answer TRUE when the widget is labelled as expected. */
static inline gboolean bs_test_accessible_is_labelled_by(GtkWidget *widget, GtkWidget *label) {
    char *mismatch = gtk_test_accessible_check_relation(GTK_ACCESSIBLE(widget),
        GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL);
    gboolean matches = mismatch == NULL;
    g_free(mismatch);
    return matches;
}
static inline gboolean bs_test_accessible_has_label(GtkWidget *widget, const char *label) {
    char *mismatch = gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget),
        GTK_ACCESSIBLE_PROPERTY_LABEL, label);
    gboolean matches = mismatch == NULL;
    g_free(mismatch);
    return matches;
}
static inline gboolean bs_test_accessible_has_labelled_by(GtkWidget *widget) {
    return gtk_test_accessible_has_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}
/* Asks `widget` for its tooltip as GTK does when the pointer rests on it (g_signal_emit_by_name
 * is variadic too): answers whether it has one to show. */
static inline gboolean bs_test_has_tooltip_to_show(GtkWidget *widget) {
    GtkTooltip *tooltip = g_object_new(GTK_TYPE_TOOLTIP, NULL);
    gboolean shown = FALSE;
    g_signal_emit_by_name(widget, "query-tooltip", 0, 0, FALSE, tooltip, &shown);
    g_object_unref(tooltip);
    return shown;
}

/* GTK 4 cannot synthesise key events; tests run the action a shortcut controller of `widget`
 * binds to the key instead. Answers whether a shortcut matched. */
static inline gboolean bs_test_activate_shortcut(GtkWidget *widget, guint keyval, GdkModifierType modifiers) {
    GtkShortcutTrigger *wanted = gtk_keyval_trigger_new(keyval, modifiers);
    GListModel *controllers = gtk_widget_observe_controllers(widget);
    gboolean found = FALSE;
    for (guint i = 0; !found && i < g_list_model_get_n_items(controllers); i++) {
        GObject *controller = g_list_model_get_item(controllers, i);
        if (GTK_IS_SHORTCUT_CONTROLLER(controller)) {
            GListModel *shortcuts = G_LIST_MODEL(controller);
            for (guint j = 0; !found && j < g_list_model_get_n_items(shortcuts); j++) {
                GtkShortcut *shortcut = g_list_model_get_item(shortcuts, j);
                if (gtk_shortcut_trigger_equal(gtk_shortcut_get_trigger(shortcut), wanted)) {
                    found = gtk_shortcut_action_activate(gtk_shortcut_get_action(shortcut),
                        GTK_SHORTCUT_ACTION_EXCLUSIVE, widget, NULL);
                }
                g_object_unref(shortcut);
            }
        }
        g_object_unref(controller);
    }
    g_object_unref(controllers);
    g_object_unref(wanted);
    return found;
}

/* g_signal_emit_by_name is variadic; for signals without arguments or return value (tests
 * press Enter by emitting "activate" on an entry's GtkText, as its key binding does). */
static inline void bs_signal_emit(gpointer instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

/* G_OBJECT_TYPE_NAME is a macro. */
static inline const char *bs_object_type_name(gpointer object) {
    return G_OBJECT_TYPE_NAME(object);
}

/* g_object_set is variadic. */
static inline void bs_object_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}
static inline void bs_object_set_boolean(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}
/* g_object_get is variadic too; the caller frees the copy with g_free. */
static inline char *bs_object_dup_string(gpointer object, const char *property) {
    char *value = NULL;
    g_object_get(object, property, &value, NULL);
    return value;
}

static inline gboolean bs_object_get_boolean(gpointer object, const char *property) {
    gboolean value = FALSE;
    g_object_get(object, property, &value, NULL);
    return value;
}
/* A recent-files list kept in a file of our choosing ("filename" is construct-only). */
static inline GtkRecentManager *bs_recent_manager_new_for_file(const char *filename) {
    return g_object_new(GTK_TYPE_RECENT_MANAGER, "filename", filename, NULL);
}

#define BS_DIGITS_ONLY_PAUSED_KEY "bs-digits-only-paused"

/* Refuses any insertion that is not all ASCII digits, before it reaches the text. The handler
 * needs the "insert-text" signature (four arguments and an out pointer), simplest kept in C. */
static inline void bs_digits_only_insert_text(GtkEditable *editable, const char *text, int length,
                                             int *position, gpointer data) {
    (void)position; (void)data;
    /* Text the program shows (a stored value) is not typing: it must show as it is. */
    if (g_object_get_data(G_OBJECT(editable), BS_DIGITS_ONLY_PAUSED_KEY) != NULL) return;
    size_t count = length < 0 ? strlen(text) : (size_t)length;
    for (size_t i = 0; i < count; i++) {
        if (text[i] < '0' || text[i] > '9') {
            gtk_widget_error_bell(GTK_WIDGET(editable));
            g_signal_stop_emission_by_name(editable, "insert-text");
            return;
        }
    }
}
static inline void bs_editable_accept_digits_only(GtkEditable *editable) {
    /* A GtkEntry forwards typing to its GtkText delegate, which emits "insert-text". */
    GtkEditable *target = gtk_editable_get_delegate(editable);
    if (target == NULL) target = editable;
    g_signal_connect(target, "insert-text", G_CALLBACK(bs_digits_only_insert_text), NULL);
}
/* Sets the text as given, past a digits-only filter if there is one. */
static inline void bs_editable_set_text_unfiltered(GtkEditable *editable, const char *text) {
    GtkEditable *target = gtk_editable_get_delegate(editable);
    if (target == NULL) target = editable;
    g_object_set_data(G_OBJECT(target), BS_DIGITS_ONLY_PAUSED_KEY, GINT_TO_POINTER(1));
    gtk_editable_set_text(editable, text);
    g_object_set_data(G_OBJECT(target), BS_DIGITS_ONLY_PAUSED_KEY, NULL);
}

/* A clamp, what libadwaita's AdwClamp does, for GTK 4.8 which has none: the widget's single
 * child gets the full width up to a maximum and is centred beyond it. The maximum is kept on
 * the widget as object data so the plain-function callbacks of GtkCustomLayout can read it. */
#define BS_CLAMP_MAXIMUM_KEY "bs-clamp-maximum"

static inline int bs_clamp_child_width(GtkWidget *widget, GtkWidget *child, int available) {
    int maximum = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(widget), BS_CLAMP_MAXIMUM_KEY));
    int child_minimum = 0;
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &child_minimum, NULL, NULL, NULL);
    int width = available < maximum ? available : maximum;
    return width > child_minimum ? width : child_minimum;
}
/* The request mode of our custom layouts (clamp, column): their height depends on their width. */
static inline GtkSizeRequestMode bs_height_for_width_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}
static inline void bs_clamp_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                    int *minimum, int *natural, int *minimum_baseline,
                                    int *natural_baseline) {
    GtkWidget *child = gtk_widget_get_first_child(widget);
    *minimum = 0; *natural = 0; *minimum_baseline = -1; *natural_baseline = -1;
    if (child == NULL || !gtk_widget_should_layout(child)) return;
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        int maximum = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(widget), BS_CLAMP_MAXIMUM_KEY));
        int child_natural = 0;
        gtk_widget_measure(child, orientation, for_size, minimum, &child_natural, NULL, NULL);
        int clamped = child_natural < maximum ? child_natural : maximum;
        *natural = clamped > *minimum ? clamped : *minimum;
    } else {
        int width = for_size < 0 ? -1 : bs_clamp_child_width(widget, child, for_size);
        gtk_widget_measure(child, orientation, width, minimum, natural, NULL, NULL);
    }
}
static inline void bs_clamp_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    GtkWidget *child = gtk_widget_get_first_child(widget);
    if (child == NULL || !gtk_widget_should_layout(child)) return;
    int child_width = bs_clamp_child_width(widget, child, width);
    graphene_point_t offset = GRAPHENE_POINT_INIT((float)((width - child_width) / 2), 0.0f);
    gtk_widget_allocate(child, child_width, height, -1, gsk_transform_translate(NULL, &offset));
}
static inline void bs_widget_set_clamp_layout(GtkWidget *widget, int maximum_width) {
    g_object_set_data(G_OBJECT(widget), BS_CLAMP_MAXIMUM_KEY, GINT_TO_POINTER(maximum_width));
    gtk_widget_set_layout_manager(widget,
        gtk_custom_layout_new(bs_height_for_width_request_mode, bs_clamp_measure, bs_clamp_allocate));
}
/* A menu button that makes its menu's popover (a widget for every item) when first opened, not
 * when made: a window's first frame shows none of it. GTK calls this on every toggle; the model
 * (a reference of its own, dropped with the button) is given once. */
static inline void bs_menu_button_make_popover(GtkMenuButton *button, gpointer model) {
    if (gtk_menu_button_get_popover(button) == NULL) {
        gtk_menu_button_set_menu_model(button, G_MENU_MODEL(model));
    }
}
static inline void bs_menu_button_set_menu_model_lazily(GtkMenuButton *button, GMenuModel *model) {
    gtk_menu_button_set_create_popup_func(button, bs_menu_button_make_popover, g_object_ref(model), g_object_unref);
}
/* A column: children stacked top to bottom, each given its height for the column's width (the
 * minimum, then up to the natural, then what is left to those that expand vertically, as GtkBox
 * shares it out), whose width is its widest child's whatever the height. GTK 4.8's box, asked for
 * a width at a given height (while a row shares its width out, or when the box or an ancestor
 * is not aligned to fill), searches for it, and each step lays every wrapping label in it out
 * again, the label searching once more for its own width at that height: the demo's first page
 * shaped its 15 titles about 3,000 times before its first frame. A column of wrapping text is
 * as wide as its widest line, at any height. */
#define BS_COLUMN_SPACING_KEY "bs-column-spacing"

static inline void bs_column_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                     int *minimum, int *natural, int *minimum_baseline,
                                     int *natural_baseline) {
    int spacing = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(widget), BS_COLUMN_SPACING_KEY));
    int shown = 0;
    *minimum = 0; *natural = 0; *minimum_baseline = -1; *natural_baseline = -1;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        int child_minimum = 0, child_natural = 0;
        if (orientation == GTK_ORIENTATION_HORIZONTAL) {
            gtk_widget_measure(child, orientation, -1, &child_minimum, &child_natural, NULL, NULL);
            *minimum = MAX(*minimum, child_minimum);
            *natural = MAX(*natural, child_natural);
        } else {
            gtk_widget_measure(child, orientation, for_size, &child_minimum, &child_natural, NULL, NULL);
            *minimum += child_minimum;
            *natural += child_natural;
        }
        shown++;
    }
    if (orientation == GTK_ORIENTATION_VERTICAL && shown > 1) {
        *minimum += spacing * (shown - 1);
        *natural += spacing * (shown - 1);
    }
}
static inline void bs_column_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    int spacing = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(widget), BS_COLUMN_SPACING_KEY));
    int shown = 0, expanding = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        shown++;
        if (gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL)) expanding++;
    }
    if (shown == 0) return;
    GtkRequestedSize *sizes = g_newa(GtkRequestedSize, shown);
    int spare = height - spacing * (shown - 1);
    int i = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, &sizes[i].minimum_size,
                           &sizes[i].natural_size, NULL, NULL);
        sizes[i].data = child;
        spare -= sizes[i].minimum_size;
        i++;
    }
    spare = gtk_distribute_natural_allocation(MAX(spare, 0), (guint)shown, sizes);
    int y = 0;
    for (i = 0; i < shown; i++) {
        GtkWidget *child = sizes[i].data;
        int child_height = sizes[i].minimum_size;
        if (expanding > 0 && gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL)) {
            int share = spare / expanding;
            child_height += share;
            spare -= share;
            expanding--;
        }
        graphene_point_t offset = GRAPHENE_POINT_INIT(0.0f, (float)y);
        gtk_widget_allocate(child, width, child_height, -1, gsk_transform_translate(NULL, &offset));
        y += child_height + spacing;
    }
}
static inline void bs_widget_set_column_layout(GtkWidget *widget, int spacing) {
    g_object_set_data(G_OBJECT(widget), BS_COLUMN_SPACING_KEY, GINT_TO_POINTER(spacing));
    gtk_widget_set_layout_manager(widget,
        gtk_custom_layout_new(bs_height_for_width_request_mode, bs_column_measure, bs_column_allocate));
}
/* The desktop's light/dark preference, which GTK 4.8 (without libadwaita) does not follow by
 * itself: the XDG settings portal's org.freedesktop.appearance color-scheme, 1 for dark and 2 for
 * light (0, no preference, leaves GTK's own setting alone). Read and watched asynchronously, so
 * start-up never waits for the portal; without one nothing happens. In C because the GVariant
 * and GDBus calls involved are variadic. */
static inline void bs_color_scheme_apply(GVariant *value) {
    GVariant *scheme = g_variant_ref(value);
    while (g_variant_is_of_type(scheme, G_VARIANT_TYPE_VARIANT)) {
        GVariant *inner = g_variant_get_variant(scheme);
        g_variant_unref(scheme);
        scheme = inner;
    }
    if (g_variant_is_of_type(scheme, G_VARIANT_TYPE_UINT32)) {
        guint32 preference = g_variant_get_uint32(scheme);
        GtkSettings *settings = gtk_settings_get_default();
        if (settings != NULL && (preference == 1 || preference == 2)) {
            g_object_set(settings, "gtk-application-prefer-dark-theme", preference == 1, NULL);
        }
    }
    g_variant_unref(scheme);
}
static inline void bs_color_scheme_read(GObject *proxy, GAsyncResult *result, gpointer data) {
    (void)data;
    GVariant *reply = g_dbus_proxy_call_finish(G_DBUS_PROXY(proxy), result, NULL);
    if (reply == NULL) return;
    GVariant *value = NULL;
    g_variant_get(reply, "(v)", &value);
    bs_color_scheme_apply(value);
    g_variant_unref(value);
    g_variant_unref(reply);
}
static inline void bs_color_scheme_changed(GDBusProxy *proxy, const char *sender, const char *signal,
                                           GVariant *parameters, gpointer data) {
    (void)proxy; (void)sender; (void)data;
    if (strcmp(signal, "SettingChanged") != 0
        || !g_variant_is_of_type(parameters, G_VARIANT_TYPE("(ssv)"))) return;
    const char *namespace_ = NULL, *key = NULL;
    GVariant *value = NULL;
    g_variant_get(parameters, "(&s&sv)", &namespace_, &key, &value);
    if (strcmp(namespace_, "org.freedesktop.appearance") == 0 && strcmp(key, "color-scheme") == 0) {
        bs_color_scheme_apply(value);
    }
    g_variant_unref(value);
}
static inline void bs_color_scheme_proxy_ready(GObject *source, GAsyncResult *result, gpointer data) {
    (void)source; (void)data;
    /* Kept for the life of the process, to hear about changes. */
    GDBusProxy *proxy = g_dbus_proxy_new_for_bus_finish(result, NULL);
    if (proxy == NULL) return;
    g_signal_connect(proxy, "g-signal", G_CALLBACK(bs_color_scheme_changed), NULL);
    g_dbus_proxy_call(proxy, "Read", g_variant_new("(ss)", "org.freedesktop.appearance", "color-scheme"),
                      G_DBUS_CALL_FLAGS_NONE, -1, NULL, bs_color_scheme_read, NULL);
}
static inline void bs_follow_color_scheme(void) {
    g_dbus_proxy_new_for_bus(G_BUS_TYPE_SESSION, G_DBUS_PROXY_FLAGS_DO_NOT_LOAD_PROPERTIES, NULL,
                             "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                             "org.freedesktop.portal.Settings", NULL, bs_color_scheme_proxy_ready, NULL);
}
static inline gboolean bs_prefers_dark_theme(void) {
    gboolean dark = FALSE;
    GtkSettings *settings = gtk_settings_get_default();
    if (settings != NULL) g_object_get(settings, "gtk-application-prefer-dark-theme", &dark, NULL);
    return dark;
}

/* The direction of a text's first strong character, NEUTRAL without one: what GtkText lays an
 * entry's text out by (GTK's own gdk_find_base_dir). Pango deprecated the function in 1.44
 * for lack of a use in its own layouts; it has no replacement that answers NEUTRAL. */
static inline PangoDirection bs_text_base_direction(const char *text) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    PangoDirection direction = pango_find_base_dir(text, -1);
    G_GNUC_END_IGNORE_DEPRECATIONS
    return direction;
}

/* Whether focus in `widget` lets keystrokes change text: an entry's text, a spin button's, an
 * editable text view (GTK_IS_EDITABLE and GTK_IS_TEXT_VIEW are macros). */
static inline gboolean bs_widget_is_editable(GtkWidget *widget) {
    return GTK_IS_EDITABLE(widget) || (GTK_IS_TEXT_VIEW(widget) && gtk_text_view_get_editable(GTK_TEXT_VIEW(widget)));
}

/* g_object_new is variadic; the accessible role is a construct-only property (an in-window
 * notification is a GtkFrame with the role ALERT). */
static inline GtkWidget *bs_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

/* gtk_accessible_announce is GTK 4.14: looked up at run time, so a build against 4.8 announces
 * through it when it runs on a newer GTK. Answers whether it could. */
static inline gboolean bs_accessible_announce(GtkWidget *widget, const char *message) {
    typedef void (*announce_function)(GtkAccessible *, const char *, int);
    static announce_function announce = NULL;
    static gboolean looked_up = FALSE;
    if (!looked_up) {
        announce = (announce_function) dlsym(RTLD_DEFAULT, "gtk_accessible_announce");
        looked_up = TRUE;
    }
    if (announce == NULL) return FALSE;
    announce(GTK_ACCESSIBLE(widget), message, 1 /* GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM */);
    return TRUE;
}

#endif

/* X11's WM_CLASS of the windows made from now on: both its instance (the program name) and its
 * class, which window managers and GNOME Shell match with a desktop entry's StartupWMClass.
 * GTK makes the class by capitalising the program name ("Org.…"), so it is set as well, through
 * the X11 backend's call (declared here: <gdk/x11/gdkx11.h> would bring Xlib into the module).
 * Nothing happens on other backends (Wayland uses the GtkApplication's ID). */
void gdk_x11_display_set_program_class(GdkDisplay *display, const char *program_class);
unsigned long gdk_x11_surface_get_xid(GdkSurface *surface);
static inline void bs_set_program_class(const char *name) {
    g_set_prgname(name);
    GdkDisplay *display = gdk_display_get_default();
    GType x11 = g_type_from_name("GdkX11Display");
    if (display && x11 && G_TYPE_CHECK_INSTANCE_TYPE(display, x11))
        gdk_x11_display_set_program_class(display, name);
}

/* The X11 window of a realized toplevel (0 on other backends): for tests reading its properties. */
static inline unsigned long bs_x11_window_id(GtkWidget *window) {
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    GType x11 = g_type_from_name("GdkX11Surface");
    if (!surface || !x11 || !G_TYPE_CHECK_INSTANCE_TYPE(surface, x11)) return 0;
    return gdk_x11_surface_get_xid(surface);
}
