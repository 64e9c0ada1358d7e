/* What the two compiled kernels share, the exact solver (connect*.c) and the search (search.c,
 * threat_space.c, search_module.c): the clock their deadlines are read on, the question they put
 * to a Python stop flag, and the memory of their transposition tables. */
#ifndef HYPERROW_KERNEL_COMMON_H
#define HYPERROW_KERNEL_COMMON_H

/* clock_gettime and CLOCK_MONOTONIC are POSIX, not C11; MAP_ANONYMOUS and madvise are BSD/Linux.
 * Asked for here, so this header comes before any system header (or after Python.h, which asks
 * for them itself). */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE
#endif

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <time.h>

/* -- the clock ------------------------------------------------------------------------------ */

/* Seconds on the monotonic clock, the one Python's time.monotonic reads: a deadline set from it
 * does not move when someone sets the wall clock. */
static inline double monotonic_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* -- the stop flag -------------------------------------------------------------------------- */

/* Only where Python.h came first: search.c and threat_space.c never touch Python (they ask the
 * flag through Limits.poll, which search_module.c fills in). */
#ifdef Py_PYTHON_H
/* Whether `stop` (anything with is_set(): threading.Event, multiprocessing.Event) is set: 1 or
 * 0, or -1 with the Python error set when asking failed. The caller holds the GIL. */
static inline int stop_flag_set(PyObject *stop) {
    PyObject *flag = PyObject_CallMethod(stop, "is_set", NULL);
    int set = flag == NULL ? -1 : PyObject_IsTrue(flag);
    Py_XDECREF(flag);
    return set;
}
#endif

/* -- the transposition tables' memory ------------------------------------------------------- */

/* The size and alignment of a transparent huge page. */
#define HUGE_PAGE ((size_t)2 << 20)

/* Zeroed memory for a table of `bytes`, mapped lazily (memory is used only where written), or
 * NULL. Where the system offers transparent huge pages, 2 MiB-aligned and advised to use them: a
 * probe lands anywhere in tens of MiB, and with 4 KiB pages nearly every probe misses the TLB
 * and a fresh 64 MiB table faults 16,384 times; measured 10-30 % more nodes a second. */
static inline void *table_memory(size_t bytes) {
#if defined(MAP_ANONYMOUS) && defined(MADV_HUGEPAGE)
    size_t length = bytes + HUGE_PAGE;
    char *raw = mmap(NULL, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) return NULL;
    char *start = (char *)(((uintptr_t)raw + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));
    /* Return the unaligned head and tail; the table keeps exactly `bytes`. */
    if (start > raw) munmap(raw, (size_t)(start - raw));
    size_t tail = (size_t)(raw + length - (start + bytes));
    if (tail) munmap(start + bytes, tail);
    madvise(start, bytes, MADV_HUGEPAGE);
    return start;
#else
    return calloc(1, bytes);
#endif
}

/* Fault in every page of a table from `table_memory` now rather than at the searches' first
 * probes. For the table a process keeps between calls: a fresh 64 MiB table otherwise takes its
 * page faults (huge pages, each zeroing 2 MiB) inside the next searches, and the 200 quick end
 * positions solved after a first one took 52 of them, 0.6 ms a position, where the search itself
 * takes microseconds. Linux 5.14's MADV_POPULATE_WRITE where there is one; else a write per
 * page, which faults it in the same way. */
static inline void table_memory_touch(void *memory, size_t bytes) {
    if (memory == NULL) return;
#ifdef MADV_POPULATE_WRITE
    if (madvise(memory, bytes, MADV_POPULATE_WRITE) == 0) return;
#endif
    volatile char *page = memory;
    for (size_t at = 0; at < bytes; at += 4096) page[at] = 0;
}

/* Give back the `bytes` that `table_memory` returned (NULL: nothing). */
static inline void table_memory_free(void *memory, size_t bytes) {
#if defined(MAP_ANONYMOUS) && defined(MADV_HUGEPAGE)
    if (memory != NULL) munmap(memory, bytes);
#else
    (void)bytes;
    free(memory);
#endif
}

#endif
