/* The demo's baseline for script/bench-first-frame: the least GTK 4 code that shows what the
 * demo's first page shows, 15 rows of a list, each a title and a switch, in a scrolled window.
 * It quits right after the window's first frame is painted, as empty-window.c does. */
#include <gtk/gtk.h>
#include <unistd.h>

static void after_first_paint(GdkFrameClock *clock, gpointer window) {
    (void)clock;
    gdk_display_sync(gtk_widget_get_display(GTK_WIDGET(window)));
    _exit(0);
}

static void realized(GtkWidget *window, gpointer data) {
    (void)data;
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_first_paint), window);
}

static void activate(GtkApplication *application, gpointer data) {
    (void)data;
    GtkWidget *window = gtk_application_window_new(application);
    gtk_window_set_title(GTK_WINDOW(window), "Fifteen rows");
    gtk_window_set_default_size(GTK_WINDOW(window), 640, 720);
    GtkWidget *list = gtk_list_box_new();
    gtk_list_box_set_selection_mode(GTK_LIST_BOX(list), GTK_SELECTION_NONE);
    for (int i = 1; i <= 15; i++) {
        GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
        char title[32];
        g_snprintf(title, sizeof title, "Setting number %d", i);
        GtkWidget *label = gtk_label_new(title);
        gtk_widget_set_hexpand(label, TRUE);
        gtk_label_set_xalign(GTK_LABEL(label), 0);
        gtk_box_append(GTK_BOX(row), label);
        gtk_box_append(GTK_BOX(row), gtk_switch_new());
        gtk_list_box_append(GTK_LIST_BOX(list), row);
    }
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    g_signal_connect(window, "realize", G_CALLBACK(realized), NULL);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    GtkApplication *application = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(application), argc, argv);
    g_object_unref(application);
    return status;
}
