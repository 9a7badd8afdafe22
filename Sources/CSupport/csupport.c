#define _GNU_SOURCE
#include "csupport.h"
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <spawn.h>
#include <signal.h>
#include <pty.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <errno.h>
#include <dirent.h>
#include <stdlib.h>
#include <sys/syscall.h>

int atrium_set_winsize(int fd, unsigned short rows, unsigned short cols) {
    struct winsize ws;
    memset(&ws, 0, sizeof ws);
    ws.ws_row = rows;
    ws.ws_col = cols;
    return ioctl(fd, TIOCSWINSZ, &ws);
}

int atrium_get_winsize(int fd, unsigned short *rows, unsigned short *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 0;
}

short atrium_posix_spawn_setsid(void) { return POSIX_SPAWN_SETSID; }

int atrium_openpty(int *master, int *slave, unsigned short rows, unsigned short cols) {
    struct winsize ws;
    memset(&ws, 0, sizeof ws);
    ws.ws_row = rows;
    ws.ws_col = cols;
    return openpty(master, slave, NULL, NULL, &ws);
}


// Fatal signals -------------------------------------------------------------------------

/* Quit signals recorded while a place is fetched (AtriumCLI's ResolvedVenue, before any
   screen is open; the explorer's CursesTerminal records its own). */
static volatile sig_atomic_t pending_signal = 0;

static void record_signal(int sig) { pending_signal = sig; }

void atrium_install_quit_signals(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = record_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
}

int atrium_pending_signal(void) { return (int)pending_signal; }


#include <termios.h>
#include <fcntl.h>

static const int fatal_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP };
#define FATAL_COUNT (sizeof fatal_signals / sizeof fatal_signals[0])
static struct sigaction fatal_previous[FATAL_COUNT];
static char fatal_place[401];
static volatile sig_atomic_t fatal_screen_taken = 0;
static struct termios fatal_termios;
static volatile sig_atomic_t fatal_have_termios = 0;
static volatile sig_atomic_t fatal_input_fd = 0, fatal_output_fd = 1;
static volatile sig_atomic_t fatal_entered = 0;
static int fatal_chain = 1, fatal_silence = 0;

// Leave the alternate screen, show the cursor, every mouse mode off, attributes reset,
// normal cursor keys and keypad.
static const char fatal_restore[] =
    "\033[?1049l\033[?25h\033[?1000l\033[?1002l\033[?1003l\033[?1006l\033[?1015l\033[0m\033[?1l\033>";

static void fatal_write(int fd, const char *text) {
    size_t n = strlen(text);
    while (n > 0) {
        ssize_t w = write(fd, text, n);
        if (w <= 0) return;
        text += w;
        n -= (size_t)w;
    }
}

static void fatal_handler(int sig, siginfo_t *info, void *context) {
    size_t k = 0;
    while (k < FATAL_COUNT && fatal_signals[k] != sig) k++;
    if (!fatal_entered) {
        fatal_entered = 1;
        if (fatal_screen_taken) {
            if (fatal_have_termios) tcsetattr(fatal_input_fd, TCSANOW, &fatal_termios);
            fatal_write(fatal_output_fd, fatal_restore);
        }
        char number[12];
        int i = (int)sizeof number - 1, v = sig;
        number[i] = 0;
        do { number[--i] = (char)('0' + v % 10); v /= 10; } while (v > 0 && i > 0);
        fatal_write(STDERR_FILENO, "atrium: internal error (signal ");
        fatal_write(STDERR_FILENO, number + i);
        fatal_write(STDERR_FILENO, "); ");
        fatal_write(STDERR_FILENO, fatal_place);
        fatal_write(STDERR_FILENO, "\n");
        // The runtime's own progress lines ("*** Signal 11: Backtracing …") are internals too:
        // from here on standard error goes nowhere; its report goes to its own file.
        if (fatal_silence) {
            int null = open("/dev/null", O_WRONLY);
            if (null >= 0) { dup2(null, STDERR_FILENO); close(null); }
        }
    }
    // On to the handler that was there before (the runtime's backtracer), called as the
    // kernel would call it; then the default action ends the process with this signal: a
    // fault returns to the faulting instruction, which faults again; a signal sent by kill(2),
    // raise(3) or abort(3) is sent again (it stays blocked until this handler returns).
    if (k < FATAL_COUNT && fatal_chain) {
        struct sigaction previous = fatal_previous[k];
        if ((previous.sa_flags & SA_SIGINFO) && previous.sa_sigaction != NULL) {
            previous.sa_sigaction(sig, info, context);
        } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN && previous.sa_handler != NULL) {
            previous.sa_handler(sig);
        }
    }
    signal(sig, SIG_DFL);
    if (info == NULL || info->si_code <= 0 || sig == SIGABRT) raise(sig);
    (void)context;
}

void atrium_fatal_install(const char *report_place, int chain, int silence) {
    fatal_chain = chain;
    fatal_silence = silence;
    strncpy(fatal_place, report_place ? report_place : "", sizeof fatal_place - 1);
    fatal_place[sizeof fatal_place - 1] = 0;
    for (size_t k = 0; k < FATAL_COUNT; k++) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_sigaction = fatal_handler;
        sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&sa.sa_mask);
        sigaction(fatal_signals[k], &sa, &fatal_previous[k]);
    }
}

void atrium_fatal_screen(int taken, int input_fd, int output_fd) {
    if (taken) {
        fatal_screen_taken = 0;
        fatal_input_fd = input_fd;
        fatal_output_fd = output_fd;
        fatal_have_termios = tcgetattr(input_fd, &fatal_termios) == 0;
        fatal_screen_taken = 1;
    } else {
        fatal_screen_taken = 0;
    }
}

#if defined(__GLIBC__)
#include <malloc.h>
int atrium_malloc_trim(void) { return malloc_trim(0); }
#else
int atrium_malloc_trim(void) { return 0; }
#endif

int atrium_set_process_name(const char *name) {
    return prctl(PR_SET_NAME, (unsigned long)name, 0, 0, 0);
}

// Venue host ----------------------------------------------------------------------------

pid_t atrium_fork(void) { return fork(); }

int atrium_set_child_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }

int atrium_set_parent_death_signal(int signal) { return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0, 0, 0); }

/* Closes every descriptor from `first` up: close_range where the kernel has it, else the
   ones /proc/self/fd lists. */
static void close_from(int first) {
#ifdef SYS_close_range
    if (syscall(SYS_close_range, (unsigned)first, ~0U, 0) == 0) return;
#endif
    DIR *dir = opendir("/proc/self/fd");
    if (dir == NULL) {
        for (int fd = first; fd < 65536; fd++) close(fd);
        return;
    }
    int listing = dirfd(dir);
    struct dirent *entry;
    int open_fds[1024];
    int count = 0;
    while ((entry = readdir(dir)) != NULL && count < 1024) {
        int fd = atoi(entry->d_name);
        if (fd >= first && fd != listing) open_fds[count++] = fd;
    }
    closedir(dir);
    for (int i = 0; i < count; i++) close(open_fds[i]);
}

/* Says "this explorer is ready" to the venue host: its pid, once, on `ready_fd`. */
static void tell_ready(int ready_fd) {
    pid_t me = getpid();
    ssize_t written;
    do { written = write(ready_fd, &me, sizeof me); } while (written < 0 && errno == EINTR);
}

int atrium_become_session(const char *terminal_path, int ready_fd) {
    int failure = 0;
    int fd = -1;
    if (setsid() < 0) failure = errno;
    /* The first terminal a session leader opens is its own. */
    if (failure == 0 && (fd = open(terminal_path, O_RDWR)) < 0) failure = errno;
    for (int target = 0; failure == 0 && target <= 2; target++) {
        if (fd != target && dup2(fd, target) < 0) failure = errno;
    }
    /* Only now, with the terminal open here, may the server close its copy of it (a terminal
       nobody holds hangs up its other side); a failure is said the same way, and the server
       then reaps this process like any explorer. */
    tell_ready(ready_fd);
    if (failure != 0) return failure;
    close_from(3);
    sigset_t none;
    sigemptyset(&none);
    if (sigprocmask(SIG_SETMASK, &none, NULL) != 0) return errno;
    if (chdir("/") != 0) return errno;
    return 0;
}

/* The command line as the kernel laid it out: argv's strings, one after the other. glibc
   hands every init_array function of the program (argc, argv, envp). */
static char *command_line_start;
static size_t command_line_room;

__attribute__((constructor)) static void atrium_note_command_line(int argc, char **argv, char **envp) {
    (void)envp;
    if (argc < 1 || argv == NULL || argv[0] == NULL) return;
    char *end = argv[0];
    for (int i = 0; i < argc; i++) {
        if (argv[i] != end) break;  /* Not contiguous: keep what is. */
        end = argv[i] + strlen(argv[i]) + 1;
    }
    command_line_start = argv[0];
    command_line_room = (size_t)(end - argv[0]);
}

long atrium_set_command_line_bytes(const char *bytes, size_t length) {
    if (command_line_start == NULL || command_line_room < 2) return 0;
    if (length > command_line_room - 1) length = command_line_room - 1;
    memset(command_line_start, 0, command_line_room);
    memcpy(command_line_start, bytes, length);
    return (long)command_line_room;
}

long atrium_set_command_line(const char *title) { return atrium_set_command_line_bytes(title, strlen(title)); }
