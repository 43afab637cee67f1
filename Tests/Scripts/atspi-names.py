#!/usr/bin/python3
"""Prints, as JSON, the role and name of every accessible the process PID shows over AT-SPI
(its windows, labels, buttons, rows…), once it shows at least one list item: what a screen
reader can read. Waits up to 30 s for the process to appear.
Used by Tests/EndToEndTests/WindowLanguageTests.swift."""
import json
import sys
import time

import pyatspi


def walk(node, found, depth=0):
    if node is None or depth > 60:
        return
    found.append({"role": node.getRoleName(), "name": node.name or ""})
    for index in range(node.childCount):
        walk(node.getChildAtIndex(index), found, depth + 1)


def main():
    pid = int(sys.argv[1])
    deadline = time.time() + 30
    while time.time() < deadline:
        try:
            for app in pyatspi.Registry.getDesktop(0):
                if app is not None and app.get_process_id() == pid:
                    found = []
                    walk(app, found)
                    if any(item["role"] == "list item" for item in found):
                        print(json.dumps(found))
                        return 0
        except Exception as error:  # noqa: BLE001 (any failure of a walk is retried)
            # An accessible that goes away while it is read (a page built or rebuilt meanwhile)
            # fails the walk: the next walk sees the window as it is then.
            print(f"atspi-names: walk failed, retrying: {error!r}", file=sys.stderr)
        time.sleep(0.3)
    print(json.dumps({"error": "application not found"}))
    return 1


sys.exit(main())
