// Verifies a MiniAI webhook delivery and skips an event seen before (see /docs/webhooks). Java 17 or later.
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public class VerifyWebhook {
    // The replay window: a delivery signed more than five minutes ago (or ahead) is refused.
    static final long TOLERANCE_SECONDS = 300;

    static final Pattern TIMESTAMP = Pattern.compile("[0-9]{10}");
    static final Pattern SIGNATURE = Pattern.compile("v1=([0-9a-f]{64})");
    // Java has no JSON parser built in; with Jackson, read mapper.readTree(rawBody).path("delivery_id").
    static final Pattern DELIVERY_ID = Pattern.compile("\"delivery_id\"\\s*:\\s*\"([^\"\\\\]+)\"");

    /** No app secret is configured: a key of "" would let anyone sign, so nothing may be accepted. */
    static class MissingSecretException extends RuntimeException {
        MissingSecretException() {
            super("MINIAI_APP_SECRET is not set: every delivery is refused until it is.");
        }
    }

    /**
     * True when signatureHeader (X-MiniAI-Signature) holds a v1= HMAC-SHA256 of
     * timestampHeader + "." + rawBody keyed with secret, and the timestamp (X-MiniAI-Timestamp,
     * Unix seconds) is within the replay window. rawBody is the request body as received.
     * Throws MissingSecretException when secret is empty.
     */
    public static boolean verifyMiniAiSignature(
            String secret, byte[] rawBody, String signatureHeader, String timestampHeader, long nowSeconds)
            throws Exception {
        if (secret == null || secret.isEmpty()) throw new MissingSecretException();
        if (timestampHeader == null || !TIMESTAMP.matcher(timestampHeader).matches()) return false;
        if (Math.abs(nowSeconds - Long.parseLong(timestampHeader)) > TOLERANCE_SECONDS) return false;
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        mac.update((timestampHeader + ".").getBytes(StandardCharsets.UTF_8));
        byte[] expected = mac.doFinal(rawBody);
        // One v1= value per active secret while a secret is being rotated.
        for (String part : (signatureHeader == null ? "" : signatureHeader).split(",")) {
            Matcher match = SIGNATURE.matcher(part.strip());
            if (!match.matches()) continue;
            if (MessageDigest.isEqual(HexFormat.of().parseHex(match.group(1)), expected)) return true;
        }
        return false;
    }

    /**
     * Where the ids of processed events are kept. claim records id and returns true, or returns
     * false when it was recorded before; it must be atomic (a unique key, Redis SET NX).
     */
    interface SeenEvents {
        boolean claim(String id) throws IOException;
    }

    /** Ids in this process's memory: lost on restart and not shared between servers. */
    static class MemorySeenEvents implements SeenEvents {
        private final Set<String> ids = new HashSet<>();

        public synchronized boolean claim(String id) {
            return ids.add(id);
        }
    }

    /** One empty file per id; creating it exclusively lets two processes agree on who was first. */
    record DirectorySeenEvents(Path directory) implements SeenEvents {
        public boolean claim(String id) throws IOException {
            Files.createDirectories(directory);
            try {
                // Hashed, so that no id can name a path outside the directory.
                byte[] sum = MessageDigest.getInstance("SHA-256").digest(id.getBytes(StandardCharsets.UTF_8));
                Files.createFile(directory.resolve(HexFormat.of().formatHex(sum)));
                return true;
            } catch (FileAlreadyExistsException seenBefore) {
                return false;
            } catch (java.security.NoSuchAlgorithmException impossible) {
                throw new IllegalStateException(impossible);
            }
        }
    }

    /**
     * Verifies a delivery, then claims the delivery_id of its body: the signature covers it, unlike
     * the X-MiniAI-Delivery-Id header. Returns "accepted", "rejected" or "duplicate" (accepted
     * before: answer 2xx, do nothing).
     */
    public static String acceptMiniAiDelivery(
            String secret, byte[] rawBody, String signatureHeader, String timestampHeader, long nowSeconds,
            SeenEvents seenEvents)
            throws Exception {
        if (!verifyMiniAiSignature(secret, rawBody, signatureHeader, timestampHeader, nowSeconds)) return "rejected";
        Matcher match = DELIVERY_ID.matcher(new String(rawBody, StandardCharsets.UTF_8));
        if (!match.find()) return "rejected";
        String id = match.group(1);
        // A second delivery_id key would leave it unclear which one the event has.
        if (match.find()) return "rejected";
        return seenEvents.claim(id) ? "accepted" : "duplicate";
    }

    /** The command line's work at the clock nowSeconds: prints the outcome, returns the exit status. */
    static int commandLine(String[] args, long nowSeconds) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: java VerifyWebhook.java <timestamp> <signature> < body.json");
            return 2;
        }
        byte[] body = System.in.readAllBytes();
        String seenDirectory = System.getenv("MINIAI_SEEN_EVENTS_DIR");
        SeenEvents seen = seenDirectory == null || seenDirectory.isEmpty()
                ? new MemorySeenEvents()
                : new DirectorySeenEvents(Path.of(seenDirectory));
        String outcome;
        try {
            outcome = acceptMiniAiDelivery(System.getenv("MINIAI_APP_SECRET"), body, args[1], args[0], nowSeconds, seen);
        } catch (MissingSecretException error) {
            System.err.println(error.getMessage());
            return 2;
        }
        System.out.println(outcome);
        // Exit statuses, one per outcome; 2 is a configuration or usage error.
        return Map.of("accepted", 0, "rejected", 1, "duplicate", 3).get(outcome);
    }

    // Command line: MINIAI_APP_SECRET=... [MINIAI_SEEN_EVENTS_DIR=...] java VerifyWebhook.java <timestamp> <signature> < body.json
    public static void main(String[] args) throws Exception {
        System.exit(commandLine(args, System.currentTimeMillis() / 1000));
    }
}
