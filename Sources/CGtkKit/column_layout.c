#include "column_layout.h"
#include "height_for_width.h"

/* A column: children stacked top to bottom, each given its height for the column's width (the
 * minimum, then up to the natural, then what is left to those that expand vertically, as GtkBox
 * shares it out), whose width is its widest child's whatever the height. GTK 4.8's box, asked for
 * a width at a given height (while a row shares its width out, or when the box or an ancestor
 * is not aligned to fill), searches for it, and each step lays every wrapping label in it out
 * again, the label searching once more for its own width at that height: the demo's first page
 * shaped its 15 titles about 3,000 times before its first frame. A column of wrapping text is
 * as wide as its widest line, at any height. In C because GTK calls these on every measure and
 * allocation; the spacing is kept on the widget as object data for the plain-function callbacks. */
#define BS_COLUMN_SPACING_KEY "bs-column-spacing"

static void bs_column_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                              int *minimum, int *natural, int *minimum_baseline,
                              int *natural_baseline) {
    int spacing = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(widget), BS_COLUMN_SPACING_KEY));
    int shown = 0;
    *minimum = 0; *natural = 0; *minimum_baseline = -1; *natural_baseline = -1;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        int child_minimum = 0, child_natural = 0;
        if (orientation == GTK_ORIENTATION_HORIZONTAL) {
            gtk_widget_measure(child, orientation, -1, &child_minimum, &child_natural, NULL, NULL);
            *minimum = MAX(*minimum, child_minimum);
            *natural = MAX(*natural, child_natural);
        } else {
            gtk_widget_measure(child, orientation, for_size, &child_minimum, &child_natural, NULL, NULL);
            *minimum += child_minimum;
            *natural += child_natural;
        }
        shown++;
    }
    if (orientation == GTK_ORIENTATION_VERTICAL && shown > 1) {
        *minimum += spacing * (shown - 1);
        *natural += spacing * (shown - 1);
    }
}
static void bs_column_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    int spacing = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(widget), BS_COLUMN_SPACING_KEY));
    int shown = 0, expanding = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        shown++;
        if (gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL)) expanding++;
    }
    if (shown == 0) return;
    GtkRequestedSize *sizes = g_newa(GtkRequestedSize, shown);
    int spare = height - spacing * (shown - 1);
    int i = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, &sizes[i].minimum_size,
                           &sizes[i].natural_size, NULL, NULL);
        sizes[i].data = child;
        spare -= sizes[i].minimum_size;
        i++;
    }
    spare = gtk_distribute_natural_allocation(MAX(spare, 0), (guint)shown, sizes);
    int y = 0;
    for (i = 0; i < shown; i++) {
        GtkWidget *child = sizes[i].data;
        int child_height = sizes[i].minimum_size;
        if (expanding > 0 && gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL)) {
            int share = spare / expanding;
            child_height += share;
            spare -= share;
            expanding--;
        }
        graphene_point_t offset = GRAPHENE_POINT_INIT(0.0f, (float)y);
        gtk_widget_allocate(child, width, child_height, -1, gsk_transform_translate(NULL, &offset));
        y += child_height + spacing;
    }
}
void bs_widget_set_column_layout(GtkWidget *widget, int spacing) {
    g_object_set_data(G_OBJECT(widget), BS_COLUMN_SPACING_KEY, GINT_TO_POINTER(spacing));
    gtk_widget_set_layout_manager(widget,
        gtk_custom_layout_new(bs_height_for_width_request_mode, bs_column_measure, bs_column_allocate));
}
