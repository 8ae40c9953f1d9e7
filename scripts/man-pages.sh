#!/usr/bin/env bash
# Writes Octavo's manual pages into docs/man from the command-line definitions, with
# swift-argument-parser's generate-manual plugin: octavo(1) and one page per subcommand, named
# as Debian names them (octavo-set(1), octavo-profiles-copy(1)). Their date is that of the
# newest release in CHANGELOG.md, so the pages change only when the commands do.
#
# Usage: scripts/man-pages.sh            rewrite docs/man
#        scripts/man-pages.sh --check    fail, naming the pages, when docs/man is out of date
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
check=false
case "${1:-}" in
    --check) check=true ;;
    "") ;;
    *) echo "usage: scripts/man-pages.sh [--check]" >&2; exit 2 ;;
esac

# The newest release heading's date: "## [0.1.0] - 2026-11-27".
date="$(sed -n 's/^## \[[0-9][^]]*\] - \([0-9]\{4\}-[0-9]\{2\}-[0-9]\{2\}\)$/\1/p' CHANGELOG.md | head -n 1)"
[[ -n "$date" ]] || { echo "man-pages: CHANGELOG.md's newest release heading has no date (## [X.Y.Z] - YYYY-MM-DD)" >&2; exit 1; }

# The help text does not depend on the build configuration, and a debug build is the one
# already there.
swift package generate-manual --multi-page --date "$date" --authors "The Octavo authors" --configuration debug >&2
generated=".build/plugins/GenerateManual/outputs/octavo"
[[ -f "$generated/octavo.1" ]] || { echo "man-pages: the plugin wrote no octavo.1 in $generated" >&2; exit 1; }

output="$(mktemp -d)"
trap 'rm -rf "$output"' EXIT
for page in "$generated"/octavo*.1; do
    name="$(basename "$page" .1)"
    # argument-parser's own `help` subcommand gets no page of its own.
    [[ "$name" == "octavo.help" ]] && continue
    # octavo.profiles.copy → octavo-profiles-copy, in the file's name, its title and its
    # cross-references alike; the help subcommand's reference goes with its page (it is never
    # the last in the alphabetical list, whose entries end with a comma but the last). A blank
    # line, which roff reads as an empty input line, becomes mdoc's paragraph break.
    sed -e '/^\.Xr octavo\.help 1/d' \
        -e ':title' -e 's/^\(\.Dt OCTAVO[A-Z-]*\)\.\([A-Z]\)/\1-\2/' -e 't title' \
        -e ':reference' -e 's/^\(\.Xr octavo[a-z-]*\)\.\([a-z]\)/\1-\2/' -e 't reference' \
        -e 's/^$/.Pp/' \
        "$page" > "$output/${name//./-}.1"
    # A subcommand's page is named in its NAME section as man and whatis know it
    # (octavo-profiles-copy), while its synopsis shows the command as it is typed.
    command="$(sed -n 's/^\.Nm "\(octavo .*\)"$/\1/p' "$output/${name//./-}.1" | head -n 1)"
    if [[ -n "$command" ]]; then
        sed -i -e "0,/^\.Nm \"$command\"\$/s//.Nm ${command// /-}/" -e "s/^\.Nm\$/.Nm \"$command\"/" "$output/${name//./-}.1"
    fi
done
if $check; then
    if ! diff -r -q docs/man "$output" >&2; then
        echo "man-pages: docs/man is out of date with the commands; run scripts/man-pages.sh and commit the pages" >&2
        exit 1
    fi
    echo "ok - the manual pages match the commands"
else
    rm -rf docs/man
    mkdir -p docs/man
    cp "$output"/*.1 docs/man/
    echo "man-pages: wrote $(ls docs/man | wc -l) pages in docs/man"
fi
