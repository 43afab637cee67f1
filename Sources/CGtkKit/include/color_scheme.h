#ifndef BUNDLE_SETTINGS_COLOR_SCHEME_H
#define BUNDLE_SETTINGS_COLOR_SCHEME_H
#include <gtk/gtk.h>

/* Follows the desktop's light/dark preference (the XDG settings portal's color-scheme) from
 * now on, asynchronously: start-up never waits for the portal, and without one nothing happens. */
void bs_follow_color_scheme(void);
/* Whether GTK currently uses the dark variant of the theme. */
gboolean bs_prefers_dark_theme(void);
#endif
