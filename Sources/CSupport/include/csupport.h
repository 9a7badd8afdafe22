#ifndef ATRIUM_CSUPPORT_H
#define ATRIUM_CSUPPORT_H
// Small C helpers for calls Swift cannot import directly: variadic ioctl,
// macros hidden behind _GNU_SOURCE, and the fatal-signal report.
#include <sys/types.h>

/// Sets the window size of a terminal (TIOCSWINSZ). Returns 0 or -1 with errno.
int atrium_set_winsize(int fd, unsigned short rows, unsigned short cols);
/// Reads the window size of a terminal (TIOCGWINSZ). Returns 0 or -1 with errno.
int atrium_get_winsize(int fd, unsigned short *rows, unsigned short *cols);
/// The POSIX_SPAWN_SETSID flag value (only visible with _GNU_SOURCE).
short atrium_posix_spawn_setsid(void);
/// Opens a pseudo-terminal pair with the given size. Returns 0 or -1.
int atrium_openpty(int *master, int *slave, unsigned short rows, unsigned short cols);

/// Installs handlers for SIGINT, SIGTERM, SIGHUP that record the signal number.
void atrium_install_quit_signals(void);
/// The last quit signal received, or 0.
int atrium_pending_signal(void);


/// Installs handlers for the fatal signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP).
/// On one: the terminal is restored when the screen was taken (see atrium_fatal_screen), one
/// line "atrium: internal error (signal N); <tail>" goes to stderr, stderr is then silenced
/// when `silence` is set, and the process ends with the signal (status 128 + N): after
/// calling the handler that was there before when `chain` is set (the Swift runtime's
/// backtracer, which writes its report where SWIFT_BACKTRACE says). Only async-signal-safe
/// calls. Call once, early; `tail` is copied (truncated at 400 bytes).
void atrium_fatal_install(const char *tail, int chain, int silence);
/// Marks the screen as taken (taken = 1: save the terminal modes of `input_fd` now, before
/// curses changes them; on a fatal signal restore them and write the restoring sequences to
/// `output_fd`) or given back (taken = 0).
void atrium_fatal_screen(int taken, int input_fd, int output_fd);
/// Sets this thread's name (the process name `ps -o comm` and `pgrep` show, for the main
/// thread) with prctl(PR_SET_NAME); at most 15 bytes are kept. Returns 0 or -1 with errno.
int atrium_set_process_name(const char *name);
/// Returns the free memory of every malloc arena to the system (glibc's malloc_trim(0));
/// returns 1 when memory was released, 0 when not or where malloc_trim does not exist.
int atrium_malloc_trim(void);


// Venue host (atrium serve's shared venues, docs/serve.md) ------------------------------------

/// fork(2), which Swift does not offer. Call only while this process has one thread.
pid_t atrium_fork(void);
/// Makes this process a child subreaper (PR_SET_CHILD_SUBREAPER): orphans among its
/// descendants become its children. Returns 0 or -1 with errno.
int atrium_set_child_subreaper(void);
/// Asks for `signal` when the parent process ends (PR_SET_PDEATHSIG). Returns 0 or -1.
int atrium_set_parent_death_signal(int signal);
/// In a process just forked with one thread: a new session, `terminal_path` opened as its
/// controlling terminal on descriptors 0, 1 and 2, then its pid written to `ready_fd` (also
/// when a step failed), then every other descriptor closed, an empty signal mask, `/` as
/// working folder. Returns 0, or the errno of the step that failed.
int atrium_become_session(const char *terminal_path, int ready_fd);
/// Writes `title` over this process's command line (what /proc/PID/cmdline and ps -o args
/// show), truncated to the room the original arguments took, the rest zeroed. Returns the
/// number of bytes of room.
long atrium_set_command_line(const char *title);
/// As atrium_set_command_line, with `length` bytes that may hold NULs (between arguments).
long atrium_set_command_line_bytes(const char *bytes, size_t length);
#endif
