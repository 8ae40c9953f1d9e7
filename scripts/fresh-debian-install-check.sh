#!/usr/bin/env bash
# Installs the Debian package as a user would, on a truly fresh machine: a Debian 12 root made
# with `debootstrap --variant=minbase`, with no Swift toolchain and none of Octavo's packages.
# `apt-get install ./octavo_….deb` must pull in everything; then, with no other step:
#   octavo --version; octavo info on the sample book; octavo preview of a PDF page; man octavo
#   and man octavo-set; `complete -p octavo` in a new login bash after a Tab; the settings screen
#   in tmux, left with q; and `apt-get remove octavo` leaving none of the package's files.
# Each check prints "ok" or "not ok", and the script exits 1 if one failed. It needs root
# (debootstrap, mount, chroot) and a Debian mirror.
#
# Usage: sudo scripts/fresh-debian-install-check.sh DEB [ROOT]    (default /srv/octavo-install;
# made anew, and refused when it exists but is not a root this script made)
set -euo pipefail

checkout="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[[ $# -ge 1 && -f "$1" ]] || { echo "usage: sudo scripts/fresh-debian-install-check.sh DEB [ROOT]" >&2; exit 2; }
deb="$(readlink -f "$1")"
root="${2:-/srv/octavo-install}"
logs="$(mktemp -d)"
script=fresh-debian-install-check
marker=.octavo-install-root
fresh_root_extra_mounts=()
[[ $(id -u) -eq 0 ]] || { echo "$script: run it as root (debootstrap, mount and chroot need it)" >&2; exit 2; }
bash "$checkout/scripts/install-packages.sh" --reason "the install check makes a Debian root and drives the screen" tools

source "$checkout/scripts/fresh-debian-root.sh"
fresh_root_make
cp "$deb" "$root/root/"
cp "$checkout/Tests/Fixtures/PDF/colors.pdf" "$root/root/"

check() {
    local description="$1" log="$logs/$2"
    shift 2
    if fresh_root_inside "$@" > "$log" 2>&1; then say 0 "$description" "$log"; else say 1 "$description" "$log"; fi
}

check "apt-get installs the package and what it needs" install.log \
    bash -c "apt-get update -q && apt-get install -y -q /root/$(basename "$deb")"
fresh_root_inside sh -c 'command -v swift' > /dev/null 2>&1 && say 1 "the root has no Swift toolchain" "$logs" || say 0 "the root has no Swift toolchain" "$logs"
check "octavo --version" version.log octavo --version
check "octavo info on the sample book" info.log octavo info
check "octavo preview draws a PDF page" preview.log \
    bash -c 'octavo preview /root/colors.pdf --color --width 60 --height 20 > /root/preview.txt && grep -q "[▀▄█]" /root/preview.txt'
check "man octavo opens" man.log bash -c 'man -P cat octavo | grep -q "octavo"'
check "man octavo-set opens" man-set.log bash -c 'man -P cat octavo-set | grep -q "octavo set"'
# A login shell as a user starts one; the completion is loaded the first time Tab is pressed
# after octavo, which is what bash-completion's loader does here.
check "complete -p octavo is set in a new login bash" completion.log \
    bash -lic '_completion_loader octavo; complete -p octavo'

fresh_root_screen 60 octavo
say "$fresh_root_shown" "the settings screen opens in tmux (screen in $logs/screen.txt)" "$logs/screen.txt"
status="$fresh_root_status"
[[ "$status" == 0 ]] && result=0 || result=1
say "$result" "q leaves the screen with status 0 (it gave: $status)" "$root/root/screen.err"

dpkg-deb --contents "$deb" | sed -n 's|^-.* \./|/|p' > "$logs/files.txt"
check "apt-get remove octavo" remove.log apt-get remove -y -q octavo
left=()
while read -r file; do [[ -e "$root$file" ]] && left+=("$file"); done < "$logs/files.txt"
[[ ${#left[@]} -eq 0 ]] && result=0 || { result=1; printf '%s\n' "${left[@]}" > "$logs/left.txt"; }
say "$result" "apt-get remove leaves none of the package's $(wc -l < "$logs/files.txt") files" "$logs/left.txt"

exit "$fresh_root_failed"
