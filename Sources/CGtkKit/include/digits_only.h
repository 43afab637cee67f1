#ifndef BUNDLE_SETTINGS_DIGITS_ONLY_H
#define BUNDLE_SETTINGS_DIGITS_ONLY_H
#include <gtk/gtk.h>

/* Refuses any typed insertion into `editable` that is not all ASCII digits, before it reaches
 * the text (with the error bell). */
void bs_editable_accept_digits_only(GtkEditable *editable);
/* Sets the text as given, past a digits-only filter if there is one. */
void bs_editable_set_text_unfiltered(GtkEditable *editable, const char *text);
#endif
