// Verifies the signature of a MiniAI webhook delivery (see /docs/webhooks). Node.js 18 or later.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { pathToFileURL } from 'node:url';

/** The replay window: a delivery signed more than five minutes ago (or ahead) is refused. */
const toleranceSeconds = 300;

/**
 * True when `signatureHeader` (X-MiniAI-Signature) holds a `v1=` HMAC-SHA256 of
 * `${timestampHeader}.${rawBody}` keyed with `secret`, and the timestamp (X-MiniAI-Timestamp,
 * Unix seconds) is within the replay window. `rawBody` is the Buffer as received, not re-serialised JSON.
 *
 * @param {{ secret: string, rawBody: Buffer, signatureHeader?: string, timestampHeader?: string, nowSeconds?: number }} delivery
 * @returns {boolean}
 */
export function verifyMiniAiSignature({
  secret,
  rawBody,
  signatureHeader,
  timestampHeader,
  nowSeconds = Math.floor(Date.now() / 1000),
}) {
  if (!/^[0-9]+$/.test(timestampHeader ?? '')) return false;
  if (Math.abs(nowSeconds - Number(timestampHeader)) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret)
    .update(`${timestampHeader}.`)
    .update(rawBody)
    .digest();
  // One `v1=` value per active secret while a secret is being rotated.
  return (signatureHeader ?? '').split(',').some((part) => {
    const [version, hex = ''] = part.trim().split('=');
    if (version !== 'v1' || !/^[0-9a-f]{64}$/.test(hex)) return false;
    return timingSafeEqual(Buffer.from(hex, 'hex'), expected);
  });
}

// Command line: MINIAI_APP_SECRET=… node verify-webhook.mjs <timestamp> <signature> < body.json
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [timestampHeader, signatureHeader] = process.argv.slice(2);
  /** @type {Buffer[]} */
  const chunks = [];
  // stdin without an encoding yields Buffers.
  const stdin = /** @type {AsyncIterable<Buffer>} */ (process.stdin);
  for await (const chunk of stdin) chunks.push(chunk);
  const accepted = verifyMiniAiSignature({
    secret: process.env.MINIAI_APP_SECRET ?? '',
    rawBody: Buffer.concat(chunks),
    signatureHeader,
    timestampHeader,
  });
  console.log(accepted ? 'accepted' : 'rejected');
  process.exitCode = accepted ? 0 : 1;
}
