/* Depth-first proof-number search for the first player (see proof.h). Node for node in meaning
 * the tree of engine/ai/proof/pns.py: a node is settled when created if the side to move wins at
 * once, the board is full (a draw: no win for the first player), the side to move faces a double
 * threat, the first player to move is held off every line by claimeven and baseinverse (with
 * gravity: pairing.h), or the side to move wins by threats, and else starts, with gravity, from
 * its mobility (pn 1 and dn its number of moves at the first player's nodes, the other way round
 * at the second's), without, from 1 and 1; a side facing one threat has one move, the block;
 * moves the same up to a symmetry are one child. The search differs in its order: df-pn visits
 * the most-proving node depth-first under thresholds instead of from the root each time, and
 * keeps numbers in a table instead of a tree, so it runs in bounded memory and plays and takes
 * back moves on one board. */
#include "proof.h"

#include "pairing.h"

#include <stdlib.h>
#include <string.h>

#define INF 0x3fffffffu
#define PROOF_BUCKET 4

/* -- symmetries -------------------------------------------------------------------------------- */

int prover_init(Prover *pr, int cells, int nsym, const int16_t *perms, int table_bits) {
    memset(pr, 0, sizeof(*pr));
    pr->cells = cells;
    pr->nsym = nsym;
    pr->images = calloc((size_t)nsym, sizeof(*pr->images));
    pr->perm = calloc((size_t)nsym, sizeof(*pr->perm));
    pr->table_bytes = ((size_t)1 << table_bits) * sizeof(ProofEntry);
    pr->table = table_memory(pr->table_bytes);
    if (pr->images == NULL || pr->perm == NULL || pr->table == NULL) {
        prover_free(pr);
        return -1;
    }
    pr->bucket_mask = ((uint64_t)1 << table_bits) / PROOF_BUCKET - 1;
    for (int s = 0; s < nsym; s++) {
        for (int c = 0; c < cells; c++) pr->perm[s][c] = (int8_t)perms[s * cells + c];
        for (int byte = 0; byte < 8; byte++) {
            for (int v = 0; v < 256; v++) {
                uint64_t image = 0;
                for (int bit = 0; bit < 8; bit++) {
                    int c = byte * 8 + bit;
                    if ((v >> bit & 1) && c < cells) image |= (uint64_t)1 << pr->perm[s][c];
                }
                pr->images[s][byte][v] = image;
            }
        }
    }
    return 0;
}

void prover_free(Prover *pr) {
    free(pr->images);
    free(pr->perm);
    table_memory_free(pr->table, pr->table_bytes);
    memset(pr, 0, sizeof(*pr));
}

static inline uint64_t image(const Prover *pr, int s, uint64_t mask) {
    const uint64_t(*t)[256] = pr->images[s];
    uint64_t r = 0;
    for (int byte = 0; mask; byte++, mask >>= 8) r |= t[byte][mask & 0xff];
    return r;
}

/* The key is `first | second << cells`, as in Python: the smallest compares `second` first. */
int prover_canonical(const Prover *pr, uint64_t first, uint64_t second, uint64_t *cfirst,
                     uint64_t *csecond) {
    uint64_t best_first = first, best_second = second;
    int best = 0;
    for (int s = 1; s < pr->nsym; s++) {
        uint64_t b = image(pr, s, second);
        if (b > best_second) continue;
        uint64_t a = image(pr, s, first);
        if (b < best_second || a < best_first) {
            best_first = a;
            best_second = b;
            best = s;
        }
    }
    *cfirst = best_first;
    *csecond = best_second;
    return best;
}

/* -- the table --------------------------------------------------------------------------------- */

/* splitmix64's finaliser: every bit of the stones reaches the low bits, which pick the bucket
 * (a product alone leaves them to the low cells, where canonical positions differ least). */
static inline uint64_t mix(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static inline ProofEntry *bucket(const Prover *pr, uint64_t first, uint64_t second) {
    return pr->table + (mix(first ^ mix(second)) & pr->bucket_mask) * PROOF_BUCKET;
}

static ProofEntry *find(const Prover *pr, uint64_t first, uint64_t second) {
    ProofEntry *b = bucket(pr, first, second);
    for (int i = 0; i < PROOF_BUCKET; i++)
        if (b[i].generation == pr->generation && b[i].first == first && b[i].second == second)
            return &b[i];
    return NULL;
}

/* What replacement keeps longest: a solved entry (a strategy is read from them), then work. */
static inline uint64_t worth(const Prover *pr, const ProofEntry *e) {
    if (e->generation != pr->generation) return 0;
    return ((e->pn == 0 || e->dn == 0) ? (uint64_t)1 << 33 : 0) + e->work + 1;
}

/* The entry of the position: its own, else the one worth least (free ones first). */
static ProofEntry *slot(const Prover *pr, uint64_t first, uint64_t second) {
    ProofEntry *b = bucket(pr, first, second), *victim = NULL;
    for (int i = 0; i < PROOF_BUCKET; i++) {
        int used = b[i].generation == pr->generation;
        if (used && b[i].first == first && b[i].second == second) return &b[i];
        if (victim == NULL || worth(pr, &b[i]) < worth(pr, victim)) victim = &b[i];
    }
    memset(victim, 0, sizeof(*victim));
    victim->generation = pr->generation;
    victim->first = first;
    victim->second = second;
    return victim;
}

static void store(const Prover *pr, uint64_t first, uint64_t second, uint32_t pn, uint32_t dn,
                  uint64_t work, int expanded) {
    ProofEntry *e = slot(pr, first, second);
    e->pn = pn;
    e->dn = dn;
    e->work = work > 0xffffffffu ? 0xffffffffu : (uint32_t)work;
    e->expanded = (uint8_t)(e->expanded | expanded);
}

/* -- the search -------------------------------------------------------------------------------- */

typedef struct {
    Prover *pr;
    Position *p;
    Limits limits;
    uint64_t stones[2];
    int leaf_threats, pairing, gravity;
    int64_t expansions, budget;
    /* The root's excluded moves, as canonical children. */
    uint64_t excluded[PROOF_MAX_CELLS][2];
    int nexcluded;
} Search;

typedef struct {
    uint64_t first, second;
    int move;
} Child;

static void play(Search *s, int c) {
    s->stones[s->p->turn] |= (uint64_t)1 << c;
    position_make(s->p, c);
}

static void take_back(Search *s) {
    int c = position_unmake(s->p);
    s->stones[s->p->turn] &= ~((uint64_t)1 << c);
}

/* pn and dn of a node settled for the first player (won) or against it. */
static void settled(int first_wins, uint32_t *pn, uint32_t *dn) {
    *pn = first_wins ? 0 : INF;
    *dn = first_wins ? INF : 0;
}

/* The numbers of the position on the board when it is created, as pns.py's _evaluate. */
static void evaluate(Search *s, uint32_t *pn, uint32_t *dn) {
    Position *p = s->p;
    int me = p->turn, attacking = me == 0;
    Cells mine = position_wins(p, me), theirs = position_wins(p, 1 - me);
    if (cells_first(&mine) >= 0) {
        settled(attacking, pn, dn);
    } else if (cells_first(&p->legal) < 0) {
        settled(0, pn, dn);
    } else if (cells_some(&theirs) > 1) {
        settled(!attacking, pn, dn);
    } else if (attacking && s->pairing && pairing_refutes(p)) {
        settled(0, pn, dn); /* with gravity: the defender holds every line by pairs of cells */
    } else if (threat_win_remembering(p, &s->limits, s->leaf_threats) >= 0) {
        settled(attacking, pn, dn);
    } else if (s->gravity) {
        /* Mobility: a node's moves (one if it must block) are how many children must be
         * proven at the defender's nodes, disproven at the attacker's; a move the defender
         * must answer in one place is tried first. With gravity only: there threats in the
         * air are none, so the leaves' threat search finds less and forcing moves in the tree
         * count; on Qubic the leaves find them, and its proofs took more nodes so. */
        int16_t cells[MAX_CELLS];
        uint32_t moves = cells_some(&theirs) ? 1 : (uint32_t)cells_list(&p->legal, cells);
        *pn = attacking ? 1 : moves;
        *dn = attacking ? moves : 1;
    } else {
        *pn = *dn = 1;
    }
}

/* The moves of the position on the board: the block of a single threat, else every empty cell;
 * returns how many. */
static int moves_of(const Position *p, int16_t *moves) {
    Cells blocks = position_wins(p, 1 - p->turn);
    if (cells_first(&blocks) >= 0) {
        moves[0] = (int16_t)cells_first(&blocks);
        return 1;
    }
    return cells_list(&p->legal, moves);
}

static void canonical_here(const Search *s, uint64_t *first, uint64_t *second) {
    prover_canonical(s->pr, s->stones[0], s->stones[1], first, second);
}

/* The images of the position on the board under every symmetry: a child's are the same with
 * one more stone, a bit each, where folding it from scratch takes a lookup per byte of each
 * player's stones. */
static void board_images(const Search *s, uint64_t (*images)[2]) {
    for (int k = 0; k < s->pr->nsym; k++) {
        images[k][0] = image(s->pr, k, s->stones[0]);
        images[k][1] = image(s->pr, k, s->stones[1]);
    }
}

/* The canonical key of the child where `side` plays `cell`, from its parent's `images` (the
 * smallest `first | second << cells`: `second` compares first). */
static void child_key(const Prover *pr, const uint64_t (*images)[2], int side, int cell,
                      uint64_t *first, uint64_t *second) {
    uint64_t best_first = UINT64_MAX, best_second = UINT64_MAX;
    for (int k = 0; k < pr->nsym; k++) {
        uint64_t added = (uint64_t)1 << pr->perm[k][cell];
        uint64_t a = images[k][0] | (side == 0 ? added : 0);
        uint64_t b = images[k][1] | (side == 1 ? added : 0);
        if (b < best_second || (b == best_second && a < best_first)) {
            best_first = a;
            best_second = b;
        }
    }
    *first = best_first;
    *second = best_second;
}

/* The distinct children of the node on the board (not the root's excluded ones), each
 * evaluated into the table if it is not there; returns how many. */
static int children(Search *s, int at_root, Child *kids) {
    int16_t moves[PROOF_MAX_CELLS];
    int n = moves_of(s->p, moves), count = 0, side = s->p->turn;
    uint64_t images[PROOF_MAX_SYMMETRIES][2];
    board_images(s, images);
    for (int i = 0; i < n; i++) {
        Child kid = {0, 0, moves[i]};
        child_key(s->pr, (const uint64_t(*)[2])images, side, moves[i], &kid.first, &kid.second);
        play(s, moves[i]);
        int same = 0;
        for (int j = 0; j < count && !same; j++)
            same = kids[j].first == kid.first && kids[j].second == kid.second;
        for (int j = 0; at_root && j < s->nexcluded && !same; j++)
            same = s->excluded[j][0] == kid.first && s->excluded[j][1] == kid.second;
        if (!same) {
            if (find(s->pr, kid.first, kid.second) == NULL) {
                uint32_t pn, dn;
                evaluate(s, &pn, &dn);
                store(s->pr, kid.first, kid.second, pn, dn, 0, 0);
            }
            kids[count++] = kid;
        }
        take_back(s);
    }
    return count;
}

/* A child's entry; one the table lost is evaluated again. */
static ProofEntry *child_entry(Search *s, const Child *kid) {
    ProofEntry *e = find(s->pr, kid->first, kid->second);
    if (e == NULL) {
        uint32_t pn, dn;
        play(s, kid->move);
        evaluate(s, &pn, &dn);
        take_back(s);
        store(s->pr, kid->first, kid->second, pn, dn, 0, 0);
        e = find(s->pr, kid->first, kid->second);
    }
    return e;
}

/* A sum of numbers: INF only when a term is (a sum of finite numbers stays below it, or it
 * would read as a proof). */
static uint32_t saturated(uint64_t v, int infinite) {
    return infinite ? INF : v >= INF ? INF - 1 : (uint32_t)v;
}

/* Searches the node (first, second) on the board until its proof number reaches `thpn` or its
 * disproof number `thdn` (or the budget ends), and stores its numbers. */
static void mid(Search *s, uint64_t first, uint64_t second, uint32_t thpn, uint32_t thdn,
                int at_root) {
    int64_t began = s->expansions++;
    int attacking = s->p->turn == 0;
    Child kids[PROOF_MAX_CELLS];
    int n = children(s, at_root, kids);
    uint32_t pn = INF, dn = 0; /* no move left (every one excluded): no win */
    while (n > 0) {
        uint64_t sum = 0;
        uint32_t best = INF + 1, second_best = INF, best_other = 0;
        int chosen = 0, infinite = 0;
        for (int i = 0; i < n; i++) {
            ProofEntry *e = child_entry(s, &kids[i]);
            /* At the first player's nodes the child of least pn, at the second's of least dn. */
            uint32_t mine = attacking ? e->pn : e->dn, other = attacking ? e->dn : e->pn;
            sum += other;
            infinite |= other == INF;
            if (mine < best) {
                second_best = best;
                best = mine;
                best_other = other;
                chosen = i;
            } else if (mine < second_best) {
                second_best = mine;
            }
        }
        if (second_best > INF) second_best = INF;
        uint32_t total = saturated(sum, infinite);
        pn = attacking ? best : total;
        dn = attacking ? total : best;
        if (pn >= thpn || dn >= thdn || s->expansions >= s->budget) break;
        /* Thresholds of the chosen child: its own number may grow to just past the second
         * best's (by a quarter more: fewer returns to this node), the other until this node's
         * other number reaches its threshold. */
        uint32_t th_mine = attacking ? thpn : thdn, th_other = attacking ? thdn : thpn;
        uint64_t limit = (uint64_t)second_best + 1 + second_best / 4;
        uint32_t child_mine = limit < th_mine ? (uint32_t)limit : th_mine;
        uint64_t other_limit = (uint64_t)th_other - total + best_other;
        uint32_t child_other = other_limit >= INF ? INF : (uint32_t)other_limit;
        play(s, kids[chosen].move);
        if (attacking)
            mid(s, kids[chosen].first, kids[chosen].second, child_mine, child_other, 0);
        else
            mid(s, kids[chosen].first, kids[chosen].second, child_other, child_mine, 0);
        take_back(s);
    }
    /* The root with moves excluded is not the position itself: never stored. */
    if (!(at_root && s->nexcluded))
        store(s->pr, first, second, pn, dn, (uint64_t)(s->expansions - began), 1);
}

/* -- the strategy of a proof ------------------------------------------------------------------- */

typedef struct {
    StrategyMove *moves;
    size_t size, capacity;
    uint64_t (*seen)[2]; /* open addressing; (0, 0) free: the empty board is never a child */
    size_t seen_mask, seen_count;
    int root_seen;
    int failed; /* PROOF_OUT_OF_MEMORY or PROOF_LOST once the strategy cannot be collected */
} Strategy;

static int seen_before(Strategy *st, uint64_t first, uint64_t second) {
    if (first == 0 && second == 0) {
        int was = st->root_seen;
        st->root_seen = 1;
        return was;
    }
    if ((st->seen_count + 1) * 2 > st->seen_mask + 1) {
        size_t old_mask = st->seen_mask;
        uint64_t(*old)[2] = st->seen;
        st->seen_mask = old_mask * 2 + 1;
        st->seen = calloc(st->seen_mask + 1, sizeof(*st->seen));
        if (st->seen == NULL) {
            st->failed = PROOF_OUT_OF_MEMORY;
            st->seen = old;
            st->seen_mask = old_mask;
            return 1;
        }
        for (size_t i = 0; i <= old_mask; i++) {
            if (old[i][0] == 0 && old[i][1] == 0) continue;
            size_t at = mix(old[i][0] ^ mix(old[i][1])) & st->seen_mask;
            while (st->seen[at][0] || st->seen[at][1]) at = (at + 1) & st->seen_mask;
            st->seen[at][0] = old[i][0];
            st->seen[at][1] = old[i][1];
        }
        free(old);
    }
    size_t at = mix(first ^ mix(second)) & st->seen_mask;
    while (st->seen[at][0] || st->seen[at][1]) {
        if (st->seen[at][0] == first && st->seen[at][1] == second) return 1;
        at = (at + 1) & st->seen_mask;
    }
    st->seen[at][0] = first;
    st->seen[at][1] = second;
    st->seen_count++;
    return 0;
}

static void add_move(Strategy *st, uint64_t first, uint64_t second, int move) {
    if (st->size == st->capacity) {
        size_t capacity = st->capacity ? st->capacity * 2 : 256;
        StrategyMove *grown = realloc(st->moves, capacity * sizeof(*grown));
        if (grown == NULL) {
            st->failed = PROOF_OUT_OF_MEMORY;
            return;
        }
        st->moves = grown;
        st->capacity = capacity;
    }
    st->moves[st->size++] = (StrategyMove){first, second, move};
}

/* Whether the node (first, second) on the board, not the root, is proven by the table (searched
 * again where the table lost it); *expanded says whether it was expanded or settled when
 * created. */
static int proven_here(Search *s, uint64_t first, uint64_t second, int *expanded) {
    ProofEntry *e = find(s->pr, first, second);
    if (e == NULL || e->pn != 0) {
        uint32_t pn, dn;
        evaluate(s, &pn, &dn);
        if (pn == 0) {
            *expanded = 0;
            return 1;
        }
        mid(s, first, second, INF, INF, 0);
        e = find(s->pr, first, second);
        if (e == NULL || e->pn != 0) return 0;
    }
    *expanded = e->expanded;
    return 1;
}

/* Collects the first player's moves of one proof of the node on the board (proven), in the
 * orientation of each position's canonical key. The root, proven by the search just run, says
 * itself whether it was expanded (`at_root` 2) or settled when created (1). */
static void collect(Search *s, Strategy *st, int at_root) {
    Prover *pr = s->pr;
    uint64_t first, second;
    int sym = prover_canonical(pr, s->stones[0], s->stones[1], &first, &second);
    if (st->failed || seen_before(st, first, second)) return;
    int expanded = at_root == 2;
    if (!at_root && !proven_here(s, first, second, &expanded)) {
        st->failed = PROOF_LOST;
        return;
    }
    if (!expanded) return; /* settled when created: a leaf */
    Child kids[PROOF_MAX_CELLS];
    int n = children(s, at_root, kids);
    if (s->p->turn == 1) {
        for (int i = 0; i < n && !st->failed; i++) {
            play(s, kids[i].move);
            collect(s, st, 0);
            take_back(s);
        }
        return;
    }
    /* The proven child of least work: a leaf before an expanded node. Where the table lost the
     * proven children, the node is searched again. */
    int chosen = -1;
    for (int attempt = 0; attempt < 3 && chosen < 0; attempt++) {
        if (attempt) mid(s, first, second, INF, INF, at_root);
        uint32_t least = 0;
        for (int i = 0; i < n; i++) {
            ProofEntry *e = child_entry(s, &kids[i]);
            if (e->pn == 0 && (chosen < 0 || e->work < least)) {
                chosen = i;
                least = e->work;
            }
        }
    }
    if (chosen < 0) {
        st->failed = PROOF_LOST;
        return;
    }
    add_move(st, first, second, pr->perm[sym][kids[chosen].move]);
    play(s, kids[chosen].move);
    collect(s, st, 0);
    take_back(s);
}

/* -- the entry point --------------------------------------------------------------------------- */

int prover_run(Prover *pr, Position *p, const int16_t *excluded, int nexcluded,
               int64_t max_expansions, int leaf_threats, int pairing, ProofResult *result) {
    Search *s = calloc(1, sizeof(Search));
    if (s == NULL) return -1;
    if (++pr->generation == 0) { /* every generation used: the table starts afresh */
        memset(pr->table, 0, pr->table_bytes);
        pr->generation = 1;
    }
    s->pr = pr;
    s->p = p;
    s->limits.deadline = -1;
    s->limits.max_nodes = -1;
    s->leaf_threats = leaf_threats;
    s->pairing = pairing;
    for (int c = 0; c < pr->cells; c++) s->gravity |= p->above[c] >= 0;
    s->budget = max_expansions;
    for (int c = 0; c < pr->cells; c++)
        if (p->board[c] >= 0) s->stones[p->board[c]] |= (uint64_t)1 << c;
    for (int i = 0; i < nexcluded; i++) {
        play(s, excluded[i]);
        canonical_here(s, &s->excluded[s->nexcluded][0], &s->excluded[s->nexcluded][1]);
        s->nexcluded++;
        take_back(s);
    }
    memset(result, 0, sizeof(*result));
    result->move = -1;
    uint64_t first = s->stones[0], second = s->stones[1];
    uint32_t pn, dn;
    evaluate(s, &pn, &dn);
    if (pn != 0 && dn != 0 && max_expansions > 0) {
        mid(s, first, second, INF, INF, 1);
        /* The root's numbers from its children (its own entry is not kept with exclusions). */
        Child kids[PROOF_MAX_CELLS];
        int n = children(s, 1, kids);
        uint64_t sum = 0;
        uint32_t least = INF;
        int infinite = 0;
        for (int i = 0; i < n; i++) {
            ProofEntry *e = child_entry(s, &kids[i]);
            sum += e->dn;
            infinite |= e->dn == INF;
            if (e->dn == 0) result->refuted[result->nrefuted++] = (int16_t)kids[i].move;
            if (e->pn < least || result->move < 0) {
                least = e->pn;
                result->move = kids[i].move;
            }
        }
        pn = n ? least : INF;
        dn = n ? saturated(sum, infinite) : 0;
    }
    result->status = pn == 0 ? PROOF_PROVEN : dn == 0 ? PROOF_DISPROVEN : PROOF_UNKNOWN;
    int failed = 0;
    if (result->status == PROOF_PROVEN) {
        /* Searches again where the table lost part of the proof: no budget now. */
        Strategy st = {0};
        st.seen_mask = 1023;
        st.seen = calloc(st.seen_mask + 1, sizeof(*st.seen));
        s->budget = INT64_MAX;
        if (st.seen == NULL) {
            st.failed = PROOF_OUT_OF_MEMORY;
        } else {
            collect(s, &st, result->move >= 0 ? 2 : 1);
        }
        free(st.seen);
        failed = st.failed;
        if (failed) free(st.moves);
        else {
            result->strategy = st.moves;
            result->strategy_size = st.size;
        }
    }
    if (result->status != PROOF_UNKNOWN) {
        result->move = -1;
        result->nrefuted = 0;
    }
    result->expansions = s->expansions;
    free(s);
    return failed;
}
