#!/usr/bin/env python3
"""Write Settings.bundle/Advanced.plist as a binary plist from tools/Advanced.source.plist.

The demo bundle shows all three page formats: XML (most pages), binary (Advanced) and
OpenStep (Album, written by hand). Binary plists are not reviewable, so the source is kept
here in XML; run this after editing it:

    python3 Resources/tools/make-binary-page.py
"""
import os
import plistlib

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "Advanced.source.plist"), "rb") as f:
    page = plistlib.load(f)
with open(os.path.join(here, "..", "Settings.bundle", "Advanced.plist"), "wb") as f:
    plistlib.dump(page, f, fmt=plistlib.FMT_BINARY, sort_keys=False)
print("wrote Settings.bundle/Advanced.plist (binary)")
