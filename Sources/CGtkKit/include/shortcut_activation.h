#ifndef BUNDLE_SETTINGS_SHORTCUT_ACTIVATION_H
#define BUNDLE_SETTINGS_SHORTCUT_ACTIVATION_H
#include <gtk/gtk.h>

/* GTK 4 cannot synthesise key events; tests run the action a shortcut controller of `widget`
 * binds to the key instead. Answers whether a shortcut matched. */
gboolean bs_test_activate_shortcut(GtkWidget *widget, guint keyval, GdkModifierType modifiers);
#endif
