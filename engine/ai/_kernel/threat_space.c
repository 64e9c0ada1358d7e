/* Threat-space search (after Allis' solution of Qubic): sequences of moves that each make a
 * line one stone short, so the defender's reply is forced, ending in a double threat. Every
 * defender reply is the only block, so a sequence found is a forced win; a line of attack in
 * which the defender could complete a line first is dropped. The same search as
 * engine/ai/threat_search.py, deepening in the number of attacking moves and remembering positions
 * already refuted at a depth. The proof search's variant (`threat_win_remembering`) keeps what
 * it learnt from one search to the next: the refuted positions and the latest winning
 * sequences. With gravity (Score Four) every move, block and winning cell is a playable cell
 * (`legal`): a line whose missing cell is in the air is a claim on its column, not a threat, so
 * a move making only such lines forces nothing; and a stone opens the cell above it, which may
 * complete a line of either player: the checks after each move read the whole board's playable
 * wins, so a reply that would win there ends that line of attack, and a block that opens the
 * attacker's cell loses at once. */
#include "search.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    uint64_t key;
    uint32_t generation;
    int32_t depth;
} Refuted;

/* The positions refuted at a depth, allocated once per process; a new generation forgets the
 * previous search's entries. Play's searches (each forgetting the last) and the proof search's
 * (which keep them, and are millions) have a table each, the proof search's larger. */
typedef struct {
    Refuted *entries;
    uint64_t mask;
    uint32_t generation;
    int size, k, nlines; /* the board the entries are of */
} RefutedTable;

static RefutedTable tables[2];
static const int table_bits[2] = {REMEMBERED_REFUTED_BITS, REFUTED_BITS};

/* No sequence is longer: each attacking move and its block fill two cells. */
#define LONGEST_SEQUENCE (MAX_CELLS / 2)

typedef struct {
    Position *p;
    Limits *limits;
    RefutedTable *refuted;
    int first;
    /* The attacking moves of the sequence found, recorded as the search returns with it. */
    int16_t moves[LONGEST_SEQUENCE + 1];
    int length;
} Threats;

/* Each player's latest sequence found by a remembering search. The proof search asks about
 * sibling positions one after another, which differ by one stone: the sequence that won one of
 * them mostly wins the next, and playing it through costs a few moves against a search. */
#define RECENT 8
static int16_t latest[2][RECENT][LONGEST_SEQUENCE + 1];
static int latest_length[2][RECENT];

/* Puts the sequence `moves` first among `player`'s recent ones (dropping the oldest, or its
 * own older place). */
static void remember(int player, const int16_t *moves, int length) {
    int drop = RECENT - 1;
    for (int i = 0; i < RECENT - 1; i++)
        if (latest_length[player][i] == length &&
            !memcmp(latest[player][i], moves, (size_t)length * sizeof(int16_t))) {
            drop = i;
            break;
        }
    memmove(latest[player][1], latest[player][0], (size_t)drop * sizeof(latest[player][0]));
    memmove(&latest_length[player][1], &latest_length[player][0], (size_t)drop * sizeof(int));
    memcpy(latest[player][0], moves, (size_t)length * sizeof(int16_t));
    latest_length[player][0] = length;
}

/* True if the side to move wins by threats with at most `depth` attacking moves. */
static int attack(Threats *t, int depth, int level) {
    Position *p = t->p;
    count_node(t->limits);
    int me = p->turn, opp = 1 - me;
    Cells wins = position_wins(p, me);
    if (cells_first(&wins) >= 0) {
        t->first = cells_first(&wins);
        t->moves[level] = (int16_t)t->first;
        t->length = level + 1;
        return 1;
    }
    Cells blocks = position_wins(p, opp);
    int nblocks = cells_some(&blocks);
    if (nblocks > 1 || depth == 0) return 0;
    Refuted *r = &t->refuted->entries[p->hash & t->refuted->mask];
    uint32_t generation = t->refuted->generation;
    if (r->generation == generation && r->key == p->hash && r->depth >= depth) return 0;
    /* Facing a threat, the attacker must block it, and the block must threaten in turn;
     * otherwise every move that makes a threat, those making most first. */
    int16_t cells[MAX_CELLS];
    int n;
    if (nblocks) {
        cells[0] = (int16_t)cells_first(&blocks);
        n = 1;
    } else {
        Cells makers = cells_and(&p->make_mask[me], &p->legal);
        n = cells_list(&makers, cells);
        int64_t keys[MAX_CELLS];
        for (int i = 0; i < n; i++) keys[i] = p->makes[me][cells[i]];
        sort_moves(cells, keys, n);
    }
    for (int i = 0; i < n; i++) {
        int found = 0;
        position_make(p, cells[i]);
        t->length = level + 1;
        Cells theirs = position_wins(p, opp);
        if (cells_first(&theirs) < 0) {
            Cells mine = position_wins(p, me);
            int threats = cells_some(&mine);
            if (threats > 1) {
                found = 1;
            } else if (threats == 1) {
                position_make(p, cells_first(&mine));
                found = attack(t, depth - 1, level + 1);
                position_unmake(p);
            }
        }
        position_unmake(p);
        if (found) {
            if (level == 0) t->first = cells[i];
            t->moves[level] = cells[i];
            return 1;
        }
    }
    r->key = p->hash;
    r->generation = generation;
    r->depth = depth;
    return 0;
}

/* Whether the side to move wins by playing `moves` as its attacking moves, each answered by
 * the only block, as `attack` would accept them: the first move of the win, or -1. */
static int replay(Position *p, const int16_t *moves, int length) {
    int start_ply = p->ply, me = p->turn, opp = 1 - me, won = -1;
    for (int i = 0; i < length && won < 0; i++) {
        Cells wins = position_wins(p, me);
        if (cells_first(&wins) >= 0) {
            won = moves[0];
            break;
        }
        Cells blocks = position_wins(p, opp);
        int nblocks = cells_some(&blocks), c = moves[i];
        if (nblocks > 1 || (nblocks == 1 && cells_first(&blocks) != c)) break;
        if (!(p->legal.w[c >> 6] >> (c & 63) & 1)) break;
        position_make(p, c);
        Cells theirs = position_wins(p, opp);
        if (cells_first(&theirs) >= 0) break;
        Cells mine = position_wins(p, me);
        int threats = cells_some(&mine);
        if (threats > 1) won = moves[0];
        else if (threats == 1) position_make(p, cells_first(&mine));
        else break;
    }
    position_restore(p, start_ply);
    return won;
}

/* `forget`: a new generation, so entries of earlier searches are not used. They hold anyway on
 * the same board (a position refuted at a depth is refuted whichever search met it), so the proof
 * search, which runs one threat search per node on positions that share most of their
 * sequences, keeps them. */
static int threat_search(Position *p, Limits *limits, int max_threats, int forget) {
    RefutedTable *refuted = &tables[forget];
    if (refuted->entries == NULL) {
        refuted->entries = calloc((size_t)1 << table_bits[forget], sizeof(Refuted));
        refuted->mask = ((uint64_t)1 << table_bits[forget]) - 1;
    }
    if (refuted->entries == NULL) return -3;
    if (p->k < 3) return -1; /* with k = 2 every stone is a threat: nothing to sequence */
    /* Every board hashes with the same numbers: a board of another shape starts afresh. */
    if (forget || refuted->generation == 0 || p->size != refuted->size || p->k != refuted->k ||
        p->nlines != refuted->nlines) {
        refuted->generation++;
        memset(latest_length, 0, sizeof(latest_length));
    }
    refuted->size = p->size;
    refuted->k = p->k;
    refuted->nlines = p->nlines;
    Threats t = {p, limits, refuted, -1};
    volatile int start_ply = p->ply;
    limits->stopped = 0;
    limits->next_poll = limits->nodes;
    /* Deepening one attacking move at a time finds the shortest win, which play wants (the CPU
     * wins soonest). The proof search only asks whether there is one: it searches at full depth
     * at once, and a position with no win, the usual case, is searched once instead of at every
     * depth (six times faster on Qubic). */
    volatile int depth = forget ? 1 : max_threats;
    if (setjmp(limits->out)) {
        position_restore(p, start_ply);
        return -2;
    }
    int me = p->turn;
    for (int i = 0; !forget && i < RECENT; i++) {
        int length = latest_length[me][i];
        if (length == 0 || length > max_threats) continue;
        int won = replay(p, latest[me][i], length);
        if (won >= 0) {
            if (i) remember(me, latest[me][i], length);
            return won;
        }
    }
    for (; depth <= max_threats; depth++) {
        t.first = -1;
        if (attack(&t, depth, 0)) {
            if (!forget) remember(me, t.moves, t.length);
            return t.first;
        }
        Cells makers = cells_and(&p->make_mask[p->turn], &p->legal);
        if (cells_first(&makers) < 0) break;
    }
    return -1;
}

int threat_win(Position *p, Limits *limits, int max_threats) {
    return threat_search(p, limits, max_threats, 1);
}

int threat_win_remembering(Position *p, Limits *limits, int max_threats) {
    return threat_search(p, limits, max_threats, 0);
}
