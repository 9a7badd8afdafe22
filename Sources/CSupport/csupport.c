#define _GNU_SOURCE
#include "csupport.h"
#include <sys/ioctl.h>
#include <spawn.h>
#include <signal.h>
#include <pty.h>
#include <string.h>

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

void atrium_ignore_sigpipe(void) { signal(SIGPIPE, SIG_IGN); }
