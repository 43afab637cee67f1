#ifndef BUNDLE_SETTINGS_CGLIB_SHIM_H
#define BUNDLE_SETTINGS_CGLIB_SHIM_H
#include <glib.h>
#include <glib/gstdio.h>
/* GIO's declarations only: SettingsKit loads GIO when it first calls it (CGioOnDemand). */
#include <gio/gio.h>
#include <glib-unix.h>
#include <signal.h>
#include <errno.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/openat2.h>
#include <libintl.h>
#include <locale.h>
/* GSettingsBackend: GSettingsStore's tests give it GLib's memory backend (no D-Bus). */
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

/* g_variant_new is variadic: the (s av a{sv}) arguments of org.gtk.Actions.Activate, with no
   parameter and no platform data, as `gapplication action APP ACTION` sends them. */
static inline GVariant *bs_gtk_actions_activate_parameters(const char *action) {
    return g_variant_new("(s@av@a{sv})", action,
                         g_variant_new_array(G_VARIANT_TYPE_VARIANT, NULL, 0),
                         g_variant_new_array(G_VARIANT_TYPE("{sv}"), NULL, 0));
}

/* syscall(2) is variadic, so Swift cannot call it, and glibc 2.36 has no openat2 wrapper:
   openat2(DIRFD, PATH, {FLAGS, 0, RESOLVE}). -1 with errno ENOSYS where the headers lack it. */
static inline int bs_openat2(int dirfd, const char *path, unsigned long long flags, unsigned long long resolve) {
#ifdef SYS_openat2
    struct open_how how = { .flags = flags, .mode = 0, .resolve = resolve };
    return (int)syscall(SYS_openat2, dirfd, path, &how, sizeof how);
#else
    errno = ENOSYS;
    return -1;
#endif
}

/* glibc's gettext caches translations by locale name, not by LANGUAGE: a change of LANGUAGE
   must bump this counter (exported by glibc, declared in no header) to be seen. */
extern int _nl_msg_cat_cntr;
static inline void bs_gettext_forget_found_translations(void) { ++_nl_msg_cat_cntr; }

/* O_PATH needs _GNU_SOURCE, which Swift's Glibc module is not built with. */
static const int bs_o_path = 010000000;

/* The build configuration, one string each. meson (script/meson-swift-build) passes its own
   with -Xcc -D…: the version in meson.build's project() and the install layout as paths
   relative to an installed executable's folder, so an installed tree works for any --prefix,
   --bindir, --libexecdir, --datadir and DESTDIR, and can be moved as a whole. These defaults
   are what a development build (`swift build`) and a SwiftPM dependant get; the version must
   equal meson.build's (Tests/EndToEndTests/VersionTests.swift checks it). Functions rather than
   the macros themselves, so Swift sees the value given on the command line, not the default. */
#ifndef BUNDLE_SETTINGS_VERSION
#define BUNDLE_SETTINGS_VERSION "0.1.0"
#endif
/* From bindir to datadir/bundle-settings, where the command line finds the demo bundle. */
#ifndef BUNDLE_SETTINGS_DATA_FROM_BIN
#define BUNDLE_SETTINGS_DATA_FROM_BIN "../share/bundle-settings"
#endif
/* From libexecdir/bundle-settings to datadir/bundle-settings, the same for the window. */
#ifndef BUNDLE_SETTINGS_DATA_FROM_LIBEXEC
#define BUNDLE_SETTINGS_DATA_FROM_LIBEXEC "../../share/bundle-settings"
#endif
/* From bindir to libexecdir/bundle-settings, where the command line finds the window. */
#ifndef BUNDLE_SETTINGS_LIBEXEC_FROM_BIN
#define BUNDLE_SETTINGS_LIBEXEC_FROM_BIN "../libexec/bundle-settings"
#endif
/* From bindir and from libexecdir/bundle-settings to localedir, where our message catalogs
   (<lang>/LC_MESSAGES/bundle-settings.mo) are installed. */
#ifndef BUNDLE_SETTINGS_LOCALE_FROM_BIN
#define BUNDLE_SETTINGS_LOCALE_FROM_BIN "../share/locale"
#endif
#ifndef BUNDLE_SETTINGS_LOCALE_FROM_LIBEXEC
#define BUNDLE_SETTINGS_LOCALE_FROM_LIBEXEC "../../share/locale"
#endif
static inline const char *bs_build_version(void) { return BUNDLE_SETTINGS_VERSION; }
static inline const char *bs_build_data_from_bin(void) { return BUNDLE_SETTINGS_DATA_FROM_BIN; }
static inline const char *bs_build_data_from_libexec(void) { return BUNDLE_SETTINGS_DATA_FROM_LIBEXEC; }
static inline const char *bs_build_libexec_from_bin(void) { return BUNDLE_SETTINGS_LIBEXEC_FROM_BIN; }
static inline const char *bs_build_locale_from_bin(void) { return BUNDLE_SETTINGS_LOCALE_FROM_BIN; }
static inline const char *bs_build_locale_from_libexec(void) { return BUNDLE_SETTINGS_LOCALE_FROM_LIBEXEC; }
#endif
