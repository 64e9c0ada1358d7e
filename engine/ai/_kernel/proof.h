/* Depth-first proof-number search (df-pn, Nagai; with the 1+epsilon thresholds of Pawlewicz and
 * Lew) for the first player of a board of up to 64 cells, cubic or with gravity: the search of
 * engine/ai/proof/pns.py (the readable reference) on one board played and taken back move by
 * move, over a transposition table keyed by the canonical position (folded by the board's
 * symmetries), with the threat-space search of threat_space.c settling each new node. With
 * gravity the moves are the position's playable cells (`legal`), the symmetries the ones that keep
 * the columns (engine/ai/proof/cube_symmetry.py), and nothing else changes. */
#ifndef HYPERROW_PROOF_H
#define HYPERROW_PROOF_H

#include "search.h"

#define PROOF_MAX_CELLS 64
#define PROOF_MAX_SYMMETRIES 384

enum { PROOF_UNKNOWN = 0, PROOF_PROVEN = 1, PROOF_DISPROVEN = 2 };

/* One transposition table entry: a canonical position (the two players' stones), its proof and
 * disproof numbers, the expansions spent below it (what replacement keeps), the search it
 * belongs to, and whether it was expanded (a solved entry never expanded was settled by its
 * evaluation: a leaf of a proof). */
typedef struct {
    uint64_t first, second;
    uint32_t pn, dn;
    uint32_t work;
    uint16_t generation;
    uint8_t expanded, unused;
} ProofEntry;

/* What stays between searches of one process: the symmetries as byte lookup tables (the image
 * of each byte of a stone mask under each symmetry) and as cell permutations, and the table's
 * memory. Each search starts a new generation of the table (an entry of another is free), so
 * its result does not depend on the searches before it: a task proves the same on any worker. */
typedef struct {
    int cells, nsym;
    uint16_t generation;
    uint64_t (*images)[8][256]; /* nsym of them */
    int8_t (*perm)[PROOF_MAX_CELLS];
    ProofEntry *table;
    size_t table_bytes;
    uint64_t bucket_mask; /* the table has bucket_mask + 1 buckets of PROOF_BUCKET entries */
} Prover;

/* A move of the strategy: in the position (first, second), canonical, the first player's
 * `move` in that orientation. */
typedef struct {
    uint64_t first, second;
    int move;
} StrategyMove;

typedef struct {
    int status;         /* PROOF_UNKNOWN, PROOF_PROVEN or PROOF_DISPROVEN */
    int move;           /* unknown: the root's most-proving move, -1 if never expanded */
    int64_t expansions; /* nodes expanded (a node visited again counts again) */
    StrategyMove *strategy; /* proven: one proof's moves (malloc'd; the caller frees) */
    size_t strategy_size;
    int16_t refuted[PROOF_MAX_CELLS]; /* unknown: the root's moves the search disproved */
    int nrefuted;
} ProofResult;

/* Sets up `pr` for `cells` cells and the `nsym` symmetries `perms` (nsym * cells cell indices:
 * cell i goes to perms[s * cells + i]) with a table of 2^table_bits entries. 0, or -1 when
 * memory ran out. */
int prover_init(Prover *pr, int cells, int nsym, const int16_t *perms, int table_bits);
void prover_free(Prover *pr);

/* What prover_run can fail of: memory, or a proof its strategy could not be found again (a
 * bug: the search says proven, the table and a search without limits say otherwise). */
#define PROOF_OUT_OF_MEMORY (-1)
#define PROOF_LOST (-2)

/* Proves (or disproves, or runs out of `max_expansions`) that the first player, to move in
 * `p`'s position (which must be canonical, as the result's moves are in its orientation), wins
 * without playing the root moves `excluded`, leaves proven by at most `leaf_threats` threats,
 * positions disproven by claimeven and baseinverse when `pairing` (pairing.h; with gravity).
 * 0, or PROOF_OUT_OF_MEMORY or PROOF_LOST. `p` is left as it was. */
int prover_run(Prover *pr, Position *p, const int16_t *excluded, int nexcluded,
               int64_t max_expansions, int leaf_threats, int pairing, ProofResult *result);

/* The canonical form of the position (first, second) and the index of a symmetry carrying the
 * position onto it. */
int prover_canonical(const Prover *pr, uint64_t first, uint64_t second, uint64_t *cfirst,
                     uint64_t *csecond);

#endif
