#!/usr/bin/env bash
# Runs Octavo's benchmarks in a release build and prints their JSON figures on stdout
# (progress on stderr). Arguments go to octavo-bench: --runs N, --quick, --publications N,
# --packaging-guide PATH, --live-manual PATH.
#
# The 1.2 MB packaging guide EPUB comes from Debian's ubuntu-packaging-guide-epub; it is
# installed here when missing and apt-get is available, otherwise that book is skipped.
set -euo pipefail

cd "$(dirname "$0")/.."

guide=/usr/share/doc/ubuntu-packaging-guide-epub/ubuntu-packaging-guide.epub
if [[ ! -f "$guide" ]] && command -v apt-get >/dev/null; then
    sudo=()
    if [[ "$(id -u)" != 0 ]] && command -v sudo >/dev/null; then sudo=(sudo); fi
    echo "bench: installing ubuntu-packaging-guide-epub" >&2
    if ! { "${sudo[@]}" apt-get update >&2 && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y ubuntu-packaging-guide-epub >&2; }; then
        echo "bench: could not install ubuntu-packaging-guide-epub; its figures will be skipped" >&2
    fi
fi

# Built first with its output on stderr, so that stdout carries only the JSON document.
swift build -c release --product octavo-bench >&2
exec swift run -c release --skip-build octavo-bench "$@"
