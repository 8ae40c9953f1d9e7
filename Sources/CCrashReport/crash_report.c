#include "crash_report.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

static char message[1024];
static size_t message_length = 0;
static char alternate_stack[65536];

static const int reported_signals[] = { SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV };

static void write_all(const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(STDERR_FILENO, bytes, length);
        if (written <= 0) {
            return;
        }
        bytes += written;
        length -= (size_t)written;
    }
}

static void report(int signal_number) {
    write_all(message, message_length);
    char suffix[32] = " (signal ";
    size_t length = strlen(suffix);
    char digits[8];
    size_t count = 0;
    int value = signal_number;
    do {
        digits[count++] = (char)('0' + value % 10);
        value /= 10;
    } while (value > 0 && count < sizeof digits);
    while (count > 0) {
        suffix[length++] = digits[--count];
    }
    suffix[length++] = ')';
    suffix[length++] = '\n';
    write_all(suffix, length);
    _exit(OCTAVO_CRASH_EXIT_STATUS);
}

void octavo_crash_report_install(const char *text, size_t length) {
    message_length = length < sizeof message ? length : sizeof message;
    memcpy(message, text, message_length);

    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
        stack_t alternate;
        memset(&alternate, 0, sizeof alternate);
        alternate.ss_sp = alternate_stack;
        alternate.ss_size = sizeof alternate_stack;
        sigaltstack(&alternate, NULL);
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = report;
    action.sa_flags = SA_ONSTACK;
    sigfillset(&action.sa_mask);
    for (size_t i = 0; i < sizeof reported_signals / sizeof reported_signals[0]; i++) {
        sigaction(reported_signals[i], &action, NULL);
    }
}
