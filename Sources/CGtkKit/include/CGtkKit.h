#ifndef BUNDLE_SETTINGS_CGTKKIT_H
#define BUNDLE_SETTINGS_CGTKKIT_H
/* The C half of GtkKit: GTK code of ours kept in C because it runs inside GTK's own calls
 * (layout callbacks, asked on every measure and allocation; signal handlers with out
 * parameters) or is made of variadic GIO/GVariant calls. GtkKit wraps each of them; the rest
 * of the program never calls these directly. (CGtk's shim.h holds only what Swift cannot
 * import: macros, casts, variadic calls.) */
#include "clamp_layout.h"
#include "column_layout.h"
#include "color_scheme.h"
#include "digits_only.h"
#include "lazy_menu_popover.h"
#include "shortcut_activation.h"
#endif
