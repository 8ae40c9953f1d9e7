/// Whether this module was compiled for release, which decides if release-locked settings may change.
enum BuildConfiguration {
    #if DEBUG
        static let isRelease = false
    #else
        static let isRelease = true
    #endif
}
