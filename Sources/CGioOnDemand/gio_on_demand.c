/* GIO and GObject, loaded when a command first needs them.
 *
 * Most runs of the command line never touch GIO: `get` and `set` on a key-file store use GLib's
 * key file alone. Linking GIO made every run load it and the six libraries behind it (GObject,
 * GModule, libmount, libblkid, libselinux, libffi): a third of a `set`'s instructions and a fifth
 * of its time (an empty program linking GIO starts in 2.5 ms here, one linking GLib in 1.3;
 * README, "Where a `set` goes"). So SettingsKit links GLib only, and each GIO or GObject function
 * it calls is defined here under its own name: the first call loads libgio-2.0.so.0 (with GObject
 * behind it) and looks the function up, later calls go straight to it. The prototypes are checked
 * against GIO's headers, which are included above them, so a mismatch does not compile. The
 * definitions are hidden: a program that also links GIO itself (the window, through GTK) keeps its
 * libraries' calls to GIO, and only SettingsKit's own calls come through here. A function
 * SettingsKit starts calling must be added below, or programs without GTK (the command line,
 * store-writer, settings-bench) fail to link. The name is in parentheses where a function is
 * defined: GObject makes g_object_ref a macro too. libgio-2.0.so.0 comes in the Debian package
 * that holds libglib-2.0.so.0 (libglib2.0-0), which every executable links, and the window links
 * GIO itself: the package's computed dependencies still cover it.
 */
#define _GNU_SOURCE
#include "gio_on_demand.h"
#include <dlfcn.h>
#include <errno.h>
#include <libintl.h>
#include <stdio.h>
#include <stdlib.h>

#define tr(text) dgettext("bundle-settings", text)
#define BS_GIO_LIBRARY "libgio-2.0.so.0"

/* As the loader does for a linked library it cannot find: say what is missing, exit 127. */
static _Noreturn void bs_gio_unavailable(const char *reason) {
    /* Translators: the program's name, a library's file name, and why the system could not load it. */
    fprintf(stderr, tr("%s: cannot load %s, which this command needs: %s\n"),
            program_invocation_short_name, BS_GIO_LIBRARY, reason);
    exit(127);
}

static void *bs_gio_function(const char *name) {
    static void *loaded;
    void *library = __atomic_load_n(&loaded, __ATOMIC_ACQUIRE);
    if (library == NULL) {
        /* RTLD_GLOBAL as for a linked library; two threads racing here only count one more
           reference to the same library. */
        library = dlopen(BS_GIO_LIBRARY, RTLD_NOW | RTLD_GLOBAL);
        if (library == NULL) bs_gio_unavailable(dlerror());
        __atomic_store_n(&loaded, library, __ATOMIC_RELEASE);
    }
    void *function = dlsym(library, name);
    if (function == NULL) bs_gio_unavailable(dlerror());
    return function;
}

#define BS_RESOLVED(name)                                                                   \
    static __typeof__(name) *resolved;                                                      \
    __typeof__(name) *function = __atomic_load_n(&resolved, __ATOMIC_ACQUIRE);              \
    if (function == NULL) {                                                                 \
        function = (__typeof__(name) *)bs_gio_function(#name);                              \
        __atomic_store_n(&resolved, function, __ATOMIC_RELEASE);                            \
    }
#define BS_ON_DEMAND(type, name, parameters, arguments)                                     \
    __attribute__((visibility("hidden"))) type (name) parameters {                          \
        BS_RESOLVED(name)                                                                   \
        return function arguments;                                                          \
    }
#define BS_ON_DEMAND_VOID(name, parameters, arguments)                                      \
    __attribute__((visibility("hidden"))) void (name) parameters {                          \
        BS_RESOLVED(name)                                                                   \
        function arguments;                                                                 \
    }

GSettingsSchema *bs_settings_get_schema(GSettings *settings) {
    BS_RESOLVED(g_object_get)
    GSettingsSchema *schema = NULL;
    function(settings, "settings-schema", &schema, NULL);
    return schema;
}

gchar *bs_settings_get_path(GSettings *settings) {
    BS_RESOLVED(g_object_get)
    gchar *path = NULL;
    function(settings, "path", &path, NULL);
    return path;
}

BS_ON_DEMAND(gboolean, g_app_info_launch_default_for_uri,
    (const char *uri, GAppLaunchContext *context, GError **error),
    (uri, context, error))
BS_ON_DEMAND(GAppLaunchContext *, g_app_launch_context_new, (void), ())
BS_ON_DEMAND_VOID(g_app_launch_context_setenv,
    (GAppLaunchContext *context, const char *variable, const char *value),
    (context, variable, value))
BS_ON_DEMAND_VOID(g_app_launch_context_unsetenv,
    (GAppLaunchContext *context, const char *variable),
    (context, variable))
BS_ON_DEMAND(gboolean, g_application_id_is_valid, (const gchar *application_id), (application_id))
BS_ON_DEMAND(GDBusConnection *, g_bus_get_sync,
    (GBusType bus_type, GCancellable *cancellable, GError **error),
    (bus_type, cancellable, error))
BS_ON_DEMAND(guint, g_bus_own_name_on_connection,
    (GDBusConnection *connection, const gchar *name, GBusNameOwnerFlags flags,
     GBusNameAcquiredCallback name_acquired_handler, GBusNameLostCallback name_lost_handler,
     gpointer user_data, GDestroyNotify user_data_free_func),
    (connection, name, flags, name_acquired_handler, name_lost_handler, user_data,
     user_data_free_func))
BS_ON_DEMAND_VOID(g_bus_unown_name, (guint owner_id), (owner_id))
BS_ON_DEMAND_VOID(g_dbus_connection_call,
    (GDBusConnection *connection, const gchar *bus_name, const gchar *object_path,
     const gchar *interface_name, const gchar *method_name, GVariant *parameters,
     const GVariantType *reply_type, GDBusCallFlags flags, gint timeout_msec,
     GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data),
    (connection, bus_name, object_path, interface_name, method_name, parameters, reply_type, flags,
     timeout_msec, cancellable, callback, user_data))
BS_ON_DEMAND(GVariant *, g_dbus_connection_call_finish,
    (GDBusConnection *connection, GAsyncResult *res, GError **error),
    (connection, res, error))
BS_ON_DEMAND(gboolean, g_dbus_connection_emit_signal,
    (GDBusConnection *connection, const gchar *destination_bus_name, const gchar *object_path,
     const gchar *interface_name, const gchar *signal_name, GVariant *parameters, GError **error),
    (connection, destination_bus_name, object_path, interface_name, signal_name, parameters, error))
BS_ON_DEMAND(gboolean, g_dbus_connection_flush_sync,
    (GDBusConnection *connection, GCancellable *cancellable, GError **error),
    (connection, cancellable, error))
BS_ON_DEMAND(gboolean, g_dbus_connection_is_closed, (GDBusConnection *connection), (connection))
BS_ON_DEMAND(guint, g_dbus_connection_register_object,
    (GDBusConnection *connection, const gchar *object_path, GDBusInterfaceInfo *interface_info,
     const GDBusInterfaceVTable *vtable, gpointer user_data, GDestroyNotify user_data_free_func,
     GError **error),
    (connection, object_path, interface_info, vtable, user_data, user_data_free_func, error))
BS_ON_DEMAND(guint, g_dbus_connection_signal_subscribe,
    (GDBusConnection *connection, const gchar *sender, const gchar *interface_name,
     const gchar *member, const gchar *object_path, const gchar *arg0, GDBusSignalFlags flags,
     GDBusSignalCallback callback, gpointer user_data, GDestroyNotify user_data_free_func),
    (connection, sender, interface_name, member, object_path, arg0, flags, callback, user_data,
     user_data_free_func))
BS_ON_DEMAND_VOID(g_dbus_connection_signal_unsubscribe,
    (GDBusConnection *connection, guint subscription_id),
    (connection, subscription_id))
BS_ON_DEMAND(gboolean, g_dbus_connection_unregister_object,
    (GDBusConnection *connection, guint registration_id),
    (connection, registration_id))
BS_ON_DEMAND(gchar *, g_dbus_error_get_remote_error, (const GError *error), (error))
BS_ON_DEMAND(gboolean, g_dbus_is_name, (const gchar *string), (string))
BS_ON_DEMAND(gboolean, g_dbus_is_unique_name, (const gchar *string), (string))
BS_ON_DEMAND_VOID(g_dbus_method_invocation_return_dbus_error,
    (GDBusMethodInvocation *invocation, const gchar *error_name, const gchar *error_message),
    (invocation, error_name, error_message))
BS_ON_DEMAND_VOID(g_dbus_method_invocation_return_value,
    (GDBusMethodInvocation *invocation, GVariant *parameters),
    (invocation, parameters))
BS_ON_DEMAND(GDBusNodeInfo *, g_dbus_node_info_new_for_xml,
    (const gchar *xml_data, GError **error),
    (xml_data, error))
BS_ON_DEMAND_VOID(g_dbus_node_info_unref, (GDBusNodeInfo *info), (info))
BS_ON_DEMAND(char *, g_file_get_basename, (GFile *file), (file))
BS_ON_DEMAND(GIcon *, g_file_icon_new, (GFile *file), (file))
BS_ON_DEMAND(gboolean, g_file_monitor_cancel, (GFileMonitor *monitor), (monitor))
BS_ON_DEMAND(GFileMonitor *, g_file_monitor_directory,
    (GFile *file, GFileMonitorFlags flags, GCancellable *cancellable, GError **error),
    (file, flags, cancellable, error))
BS_ON_DEMAND(GFileMonitor *, g_file_monitor_file,
    (GFile *file, GFileMonitorFlags flags, GCancellable *cancellable, GError **error),
    (file, flags, cancellable, error))
BS_ON_DEMAND(GFile *, g_file_new_for_path, (const char *path), (path))
BS_ON_DEMAND(gchar *, g_icon_to_string, (GIcon *icon), (icon))
BS_ON_DEMAND(GQuark, g_io_error_quark, (void), ())
BS_ON_DEMAND(GSettingsBackend *, g_keyfile_settings_backend_new,
    (const gchar *filename, const gchar *root_path, const gchar *root_group),
    (filename, root_path, root_group))
BS_ON_DEMAND(GSettingsBackend *, g_memory_settings_backend_new, (void), ())
BS_ON_DEMAND(gpointer, g_object_ref, (gpointer object), (object))
BS_ON_DEMAND_VOID(g_object_unref, (gpointer object), (object))
BS_ON_DEMAND_VOID(g_settings_apply, (GSettings *settings), (settings))
BS_ON_DEMAND_VOID(g_settings_delay, (GSettings *settings), (settings))
BS_ON_DEMAND(GSettings *, g_settings_get_child,
    (GSettings *settings, const gchar *name),
    (settings, name))
BS_ON_DEMAND(GVariant *, g_settings_get_default_value,
    (GSettings *settings, const gchar *key),
    (settings, key))
BS_ON_DEMAND(GVariant *, g_settings_get_user_value,
    (GSettings *settings, const gchar *key),
    (settings, key))
BS_ON_DEMAND(gboolean, g_settings_is_writable,
    (GSettings *settings, const gchar *name),
    (settings, name))
BS_ON_DEMAND(GSettings *, g_settings_new_full,
    (GSettingsSchema *schema, GSettingsBackend *backend, const gchar *path),
    (schema, backend, path))
BS_ON_DEMAND_VOID(g_settings_reset, (GSettings *settings, const gchar *key), (settings, key))
BS_ON_DEMAND(const gchar *, g_settings_schema_get_id, (GSettingsSchema *schema), (schema))
BS_ON_DEMAND(GSettingsSchemaKey *, g_settings_schema_get_key,
    (GSettingsSchema *schema, const gchar *name),
    (schema, name))
BS_ON_DEMAND(const gchar *, g_settings_schema_get_path, (GSettingsSchema *schema), (schema))
BS_ON_DEMAND(gboolean, g_settings_schema_has_key,
    (GSettingsSchema *schema, const gchar *name),
    (schema, name))
BS_ON_DEMAND(GVariant *, g_settings_schema_key_get_default_value, (GSettingsSchemaKey *key), (key))
BS_ON_DEMAND(const gchar *, g_settings_schema_key_get_description, (GSettingsSchemaKey *key), (key))
BS_ON_DEMAND(GVariant *, g_settings_schema_key_get_range, (GSettingsSchemaKey *key), (key))
BS_ON_DEMAND(const gchar *, g_settings_schema_key_get_summary, (GSettingsSchemaKey *key), (key))
BS_ON_DEMAND(const GVariantType *, g_settings_schema_key_get_value_type,
    (GSettingsSchemaKey *key),
    (key))
BS_ON_DEMAND(gboolean, g_settings_schema_key_range_check,
    (GSettingsSchemaKey *key, GVariant *value),
    (key, value))
BS_ON_DEMAND_VOID(g_settings_schema_key_unref, (GSettingsSchemaKey *key), (key))
BS_ON_DEMAND(gchar * *, g_settings_schema_list_children, (GSettingsSchema *schema), (schema))
BS_ON_DEMAND(gchar* *, g_settings_schema_list_keys, (GSettingsSchema *schema), (schema))
BS_ON_DEMAND(GSettingsSchemaSource *, g_settings_schema_source_get_default, (void), ())
BS_ON_DEMAND_VOID(g_settings_schema_source_list_schemas,
    (GSettingsSchemaSource *source, gboolean recursive, gchar ***non_relocatable,
     gchar ***relocatable),
    (source, recursive, non_relocatable, relocatable))
BS_ON_DEMAND(GSettingsSchema *, g_settings_schema_source_lookup,
    (GSettingsSchemaSource *source, const gchar *schema_id, gboolean recursive),
    (source, schema_id, recursive))
BS_ON_DEMAND(GSettingsSchemaSource *, g_settings_schema_source_new_from_directory,
    (const gchar *directory, GSettingsSchemaSource *parent, gboolean trusted, GError **error),
    (directory, parent, trusted, error))
BS_ON_DEMAND(GSettingsSchemaSource *, g_settings_schema_source_ref,
    (GSettingsSchemaSource *source),
    (source))
BS_ON_DEMAND_VOID(g_settings_schema_source_unref, (GSettingsSchemaSource *source), (source))
BS_ON_DEMAND_VOID(g_settings_schema_unref, (GSettingsSchema *schema), (schema))
BS_ON_DEMAND(gboolean, g_settings_set_value,
    (GSettings *settings, const gchar *key, GVariant *value),
    (settings, key, value))
BS_ON_DEMAND_VOID(g_settings_sync, (void), ())
BS_ON_DEMAND(gulong, g_signal_connect_data,
    (gpointer instance, const gchar *detailed_signal, GCallback c_handler, gpointer data,
     GClosureNotify destroy_data, GConnectFlags connect_flags),
    (instance, detailed_signal, c_handler, data, destroy_data, connect_flags))
BS_ON_DEMAND_VOID(g_signal_handler_disconnect,
    (gpointer instance, gulong handler_id),
    (instance, handler_id))
BS_ON_DEMAND(GIcon *, g_themed_icon_new, (const char *iconname), (iconname))
