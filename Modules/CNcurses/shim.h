#ifndef OCTAVO_CNCURSES_SHIM_H
#define OCTAVO_CNCURSES_SHIM_H

/*
 * The one C surface OctavoTerminal sees. Wide-character curses must be
 * requested before the header is read, or cchar_t and get_wch vanish.
 *
 * Swift cannot import function-like macros, and Swift 6 rejects reading
 * C globals such as stdscr or COLORS as shared mutable state, so every
 * one of them is reached through a static inline wrapper named octavo_*.
 */
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>
#include <ncursesw/curses.h>

/* MARK: Globals */

static inline WINDOW *octavo_stdscr(void) { return stdscr; }
static inline FILE *octavo_stdin(void) { return stdin; }
static inline FILE *octavo_stdout(void) { return stdout; }
static inline int octavo_lines(void) { return LINES; }
static inline int octavo_cols(void) { return COLS; }
static inline int octavo_colors(void) { return COLORS; }
static inline int octavo_color_pairs(void) { return COLOR_PAIRS; }
static inline int octavo_err(void) { return ERR; }
static inline int octavo_ok(void) { return OK; }

static inline void octavo_getmaxyx(WINDOW *window, int *height, int *width) {
    int y, x;
    getmaxyx(window, y, x);
    *height = y;
    *width = x;
}

/*
 * tigetstr answers (char *)-1 for a name that is not a string capability;
 * folding that into NULL leaves Swift a single "absent" case to check.
 */
static inline const char *octavo_string_capability(const char *name) {
    char *value = tigetstr(name);
    return (value == (char *)-1) ? NULL : value;
}

/* MARK: Attributes */

static inline attr_t octavo_a_normal(void) { return A_NORMAL; }
static inline attr_t octavo_a_bold(void) { return A_BOLD; }
static inline attr_t octavo_a_dim(void) { return A_DIM; }
static inline attr_t octavo_a_italic(void) { return A_ITALIC; }
static inline attr_t octavo_a_underline(void) { return A_UNDERLINE; }
static inline attr_t octavo_a_reverse(void) { return A_REVERSE; }
static inline attr_t octavo_color_pair(int pair) { return (attr_t)COLOR_PAIR(pair); }

/* MARK: Keys */

static inline int octavo_key_code_yes(void) { return KEY_CODE_YES; }
static inline int octavo_key_up(void) { return KEY_UP; }
static inline int octavo_key_down(void) { return KEY_DOWN; }
static inline int octavo_key_left(void) { return KEY_LEFT; }
static inline int octavo_key_right(void) { return KEY_RIGHT; }
static inline int octavo_key_home(void) { return KEY_HOME; }
static inline int octavo_key_end(void) { return KEY_END; }
static inline int octavo_key_ppage(void) { return KEY_PPAGE; }
static inline int octavo_key_npage(void) { return KEY_NPAGE; }
static inline int octavo_key_a1(void) { return KEY_A1; }
static inline int octavo_key_a3(void) { return KEY_A3; }
static inline int octavo_key_c1(void) { return KEY_C1; }
static inline int octavo_key_c3(void) { return KEY_C3; }
static inline int octavo_key_enter(void) { return KEY_ENTER; }
static inline int octavo_key_btab(void) { return KEY_BTAB; }
static inline int octavo_key_backspace(void) { return KEY_BACKSPACE; }
static inline int octavo_key_dc(void) { return KEY_DC; }
static inline int octavo_key_f(int n) { return KEY_F(n); }
static inline int octavo_key_resize(void) { return KEY_RESIZE; }
static inline int octavo_key_mouse(void) { return KEY_MOUSE; }

/* MARK: Mouse */

static inline mmask_t octavo_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t octavo_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t octavo_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t octavo_button5_pressed(void) { return BUTTON5_PRESSED; }

/* MARK: Wide-character drawing */

/*
 * Draws one grapheme (a spacing scalar plus up to CCHARW_MAX - 1 combining
 * ones) so Swift never needs the layout of cchar_t. The pair travels in
 * opts as an int, the ncurses 6 way to reach pairs above 32767.
 */
static inline int octavo_draw_grapheme(WINDOW *window, int y, int x,
                                       const uint32_t *scalars, int count,
                                       attr_t attributes, int pair) {
    wchar_t text[CCHARW_MAX + 1];
    cchar_t cell;
    int length = count < CCHARW_MAX ? count : CCHARW_MAX;
    for (int i = 0; i < length; i++) {
        text[i] = (wchar_t)scalars[i];
    }
    text[length] = L'\0';
    if (setcchar(&cell, text, attributes, 0, &pair) == ERR) {
        text[1] = L'\0';
        if (setcchar(&cell, text, attributes, 0, &pair) == ERR) {
            return ERR;
        }
    }
    return mvwadd_wch(window, y, x, &cell);
}

/*
 * Draws a run of printable ASCII cells of one look in one call, as most of a page is:
 * a call per cell (setcchar, then wadd_wch) was most of what curses cost a frame.
 */
static inline int octavo_draw_ascii(WINDOW *window, int y, int x,
                                    const char *bytes, int count,
                                    attr_t attributes, int pair) {
    wattr_set(window, attributes, (short)pair, &pair);
    int result = mvwaddnstr(window, y, x, bytes, count);
    wattr_set(window, A_NORMAL, 0, NULL);
    return result;
}

static inline int octavo_wcwidth(uint32_t scalar) { return wcwidth((wchar_t)scalar); }

/* MARK: Terminal restoration */

/*
 * Everything a signal handler needs to put the terminal back, captured
 * while it is still safe to call curses. The handler may only use
 * async-signal-safe calls (write, tcsetattr, sigaction, raise), so the
 * escape sequences are copied here beforehand. The handler then hands the
 * signal back to the disposition it replaced (SIG_DFL, or a crash reporter
 * such as Swift's backtracer).
 *
 * These are statics of a header: each translation unit that calls the
 * functions below gets its own copy. OctavoTerminal calls them from one
 * Swift file only (SignalRestoration.swift) so that there is one copy.
 * Every one has an explicit initialiser: Swift's Clang importer does not
 * emit tentative definitions, which would leave them undefined at link.
 */
#define OCTAVO_RESET_CAPACITY 512

static const int octavo_restored_signals[] = {
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV
};
#define OCTAVO_RESTORED_SIGNAL_COUNT \
    (int)(sizeof(octavo_restored_signals) / sizeof(octavo_restored_signals[0]))

static volatile sig_atomic_t octavo_restore_armed = 0;
static volatile sig_atomic_t octavo_restore_done = 0;
static int octavo_restore_input_fd = -1;
static int octavo_restore_output_fd = -1;
static struct termios octavo_restore_termios = {0};
static char octavo_restore_sequence[OCTAVO_RESET_CAPACITY] = {0};
static size_t octavo_restore_sequence_length = 0;
static struct sigaction octavo_restore_previous[OCTAVO_RESTORED_SIGNAL_COUNT] = {0};
static int octavo_restore_installed[OCTAVO_RESTORED_SIGNAL_COUNT] = {0};
static int octavo_restore_atexit_registered = 0;
/*
 * Called first on SIGINT, SIGTERM and SIGHUP, the signals that ask a program to
 * end rather than report a crash: lets edits still being written reach the
 * disk. Must be async-signal-safe and return soon.
 */
static void (*volatile octavo_restore_before_ending)(void) = NULL;
/* A stack overflow leaves no stack to run a handler on. */
static char octavo_restore_alternate_stack[65536] = {0};

static inline void octavo_restore_terminal_now(void) {
    if (!octavo_restore_armed || octavo_restore_done) {
        return;
    }
    octavo_restore_done = 1;
    size_t written = 0;
    while (written < octavo_restore_sequence_length) {
        ssize_t result = write(octavo_restore_output_fd,
                               octavo_restore_sequence + written,
                               octavo_restore_sequence_length - written);
        if (result <= 0) {
            break;
        }
        written += (size_t)result;
    }
    tcsetattr(octavo_restore_input_fd, TCSANOW, &octavo_restore_termios);
}

/*
 * After restoring, the signal goes back to the disposition it had before
 * (SIG_DFL, or a crash reporter such as Swift's backtracer), except when
 * another process sent it: then it gets the default action, because a
 * reporter may let the process go on (Swift's does for SIGQUIT and a sent
 * SIGSEGV), and it would go on with a terminal no longer set up for it.
 *
 * A fault raised by the CPU (si_code > 0 for SIGSEGV, SIGBUS, SIGILL,
 * SIGFPE) recurs on return, with its real siginfo, so a reporter sees the
 * faulting address. Anything else is raised again and, blocked while this
 * handler runs, is delivered on return. Either way the exit status and core
 * dump are those of the original signal. (The previous handler is not
 * called from here: Swift's backtracer crashes when nested in another.)
 */
static void octavo_restore_signal_handler(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    if (octavo_restore_before_ending != NULL &&
        (signal_number == SIGINT || signal_number == SIGTERM || signal_number == SIGHUP)) {
        octavo_restore_before_ending();
    }
    octavo_restore_terminal_now();
    int sent = info != NULL && info->si_code <= 0 && info->si_pid != getpid();
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    for (int i = 0; i < OCTAVO_RESTORED_SIGNAL_COUNT; i++) {
        if (octavo_restored_signals[i] == signal_number && octavo_restore_installed[i]) {
            sigaction(signal_number, sent ? &default_action : &octavo_restore_previous[i], NULL);
            octavo_restore_installed[i] = 0;
        }
    }
    int recurs = info != NULL && info->si_code > 0 &&
        (signal_number == SIGSEGV || signal_number == SIGBUS ||
         signal_number == SIGILL || signal_number == SIGFPE);
    if (!recurs) {
        raise(signal_number);
    }
}

/* Sets the function the handler calls before ending on SIGINT, SIGTERM, SIGHUP. */
static inline void octavo_restore_set_before_ending(void (*hook)(void)) {
    octavo_restore_before_ending = hook;
}

static void octavo_restore_at_exit(void) {
    octavo_restore_terminal_now();
}

/*
 * Saves the terminal modes from before curses changes them and installs
 * the handlers, on an alternate stack unless the thread has one (Swift's
 * backtracer sets one up). A signal the process ignores (nohup) stays
 * ignored.
 * Returns -1 if the modes cannot be read.
 */
static inline int octavo_restore_prepare(int input_fd, int output_fd) {
    if (tcgetattr(input_fd, &octavo_restore_termios) != 0) {
        return -1;
    }
    octavo_restore_input_fd = input_fd;
    octavo_restore_output_fd = output_fd;
    octavo_restore_sequence_length = 0;
    octavo_restore_done = 0;
    octavo_restore_armed = 1;

    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
        stack_t alternate;
        memset(&alternate, 0, sizeof alternate);
        alternate.ss_sp = octavo_restore_alternate_stack;
        alternate.ss_size = sizeof octavo_restore_alternate_stack;
        sigaltstack(&alternate, NULL);
    }

    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = octavo_restore_signal_handler;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigfillset(&action.sa_mask);
    for (int i = 0; i < OCTAVO_RESTORED_SIGNAL_COUNT; i++) {
        struct sigaction previous;
        if (sigaction(octavo_restored_signals[i], NULL, &previous) != 0 ||
            previous.sa_handler == SIG_IGN) {
            continue;
        }
        octavo_restore_previous[i] = previous;
        octavo_restore_installed[i] =
            sigaction(octavo_restored_signals[i], &action, NULL) == 0;
    }
    if (!octavo_restore_atexit_registered) {
        octavo_restore_atexit_registered = atexit(octavo_restore_at_exit) == 0;
    }
    return 0;
}

/*
 * Records the sequences that undo what curses sent (alternate screen,
 * hidden cursor, keypad and mouse modes), once curses has loaded them.
 * Returns -1 if they do not fit, keeping what fits.
 */
static inline int octavo_restore_set_sequence(const char *sequence, size_t length) {
    int truncated = length > OCTAVO_RESET_CAPACITY;
    size_t kept = truncated ? OCTAVO_RESET_CAPACITY : length;
    sigset_t all, previous;
    sigfillset(&all);
    sigprocmask(SIG_BLOCK, &all, &previous);
    memcpy(octavo_restore_sequence, sequence, kept);
    octavo_restore_sequence_length = kept;
    sigprocmask(SIG_SETMASK, &previous, NULL);
    return truncated ? -1 : 0;
}

/* Hands the signals back once curses has restored the terminal itself. */
static inline void octavo_restore_disarm(void) {
    octavo_restore_armed = 0;
    for (int i = 0; i < OCTAVO_RESTORED_SIGNAL_COUNT; i++) {
        if (octavo_restore_installed[i]) {
            sigaction(octavo_restored_signals[i], &octavo_restore_previous[i], NULL);
            octavo_restore_installed[i] = 0;
        }
    }
}

static inline int octavo_restore_is_armed(void) { return octavo_restore_armed; }

#endif
