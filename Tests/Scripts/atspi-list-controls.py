#!/usr/bin/python3
"""Prints, as JSON, the role and name of every control the process PID shows over AT-SPI:
what a screen reader would announce. With --rows, list rows too (role "list item"); with
--windows, its windows (role "frame"); with --menu-items, the items of its open menus; with
--states, each control's description and whether it is marked invalid too; with --focused, only
what has the keyboard focus, whatever its role.
Used by Tests/SettingsUITests/ScreenReaderTests.swift."""
import json
import sys

import pyatspi

CONTROL_ROLES = {"check box", "slider", "text", "password text", "push button", "toggle button",
                 "combo box", "spin button", "entry"}


def walk(node, found, roles, states, depth=0):
    if node is None or depth > 60:
        return
    role = node.getRoleName()
    if roles is None and node.getState().contains(pyatspi.STATE_FOCUSED) or roles is not None and role in roles:
        control = {"role": role, "name": node.name or ""}
        if states:
            control["description"] = node.description or ""
            control["invalid"] = "yes" if any(node.getState().contains(state) for state in (pyatspi.STATE_INVALID, pyatspi.STATE_INVALID_ENTRY)) else "no"
        found.append(control)
    for index in range(node.childCount):
        walk(node.getChildAtIndex(index), found, roles, states, depth + 1)


def main():
    pid = int(sys.argv[1])
    roles = CONTROL_ROLES | {"list item"} if "--rows" in sys.argv[2:] else CONTROL_ROLES
    if "--windows" in sys.argv[2:]:
        roles = {"frame"}
    if "--menu-items" in sys.argv[2:]:
        roles = {"menu item"}
    if "--focused" in sys.argv[2:]:
        roles = None
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is not None and app.get_process_id() == pid:
            found = []
            walk(app, found, roles, "--states" in sys.argv[2:])
            print(json.dumps(found))
            return 0
    print(json.dumps({"error": "application not found"}))
    return 1


sys.exit(main())
