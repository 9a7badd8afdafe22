#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H
// Package.swift does not ask pkg-config: its cflags for ncursesw ("-D_DEFAULT_SOURCE
// -D_XOPEN_SOURCE=600") are flags SwiftPM prohibits, drops and warns about on every build.
// Request ncurses' wide-character API here instead.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <stdio.h>
#include <ncurses.h>

// Mouse masks are macros, which Swift does not import: re-exported.
static const mmask_t CNC_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS;
static const mmask_t CNC_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;
static const mmask_t CNC_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t CNC_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t CNC_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t CNC_BUTTON4_PRESSED = BUTTON4_PRESSED;  // wheel up
static const mmask_t CNC_BUTTON5_PRESSED = BUTTON5_PRESSED;  // wheel down
// Mutable C globals are errors to touch from Swift 6 code; read them through functions.
static inline WINDOW *cnc_stdscr(void) { return stdscr; }
static inline const char *cnc_codeset(void) { return nl_langinfo(CODESET); }
// A terminfo string capability by name, or NULL when the terminal lacks it
// (tigetstr returns (char *)-1 for names that are not string capabilities).
static inline const char *cnc_tigetstr(const char *name) {
    char *value = tigetstr(name);
    return (value == (char *)-1) ? NULL : value;
}
// tiparm is variadic, which Swift cannot call: one and two integer parameters.
static inline const char *cnc_tiparm1(const char *capability, int value) { return tiparm(capability, value); }
static inline const char *cnc_tiparm2(const char *capability, int a, int b) { return tiparm(capability, a, b); }
#endif
