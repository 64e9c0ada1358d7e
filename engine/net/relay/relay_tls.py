"""TLS for `hyperrow relay --cert FILE --key FILE`: the relay serves wss:// itself."""

from __future__ import annotations

import ssl
from pathlib import Path


class TlsError(ValueError):
    """The certificate or key cannot be used; the text says which and why."""


def server_context(cert: str, key: str) -> ssl.SSLContext:
    """A server's TLS context with the certificate chain in `cert` (PEM) and its private key in
    `key`; raises TlsError when either cannot be read or they do not match."""
    for path in (cert, key):
        try:
            Path(path).read_bytes()
        except OSError as error:
            raise TlsError(f"cannot read {path}: {error.strerror}") from None
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    try:
        context.load_cert_chain(cert, key)
    except (ssl.SSLError, OSError) as error:
        raise TlsError(f"{cert} and {key} are not a certificate and its key: {error}") from None
    return context
