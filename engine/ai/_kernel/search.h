/* Alpha-beta search and threat-space search on a `Position`; the same algorithm as
 * engine/ai/alphabeta.py and engine/ai/threat_search.py (the readable reference), with
 * threat-aware move ordering and a fixed-size transposition table. */
#ifndef HYPERROW_SEARCH_H
#define HYPERROW_SEARCH_H

/* First: it asks for the POSIX and BSD parts of the system headers. */
#include "kernel_common.h"

#include <setjmp.h>

#include "position.h"

#define WIN 1000000
#define WIN_BOUND (WIN - 100000)
#define INFINITE_SCORE (WIN + 1)

/* The transposition table: 2^20 entries of 24 bytes, 24 MiB, allocated once per process. */
#define TABLE_BITS 20
#define TABLE_ENTRIES (1 << TABLE_BITS)
#define TABLE_ENTRY_BYTES 24
/* Threat-space search remembers refuted positions in 2^18 entries of 16 bytes, 4 MiB; the proof
 * search's, which keep them from one search to the next, in 2^22, 64 MiB (a sixth fewer nodes
 * on Qubic than with 2^18). */
#define REFUTED_BITS 18
#define REMEMBERED_REFUTED_BITS 22

/* When the search must stop: a deadline, a node cap and a stop flag polled by `poll` (set by the
 * Python side; returns non-zero to stop). Nodes between two polls: a node costs well under a
 * microsecond, so this polls every millisecond or so. */
#define POLL_EVERY 2048

typedef struct Limits {
    double deadline;   /* monotonic seconds, < 0 for none */
    int64_t max_nodes; /* < 0 for none */
    int (*poll)(void *context);
    void *context;
    int64_t nodes, next_poll;
    int stopped;
    jmp_buf out;       /* where a search goes when its limits are reached */
} Limits;

typedef struct {
    int move;
    int64_t score;
    int depth;
    int partial; /* move and score come from the unfinished iteration after `depth` */
} Result;

/* Called after every completed iteration; returns non-zero to abort (a Python error). */
typedef int (*Progress)(void *context, int depth, int64_t nodes, int move, int64_t score);

/* Iterative deepening over `moves` (in the order to try them) up to `max_depth`; stops early on
 * a certain result unless `use_all_time`. With `exact_depth`, table entries answer only for the
 * same depth, so the score at a fixed depth does not depend on move order (the tests use that to
 * compare with the Python search). Returns 0, or -1 if the table could not be allocated or
 * `progress` failed. */
int search_run(Position *p, Limits *limits, const int16_t *moves, int nmoves, int max_depth,
               int use_all_time, int exact_depth, Progress progress, void *progress_context,
               Result *result);

/* The first move of a forced win by a sequence of threats (each answered by its only block,
 * ending in a double threat) for the side to move, with at most `max_threats` attacking moves;
 * -1 if none is found, -2 when the limits ran out first, -3 if memory ran out. */
int threat_win(Position *p, Limits *limits, int max_threats);

/* Whether the side to move wins by threats, for the proof search, whose searches are many and
 * alike: keeps what earlier searches learnt (see threat_space.c) and returns the first move of
 * some win within `max_threats`, not necessarily the shortest. */
int threat_win_remembering(Position *p, Limits *limits, int max_threats);

/* Looks at the clock, the node cap and the stop flag; longjmps to `out` if any says stop. */
void poll_limits(Limits *l);

static inline void count_node(Limits *l) {
    if (++l->nodes >= l->next_poll) poll_limits(l);
}

/* Sorts moves by keys, highest first (ties: the higher cell first). */
void sort_moves(int16_t *moves, int64_t *keys, int n);

#endif
