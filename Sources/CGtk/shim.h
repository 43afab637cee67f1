#ifndef BUNDLE_SETTINGS_CGTK_SHIM_H
#define BUNDLE_SETTINGS_CGTK_SHIM_H
#include <gtk/gtk.h>

/* gtk_accessible_update_relation/property are variadic: Swift cannot call them. */
static inline void bs_accessible_set_labelled_by(GtkWidget *widget, GtkWidget *label) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(widget),
        GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}
static inline void bs_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget),
        GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
static inline void bs_accessible_set_description(GtkWidget *widget, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget),
        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}
#endif
