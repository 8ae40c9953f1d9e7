#ifndef OCTAVO_BUILD_INFO_H
#define OCTAVO_BUILD_INFO_H

/// What a release build records about itself: scripts/package-deb.sh defines the macros with
/// -Xcc; a development build leaves them empty.
const char *octavo_build_commit(void);
const char *octavo_build_date(void);
const char *octavo_build_compiler(void);

#endif
