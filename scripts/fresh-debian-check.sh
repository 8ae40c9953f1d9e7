#!/usr/bin/env bash
# Tries the README's two commands as a new user would, on a truly fresh machine: a Debian 12 root
# made with `debootstrap --variant=minbase`, holding only the Swift toolchain of this machine and
# the Debian packages swift.org lists for it. In that root, as root and with no locale set:
#   1. ./run, in tmux: the settings screen must show the sample book, and q must exit 0;
#   2. .ci/run in a new clone;
#   3. .ci/run in another new clone, with a spinning process per processor beside it.
# Each step prints "ok" or "not ok" with its log's path, and the script exits 1 if one failed.
# It needs root (debootstrap, mount, chroot) and a Debian mirror, and takes several minutes.
#
# Usage: sudo scripts/fresh-debian-check.sh [ROOT]    (default /srv/octavo-fresh; made anew, and
# refused when it exists but is not a root this script made)
set -euo pipefail

checkout="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
root="${1:-/srv/octavo-fresh}"
if ! command -v swift >/dev/null 2>&1 && [[ -d /opt/swift/usr/bin ]]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
command -v swift >/dev/null 2>&1 || { echo "fresh-debian-check: swift not found; put the toolchain to try on PATH" >&2; exit 2; }
# The toolchain's root: swift is usr/bin/swift in it.
toolchain="$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")"
logs="$(mktemp -d)"
script=fresh-debian-check
marker=.octavo-fresh-root
fresh_root_extra_mounts=(opt/swift-packages opt/swift)
# swift.org's list of the Debian 12 packages its toolchain needs.
swift_packages="binutils-gold gcc git libcurl4-openssl-dev libedit-dev libicu-dev libncurses-dev libpython3-dev libsqlite3-dev libstdc++-12-dev libxml2-dev pkg-config tzdata uuid-dev"

[[ $(id -u) -eq 0 ]] || { echo "$script: run it as root (debootstrap, mount and chroot need it)" >&2; exit 2; }
bash "$checkout/scripts/install-packages.sh" --reason "the fresh-machine check makes a Debian root and drives the screen" tools

source "$checkout/scripts/fresh-debian-root.sh"
fresh_root_make
mkdir -p "$root/opt/swift" "$root/opt/swift-packages"
mount --bind "$toolchain" "$root/opt/swift"
# Where this machine keeps its copies of the Swift packages, the new root reads them too.
if [[ -d /opt/swift-packages ]]; then
    mount --bind /opt/swift-packages "$root/opt/swift-packages"
    { git config --system --get-regexp '^url\.' || true; } | while read -r key value; do
        git config --file "$root/etc/gitconfig" --add "$key" "$value"
    done
fi
fresh_root_inside bash -c "apt-get update -q && apt-get install -y -q $swift_packages" > "$logs/swift-packages.log" 2>&1

git clone -q "$checkout" "$root/root/octavo"
fresh_root_screen 600 "cd /root/octavo && ./run"
cp "$root/root/screen.err" "$logs/run.log" 2>/dev/null || true
say "$fresh_root_shown" "./run shows the settings screen (screen in $logs/screen.txt)" "$logs/run.log"
status="$fresh_root_status"
[[ "$status" == 0 ]] && result=0 || result=1
say "$result" "q exits ./run with status 0 (it gave: $status)" "$logs/run.log"

git clone -q "$checkout" "$root/root/octavo-ci"
fresh_root_inside bash -c "cd /root/octavo-ci && CI=true bash .ci/run" > "$logs/ci.log" 2>&1 && result=0 || result=$?
say "$result" ".ci/run passes" "$logs/ci.log"

git clone -q "$checkout" "$root/root/octavo-ci-busy"
spinners=()
for _ in $(seq "$(nproc)"); do
    bash -c 'while :; do :; done' &
    spinners+=($!)
done
fresh_root_inside bash -c "cd /root/octavo-ci-busy && CI=true bash .ci/run" > "$logs/ci-busy.log" 2>&1 && result=0 || result=$?
kill "${spinners[@]}"
say "$result" ".ci/run passes with $(nproc) busy processes beside it" "$logs/ci-busy.log"

exit "$fresh_root_failed"
