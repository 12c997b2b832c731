<?php
// Verifies the signature of a MiniAI webhook delivery (see /docs/webhooks). PHP 7.4 or later.

// The replay window: a delivery signed more than five minutes ago (or ahead) is refused.
const MINIAI_TOLERANCE_SECONDS = 300;

/**
 * True when $signatureHeader (X-MiniAI-Signature) holds a v1= HMAC-SHA256 of
 * "{$timestampHeader}.{$rawBody}" keyed with $secret, and the timestamp (X-MiniAI-Timestamp,
 * Unix seconds) is within the replay window. In a web request, $rawBody is
 * file_get_contents('php://input') and the headers are $_SERVER['HTTP_X_MINIAI_SIGNATURE'] and
 * $_SERVER['HTTP_X_MINIAI_TIMESTAMP'].
 */
function verify_miniai_signature(
    string $secret,
    string $rawBody,
    string $signatureHeader,
    string $timestampHeader,
    ?int $now = null
): bool {
    if (preg_match('/^[0-9]+$/', $timestampHeader) !== 1) {
        return false;
    }
    $now = $now ?? time();
    if (abs($now - (int) $timestampHeader) > MINIAI_TOLERANCE_SECONDS) {
        return false;
    }
    $expected = hash_hmac('sha256', $timestampHeader . '.' . $rawBody, $secret);
    // One v1= value per active secret while a secret is being rotated.
    foreach (explode(',', $signatureHeader) as $part) {
        [$version, $value] = array_pad(explode('=', trim($part), 2), 2, '');
        if ($version === 'v1' && hash_equals($expected, $value)) {
            return true;
        }
    }
    return false;
}

// Command line: MINIAI_APP_SECRET=... php verify-webhook.php <timestamp> <signature> < body.json
if (PHP_SAPI === 'cli' && realpath($argv[0]) === __FILE__) {
    $accepted = verify_miniai_signature(
        (string) getenv('MINIAI_APP_SECRET'),
        (string) file_get_contents('php://stdin'),
        $argv[2] ?? '',
        $argv[1] ?? ''
    );
    echo $accepted ? "accepted\n" : "rejected\n";
    exit($accepted ? 0 : 1);
}
