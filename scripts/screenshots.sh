#!/usr/bin/env bash
# Regenerates screenshots/ from real runs of the `octavo` binary in tmux: capture-pane -e gives
# the screen with its colours, scripts/ansi2svg.py draws it as SVG, rsvg-convert (librsvg2-bin)
# turns that into PNG when it is installed.
# Usage: scripts/screenshots.sh [path/to/octavo]
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-.build/debug/octavo}"
work="$(mktemp -d)"
session="octavo-shots-$$"
trap 'tmux kill-session -t "$session" 2>/dev/null; rm -rf "$work"' EXIT
mkdir -p screenshots
export XDG_CACHE_HOME="$work/cache" TERM=xterm-256color COLORTERM=truecolor

# Eight pages of a report: a heading, lines of text and a bar chart on each, the fourth landscape.
python3 - "$work/pages.pdf" <<'PY'
import sys
pages = [(595, 842)] * 3 + [(842, 595)] + [(595, 842)] * 4
count = len(pages)
objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [%s] /Count %d >>" % (" ".join("%d 0 R" % (5 + 2 * i) for i in range(count)), count),
           "<< /Title (A Report in Eight Pages) >>", "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
words = "every setting changes the page and the page shows what each setting does".split()
for i, (w, h) in enumerate(pages):
    ops = ["BT /F1 36 Tf 60 %d Td (Chapter %d) Tj ET" % (h - 110, i + 1)]
    for line in range(14):
        text = " ".join(words[(i + line + k) % len(words)] for k in range(7))
        ops.append("BT /F1 18 Tf 60 %d Td (%s) Tj ET" % (h - 170 - line * 26, text))
    for bar in range(6):
        ops.append("%.2f 0.35 %.2f rg %d 60 50 %d re f" % (bar / 6, 1 - bar / 6, 60 + bar * 80, 40 + (bar * 53 + i * 29) % 140))
    content = "\n".join(ops)
    objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Resources << /Font << /F1 4 0 R >> >> /Contents %d 0 R >>" % (w, h, 6 + 2 * i))
    objects.append("<< /Length %d >>\nstream\n%s\nendstream" % (len(content), content))
body, offsets = "%PDF-1.4\n", []
for index, item in enumerate(objects):
    offsets.append(len(body.encode()))
    body += "%d 0 obj\n%s\nendobj\n" % (index + 1, item)
xref = len(body.encode())
body += "xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1) + "".join("%010d 00000 n \n" % o for o in offsets)
body += "trailer\n<< /Size %d /Root 1 0 R /Info 3 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
open(sys.argv[1], "w").write(body)
PY

# shot NAME KEYS [BOOK]; a `prepare` function, when defined, runs first on the fresh store.
shot() {
    local name="$1" keys="$2" book="${3:-}"
    rm -rf "$work/store"
    if declare -F prepare >/dev/null; then prepare; unset -f prepare; fi
    tmux new-session -d -s "$session" -x 120 -y 40 "$binary --store '$work/store' --keys '$keys' $book; sleep 30"
    sleep 2
    tmux capture-pane -p -e -t "$session" > "$work/$name.ans"
    tmux kill-session -t "$session"
    python3 scripts/ansi2svg.py "$work/$name.ans" "screenshots/$name.svg" 120 40
    if command -v rsvg-convert >/dev/null; then rsvg-convert "screenshots/$name.svg" -o "screenshots/$name.png"; fi
    echo "screenshots/$name.svg"
}

shot epub-reflowable "++"
shot inactive-row "/word spacing<enter>"
shot help-screen "?"
shot dark-theme "/theme<enter><right>"
shot vertical-japanese "/vertical<enter> <tab><pgdn><pgdn><pgdn><pgdn><tab>" "Tests/Fixtures/EPUB/live-manual.ja.epub"
shot pdf-page "" "$work/pages.pdf"
shot pdf-scroll " " "$work/pages.pdf"
shot epub-picture ""
prepare() {
    "$binary" set theme dark --store "$work/store" >/dev/null 2>&1
    "$binary" set imageFilter invert --store "$work/store" >/dev/null 2>&1
}
shot epub-picture-invert ""
shot search "/spacing"
shot preset-picker "s<down>"
shot command-line ":theme se<tab>"
# A book's own font size over the profile's, then b: the profile's shows through again.
prepare() {
    "$binary" set fontSize 150% --scope publication --store "$work/store" >/dev/null 2>&1
    printf '{"fontSize": 1.2}\n' > "$work/store/profiles/default/epub.json"
}
shot override-cleared "b"

# Pages in pixels (`preview --png`): the Live Systems Manual's first chapter as published, then
# in sepia, sans-serif, justified and hyphenated, as a demo of what the settings do.
manual=Tests/Fixtures/EPUB/live-manual.en.epub
pixels() {
    "$binary" preview "$manual" --store "$work/store" --page 14 --pixel-size 600x800 --png "screenshots/$1.png" >/dev/null
}
rm -rf "$work/store"
pixels pixel-page
"$binary" set theme sepia "$manual" --store "$work/store" >/dev/null
"$binary" set fontFamily sans-serif "$manual" --store "$work/store" >/dev/null
"$binary" set textAlign justify "$manual" --activate --store "$work/store" >/dev/null
"$binary" set hyphens on "$manual" --activate --store "$work/store" >/dev/null
pixels pixel-page-settings
