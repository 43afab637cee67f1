/* The baseline for script/bench-first-frame: the least a GTK 4 application does to show a
 * window. It quits right after the window's first frame is painted, exactly as bundle-settings
 * does with BUNDLE_SETTINGS_EXIT_AFTER_FIRST_FRAME=1, so the two times compare. */
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
    gtk_window_set_title(GTK_WINDOW(window), "Empty");
    gtk_window_set_default_size(GTK_WINDOW(window), 640, 720);
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
