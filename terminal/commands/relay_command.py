"""`hyperrow relay`: its options (where to listen, TLS, the Redis store shared by several relay
processes, and the caps per process and per client address) and running it."""

from __future__ import annotations

import argparse
from dataclasses import replace

from engine.net.relay import serving
from engine.net.relay.address_limits import Limits
from wording.language import N_, _

# The caps a relay process takes on its command line (--max-pairs …): each a field of Limits,
# and what it caps.
_CAPS = (
    ("max_pairs", N_("games relayed at once")),
    ("max_hosts", N_("games hosted at once")),
    ("hosts_per_address", N_("games one address hosts at once")),
    ("connections_per_address", N_("connections one address keeps open at once")),
    (
        "handshakes_per_address",
        N_("connections one address opens at once before saying what they are"),
    ),
    ("code_tries", N_("wrong invite codes one address may try before it is told to slow down")),
    ("code_window", N_("seconds from an address's first wrong code until it may try again")),
)


def _positive(text: str) -> int:
    """`text` as a whole number above 0, for the caps."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(
            _("{value} is not a whole number above 0").format(value=text)
        )
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the `relay` options to `parser`."""
    parser.add_argument("--port", type=int, required=True, help=_("the port to listen on"))
    parser.add_argument(
        "--address", default="", help=_("the address to listen on (default: every interface)")
    )
    tls = parser.add_argument_group(_("TLS (wss://)"))
    tls.add_argument("--cert", metavar="FILE", default="", help=_("the certificate chain (PEM)"))
    tls.add_argument("--key", metavar="FILE", default="", help=_("its private key (PEM)"))
    shared = parser.add_argument_group(_("several relay processes"))
    shared.add_argument(
        "--redis",
        metavar="URL",
        default="",
        help=_("share hosts and codes with the other relays of this Redis, e.g. redis://host:6379"),
    )
    shared.add_argument(
        "--forwarded-for",
        action="store_true",
        help=_("behind a proxy: count each client under the address it adds to X-Forwarded-For"),
    )
    caps = parser.add_argument_group(_("caps"))
    defaults = Limits()
    for field, what in _CAPS:
        default = int(getattr(defaults, field))
        caps.add_argument(
            "--" + field.replace("_", "-"),
            type=_positive,
            default=default,
            metavar="N",
            help=_("{what} (default: {default})").format(what=_(what), default=default),
        )


def run(args: argparse.Namespace) -> int:
    """Run the relay the options describe until interrupted; the exit code."""
    defaults = Limits()
    # Each cap as its field's type: the options take whole numbers, the window is in seconds.
    caps = {field: type(getattr(defaults, field))(getattr(args, field)) for field, _words in _CAPS}
    limits = replace(defaults, **caps)
    where = serving.Serving(
        args.address, args.port, redis=args.redis, forwarded_for=args.forwarded_for
    )
    return serving.main(where, limits, cert=args.cert, key=args.key)
