#ifndef BUNDLE_SETTINGS_CLAMP_LAYOUT_H
#define BUNDLE_SETTINGS_CLAMP_LAYOUT_H
#include <gtk/gtk.h>

/* A clamp, what libadwaita's AdwClamp does, for GTK 4.8 which has none: the widget's single
 * child gets the full width up to `maximum_width` and is centred beyond it. */
void bs_widget_set_clamp_layout(GtkWidget *widget, int maximum_width);
#endif
