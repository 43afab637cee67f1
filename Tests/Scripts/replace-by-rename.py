#!/usr/bin/python3
"""Saves a file again and again the standard way, as GLib's g_file_set_contents and editors do:
write a temporary file next to it, rename it over the file. Python's standard library only.

    replace-by-rename.py PATH TEXT...

Writes each TEXT in turn, round and round, as fast as it can. Prints "replacing" once the first
replacement is made. When its standard input ends, it writes the last TEXT once more, prints
how many replacements it made and exits.
"""
import os
import sys
import threading

path, texts = sys.argv[1], [text.encode() for text in sys.argv[2:]]
temporary = path + ".replace-by-rename"
stopped = threading.Event()


def wait_for_end_of_input():
    sys.stdin.buffer.read()
    stopped.set()


def replace(data):
    with open(temporary, "wb") as file:
        file.write(data)
    os.replace(temporary, path)


threading.Thread(target=wait_for_end_of_input, daemon=True).start()
count = 0
while not stopped.is_set():
    replace(texts[count % len(texts)])
    count += 1
    if count == 1:
        print("replacing", flush=True)
replace(texts[-1])
print(count, flush=True)
