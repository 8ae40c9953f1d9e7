# shellcheck shell=bash disable=SC2034
# The options of the octavo binary as it is released, sourced by scripts/package-deb.sh and by
# scripts/bench.sh so that the benchmarks measure the binary users install. They are given on the
# command line rather than in Package.swift, so a package that depends on Octavo's libraries never
# builds with them.
release_build_options=(
    # The Swift runtime and Foundation linked in: a start without them to load and relocate.
    -c release --static-swift-stdlib
    # No build folder as a run path: the libraries are the system's, found where the loader looks.
    --disable-local-rpath
    # Concrete generic types get their metadata by a direct call rather than from a mangled name,
    # which the runtime would decode and check against every conformance record on first use: a
    # sixth of the main thread's work before the first frame (docs/PERFORMANCE.md). A swiftc
    # that lacks this option fails the build here, loudly.
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
)
