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
# pseudo-terminal figures run the octavo binary built beside the benchmark, with the options of
# the Debian package's binary. Both programs are built with them, in a folder of their own, so
# that neither this build nor an everyday release build in .build undoes the other.
source scripts/release-build-options.sh
scratch=.build/bench
swift build "${release_build_options[@]}" --scratch-path "$scratch" --product octavo-bench >&2
swift build "${release_build_options[@]}" --scratch-path "$scratch" --product octavo >&2
exec "$scratch/release/octavo-bench" "$@"
