"""Verifies a MiniAI webhook delivery and skips an event seen before (see /docs/webhooks). Python 3.9 or later."""
import hashlib
import hmac
import json
import os
import re
import sys
import time
from typing import Optional, Protocol

# The replay window: a delivery signed more than five minutes ago (or ahead) is refused.
TOLERANCE_SECONDS = 300

# Only ASCII patterns (re.ASCII): \d alone would also match Arabic-Indic and other digits.
TIMESTAMP = re.compile(r"[0-9]{10}", re.ASCII)
SIGNATURE = re.compile(r"v1=([0-9a-f]{64})", re.ASCII)


class MissingSecretError(Exception):
    """No app secret is configured: a key of b"" would let anyone sign, so nothing may be accepted."""

    def __init__(self) -> None:
        super().__init__("MINIAI_APP_SECRET is not set: every delivery is refused until it is.")


def verify_miniai_signature(
    secret: Optional[str],
    raw_body: bytes,
    signature_header: str,
    timestamp_header: str,
    now: Optional[float] = None,
) -> bool:
    """True when signature_header (X-MiniAI-Signature) holds a v1= HMAC-SHA256 of the bytes
    timestamp_header.encode() + b"." + raw_body keyed with secret, and the timestamp
    (X-MiniAI-Timestamp, Unix seconds) is within the replay window. raw_body is the bytes as
    received. Raises MissingSecretError when secret is empty."""
    if not secret:
        raise MissingSecretError()
    if TIMESTAMP.fullmatch(timestamp_header) is None:
        return False
    now = time.time() if now is None else now
    if not abs(now - int(timestamp_header)) <= TOLERANCE_SECONDS:
        return False
    expected = hmac.new(
        secret.encode(), timestamp_header.encode() + b"." + raw_body, hashlib.sha256
    ).digest()
    # One v1= value per active secret while a secret is being rotated.
    for part in signature_header.split(","):
        match = SIGNATURE.fullmatch(part.strip())
        if match and hmac.compare_digest(bytes.fromhex(match.group(1)), expected):
            return True
    return False


class SeenEvents(Protocol):
    """Where the ids of processed events are kept. claim records event_id and returns True, or
    returns False when it was recorded before; it must be atomic (a unique key, Redis SET NX)."""

    def claim(self, event_id: str) -> bool: ...


class MemorySeenEvents:
    """Ids in this process's memory: lost on restart and not shared between servers."""

    def __init__(self) -> None:
        self._ids: set = set()

    def claim(self, event_id: str) -> bool:
        if event_id in self._ids:
            return False
        self._ids.add(event_id)
        return True


class DirectorySeenEvents:
    """One empty file per id in directory; creating it exclusively lets two processes agree on who was first."""

    def __init__(self, directory: str) -> None:
        self.directory = directory
        os.makedirs(directory, exist_ok=True)

    def claim(self, event_id: str) -> bool:
        # Hashed, so that no id can name a path outside the directory.
        name = hashlib.sha256(event_id.encode()).hexdigest()
        try:
            with open(os.path.join(self.directory, name), "x"):
                return True
        except FileExistsError:
            return False


def accept_miniai_delivery(
    secret: Optional[str],
    raw_body: bytes,
    signature_header: str,
    timestamp_header: str,
    seen_events: SeenEvents,
    now: Optional[float] = None,
) -> str:
    """Verifies a delivery, then claims the delivery_id of its body: the signature covers it, unlike
    the X-MiniAI-Delivery-Id header. Returns "accepted", "rejected" or "duplicate" (accepted before:
    answer 2xx, do nothing)."""
    if not verify_miniai_signature(secret, raw_body, signature_header, timestamp_header, now):
        return "rejected"
    try:
        event = json.loads(raw_body)
    except ValueError:
        return "rejected"
    event_id = event.get("delivery_id") if isinstance(event, dict) else None
    if not isinstance(event_id, str) or event_id == "":
        return "rejected"
    return "accepted" if seen_events.claim(event_id) else "duplicate"


# Exit statuses of the command line, one per outcome; 2 is a configuration or usage error.
EXIT_STATUS = {"accepted": 0, "rejected": 1, "duplicate": 3}

def command_line(args, now):
    """The command line's work at the clock `now`: prints the outcome, returns the exit status."""
    if len(args) != 2:
        print("usage: python3 verify_webhook.py <timestamp> <signature> < body.json", file=sys.stderr)
        return 2
    seen_directory = os.environ.get("MINIAI_SEEN_EVENTS_DIR")
    try:
        outcome = accept_miniai_delivery(
            os.environ.get("MINIAI_APP_SECRET"),
            sys.stdin.buffer.read(),
            args[1],
            args[0],
            DirectorySeenEvents(seen_directory) if seen_directory else MemorySeenEvents(),
            now,
        )
    except MissingSecretError as error:
        print(error, file=sys.stderr)
        return 2
    print(outcome)
    return EXIT_STATUS[outcome]


# Command line: MINIAI_APP_SECRET=... [MINIAI_SEEN_EVENTS_DIR=...] python3 verify_webhook.py <timestamp> <signature> < body.json
if __name__ == "__main__":
    sys.exit(command_line(sys.argv[1:], time.time()))
