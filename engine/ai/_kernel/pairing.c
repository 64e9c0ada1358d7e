/* Claimeven and baseinverse (see pairing.h and engine/ai/pairing.py). */
#include "pairing.h"

#include <stdlib.h>

typedef struct {
    const uint64_t *needs; /* per open line, the bases on it as a bitmask */
    int nneeds, count, steps;
    int8_t partner[64];
} Matching;

/* Whether every need still has a pair that meets it or two bases left unmatched. */
static int possible(const Matching *m) {
    for (int n = 0; n < m->nneeds; n++) {
        uint64_t need = m->needs[n];
        int met = 0, open = 0;
        for (int i = 0; i < m->count; i++) {
            if (!(need >> i & 1)) continue;
            if (m->partner[i] < 0) open++;
            else if (need >> m->partner[i] & 1) met = 1;
        }
        if (!met && open < 2) return 0;
    }
    return 1;
}

/* The lowest unmatched base given each unmatched partner in ascending order, as pairing.py's
 * `match`, counting the partners tried against the limit. */
static int match(Matching *m) {
    int first = -1;
    for (int i = 0; i < m->count && first < 0; i++)
        if (m->partner[i] < 0) first = i;
    if (first < 0) return 1;
    for (int other = first + 1; other < m->count; other++) {
        if (m->partner[other] >= 0) continue;
        if (++m->steps > PAIRING_MATCHING_STEPS) return 0;
        m->partner[first] = (int8_t)other;
        m->partner[other] = (int8_t)first;
        if (possible(m) && match(m)) return 1;
        m->partner[first] = m->partner[other] = -1;
    }
    return 0;
}

int pairing_refutes(const Position *p) {
    int size = p->size, attacker = p->turn;
    uint8_t is_above[MAX_CELLS] = {0}, claimed[MAX_CELLS] = {0};
    int8_t base_of[MAX_CELLS];
    int gravity = 0;
    for (int c = 0; c < size; c++) {
        base_of[c] = -1;
        if (p->above[c] >= 0) {
            is_above[p->above[c]] = 1;
            gravity = 1;
        }
    }
    if (!gravity) return 0;
    int nbases = 0;
    for (int bottom = 0; bottom < size; bottom++) {
        if (is_above[bottom]) continue;
        int empty[MAX_CELLS], nempty = 0;
        for (int c = bottom; c >= 0; c = p->above[c])
            if (p->board[c] == EMPTY) empty[nempty++] = c;
        int from = 0;
        if (nempty % 2) {
            if (nbases == 64) return 0;
            base_of[empty[0]] = (int8_t)nbases++;
            from = 1;
        }
        for (int i = from + 1; i < nempty; i += 2) claimed[empty[i]] = 1;
    }
    if (nbases % 2) return 0;
    for (int c = 0; c < size; c++)
        if (p->board[c] != EMPTY && p->board[c] != attacker) claimed[c] = 1;
    /* A need per line at most: on the stack for the boards the proof search takes (Score Four
     * has 76 lines), from the heap for the largest. */
    uint64_t stack_needs[256], *needs = stack_needs;
    if (p->nlines > 256 && (needs = malloc((size_t)p->nlines * sizeof(*needs))) == NULL) return 0;
    int nneeds = 0, refuted = 1;
    for (int line = 0; line < p->nlines && refuted; line++) {
        const int16_t *cells = p->line_cells + (int64_t)line * p->k;
        uint64_t on_line = 0;
        int blocked = 0, bases = 0;
        for (int i = 0; i < p->k && !blocked; i++) {
            int c = cells[i];
            blocked = claimed[c];
            if (base_of[c] >= 0) {
                on_line |= (uint64_t)1 << base_of[c];
                bases++;
            }
        }
        if (blocked) continue;
        if (bases < 2) refuted = 0;
        else needs[nneeds++] = on_line;
    }
    if (refuted && nneeds > 0) {
        Matching m = {needs, nneeds, nbases, 0, {0}};
        for (int i = 0; i < nbases; i++) m.partner[i] = -1;
        refuted = match(&m);
    }
    if (needs != stack_needs) free(needs);
    return refuted;
}
