"""TLS for `hyperrow relay --cert FILE --key FILE`: the relay serves wss:// itself."""

from __future__ import annotations

import ssl


class TlsError(ValueError):
    """The certificate or key cannot be used; the text says which and why."""


def server_context(cert: str, key: str) -> ssl.SSLContext:
    """A server's TLS context with the certificate chain in `cert` (PEM) and its private key in
    `key`; raises TlsError when either cannot be read or they do not match."""
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    try:
        context.load_cert_chain(cert, key)
    except FileNotFoundError as error:
        raise TlsError(f"no file {error.filename}") from None
    except ssl.SSLError as error:
        raise TlsError(f"{cert} and {key} are not a certificate and its key: {error}") from None
    except OSError as error:
        raise TlsError(f"cannot read {error.filename or cert}: {error.strerror}") from None
    return context
