#ifndef OCTAVO_CPROCESSORAFFINITY_SHIM_H
#define OCTAVO_CPROCESSORAFFINITY_SHIM_H

/*
 * glibc's calls that say which processors a thread runs on. <sched.h> and
 * <pthread.h> declare them only under _GNU_SOURCE, which Swift's Glibc module
 * is built without (and which cannot be defined here: see CPseudoTerminal).
 * glibc exports them whatever the feature macros say, from libc itself.
 */
#include <sched.h>
#include <pthread.h>
#include <sys/types.h>

int sched_getcpu(void);
int sched_getaffinity(pid_t process, size_t size, cpu_set_t *processors);
int pthread_attr_setaffinity_np(pthread_attr_t *attributes, size_t size, const cpu_set_t *processors);
int pthread_setaffinity_np(pthread_t thread, size_t size, const cpu_set_t *processors);

#endif
