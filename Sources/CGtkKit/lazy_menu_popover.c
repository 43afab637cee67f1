#include "lazy_menu_popover.h"

/* A menu button that makes its menu's popover (a widget for every item) when first opened, not
 * when made: a window's first frame shows none of it. GTK calls this on every toggle; the model
 * (a reference of its own, dropped with the button) is given once. */
void bs_menu_button_make_popover(GtkMenuButton *button, gpointer model) {
    if (gtk_menu_button_get_popover(button) == NULL) {
        gtk_menu_button_set_menu_model(button, G_MENU_MODEL(model));
    }
}
void bs_menu_button_set_menu_model_lazily(GtkMenuButton *button, GMenuModel *model) {
    gtk_menu_button_set_create_popup_func(button, bs_menu_button_make_popover, g_object_ref(model), g_object_unref);
}
