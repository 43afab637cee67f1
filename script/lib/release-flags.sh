# Sourced, not run. The `swift build` options that make the release executables as they are
# installed (script/meson-swift-build), shared with the benchmarks that build their own
# (script/bench-store, script/bench-limits) so that they measure what ships.
#   release_flags SWIFT SCRATCH   fills the array `release_flags`
release_flags() {
    local swift=$1 scratch=$2
    # The C++ library the Swift runtime is written against, linked in as the runtime is: loading
    # the shared libstdc++ resolved some 1,670 of its symbols at every start, 1.9 of a `set`'s 24
    # million instructions (callgrind). swift-driver names it -lstdc++ itself, ahead of any option
    # of ours, so the static archive is offered in a folder of its own, which lld searches before
    # the compiler's folder that also holds the shared one.
    local archive
    archive=$("$(dirname "$(readlink -f "$swift")")/clang" -print-file-name=libstdc++.a)
    if [[ "$archive" != /* ]]; then
        echo "release-flags: libstdc++.a was not found (Debian: apt-get install libstdc++-12-dev)" >&2
        return 1
    fi
    mkdir -p "$scratch/static-libstdc++"
    ln -sfn "$archive" "$scratch/static-libstdc++/libstdc++.a"
    release_flags=(
        -c release
        # The Swift runtime and Foundation inside the executables: no toolchain needed where they
        # are installed, and a faster start (see meson.build).
        --static-swift-stdlib
        -Xlinker -L"$scratch/static-libstdc++"
        # No RUNPATH of $ORIGIN, which SwiftPM adds for libraries built beside the executable:
        # these link none, and with it the loader first looked for each of the 15 system
        # libraries in the executable's folder and its 15 hardware-capability sub-folders, 64
        # failed system calls at every start.
        --disable-local-rpath
        # lld, not gold: gold repeats glibc's link-time warning about mktemp for every executable
        # that links FoundationEssentials statically (its temporary-file code never calls it).
        -Xswiftc -use-ld=lld
        # Hardening as Debian builds C (dpkg-buildflags' hardening=+all): relocations resolved at
        # start and their table made read-only (RELRO, BIND_NOW). swiftc does not read LDFLAGS,
        # and this is not left to the environment, so every build gives the same executables.
        -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now
        # A concrete generic type's metadata made by calling its accessor, not by demangling its
        # name at run time: each name decoded also searched every protocol conformance of the
        # executable for its requirements (Dictionary's Hashable), 2.2 of a `set`'s 24 million
        # instructions, for 0.3 MB of code.
        -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
    )
}
