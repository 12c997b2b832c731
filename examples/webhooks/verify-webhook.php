<?php
// Verifies a MiniAI webhook delivery and skips an event seen before (see /docs/webhooks). PHP 7.4 or later.

// The replay window: a delivery signed more than five minutes ago (or ahead) is refused.
const MINIAI_TOLERANCE_SECONDS = 300;

/** No app secret is configured: a key of '' would let anyone sign, so nothing may be accepted. */
class MissingSecretException extends RuntimeException
{
    public function __construct()
    {
        parent::__construct('MINIAI_APP_SECRET is not set: every delivery is refused until it is.');
    }
}

/**
 * True when $signatureHeader (X-MiniAI-Signature) holds a v1= HMAC-SHA256 of
 * "{$timestampHeader}.{$rawBody}" keyed with $secret, and the timestamp (X-MiniAI-Timestamp,
 * Unix seconds) is within the replay window. In a web request, $rawBody is
 * file_get_contents('php://input') and the headers are $_SERVER['HTTP_X_MINIAI_SIGNATURE'] and
 * $_SERVER['HTTP_X_MINIAI_TIMESTAMP']. Throws MissingSecretException when $secret is empty.
 */
function verify_miniai_signature(
    ?string $secret,
    string $rawBody,
    string $signatureHeader,
    string $timestampHeader,
    ?int $now = null
): bool {
    if ($secret === null || $secret === '') {
        throw new MissingSecretException();
    }
    // \z, not $: $ would also match before a trailing newline.
    if (preg_match('/^[0-9]{10}\z/', $timestampHeader) !== 1) {
        return false;
    }
    $now = $now ?? time();
    if (abs($now - (int) $timestampHeader) > MINIAI_TOLERANCE_SECONDS) {
        return false;
    }
    $expected = hash_hmac('sha256', $timestampHeader . '.' . $rawBody, $secret);
    // One v1= value per active secret while a secret is being rotated.
    foreach (explode(',', $signatureHeader) as $part) {
        if (preg_match('/^v1=([0-9a-f]{64})\z/', trim($part), $match) === 1
            && hash_equals($expected, $match[1])) {
            return true;
        }
    }
    return false;
}

/**
 * Where the ids of processed events are kept. claim() records $id and returns true, or returns
 * false when it was recorded before; it must be atomic (a unique key, Redis SET NX).
 */
interface SeenEvents
{
    public function claim(string $id): bool;
}

/** Ids in this process's memory: lost when the request ends, so only for tests and long-running workers. */
class MemorySeenEvents implements SeenEvents
{
    private array $ids = [];

    public function claim(string $id): bool
    {
        if (isset($this->ids[$id])) {
            return false;
        }
        $this->ids[$id] = true;
        return true;
    }
}

/** One empty file per id in a directory; creating it exclusively lets two processes agree on who was first. */
class DirectorySeenEvents implements SeenEvents
{
    private string $directory;

    public function __construct(string $directory)
    {
        $this->directory = $directory;
        if (!is_dir($directory) && !mkdir($directory, 0700, true) && !is_dir($directory)) {
            throw new RuntimeException("cannot create $directory");
        }
    }

    public function claim(string $id): bool
    {
        // Hashed, so that no id can name a path outside the directory.
        $file = $this->directory . DIRECTORY_SEPARATOR . hash('sha256', $id);
        $handle = @fopen($file, 'x');
        if ($handle !== false) {
            fclose($handle);
            return true;
        }
        if (file_exists($file)) {
            return false;
        }
        throw new RuntimeException("cannot write $file");
    }
}

/**
 * Verifies a delivery, then claims the delivery_id of its body: the signature covers it, unlike
 * the X-MiniAI-Delivery-Id header. Returns 'accepted', 'rejected' or 'duplicate' (accepted before:
 * answer 2xx, do nothing).
 */
function accept_miniai_delivery(
    ?string $secret,
    string $rawBody,
    string $signatureHeader,
    string $timestampHeader,
    SeenEvents $seenEvents,
    ?int $now = null
): string {
    if (!verify_miniai_signature($secret, $rawBody, $signatureHeader, $timestampHeader, $now)) {
        return 'rejected';
    }
    $event = json_decode($rawBody, true);
    $id = is_array($event) ? ($event['delivery_id'] ?? null) : null;
    if (!is_string($id) || $id === '') {
        return 'rejected';
    }
    return $seenEvents->claim($id) ? 'accepted' : 'duplicate';
}

/** The command line's work at the clock $now: prints the outcome, returns the exit status. */
function miniai_command_line(array $args, int $now): int
{
    if (count($args) !== 2) {
        fwrite(STDERR, "usage: php verify-webhook.php <timestamp> <signature> < body.json\n");
        return 2;
    }
    $seenDirectory = getenv('MINIAI_SEEN_EVENTS_DIR');
    $secret = getenv('MINIAI_APP_SECRET');
    try {
        $outcome = accept_miniai_delivery(
            $secret === false ? null : $secret,
            (string) file_get_contents('php://stdin'),
            $args[1],
            $args[0],
            $seenDirectory ? new DirectorySeenEvents($seenDirectory) : new MemorySeenEvents(),
            $now
        );
    } catch (MissingSecretException $error) {
        fwrite(STDERR, $error->getMessage() . "\n");
        return 2;
    }
    echo $outcome . "\n";
    // Exit statuses, one per outcome; 2 is a configuration or usage error.
    return ['accepted' => 0, 'rejected' => 1, 'duplicate' => 3][$outcome];
}

// Command line: MINIAI_APP_SECRET=... [MINIAI_SEEN_EVENTS_DIR=...] php verify-webhook.php <timestamp> <signature> < body.json
if (PHP_SAPI === 'cli' && realpath($argv[0]) === __FILE__) {
    exit(miniai_command_line(array_slice($argv, 1), time()));
}
