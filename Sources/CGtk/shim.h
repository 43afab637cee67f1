#ifndef BUNDLE_SETTINGS_CGTK_SHIM_H
#define BUNDLE_SETTINGS_CGTK_SHIM_H
#include <gtk/gtk.h>
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
static inline gboolean bs_test_accessible_has_text(GtkWidget *widget, GtkAccessibleProperty property, const char *text) {
    char *mismatch = gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), property, text);
    gboolean matches = mismatch == NULL;
    g_free(mismatch);
    return matches;
}
static inline gboolean bs_test_accessible_has_label(GtkWidget *widget, const char *label) {
    return bs_test_accessible_has_text(widget, GTK_ACCESSIBLE_PROPERTY_LABEL, label);
}
static inline gboolean bs_test_accessible_has_description(GtkWidget *widget, const char *description) {
    return bs_test_accessible_has_text(widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description);
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
