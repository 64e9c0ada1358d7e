"""Finding hosts on the local network with zeroconf (mDNS service `_hyperrow._tcp`). A
convenience only: joining by address always works, and when multicast is missing or blocked the
functions here say so in a sentence (`DiscoveryError`) and the game goes on without them."""

from __future__ import annotations

import ipaddress
import socket
import time
from dataclasses import dataclass

from zeroconf import (
    IPVersion,
    ServiceBrowser,
    ServiceInfo,
    ServiceListener,
    Zeroconf,
)

from engine.net.protocol.messages import PROTOCOL

SERVICE = "_hyperrow._tcp.local."
MAX_GAME_NAME = 60


class DiscoveryError(OSError):
    """Discovery on the local network does not work here; the text says why."""


@dataclass(frozen=True)
class FoundHost:
    """A hosted game seen on the local network."""

    name: str
    address: str
    port: int
    rules: str

    def join_command(self) -> str:
        """What to type to join it."""
        return f"hyperrow play --join {self.address}:{self.port}"


def _zeroconf(interface: str) -> Zeroconf:
    """A Zeroconf on `interface` (an IPv4 address; "" for every interface)."""
    try:
        if interface:
            ipaddress.IPv4Address(interface)
            return Zeroconf(interfaces=[interface], ip_version=IPVersion.V4Only)
        return Zeroconf(ip_version=IPVersion.V4Only)
    except (OSError, ValueError) as error:
        where = f"on {interface}" if interface else "here"
        raise DiscoveryError(
            f"finding games on the local network does not work {where}: {error}"
        ) from None


class Advertisement:
    """A hosted game announced on the local network until `close`."""

    def __init__(self, name: str, address: str, port: int, rules: str) -> None:
        self._zc = _zeroconf(address if address not in ("", "0.0.0.0") else "")
        shown = address if address not in ("", "0.0.0.0") else _primary_address()
        label = _label(name)
        self._info = ServiceInfo(
            SERVICE,
            f"{label}.{SERVICE}",
            addresses=[socket.inet_aton(shown)],
            port=port,
            properties={"rules": rules, "protocol": PROTOCOL},
            server=f"hyperrow-{port}.local.",
        )
        try:
            self._zc.register_service(self._info, allow_name_change=True)
        except Exception as error:
            self._zc.close()
            raise DiscoveryError(
                f"could not announce the game on the local network: {error}"
            ) from None

    def close(self) -> None:
        """Withdraw the announcement."""
        try:
            self._zc.unregister_service(self._info)
        finally:
            self._zc.close()


class _Collector(ServiceListener):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        """A game appeared."""
        self.names.add(name)

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        """A game changed its announcement."""
        self.names.add(name)

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        """A game went away."""
        self.names.discard(name)


def find_hosts(seconds: float = 3.0, interface: str = "") -> list[FoundHost]:
    """The games announced on the local network within `seconds` (on `interface`, or every
    interface); raises DiscoveryError when discovery cannot run here."""
    zc = _zeroconf(interface)
    collector = _Collector()
    try:
        browser = ServiceBrowser(zc, SERVICE, collector)
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            time.sleep(0.05)
        browser.cancel()
        found = []
        for name in sorted(collector.names):
            info = zc.get_service_info(SERVICE, name, timeout=1000)
            if info is None or not info.parsed_addresses(IPVersion.V4Only) or not info.port:
                continue
            rules = (info.properties or {}).get(b"rules") or b""
            found.append(
                FoundHost(
                    name.removesuffix("." + SERVICE),
                    info.parsed_addresses(IPVersion.V4Only)[0],
                    info.port,
                    rules.decode("utf-8", "replace")[:MAX_GAME_NAME],
                )
            )
        return found
    finally:
        zc.close()


def _label(name: str) -> str:
    """A service instance name: printable, no dots, at most MAX_GAME_NAME characters."""
    text = "".join(c for c in name if c.isprintable() and c != ".").strip()
    return (text or "hyperrow game")[:MAX_GAME_NAME]


def _primary_address() -> str:
    """This machine's address as others on the LAN see it, as far as the name service knows."""
    try:
        return socket.gethostbyname(socket.gethostname())
    except OSError:
        return "127.0.0.1"
