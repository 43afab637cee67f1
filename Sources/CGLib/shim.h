#ifndef BUNDLE_SETTINGS_CGLIB_SHIM_H
#define BUNDLE_SETTINGS_CGLIB_SHIM_H
#include <glib.h>
#include <glib/gstdio.h>
#include <gio/gio.h>
#include <gio/gunixfdlist.h>
#include <glib-unix.h>
#include <signal.h>
#endif
