#!/usr/bin/env bash
# Builds octavo_<version>_<arch>.deb in the checkout's folder: a release binary with the Swift
# runtime linked in, its manual pages (docs/man), its completions for bash, zsh and fish, the
# copyright file and a changelog. Depends is what dpkg-shlibdeps finds the binary links, plus
# the "run" group of scripts/debian-packages (what it opens at run time); Recommends and
# Suggests are that list's groups of the same names. Then it checks the package: its files, its
# Depends against the list, and lintian, which must find nothing to say.
#
# Usage: scripts/package-deb.sh [--output DIR]     (default: the checkout)
set -euo pipefail

checkout="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$checkout"
output="$checkout"
case "${1:-}" in
    --output)
        [[ $# -ge 2 ]] || { echo "package-deb: --output needs a folder" >&2; exit 2; }
        output="$(mkdir -p "$2" && cd "$2" && pwd)" ;;
    "") ;;
    *) echo "usage: scripts/package-deb.sh [--output DIR]" >&2; exit 2 ;;
esac
if ! command -v swift >/dev/null 2>&1 && [[ -d /opt/swift/usr/bin ]]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
command -v swift >/dev/null 2>&1 || { echo "package-deb: swift not found; put a Swift toolchain on PATH" >&2; exit 2; }
bash scripts/install-packages.sh --reason "the package is built against them and checked with them" build run package >&2

packages() { bash scripts/install-packages.sh --list "$@"; }
joined() { paste -s -d, - | sed 's/,/, /g'; }

# What the binary records about itself, for `octavo --version --verbose`.
commit="$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)"
[[ -z "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]] || commit="$commit (with changes not committed)"
build_date="$(date -u ${SOURCE_DATE_EPOCH:+-d "@$SOURCE_DATE_EPOCH"} +%Y-%m-%d)"
compiler="$(swift --version 2>/dev/null | head -n 1)"

# A build folder of its own: the defines differ from ./run's and scripts/bench.sh's builds,
# and would make each rebuild the other.
scratch="$checkout/.build/package"
echo "package-deb: building octavo for release (in $scratch)" >&2
source scripts/release-build-options.sh
swift build "${release_build_options[@]}" --product octavo --scratch-path "$scratch" \
    -Xcc "-DOCTAVO_BUILD_COMMIT=\"$commit\"" -Xcc "-DOCTAVO_BUILD_DATE=\"$build_date\"" \
    -Xcc "-DOCTAVO_BUILD_COMPILER=\"$compiler\"" >&2
binary="$scratch/release/octavo"

version="$("$binary" --version)"
changelog_version="$(sed -n 's/^## \[\([0-9][^]]*\)\].*/\1/p' CHANGELOG.md | head -n 1)"
[[ "$version" == "$changelog_version" ]] || { echo "package-deb: the binary says $version, CHANGELOG.md's newest release is $changelog_version" >&2; exit 1; }
release_date="$(sed -n "s/^## \[$version\] - \([0-9-]*\)$/\1/p" CHANGELOG.md)"
[[ -n "$release_date" ]] || { echo "package-deb: CHANGELOG.md's heading of $version has no date" >&2; exit 1; }
architecture="$(dpkg --print-architecture)"
name="octavo_${version}_${architecture}"

stage="$scratch/deb/$name"
rm -rf "$stage"
install -d "$stage/DEBIAN" "$stage/usr/bin" "$stage/usr/share/man/man1" "$stage/usr/share/doc/octavo" \
    "$stage/usr/share/bash-completion/completions" "$stage/usr/share/zsh/vendor-completions" \
    "$stage/usr/share/fish/vendor_completions.d"
install -m 0755 "$binary" "$stage/usr/bin/octavo"
# Debug information stays in the build folder: the binary is a third of the size without it.
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$stage/usr/bin/octavo"
for page in docs/man/*.1; do
    gzip -9n < "$page" > "$stage/usr/share/man/man1/$(basename "$page").gz"
done
# bash sources its completions: the script needs no interpreter line.
"$binary" --generate-completion-script bash | sed '1{/^#!/d}' > "$stage/usr/share/bash-completion/completions/octavo"
"$binary" --generate-completion-script zsh > "$stage/usr/share/zsh/vendor-completions/_octavo"
"$binary" --generate-completion-script fish > "$stage/usr/share/fish/vendor_completions.d/octavo.fish"
install -m 0644 packaging/copyright "$stage/usr/share/doc/octavo/copyright"
# A native package's changelog, in Debian's format, pointing to CHANGELOG.md's entry.
{
    echo "octavo ($version) unstable; urgency=medium"
    echo
    echo "  * Release $version: the settings screen, the command line and the preview"
    echo "    described under [$version] in the project's CHANGELOG.md."
    echo
    echo " -- The Octavo authors <octavo@packages.invalid>  $(date -u -R -d "$release_date 12:00")"
} | gzip -9n > "$stage/usr/share/doc/octavo/changelog.gz"
find "$stage/usr" -type d -exec chmod 0755 {} +
find "$stage/usr" -type f ! -path "*/usr/bin/*" -exec chmod 0644 {} +

# dpkg-shlibdeps reads debian/control from the folder it runs in.
shlibs_folder="$scratch/deb/shlibdeps"
rm -rf "$shlibs_folder"
mkdir -p "$shlibs_folder/debian"
printf 'Source: octavo\n\nPackage: octavo\nArchitecture: any\n' > "$shlibs_folder/debian/control"
linked="$(cd "$shlibs_folder" && dpkg-shlibdeps -O "$stage/usr/bin/octavo" | sed -n 's/^shlibs:Depends=//p')"
[[ -n "$linked" ]] || { echo "package-deb: dpkg-shlibdeps found no libraries for the binary" >&2; exit 1; }
depends="$linked, $(packages run | joined)"

cat > "$stage/DEBIAN/control" <<CONTROL
Package: octavo
Version: $version
Architecture: $architecture
Maintainer: The Octavo authors <octavo@packages.invalid>
Installed-Size: $(du -sk "$stage/usr" | cut -f1)
Depends: $depends
Recommends: $(packages recommends | joined)
Suggests: $(packages suggests | joined)
Section: text
Priority: optional
Description: reading preferences for EPUB and PDF, with a live preview
 Octavo edits the reading preferences of EPUB and PDF publications (font,
 spacing, margins, theme, columns, language and more) in a terminal settings
 screen, with the page drawn beside it as a reading system would draw it.
 Every edit is saved at once. A command line (list, get, set, explain, rules,
 preview, export, import, profiles, info) does the same for scripts and for QA
 of the rules that make a preference take effect.
CONTROL

deb="$output/$name.deb"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" >&2

# The checks: the files a user expects, Depends as the list says, and Debian's policy.
failed=0
contents="$(dpkg-deb --contents "$deb" | sed 's|.* \./|/|')"
for file in /usr/bin/octavo /usr/share/man/man1/octavo.1.gz /usr/share/man/man1/octavo-set.1.gz \
    /usr/share/bash-completion/completions/octavo /usr/share/zsh/vendor-completions/_octavo \
    /usr/share/fish/vendor_completions.d/octavo.fish /usr/share/doc/octavo/copyright /usr/share/doc/octavo/changelog.gz; do
    grep -qx "$file" <<< "$contents" || { echo "not ok - the package holds no $file" >&2; failed=1; }
done
pages="$(grep -c '^/usr/share/man/man1/.*\.1\.gz$' <<< "$contents" || true)"
[[ "$pages" -eq "$(ls docs/man/*.1 | wc -l)" ]] || { echo "not ok - the package holds $pages manual pages, docs/man $(ls docs/man/*.1 | wc -l)" >&2; failed=1; }
declared="$(dpkg-deb --field "$deb" Depends | tr ',' '\n' | sed 's/^ *//; s/ .*//' | sort -u)"
expected="$({ tr ',' '\n' <<< "$linked" | sed 's/^ *//; s/ .*//'; packages run; } | sort -u)"
if [[ "$declared" != "$expected" ]]; then
    echo "not ok - Depends is not what dpkg-shlibdeps and the run group of scripts/debian-packages say:" >&2
    diff <(echo "$declared") <(echo "$expected") >&2 || true
    failed=1
fi
if ! lintian --fail-on error,warning --info "$deb" >&2; then
    echo "not ok - lintian finds problems in the package" >&2
    failed=1
fi
[[ $failed -eq 0 ]] || exit 1
echo "$deb"
