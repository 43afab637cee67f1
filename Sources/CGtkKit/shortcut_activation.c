#include "shortcut_activation.h"

gboolean bs_test_activate_shortcut(GtkWidget *widget, guint keyval, GdkModifierType modifiers) {
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
