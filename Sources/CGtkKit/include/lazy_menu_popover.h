#ifndef BUNDLE_SETTINGS_LAZY_MENU_POPOVER_H
#define BUNDLE_SETTINGS_LAZY_MENU_POPOVER_H
#include <gtk/gtk.h>

/* Gives `button` its menu when first opened, not now (see lazy_menu_popover.c). */
void bs_menu_button_set_menu_model_lazily(GtkMenuButton *button, GMenuModel *model);
/* Makes the popover now if it is not made yet (`model` is the one given above). */
void bs_menu_button_make_popover(GtkMenuButton *button, gpointer model);
#endif
