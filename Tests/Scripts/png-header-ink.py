#!/usr/bin/python3
"""Prints, as JSON, how many pixels of the header bar of a window screenshot (PNG) differ from
the header's background, in its left fifth and its right fifth: where the window's controls
(close, maximize, minimize) and the main menu sit at the header's end, and the search toggle at
its start, which GTK mirrors in a right-to-left window.
Used by Tests/EndToEndTests/WindowLanguageTests.swift."""
import json
import sys

import gi
gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf  # noqa: E402


def main():
    image = GdkPixbuf.Pixbuf.new_from_file(sys.argv[1])
    width, height, stride, channels = image.get_width(), image.get_height(), image.get_rowstride(), image.get_n_channels()
    pixels = image.get_pixels()

    def rgb(x, y):
        offset = y * stride + x * channels
        return pixels[offset], pixels[offset + 1], pixels[offset + 2]

    # The header bar: the top 46 pixels below the frame; its background where nothing is drawn
    # (between the controls and the centred title).
    top, bottom = 8, 44
    background = rgb(width * 3 // 10, (top + bottom) // 2)

    def ink(x0, x1):
        return sum(1 for y in range(top, bottom) for x in range(x0, x1)
                   if sum(abs(a - b) for a, b in zip(rgb(x, y), background)) > 120)

    fifth = width // 5
    print(json.dumps({"left": ink(10, fifth), "right": ink(width - fifth, width - 10), "width": width}))
    return 0


sys.exit(main())
