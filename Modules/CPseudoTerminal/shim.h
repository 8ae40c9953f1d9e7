#ifndef OCTAVO_CPSEUDOTERMINAL_SHIM_H
#define OCTAVO_CPSEUDOTERMINAL_SHIM_H

/*
 * glibc's pseudo-terminal calls for octavo-bench. <stdlib.h> declares them
 * only under _XOPEN_SOURCE (posix_openpt, grantpt, unlockpt) or _GNU_SOURCE
 * (ptsname_r), and Swift's Glibc module is built without either. Defining
 * one here is not an option: it also renames struct members in the headers
 * both modules share (fd_set's __fds_bits becomes fds_bits), and Clang then
 * rejects the two definitions as different. So this header declares the four
 * functions as glibc does; glibc exports them whatever the feature macros
 * say, from libc itself, so nothing needs linking.
 */
#include <stddef.h>

int posix_openpt(int flags);
int grantpt(int descriptor);
int unlockpt(int descriptor);
int ptsname_r(int descriptor, char *buffer, size_t length);

#endif
