#!/usr/bin/python3
"""Presses and releases one key (an X keycode) through AT-SPI's device controller, as a user
at the keyboard would, with modifiers held by keycode first. Used by
Tests/SettingsUITests/KeyboardTests.swift.

    atspi-press-key.py KEYCODE [MODIFIER-KEYCODE ...]
"""
import sys
import time

import pyatspi

key = int(sys.argv[1])
modifiers = [int(code) for code in sys.argv[2:]]
for code in modifiers:
    pyatspi.Registry.generateKeyboardEvent(code, None, pyatspi.KEY_PRESS)
pyatspi.Registry.generateKeyboardEvent(key, None, pyatspi.KEY_PRESSRELEASE)
for code in reversed(modifiers):
    pyatspi.Registry.generateKeyboardEvent(code, None, pyatspi.KEY_RELEASE)
time.sleep(0.1)
