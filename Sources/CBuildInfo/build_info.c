#include "build_info.h"

#ifndef OCTAVO_BUILD_COMMIT
#define OCTAVO_BUILD_COMMIT ""
#endif
#ifndef OCTAVO_BUILD_DATE
#define OCTAVO_BUILD_DATE ""
#endif
#ifndef OCTAVO_BUILD_COMPILER
#define OCTAVO_BUILD_COMPILER ""
#endif

const char *octavo_build_commit(void) { return OCTAVO_BUILD_COMMIT; }
const char *octavo_build_date(void) { return OCTAVO_BUILD_DATE; }
const char *octavo_build_compiler(void) { return OCTAVO_BUILD_COMPILER; }
