#ifndef BUNDLE_SETTINGS_GIO_ON_DEMAND_H
#define BUNDLE_SETTINGS_GIO_ON_DEMAND_H
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gio.h>

/* g_object_get is variadic: the schema and path of a GSettings object, which is how a <child>
   element's schema and path are found (GLib has no public call from a schema to its children's
   schemas). The schema is the caller's reference, the path the caller's string to g_free. */
GSettingsSchema *bs_settings_get_schema(GSettings *settings);
gchar *bs_settings_get_path(GSettings *settings);

#endif
