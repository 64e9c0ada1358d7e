"""`hyperrow relay`: its options (where to listen, TLS, the Redis store shared by several relay
processes, and the caps per process and per client address) and running it."""

from __future__ import annotations

import argparse

from engine.net.relay import serving
from engine.net.relay.address_limits import Limits
from engine.tui.language import _


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
    for flag, default, text in (
        ("--max-pairs", defaults.max_pairs, _("games relayed at once")),
        ("--max-hosts", defaults.max_hosts, _("games hosted at once")),
        ("--hosts-per-address", defaults.hosts_per_address, _("games one address hosts at once")),
        (
            "--connections-per-address",
            defaults.connections_per_address,
            _("connections one address keeps open at once"),
        ),
        (
            "--handshakes-per-address",
            defaults.handshakes_per_address,
            _("connections one address opens at once before saying what they are"),
        ),
        (
            "--code-tries",
            defaults.code_tries,
            _("wrong invite codes one address may try before it is told to slow down"),
        ),
        (
            "--code-window",
            int(defaults.code_window),
            _("seconds from an address's first wrong code until it may try again"),
        ),
    ):
        caps.add_argument(
            flag,
            type=_positive,
            default=default,
            metavar="N",
            help=_("{what} (default: {default})").format(what=text, default=default),
        )


def run(args: argparse.Namespace) -> int:
    """Run the relay the options describe until interrupted; the exit code."""
    limits = Limits(
        max_pairs=args.max_pairs,
        max_hosts=args.max_hosts,
        hosts_per_address=args.hosts_per_address,
        connections_per_address=args.connections_per_address,
        handshakes_per_address=args.handshakes_per_address,
        code_tries=args.code_tries,
        code_window=float(args.code_window),
    )
    where = serving.Serving(
        args.address, args.port, redis=args.redis, forwarded_for=args.forwarded_for
    )
    return serving.main(where, limits, cert=args.cert, key=args.key)
