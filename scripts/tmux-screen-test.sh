#!/usr/bin/env bash
# Drives the built `octavo` binary in a real terminal (tmux): toggles, steps, activates,
# searches, resizes the window, quits, and checks both the screen and the store files.
# Usage: scripts/tmux-screen-test.sh [path/to/octavo]
set -uo pipefail
cd "$(dirname "$0")/.."
binary="${1:-.build/debug/octavo}"
work="$(mktemp -d)"
session="octavo-test-$$"
passed=0
failed=0
# Every check is a line that starts with "check "; a run that ends with fewer has lost some.
planned="$(grep -c '^check ' "$0")"
trap 'tmux kill-session -t "$session" 2>/dev/null; rm -rf "$work"' EXIT

# A tool that is missing fails the run here, by name, rather than a check later in silence.
for tool in tmux python3 pgrep awk sed grep mktemp; do
    command -v "$tool" >/dev/null || { echo "not ok - $tool is missing (scripts/install-packages.sh test installs it)"; exit 1; }
done

screen() { tmux capture-pane -p -t "$session" 2>/dev/null; }

# Waits up to 10 s for the screen to contain a text.
wait_for() {
    for _ in $(seq 1 100); do
        screen | grep -qF -- "$1" && return 0
        sleep 0.1
    done
    return 1
}

check() {
    local name="$1"; shift
    if "$@"; then
        passed=$((passed + 1)); echo "ok - $name"
    else
        failed=$((failed + 1)); echo "not ok - $name"; echo "--- screen:"; screen | sed 's/^/    /'
    fi
}

json_value() {
    python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get(sys.argv[2]))' "$1" "$2" 2>/dev/null
}

# Edits are written behind the frame; each is on disk within 100 ms (the README's bound).
# Waits up to 0.5 s for FILE's KEY to read VALUE.
stored_soon() {
    for _ in $(seq 1 10); do
        [ "$(json_value "$1" "$2")" = "$3" ] && return 0
        sleep 0.05
    done
    return 1
}

export XDG_CACHE_HOME="$work/cache" TERM=xterm-256color
profile="$work/store/profiles/default/epub.json"
tmux new-session -d -s "$session" -x 120 -y 40 "$binary --store '$work/store'; echo EXITED \$?; sleep 30"

check "the screen starts with the sample book" wait_for "The Octavo Sampler"
check "the preview shows the page" wait_for "A Page to Play With"

# The cursor rests, visible, on the focused row (the one with ▸), for screen readers.
cursor_on_focused_row() {
    local line
    line="$(tmux display -p -t "$session" '#{cursor_flag} #{cursor_y}')"
    [[ "${line%% *}" == "1" ]] && screen | sed -n "$(( ${line##* } + 1 ))p" | grep -qF "▸"
}
check "the cursor is visible on the focused row" cursor_on_focused_row

# Idle, the screen sleeps until a key or a change of its files: no timer, no polling.
ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
first_pid="$(pgrep -n -f -- "$binary --store $work/store")"
sleep 2
idle_before="$(ticks "$first_pid")"
sleep 3
idle_after="$(ticks "$first_pid")"
check "an idle screen uses no CPU (at most a tick in 3 s)" test $((idle_after - idle_before)) -le 1
printf '{"fontSize": 1.5}\n' > "$profile"
check "an edit made on disk shows at once, without a key" wait_for "150%"
rm -f "$profile"
check "and so does its removal" wait_for "100%"

tmux send-keys -t "$session" "+"
check "a stepper shows its new value" wait_for "110%"
check "the step is saved in the profile file" stored_soon "$profile" fontSize 1.1

tmux send-keys -t "$session" "/" "word sp" Enter
check "search finds word spacing" wait_for "Inactive (press a to activate): Publisher styles must be off"
tmux send-keys -t "$session" "a"
check "activation says so" wait_for "Word spacing is now effective"
check "activation turned publisher styles off on disk" stored_soon "$profile" publisherStyles False

tmux send-keys -t "$session" "/" "theme" Enter Enter Down Enter
check "the picker set the dark theme" bash -c "sleep 0.5; python3 -c 'import json,sys; assert json.load(open(sys.argv[1]))[\"theme\"] == \"dark\"' '$profile'"

tmux send-keys -t "$session" "/" "scroll" Enter " "
check "a toggle is saved" bash -c "sleep 0.5; python3 -c 'import json,sys; assert json.load(open(sys.argv[1]))[\"scroll\"] is True' '$profile'"

tmux resize-window -t "$session" -x 60 -y 20
check "a small window drops the preview and keeps the list" wait_for "Publisher styles"
tmux resize-window -t "$session" -x 30 -y 8
check "a tiny window says it is too small" wait_for "Terminal too small"
tmux resize-window -t "$session" -x 120 -y 40
check "the screen recovers after a resize" wait_for "Preview"

tmux send-keys -t "$session" M-x
sleep 0.5
check "Alt+key does not quit the screen" wait_for "The Octavo Sampler"

tmux send-keys -t "$session" "?"
check "the help screen lists the keys" wait_for "activate an inactive preference"
tmux send-keys -t "$session" "x" "q"
check "q quits with status 0" wait_for "EXITED 0"

store_files_decode() {
    python3 - "$work/store" <<'PY'
import json, os, sys
for folder, _, files in os.walk(sys.argv[1]):
    for name in files:
        if name.endswith(".json"):
            json.load(open(os.path.join(folder, name)))
PY
}
check "every store file decodes" store_files_decode

tmux kill-session -t "$session" 2>/dev/null
tmux new-session -d -s "$session" -x 120 -y 40 "$binary --store '$work/store'; echo EXITED \$?; sleep 30"
check "values are restored on the next run" wait_for "Word spacing"
check "the restored font size shows" wait_for "110%"
tmux send-keys -t "$session" "q"
check "the second run quits too" wait_for "EXITED 0"

tmux kill-session -t "$session" 2>/dev/null
tmux new-session -d -s "$session" -x 120 -y 40 "$binary --store '$work/store'; echo EXITED \$?; sleep 30"
check "a third run starts" wait_for "The Octavo Sampler"
tmux send-keys -t "$session" C-c
check "Ctrl-C quits with status 130" wait_for "EXITED 130"

# An edit made just before SIGTERM (or SIGHUP) is on disk: the signal handler waits for the
# write under way before it restores the terminal and ends the program.
tmux kill-session -t "$session" 2>/dev/null
tmux new-session -d -s "$session" -x 120 -y 40 "$binary --store '$work/store'; echo EXITED \$?; sleep 30"
check "a fourth run starts" wait_for "The Octavo Sampler"
pid="$(pgrep -n -f -- "$binary --store $work/store")"
tmux send-keys -t "$session" "+"
wait_for "120%" && kill -TERM "$pid" 2>/dev/null
check "SIGTERM ends the screen" wait_for "EXITED 143"
check "the edit shown just before SIGTERM is on disk" test "$(json_value "$profile" fontSize)" = "1.2"

tmux kill-session -t "$session" 2>/dev/null
tmux new-session -d -s "$session" -x 120 -y 40 "TERM=dumb $binary --store '$work/store'; echo EXITED \$?; sleep 30"
check "TERM=dumb says what to use instead" wait_for "TERM=dumb cannot move the cursor"
check "TERM=dumb exits with 2" wait_for "EXITED 2"

# A PDF whose second page takes poppler seconds (nested forms of 480,000 squares each): the
# screen shows the first page, the second still being drawn, and q must not wait for it.
python3 - "$work/slow.pdf" <<'PY'
import sys
def stream(text, extra=""):
    data = text.encode()
    return b"<< /Length %d %s >>\nstream\n" % (len(data), extra.encode()) + data + b"\nendstream"
tile = " ".join("%d %d 2 2 re f" % (i % 20 * 3, i // 20 * 3) for i in range(200))
sheet = " ".join("q 1 0 0 1 %d %d cm /Tile Do Q" % (i % 10 * 55, i // 10 * 38) for i in range(200))
objects = [
    b"<< /Type /Catalog /Pages 2 0 R >>",
    b"<< /Type /Pages /Kids [4 0 R 6 0 R] /Count 2 >>",
    b"<< /Title (A Slow Second Page) >>",
    b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R >>",
    stream("0 g 40 732 50 50 re f"),
    b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Sheet 8 0 R >> >> /Contents 7 0 R >>",
    stream("0 0 1 rg " + " ".join(["/Sheet Do"] * 150)),
    stream(sheet, "/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources << /XObject << /Tile 9 0 R >> >>"),
    stream(tile, "/Type /XObject /Subtype /Form /BBox [0 0 60 60]"),
]
body = b"%PDF-1.4\n"
offsets = []
for number, item in enumerate(objects, start=1):
    offsets.append(len(body))
    body += b"%d 0 obj\n" % number + item + b"\nendobj\n"
xref = len(body)
body += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1) + b"".join(b"%010d 00000 n \n" % o for o in offsets)
body += b"trailer\n<< /Size %d /Root 1 0 R /Info 3 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
open(sys.argv[1], "wb").write(body)
PY
# Waits up to SECONDS for the screen to contain a text.
wait_within() {
    for _ in $(seq 1 $(($1 * 10))); do
        screen | grep -qF -- "$2" && return 0
        sleep 0.1
    done
    return 1
}
tmux kill-session -t "$session" 2>/dev/null
tmux new-session -d -s "$session" -x 120 -y 40 "$binary --store '$work/store' '$work/slow.pdf'; echo EXITED \$?; sleep 30"
check "a PDF with a slow second page shows its settings" wait_for "A Slow Second Page"
tmux send-keys -t "$session" "q"
check "q quits at once, not once the slow page is drawn" wait_within 1 "EXITED 0"

# Started without any locale, as in a bare container: the same glyphs as in a UTF-8 locale.
tmux kill-session -t "$session" 2>/dev/null
tmux new-session -d -s "$session" -x 120 -y 40 "env -i TERM=xterm-256color HOME='$work/home' XDG_CACHE_HOME='$work/cache' $binary --store '$work/store'; echo EXITED \$?; sleep 30"
check "without a locale the screen still draws its borders and marks" wait_for "▸"
check "and its box lines" wait_for "───"

ran=$((passed + failed))
echo "tmux: $passed passed, $failed failed, $ran of $planned checks ran"
[ "$failed" -eq 0 ] && [ "$ran" -eq "$planned" ]
