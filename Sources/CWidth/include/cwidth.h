#ifndef ATRIUM_CWIDTH_H
#define ATRIUM_CWIDTH_H
// Terminal column widths from the C library (glibc's wcwidth, generated from the
// Unicode data of its release), independent of the caller's locale.

/// Columns a Unicode scalar takes in a terminal, as glibc's wcwidth says in the
/// C.UTF-8 locale: 0 for combining marks and zero-width characters, 2 for East Asian
/// wide and fullwidth characters and emoji, 1 for others, -1 for control characters
/// and unassigned code points. -2 when no UTF-8 locale can be loaded at all.
int atrium_wcwidth(unsigned int scalar);

#endif
