#!/usr/bin/python3
"""Moves the pointer to X Y (screen pixels) through AT-SPI's device controller, as a mouse
would. Used by Tests/SettingsUITests/UndoNotificationTests.swift.

    atspi-move-pointer.py X Y
"""
import sys
import time

import pyatspi

pyatspi.Registry.generateMouseEvent(int(sys.argv[1]), int(sys.argv[2]), "abs")
time.sleep(0.1)
