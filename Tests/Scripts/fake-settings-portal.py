#!/usr/bin/python3
"""A stand-in for the XDG desktop portal's Settings interface on the session bus: answers
color-scheme 1 (prefer dark), then announces a change to 2 (prefer light), then quits. Used by
Tests/GtkKitTests/ColorSchemeTests.swift."""
from gi.repository import Gio, GLib

INTERFACE = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="Read">
      <arg type="s" name="namespace" direction="in"/>
      <arg type="s" name="key" direction="in"/>
      <arg type="v" name="value" direction="out"/>
    </method>
    <signal name="SettingChanged">
      <arg type="s" name="namespace"/>
      <arg type="s" name="key"/>
      <arg type="v" name="value"/>
    </signal>
  </interface>
</node>
"""
PATH = "/org/freedesktop/portal/desktop"
loop = GLib.MainLoop()


def announce_light(connection):
    connection.emit_signal(None, PATH, "org.freedesktop.portal.Settings", "SettingChanged",
                           GLib.Variant("(ssv)", ("org.freedesktop.appearance", "color-scheme",
                                                  GLib.Variant("u", 2))))
    GLib.timeout_add(500, loop.quit)
    return False


def called(connection, sender, path, interface, method, parameters, invocation):
    if method == "Read" and parameters.unpack() == ("org.freedesktop.appearance", "color-scheme"):
        # The portal's old Read wraps the value in one more variant; clients must unwrap it.
        invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", GLib.Variant("u", 1)),)))
        GLib.timeout_add(500, announce_light, connection)
    else:
        invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "no such setting")


def acquired(connection, name):
    node = Gio.DBusNodeInfo.new_for_xml(INTERFACE)
    connection.register_object(PATH, node.interfaces[0], called, None, None)
    print("ready", flush=True)


Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE,
                 acquired, None, lambda *args: loop.quit())
GLib.timeout_add(20000, loop.quit)
loop.run()
