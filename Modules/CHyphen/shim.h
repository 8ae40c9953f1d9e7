// libhyphen's dictionary type, and its functions as pointer types for functions looked up at
// run time: the library is opened when a page is first hyphenated, not at every start.
#ifndef OCTAVO_CHYPHEN_SHIM_H
#define OCTAVO_CHYPHEN_SHIM_H
#include <hyphen.h>

typedef HyphenDict *(*octavo_hnj_hyphen_load_fn)(const char *file);
typedef void (*octavo_hnj_hyphen_free_fn)(HyphenDict *dictionary);
typedef int (*octavo_hnj_hyphen_hyphenate2_fn)(
    HyphenDict *dictionary, const char *word, int length, char *hyphens, char *hyphenated,
    char ***replacements, int **positions, int **cuts);
#endif
