#ifndef BUNDLE_SETTINGS_CGLIB_SHIM_H
#define BUNDLE_SETTINGS_CGLIB_SHIM_H
#include <glib.h>
#include <glib/gstdio.h>
#include <gio/gio.h>
#include <gio/gunixfdlist.h>
#include <glib-unix.h>
#include <signal.h>
#include <errno.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/openat2.h>

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

/* O_PATH needs _GNU_SOURCE, which Swift's Glibc module is not built with. */
static const int bs_o_path = 010000000;
#endif
