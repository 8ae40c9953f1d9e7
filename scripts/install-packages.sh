#!/usr/bin/env bash
# Installs the Debian packages of the groups given, from the one list in scripts/debian-packages,
# that are not installed yet, with apt-get (through sudo when not root). Does nothing and prints
# nothing when all are present; otherwise says on one line what it installs and why, and
# apt-get's output goes to stderr, so stdout stays clean for whatever runs next.
#
# Usage: scripts/install-packages.sh [--reason TEXT] GROUP...     (groups: build run recommends suggests package test bench tools)
#        scripts/install-packages.sh --list GROUP...              prints the packages, one a line
set -euo pipefail

list="$(dirname "${BASH_SOURCE[0]}")/debian-packages"
reason="Octavo needs them"
only_list=false
case "${1:-}" in
    --reason)
        [[ $# -ge 2 ]] || { echo "install-packages: --reason needs a text" >&2; exit 2; }
        reason="$2"; shift 2 ;;
    --list) only_list=true; shift ;;
esac
[[ $# -gt 0 ]] || { echo "usage: scripts/install-packages.sh [--reason TEXT | --list] GROUP... (build, run, recommends, suggests, package, test, bench, tools)" >&2; exit 2; }

packages=()
for group in "$@"; do
    case "$group" in build|run|recommends|suggests|package|test|bench|tools) ;; *) echo "install-packages: no group '$group' (build, run, recommends, suggests, package, test, bench, tools)" >&2; exit 2 ;; esac
    while read -r line_group package _; do
        [[ "$line_group" == "$group" ]] && packages+=("$package")
    done < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$list")
done
if $only_list; then
    printf '%s\n' "${packages[@]}"
    exit 0
fi

if ! command -v dpkg >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
    echo "install-packages: not a Debian system (no dpkg or apt-get); make sure ${packages[*]} or their equivalents are installed" >&2
    exit 0
fi

# `dpkg -s` also succeeds for a package removed with its configuration files left behind, so
# the status line must say "installed".
missing=()
for package in "${packages[@]}"; do
    dpkg -s "$package" 2>/dev/null | grep -q '^Status: install ok installed$' || missing+=("$package")
done
[[ ${#missing[@]} -gt 0 ]] || exit 0

if [[ "$(id -u)" == 0 ]]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "install-packages: ${missing[*]} missing ($reason), and installing them needs root or sudo: run 'apt-get install ${missing[*]}' as root" >&2
    exit 1
fi

echo "install-packages: installing ${missing[*]} with ${as_root[*]:+sudo }apt-get ($reason)" >&2
"${as_root[@]}" apt-get update -q >&2
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >&2
