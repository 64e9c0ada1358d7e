"""Invite codes and the reclaim tokens issued with them.

A code is CODE_LENGTH characters of a CODE_ALPHABET of 32 (no 0/O or 1/I: codes are read aloud
and typed), so 32⁸ = 2⁴⁰ codes; the token is a secret only the host that got the code knows.
"""

from __future__ import annotations

import secrets

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 8
TOKEN_BYTES = 18


def new_code() -> str:
    """A random invite code."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_token() -> str:
    """A random reclaim token."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def typed_code(text: str) -> str:
    """An invite code as a person may type it (spaces, small letters), as the relay keeps it;
    anything longer than a code is cut, so nothing long is looked up or logged."""
    return text.strip().upper()[:CODE_LENGTH]


def same_secret(kept: str, shown: str) -> bool:
    """True when `shown` is the non-empty secret `kept`, compared in constant time: how much
    of a token matched must not show in the time the answer takes."""
    given = shown.encode("utf-8", "replace")
    return bool(kept) and secrets.compare_digest(kept.encode("utf-8", "replace"), given)
