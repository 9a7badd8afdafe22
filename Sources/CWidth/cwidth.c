// wcwidth depends on the calling thread's LC_CTYPE: in the "C" locale glibc answers
// -1 for everything outside ASCII. A C.UTF-8 locale object is made once and selected
// for the duration of each call (uselocale is per thread), so answers never depend on
// the locale the program (or a test runner) happens to run in.
#define _GNU_SOURCE
#include "cwidth.h"
#include <locale.h>
#include <pthread.h>
#include <wchar.h>

static locale_t utf8_locale = (locale_t)0;
static pthread_once_t utf8_once = PTHREAD_ONCE_INIT;

static void load_utf8_locale(void) {
    const char *names[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8"};
    for (unsigned i = 0; i < sizeof names / sizeof names[0] && utf8_locale == (locale_t)0; i++) {
        utf8_locale = newlocale(LC_CTYPE_MASK, names[i], (locale_t)0);
    }
}

int atrium_wcwidth(unsigned int scalar) {
    pthread_once(&utf8_once, load_utf8_locale);
    if (utf8_locale == (locale_t)0) return -2;
    locale_t previous = uselocale(utf8_locale);
    int width = wcwidth((wchar_t)scalar);
    uselocale(previous);
    return width;
}
