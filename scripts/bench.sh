#!/usr/bin/env bash
# Runs Octavo's benchmarks in a release build and prints their JSON figures on stdout
# (progress on stderr). Arguments go to octavo-bench: --runs N, --quick, --publications N,
# --packaging-guide PATH, --live-manual PATH.
#
# The 1.2 MB packaging guide EPUB comes from Debian's ubuntu-packaging-guide-epub, and the
# yardstick of a terminal settings screen from Debian's dialog; both are installed here when
# missing and apt-get is available, otherwise their figures are skipped.
set -euo pipefail

cd "$(dirname "$0")/.."

guide=/usr/share/doc/ubuntu-packaging-guide-epub/ubuntu-packaging-guide.epub
missing=()
[[ -f "$guide" ]] || missing+=(ubuntu-packaging-guide-epub)
command -v dialog >/dev/null || missing+=(dialog)
if (( ${#missing[@]} )) && command -v apt-get >/dev/null; then
    sudo=()
    if [[ "$(id -u)" != 0 ]] && command -v sudo >/dev/null; then sudo=(sudo); fi
    echo "bench: installing ${missing[*]}" >&2
    if ! { "${sudo[@]}" apt-get update >&2 && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y "${missing[@]}" >&2; }; then
        echo "bench: could not install ${missing[*]}; their figures will be skipped" >&2
    fi
fi

# Built first with their output on stderr, so that stdout carries only the JSON document; the
# pseudo-terminal figures run the octavo binary built beside the benchmark, linked with the
# Swift runtime and Foundation inside it as a release is: it starts 7 ms sooner and uses 7 MB
# less memory than one that loads them as shared libraries.
swift build -c release --product octavo-bench >&2
swift build -c release --product octavo --static-swift-stdlib >&2
exec swift run -c release --skip-build octavo-bench "$@"
