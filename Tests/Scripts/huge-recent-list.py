#!/usr/bin/python3
"""Writes a recently-used.xbel of OURS bundles of ours (folders FOLDERS/bundle0…, made here, the
newest last) among OTHERS entries of another program (documents that do not exist), as
GtkRecentManager writes them: the red team's 22 MB list of issue 16, item 8.
Usage: huge-recent-list.py XBEL FOLDERS OURS OTHERS
Used by Tests/SettingsUITests/LauncherTests.swift and Tests/EndToEndTests/HostileWindowInputTests.swift."""
import os
import sys


def bookmark(path, title, application, second):
    time = "2026-01-01T%02d:%02d:%02dZ" % (second // 3600, second // 60 % 60, second % 60)
    return (f'<bookmark href="file://{path}" added="{time}" modified="{time}" visited="{time}"><title>{title}</title>'
            '<info><metadata owner="http://freedesktop.org"><mime:mime-type type="inode/directory"/><bookmark:applications>'
            f'<bookmark:application name="{application}" exec="&apos;x %f&apos;" modified="{time}" count="1"/>'
            '</bookmark:applications></metadata></info></bookmark>\n')


def main():
    xbel, folders, ours, others = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    parts = ['<?xml version="1.0" encoding="UTF-8"?>\n'
             '<xbel version="1.0" xmlns:bookmark="http://www.freedesktop.org/standards/desktop-bookmarks" '
             'xmlns:mime="http://www.freedesktop.org/standards/shared-mime-info">\n']
    for index in range(ours):
        path = f"{folders}/bundle{index}"
        os.makedirs(path, exist_ok=True)
        parts.append(bookmark(path, f"Bundle {index}", "Bundle Settings", index))
    for index in range(others):
        parts.append(bookmark(f"/nonexistent/document{index}.txt", f"Document {index} of another program", "Other", index))
    parts.append("</xbel>\n")
    os.makedirs(os.path.dirname(xbel), exist_ok=True)
    with open(xbel + ".new", "w", encoding="utf-8") as file:
        file.write("".join(parts))
    os.rename(xbel + ".new", xbel)
    return 0


sys.exit(main())
