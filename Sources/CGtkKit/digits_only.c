#include "digits_only.h"
#include <string.h>

#define BS_DIGITS_ONLY_PAUSED_KEY "bs-digits-only-paused"

/* Refuses any insertion that is not all ASCII digits, before it reaches the text. The handler
 * needs the "insert-text" signature (four arguments and an out pointer), simplest kept in C. */
static void bs_digits_only_insert_text(GtkEditable *editable, const char *text, int length,
                                       int *position, gpointer data) {
    (void)position; (void)data;
    /* Text the program shows (a stored value) is not typing: it must show as it is. */
    if (g_object_get_data(G_OBJECT(editable), BS_DIGITS_ONLY_PAUSED_KEY) != NULL) return;
    size_t count = length < 0 ? strlen(text) : (size_t)length;
    for (size_t i = 0; i < count; i++) {
        if (text[i] < '0' || text[i] > '9') {
            gtk_widget_error_bell(GTK_WIDGET(editable));
            g_signal_stop_emission_by_name(editable, "insert-text");
            return;
        }
    }
}
void bs_editable_accept_digits_only(GtkEditable *editable) {
    /* A GtkEntry forwards typing to its GtkText delegate, which emits "insert-text". */
    GtkEditable *target = gtk_editable_get_delegate(editable);
    if (target == NULL) target = editable;
    g_signal_connect(target, "insert-text", G_CALLBACK(bs_digits_only_insert_text), NULL);
}
void bs_editable_set_text_unfiltered(GtkEditable *editable, const char *text) {
    GtkEditable *target = gtk_editable_get_delegate(editable);
    if (target == NULL) target = editable;
    g_object_set_data(G_OBJECT(target), BS_DIGITS_ONLY_PAUSED_KEY, GINT_TO_POINTER(1));
    gtk_editable_set_text(editable, text);
    g_object_set_data(G_OBJECT(target), BS_DIGITS_ONLY_PAUSED_KEY, NULL);
}
