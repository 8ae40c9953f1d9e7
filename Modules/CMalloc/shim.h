/* glibc's malloc tuning (mallopt), which the Glibc module does not bring. */
#include <malloc.h>
