/* The exact solver's second thread (connect.h names the other parts): a helper on a second core
 * that shares the search of the exact score, and the root moves of a weak solve split between
 * two threads. */
#include "connect.h"

#include <pthread.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* With a second core, `exact` runs a helper thread on the same position and the same table
 * ("lazy SMP"): it searches other windows, and the bounds it stores cut the main search short.
 * Only without a node cap (capped play must repeat exactly, and a helper's timing would change
 * what fits) and with enough empty cells to be worth a thread. The helper never touches Python;
 * the main search's result is the answer, whatever the helper got to. */
#define HELPER_EMPTY 24

typedef struct {
    Search search;
    bits current, mask;
    int moves, weak;
    int halt;
    pthread_t thread;
} Helper;

/* Whether a helper thread pays for a search by `s` of a position with `moves` stones: a second
 * core, no node cap, not held to one thread, and enough empty cells. */
static int helper_pays(const Search *s, int moves) {
    static long cores = 0;
    if (cores == 0) cores = sysconf(_SC_NPROCESSORS_ONLN);
    return cores >= 2 && !s->max_nodes && !s->one_thread &&
           s->shape->cells - moves >= HELPER_EMPTY;
}

/* The helper thread's search: `s`'s board, table and deadline, no Python stop flag (the main
 * thread polls it), its own node count, ended by `halt`. */
static Search helper_search(const Search *s, const int *halt) {
    Search h = *s;
    h.stop = NULL;
    h.thread = NULL;
    h.nodes = 0;
    h.next_check = 1;
    h.halt = halt;
    h.halted = 0;
    return h;
}

static void *helper_main(void *arg) {
    Helper *h = arg;
    exact(&h->search, h->current, h->mask, h->moves, h->weak);
    return NULL;
}

/* Start a helper for `s` on the position, or return 0 when none is worth it (or none starts). */
static int helper_start(Helper *h, const Search *s, bits current, bits mask, int moves,
                        int weak) {
    /* A weak solve probes the one window around 0: a helper would search the same. */
    if (weak || !helper_pays(s, moves)) return 0;
    memset(h, 0, sizeof *h);
    h->search = helper_search(s, &h->halt);
    h->search.helper = 1;
    h->current = current;
    h->mask = mask;
    h->moves = moves;
    h->weak = weak;
    return pthread_create(&h->thread, NULL, helper_main, h) == 0;
}

/* Stop the helper, wait for it, and count its nodes in `s`. */
static void helper_stop(Helper *h, Search *s) {
    __atomic_store_n(&h->halt, 1, __ATOMIC_RELAXED);
    pthread_join(h->thread, NULL);
    s->nodes += h->search.nodes;
}

/* `exact` with a helper thread where one pays. */
int exact_shared(Search *s, bits current, bits mask, int moves, int weak) {
    /* A stop already set ends the call before any thread starts. */
    if (poll_budget(s)) return 0;
    /* A position decided at once (a win now, or no move that keeps the opponent from one)
     * needs no search, and no thread: starting one cost 20-80 microseconds of an answer that
     * takes one. */
    const Shape *sh = s->shape;
    if (winning(sh, current, mask) & playable(sh, mask))
        return weak ? 1 : (sh->cells + 1 - moves) / 2;
    if (!non_losing(sh, current, mask)) return weak ? -1 : -(sh->cells - moves) / 2;
    Helper helper;
    int helped = helper_start(&helper, s, current, mask, moves, weak);
    int score = exact(s, current, mask, moves, weak);
    if (helped) helper_stop(&helper, s);
    return score;
}

/* The root moves of a weak solve, searched one null window at a time: by the calling thread
 * from the most promising down, and, where a helper pays (as for `exact`), by a helper thread
 * from the other end, each move once. The first move found to keep the target result ends the
 * pass for both. */
typedef struct {
    bits current, mask, list[64];
    int moves, n, target;
    int low, high;             /* the moves not yet taken: list[low .. high] */
    int found;                 /* a move that keeps the target, or -1 */
    int stop_helper, stop_main;
    int helper_done;           /* set by the helper as it returns */
    pthread_mutex_t lock;      /* over `low`, `high` and `found` */
    Search helper;
} Split;

/* The next move for the thread searching from the top (`top`) or the bottom; -1 when none is
 * left or a keeper was found. */
static int split_take(Split *p, int top) {
    pthread_mutex_lock(&p->lock);
    int i = -1;
    if (p->found < 0 && p->low <= p->high) i = top ? p->high-- : p->low++;
    pthread_mutex_unlock(&p->lock);
    return i;
}

/* Search the moves `split_take` gives with `s` until none is left; record a keeper. */
static void split_search(Split *p, Search *s, int top) {
    for (int i; (i = split_take(p, top)) >= 0;) {
        int r = s->negamax(s, p->current ^ p->mask, p->mask | p->list[i], p->moves + 1,
                           -p->target, -p->target + 1);
        if (s->aborted) return;
        if (r <= -p->target) {
            pthread_mutex_lock(&p->lock);
            if (p->found < 0) p->found = i;
            pthread_mutex_unlock(&p->lock);
            /* The other thread's move no longer matters. */
            __atomic_store_n(top ? &p->stop_helper : &p->stop_main, 1, __ATOMIC_RELAXED);
            return;
        }
    }
}

static void *split_helper(void *arg) {
    Split *p = arg;
    split_search(p, &p->helper, 0);
    __atomic_store_n(&p->helper_done, 1, __ATOMIC_RELEASE);
    return NULL;
}

/* One pass over the root moves for `target`: the index of a move that keeps it, or -1 (with
 * `s->aborted` set when the budget ran out or the search was stopped first). */
static int split_pass(Split *p, Search *s, int target) {
    p->target = target;
    p->low = 0;
    p->high = p->n - 1;
    p->found = -1;
    p->stop_helper = p->stop_main = p->helper_done = 0;
    pthread_t thread;
    int helped = p->n >= 2 && helper_pays(s, p->moves) && !poll_budget(s);
    if (helped) {
        p->helper = helper_search(s, &p->stop_helper);
        helped = pthread_create(&thread, NULL, split_helper, p) == 0;
    }
    const int *halt = s->halt;
    if (helped) s->halt = &p->stop_main;
    split_search(p, s, 1);
    if (helped) {
        if (!s->aborted && p->found < 0) {
            /* Every move is taken and none of ours keeps the target: the answer hangs on the
             * helper's last move. Wait for it, still looking at the budget and the stop flag. */
            struct timespec pause = {0, 1000000};
            while (!__atomic_load_n(&p->helper_done, __ATOMIC_ACQUIRE) && !poll_budget(s))
                nanosleep(&pause, NULL);
        }
        /* Stopped, out of budget or answered: the helper's move no longer matters. */
        __atomic_store_n(&p->stop_helper, 1, __ATOMIC_RELAXED);
        pthread_join(thread, NULL);
        s->halt = halt;
        s->nodes += p->helper.nodes;
        if (p->found < 0 && !s->aborted && p->helper.aborted && !p->helper.halted)
            s->aborted = 1; /* the helper's last move ran out of time */
    }
    if (p->found >= 0 && s->halted) s->aborted = s->halted = 0; /* halted by the helper's find */
    return p->found;
}

/* The weak result (1, 0 or -1) of an unfinished position and in `*column` a move that keeps it,
 * in one pass over the moves: is some move a win (the opponent's score after it at most -1),
 * else is some move a draw (at most 0), most promising move first; a loss otherwise, with the
 * centre-most move that does not lose at once. The same probes as the weak solve of the
 * position, so no second pass to find the move. `known`: the result when already known (an
 * opening book), 2 when not. */
int weak_root(Search *s, bits current, bits mask, int moves, int known, int *column) {
    const Shape *sh = s->shape;
    bits can = playable(sh, mask);
    bits wins = winning(sh, current, mask) & can;
    if (wins) {
        *column = centre_column(sh, wins);
        return 1;
    }
    bits next = non_losing(sh, current, mask);
    *column = centre_column(sh, next ? next : can);
    if (!next || known == -1) return -1;
    Split split = {
        .current = current, .mask = mask, .moves = moves, .lock = PTHREAD_MUTEX_INITIALIZER};
    split.n = ordered_moves(sh, current, mask, next, split.list);
    for (int target = 1; target >= 0; target--) {
        if (known != 2 && target != known) continue;
        int found = split_pass(&split, s, target);
        if (s->aborted) return 0;
        if (found >= 0) {
            *column = centre_column(sh, split.list[found]);
            return target;
        }
    }
    return -1;
}
