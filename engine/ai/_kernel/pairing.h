/* Claimeven and baseinverse on boards with gravity: whether the side not to move can answer every
 * move of the side to move by a fixed partner cell so that the side to move never completes a
 * line (engine/ai/pairing.py, the readable reference, says how and why; this follows it step for
 * step, the matching of the columns' bases in the same order and with the same limit, so both
 * settle the same positions). */
#ifndef HYPERROW_PAIRING_H
#define HYPERROW_PAIRING_H

#include "position.h"

/* Partners the matching of the bases may try before it gives up (pairing.py's MATCHING_STEPS). */
#define PAIRING_MATCHING_STEPS 4096

/* 1 when the pairing keeps every line from the side to move of `p`, else 0 (always 0 without
 * gravity, with an odd number of columns holding an odd number of empty cells, or with more than
 * 64 such columns). */
int pairing_refutes(const Position *p);

#endif
