#ifndef BUNDLE_SETTINGS_HEIGHT_FOR_WIDTH_H
#define BUNDLE_SETTINGS_HEIGHT_FOR_WIDTH_H
#include <gtk/gtk.h>

/* The request mode of our custom layouts (clamp, column): their height depends on their width. */
GtkSizeRequestMode bs_height_for_width_request_mode(GtkWidget *widget);
#endif
