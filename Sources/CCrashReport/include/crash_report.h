// The last word of a process that traps: a Swift runtime check (SIGILL, SIGTRAP) or a fault
// (SIGSEGV, SIGBUS, SIGFPE, SIGABRT) ends it with one line on stderr and exit status 70,
// rather than a silent death. The terminal's own handler, installed later, restores the
// screen first and then hands the signal on to this one. Everything the handler does is
// async-signal-safe.
#ifndef OCTAVO_CRASH_REPORT_H
#define OCTAVO_CRASH_REPORT_H

#include <stddef.h>

/// The exit status of a process ended by a trap (EX_SOFTWARE in sysexits.h).
#define OCTAVO_CRASH_EXIT_STATUS 70

/// Installs the handlers on an alternate stack (a stack overflow leaves no other), with
/// `message` (copied, cut at 1 KiB) as the line to write, followed by " (signal N)" and a
/// line break.
void octavo_crash_report_install(const char *message, size_t length);

#endif
