#!/usr/bin/env bash
# Runs Octavo's benchmarks in a release build and prints their JSON figures on stdout
# (progress on stderr). Arguments go to octavo-bench: --runs N, --quick, --publications N,
# --packaging-guide PATH, --live-manual PATH, --busy (a spinning process per processor beside them).
#
# The 1.2 MB packaging guide EPUB comes from Debian's ubuntu-packaging-guide-epub, and the
# yardstick of a terminal settings screen from Debian's dialog; both come from the "bench" group
# of scripts/debian-packages, installed here when missing.
set -euo pipefail

cd "$(dirname "$0")/.."

bash scripts/install-packages.sh --reason "the benchmarks measure against them" bench

# Built first with their output on stderr, so that stdout carries only the JSON document; the
# pseudo-terminal figures run the octavo binary built beside the benchmark, linked with the
# Swift runtime and Foundation inside it as a release is: it starts 7 ms sooner and uses 7 MB
# less memory than one that loads them as shared libraries. Without the build folder as a run
# path, as the Debian package builds it, the loader does not look for each library there first.
swift build -c release --product octavo-bench >&2
swift build -c release --product octavo --static-swift-stdlib --disable-local-rpath >&2
exec swift run -c release --skip-build octavo-bench "$@"
