#!/usr/bin/env python3
"""Draw the demo bundle's images as PNGs, using only the standard library (zlib, struct).

    python3 Resources/tools/make-images.py

writes, into Resources/Settings.bundle/, at 1x and @2x:
  BrightnessLow   a small sun   (the slider's MinimumValueImage)
  BrightnessHigh  a large sun   (the slider's MaximumValueImage)
  Appearance      a half-filled circle, the usual "contrast" glyph (an IASKCellImage)

Shapes are sampled 4x4 per pixel for smooth edges; colour is a neutral grey that reads on
light and dark backgrounds.
"""
import math
import os
import struct
import zlib

BUNDLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Settings.bundle")
GREY = (0x5E, 0x5C, 0x64)
SAMPLES = 4


def png(path, size, inside):
    """Write a size×size RGBA PNG; inside(x, y) tells coverage for a point in [0, 1]²."""
    rows = []
    for py in range(size):
        row = bytearray([0])  # filter type 0
        for px in range(size):
            hits = 0
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    x = (px + (sx + 0.5) / SAMPLES) / size
                    y = (py + (sy + 0.5) / SAMPLES) / size
                    hits += inside(x, y)
            alpha = round(255 * hits / SAMPLES**2)
            row += bytes((*GREY, alpha))
        rows.append(bytes(row))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))
    with open(path, "wb") as f:
        f.write(data)


def sun(core, ray_from, ray_to, ray_width):
    """A disc of radius `core` with eight rays, all in units of the image (centre 0.5)."""
    def inside(x, y):
        dx, dy = x - 0.5, y - 0.5
        r = math.hypot(dx, dy)
        if r <= core:
            return True
        if not ray_from <= r <= ray_to:
            return False
        angle = math.atan2(dy, dx) % (math.pi / 4)
        # distance from the nearest ray's axis
        off = min(angle, math.pi / 4 - angle) * r
        return off <= ray_width / 2
    return inside


def contrast(x, y):
    dx, dy = x - 0.5, y - 0.5
    r = math.hypot(dx, dy)
    ring = 0.34 <= r <= 0.42
    left_half = r < 0.34 and dx < 0
    return ring or left_half


IMAGES = {
    "BrightnessLow": (16, sun(0.14, 0.22, 0.30, 0.07)),
    "BrightnessHigh": (16, sun(0.20, 0.29, 0.47, 0.08)),
    "Appearance": (24, contrast),
}

for name, (size, shape) in IMAGES.items():
    png(os.path.join(BUNDLE, f"{name}.png"), size, shape)
    png(os.path.join(BUNDLE, f"{name}@2x.png"), size * 2, shape)
    print(f"wrote {name}.png, {name}@2x.png")
