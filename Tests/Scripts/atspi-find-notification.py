#!/usr/bin/python3
"""Prints, as JSON, the first object of role "alert" or "notification" the process PID shows over AT-SPI:
its name and the names of the buttons inside it ({"error": ...} when there is none). What a
screen reader finds of an in-window notification.
Used by Tests/SettingsUITests/UndoNotificationTests.swift.

    atspi-find-notification.py PID
"""
import json
import sys

import pyatspi


def find(node, depth=0):
    if node is None or depth > 60:
        return None
    if node.getRoleName() in ("notification", "alert"):
        return node
    for index in range(node.childCount):
        found = find(node.getChildAtIndex(index), depth + 1)
        if found is not None:
            return found
    return None


def buttons(node, depth=0):
    if node is None or depth > 10:
        return []
    names = [node.name or ""] if node.getRoleName() == "push button" else []
    for index in range(node.childCount):
        names += buttons(node.getChildAtIndex(index), depth + 1)
    return names


def main():
    pid = int(sys.argv[1])
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and app.get_process_id() == pid:
            notification = find(app)
            if notification is None:
                print(json.dumps({"error": "no notification"}))
                return 1
            print(json.dumps({"role": notification.getRoleName(), "name": notification.name or "",
                              "buttons": buttons(notification)}))
            return 0
    print(json.dumps({"error": "application not found"}))
    return 1


sys.exit(main())
