"""Verifies the signature of a MiniAI webhook delivery (see /docs/webhooks). Python 3.9 or later."""
import hashlib
import hmac
import os
import sys
import time
from typing import Optional

# The replay window: a delivery signed more than five minutes ago (or ahead) is refused.
TOLERANCE_SECONDS = 300


def verify_miniai_signature(
    secret: str,
    raw_body: bytes,
    signature_header: str,
    timestamp_header: str,
    now: Optional[float] = None,
) -> bool:
    """True when signature_header (X-MiniAI-Signature) holds a v1= HMAC-SHA256 of
    f"{timestamp_header}.{raw_body}" keyed with secret, and the timestamp (X-MiniAI-Timestamp,
    Unix seconds) is within the replay window. raw_body is the bytes as received."""
    if not (timestamp_header.isascii() and timestamp_header.isdigit()):
        return False
    now = time.time() if now is None else now
    if abs(now - int(timestamp_header)) > TOLERANCE_SECONDS:
        return False
    expected = hmac.new(
        secret.encode(), timestamp_header.encode() + b"." + raw_body, hashlib.sha256
    ).hexdigest()
    # One v1= value per active secret while a secret is being rotated.
    for part in signature_header.split(","):
        version, _, value = part.strip().partition("=")
        if version == "v1" and hmac.compare_digest(value, expected):
            return True
    return False


# Command line: MINIAI_APP_SECRET=... python3 verify_webhook.py <timestamp> <signature> < body.json
if __name__ == "__main__":
    accepted = verify_miniai_signature(
        os.environ.get("MINIAI_APP_SECRET", ""),
        sys.stdin.buffer.read(),
        sys.argv[2],
        sys.argv[1],
    )
    print("accepted" if accepted else "rejected")
    sys.exit(0 if accepted else 1)
