#include "color_scheme.h"
#include <string.h>

/* The desktop's light/dark preference, which GTK 4.8 (without libadwaita) does not follow by
 * itself: the XDG settings portal's org.freedesktop.appearance color-scheme, 1 for dark and 2 for
 * light (0, no preference, leaves GTK's own setting alone). In C because the GVariant and GDBus
 * calls involved are variadic. */
static void bs_color_scheme_apply(GVariant *value) {
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
static void bs_color_scheme_read(GObject *proxy, GAsyncResult *result, gpointer data) {
    (void)data;
    GVariant *reply = g_dbus_proxy_call_finish(G_DBUS_PROXY(proxy), result, NULL);
    if (reply == NULL) return;
    GVariant *value = NULL;
    g_variant_get(reply, "(v)", &value);
    bs_color_scheme_apply(value);
    g_variant_unref(value);
    g_variant_unref(reply);
}
static void bs_color_scheme_changed(GDBusProxy *proxy, const char *sender, const char *signal,
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
static void bs_color_scheme_proxy_ready(GObject *source, GAsyncResult *result, gpointer data) {
    (void)source; (void)data;
    /* Kept for the life of the process, to hear about changes. */
    GDBusProxy *proxy = g_dbus_proxy_new_for_bus_finish(result, NULL);
    if (proxy == NULL) return;
    g_signal_connect(proxy, "g-signal", G_CALLBACK(bs_color_scheme_changed), NULL);
    g_dbus_proxy_call(proxy, "Read", g_variant_new("(ss)", "org.freedesktop.appearance", "color-scheme"),
                      G_DBUS_CALL_FLAGS_NONE, -1, NULL, bs_color_scheme_read, NULL);
}
void bs_follow_color_scheme(void) {
    g_dbus_proxy_new_for_bus(G_BUS_TYPE_SESSION, G_DBUS_PROXY_FLAGS_DO_NOT_LOAD_PROPERTIES, NULL,
                             "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                             "org.freedesktop.portal.Settings", NULL, bs_color_scheme_proxy_ready, NULL);
}
gboolean bs_prefers_dark_theme(void) {
    gboolean dark = FALSE;
    GtkSettings *settings = gtk_settings_get_default();
    if (settings != NULL) g_object_get(settings, "gtk-application-prefer-dark-theme", &dark, NULL);
    return dark;
}
