#!/usr/bin/python3
"""Waits for the process PID to show a notification over AT-SPI, as Orca waits for one: an
object:state-changed:showing event (detail1 = 1) from an object of role "notification". Prints
"ready" once listening, then, as JSON, the role and name of that object and the names of the
buttons inside it ({"error": ...} after 15 seconds without one).
Used by Tests/SettingsUITests/UndoNotificationTests.swift.

    atspi-watch-notification.py PID
"""
import json
import sys

import pyatspi
from gi.repository import GLib

pid = int(sys.argv[1])
found = {}


def buttons(node, depth=0):
    if node is None or depth > 10:
        return []
    names = [node.name or ""] if node.getRoleName() == "push button" else []
    for index in range(node.childCount):
        names += buttons(node.getChildAtIndex(index), depth + 1)
    return names


def on_showing(event):
    try:
        source = event.source
        if not event.detail1 or source.getApplication().get_process_id() != pid:
            return
        if source.getRoleName() != "notification":
            return
        found.update({"role": "notification", "name": source.name or "", "buttons": buttons(source)})
        pyatspi.Registry.stop()
    except Exception as error:  # an object gone meanwhile: keep waiting
        print(f"skipped an event: {error}", file=sys.stderr)


def give_up():
    found.setdefault("error", "no notification shown")
    pyatspi.Registry.stop()
    return False


pyatspi.Registry.registerEventListener(on_showing, "object:state-changed:showing")
GLib.timeout_add_seconds(15, give_up)
print("ready", flush=True)
pyatspi.Registry.start()
print(json.dumps(found), flush=True)
