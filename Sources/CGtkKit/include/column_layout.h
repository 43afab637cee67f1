#ifndef BUNDLE_SETTINGS_COLUMN_LAYOUT_H
#define BUNDLE_SETTINGS_COLUMN_LAYOUT_H
#include <gtk/gtk.h>

/* A column: children stacked top to bottom `spacing` apart, as wide as its widest child at any
 * height (see column_layout.c for why GTK 4.8's box is not). */
void bs_widget_set_column_layout(GtkWidget *widget, int spacing);
#endif
