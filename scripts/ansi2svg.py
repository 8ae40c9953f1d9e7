#!/usr/bin/env python3
"""Turns a tmux `capture-pane -p -e` capture (text with SGR escape sequences) into an SVG
picture of the terminal, so the README can show real screens. Usage: ansi2svg.py IN OUT [COLS ROWS]"""
import html
import re
import sys
import unicodedata

CELL_W, CELL_H = 9, 18
DEFAULT_FG, DEFAULT_BG = "#d8dee9", "#101216"
BASE16 = ["#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
          "#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff"]


def xterm256(n):
    if n < 16:
        return BASE16[n]
    if n < 232:
        n -= 16
        levels = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (levels[n // 36], levels[(n // 6) % 6], levels[n % 6])
    g = 8 + (n - 232) * 10
    return "#%02x%02x%02x" % (g, g, g)


def width(ch):
    if unicodedata.combining(ch):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def parse(text, cols, rows):
    grid = [[(" ", DEFAULT_FG, DEFAULT_BG, False, False) for _ in range(cols)] for _ in range(rows)]
    state = {"fg": None, "bg": None, "bold": False, "dim": False, "reverse": False, "underline": False}
    for y, line in enumerate(text.split("\n")[:rows]):
        x = 0
        for token in re.split(r"(\x1b\[[0-9;:]*m)", line):
            if token.startswith("\x1b["):
                apply_sgr(state, token[2:-1])
                continue
            for ch in token:
                w = width(ch)
                if w == 0 or x >= cols:
                    continue
                fg = state["fg"] or DEFAULT_FG
                bg = state["bg"] or DEFAULT_BG
                if state["reverse"]:
                    fg, bg = bg, fg
                if state["dim"]:
                    fg = blend(fg, bg)
                grid[y][x] = (ch, fg, bg, state["bold"], state["underline"])
                if w == 2 and x + 1 < cols:
                    grid[y][x + 1] = ("", fg, bg, False, False)
                x += w
    return grid


def blend(a, b):
    ca = [int(a[i:i + 2], 16) for i in (1, 3, 5)]
    cb = [int(b[i:i + 2], 16) for i in (1, 3, 5)]
    return "#%02x%02x%02x" % tuple((x + y) // 2 for x, y in zip(ca, cb))


def apply_sgr(state, params):
    codes = [int(c) if c else 0 for c in re.split("[;:]", params)] or [0]
    i = 0
    while i < len(codes):
        c = codes[i]
        if c == 0:
            state.update(fg=None, bg=None, bold=False, dim=False, reverse=False, underline=False)
        elif c == 1:
            state["bold"] = True
        elif c == 2:
            state["dim"] = True
        elif c == 4:
            state["underline"] = True
        elif c == 7:
            state["reverse"] = True
        elif c == 22:
            state["bold"] = state["dim"] = False
        elif c == 24:
            state["underline"] = False
        elif c == 27:
            state["reverse"] = False
        elif 30 <= c <= 37:
            state["fg"] = BASE16[c - 30]
        elif 90 <= c <= 97:
            state["fg"] = BASE16[c - 90 + 8]
        elif 40 <= c <= 47:
            state["bg"] = BASE16[c - 40]
        elif 100 <= c <= 107:
            state["bg"] = BASE16[c - 100 + 8]
        elif c == 39:
            state["fg"] = None
        elif c == 49:
            state["bg"] = None
        elif c in (38, 48) and i + 1 < len(codes):
            key = "fg" if c == 38 else "bg"
            if codes[i + 1] == 5 and i + 2 < len(codes):
                state[key] = xterm256(codes[i + 2])
                i += 2
            elif codes[i + 1] == 2 and i + 4 < len(codes):
                state[key] = "#%02x%02x%02x" % tuple(codes[i + 2:i + 5])
                i += 4
        i += 1


def svg(grid, cols, rows):
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="DejaVu Sans Mono, IPAGothic, monospace" font-size="15">' % (cols * CELL_W, rows * CELL_H),
           '<rect width="100%%" height="100%%" fill="%s"/>' % DEFAULT_BG]
    for y, row in enumerate(grid):
        x = 0
        while x < cols:
            bg = row[x][2]
            start = x
            while x < cols and row[x][2] == bg:
                x += 1
            if bg != DEFAULT_BG:
                out.append('<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>' % (start * CELL_W, y * CELL_H, (x - start) * CELL_W, CELL_H, bg))
        for x, (ch, fg, _, bold, underline) in enumerate(row):
            if ch.strip():
                attrs = ' font-weight="bold"' if bold else ""
                attrs += ' text-decoration="underline"' if underline else ""
                out.append('<text x="%d" y="%d" fill="%s"%s>%s</text>' % (x * CELL_W, y * CELL_H + 14, fg, attrs, html.escape(ch)))
    out.append("</svg>")
    return "\n".join(out)


def main():
    source, target = sys.argv[1], sys.argv[2]
    cols = int(sys.argv[3]) if len(sys.argv) > 3 else 120
    rows = int(sys.argv[4]) if len(sys.argv) > 4 else 40
    with open(source, encoding="utf-8") as handle:
        grid = parse(handle.read(), cols, rows)
    with open(target, "w", encoding="utf-8") as handle:
        handle.write(svg(grid, cols, rows))


if __name__ == "__main__":
    main()
