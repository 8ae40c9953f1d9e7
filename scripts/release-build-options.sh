# shellcheck shell=bash disable=SC2034
# The options of the octavo binary as it is released, sourced by scripts/package-deb.sh and by
# scripts/bench.sh so that the benchmarks measure the binary users install. They are given on the
# command line rather than in Package.swift, so a package that depends on Octavo's libraries never
# builds with them. The compiler's own code generation is left as it is (docs/PERFORMANCE.md says
# what an internal option for metadata access bought, and why it is not used).
release_build_options=(
    # The Swift runtime and Foundation linked in: a start without them to load and relocate.
    -c release --static-swift-stdlib
    # No build folder as a run path: the libraries are the system's, found where the loader looks.
    --disable-local-rpath
)
