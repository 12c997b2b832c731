// Verifies the signature of a MiniAI webhook delivery (see /docs/webhooks). Java 17 or later.
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public class VerifyWebhook {
    // The replay window: a delivery signed more than five minutes ago (or ahead) is refused.
    static final long TOLERANCE_SECONDS = 300;

    /**
     * True when signatureHeader (X-MiniAI-Signature) holds a v1= HMAC-SHA256 of
     * timestampHeader + "." + rawBody keyed with secret, and the timestamp (X-MiniAI-Timestamp,
     * Unix seconds) is within the replay window. rawBody is the request body as received.
     */
    public static boolean verifyMiniAiSignature(
            String secret, byte[] rawBody, String signatureHeader, String timestampHeader, long nowSeconds)
            throws Exception {
        if (timestampHeader == null || !timestampHeader.matches("[0-9]{1,18}")) return false;
        if (Math.abs(nowSeconds - Long.parseLong(timestampHeader)) > TOLERANCE_SECONDS) return false;
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        mac.update((timestampHeader + ".").getBytes(StandardCharsets.UTF_8));
        byte[] expected = mac.doFinal(rawBody);
        // One v1= value per active secret while a secret is being rotated.
        for (String part : (signatureHeader == null ? "" : signatureHeader).split(",")) {
            String[] pair = part.trim().split("=", 2);
            if (pair.length != 2 || !pair[0].equals("v1") || !pair[1].matches("[0-9a-f]{64}")) continue;
            if (MessageDigest.isEqual(HexFormat.of().parseHex(pair[1]), expected)) return true;
        }
        return false;
    }

    // Command line: MINIAI_APP_SECRET=... java VerifyWebhook.java <timestamp> <signature> < body.json
    public static void main(String[] args) throws Exception {
        String secret = System.getenv().getOrDefault("MINIAI_APP_SECRET", "");
        byte[] body = System.in.readAllBytes();
        long now = System.currentTimeMillis() / 1000;
        boolean accepted = verifyMiniAiSignature(secret, body, args[1], args[0], now);
        System.out.println(accepted ? "accepted" : "rejected");
        System.exit(accepted ? 0 : 1);
    }
}
