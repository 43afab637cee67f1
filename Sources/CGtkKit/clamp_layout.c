#include "clamp_layout.h"
#include "height_for_width.h"

/* The maximum is kept on the widget as object data so the plain-function callbacks of
 * GtkCustomLayout can read it. In C because GTK calls these on every measure and allocation. */
#define BS_CLAMP_MAXIMUM_KEY "bs-clamp-maximum"

static int bs_clamp_child_width(GtkWidget *widget, GtkWidget *child, int available) {
    int maximum = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(widget), BS_CLAMP_MAXIMUM_KEY));
    int child_minimum = 0;
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &child_minimum, NULL, NULL, NULL);
    int width = available < maximum ? available : maximum;
    return width > child_minimum ? width : child_minimum;
}
static void bs_clamp_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                             int *minimum, int *natural, int *minimum_baseline,
                             int *natural_baseline) {
    GtkWidget *child = gtk_widget_get_first_child(widget);
    *minimum = 0; *natural = 0; *minimum_baseline = -1; *natural_baseline = -1;
    if (child == NULL || !gtk_widget_should_layout(child)) return;
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        int maximum = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(widget), BS_CLAMP_MAXIMUM_KEY));
        int child_natural = 0;
        gtk_widget_measure(child, orientation, for_size, minimum, &child_natural, NULL, NULL);
        int clamped = child_natural < maximum ? child_natural : maximum;
        *natural = clamped > *minimum ? clamped : *minimum;
    } else {
        int width = for_size < 0 ? -1 : bs_clamp_child_width(widget, child, for_size);
        gtk_widget_measure(child, orientation, width, minimum, natural, NULL, NULL);
    }
}
static void bs_clamp_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    GtkWidget *child = gtk_widget_get_first_child(widget);
    if (child == NULL || !gtk_widget_should_layout(child)) return;
    int child_width = bs_clamp_child_width(widget, child, width);
    graphene_point_t offset = GRAPHENE_POINT_INIT((float)((width - child_width) / 2), 0.0f);
    gtk_widget_allocate(child, child_width, height, -1, gsk_transform_translate(NULL, &offset));
}
void bs_widget_set_clamp_layout(GtkWidget *widget, int maximum_width) {
    g_object_set_data(G_OBJECT(widget), BS_CLAMP_MAXIMUM_KEY, GINT_TO_POINTER(maximum_width));
    gtk_widget_set_layout_manager(widget,
        gtk_custom_layout_new(bs_height_for_width_request_mode, bs_clamp_measure, bs_clamp_allocate));
}
