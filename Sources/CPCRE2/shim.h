#ifndef BUNDLE_SETTINGS_CPCRE2_SHIM_H
#define BUNDLE_SETTINGS_CPCRE2_SHIM_H
/* PCRE2, the engine GLib's GRegex wraps, called directly for what GRegex does not offer: a bound
   on the work of one match (BoundedPattern). UTF-8 code units, as GRegex uses it. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#endif
