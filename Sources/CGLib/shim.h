#ifndef BUNDLE_SETTINGS_CGLIB_SHIM_H
#define BUNDLE_SETTINGS_CGLIB_SHIM_H
#include <glib.h>
#include <glib/gstdio.h>
#include <gio/gio.h>
#include <gio/gunixfdlist.h>
#include <glib-unix.h>
#include <signal.h>

/* g_variant_new is variadic: the (s av a{sv}) arguments of org.gtk.Actions.Activate, with no
   parameter and no platform data, as `gapplication action APP ACTION` sends them. */
static inline GVariant *bs_gtk_actions_activate_parameters(const char *action) {
    return g_variant_new("(s@av@a{sv})", action,
                         g_variant_new_array(G_VARIANT_TYPE_VARIANT, NULL, 0),
                         g_variant_new_array(G_VARIANT_TYPE("{sv}"), NULL, 0));
}
#endif
