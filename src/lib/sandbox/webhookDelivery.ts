/**
 * A webhook delivery as MiniAI makes it (the contract's `X-MiniAI-Signature` scheme: `v1=` and the
 * lowercase hex HMAC-SHA256 of `{timestamp}.{raw body}`), built in the reader's browser from a
 * sandbox event, and the faulty deliveries a receiver must refuse. Nothing here sends anything.
 */
export type DeliveryKind = 'valid' | 'tampered' | 'expired' | 'duplicate';
export const deliveryKinds: readonly DeliveryKind[] = ['valid', 'tampered', 'expired', 'duplicate'];

/** How far outside the contract's five-minute window an expired delivery is signed. */
const expiredBySeconds = 600;

export interface Delivery {
  headers: [string, string][];
  /** The exact bytes to POST. */
  body: string;
  /** How many times the same bytes are sent (2 for a duplicate). */
  times: number;
}

async function webhookSignature(secret: string, timestamp: string, body: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`));
  return `v1=${Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The delivery of `body` (compact JSON of the webhook event) with `deliveryId`, signed at
 * `nowSeconds`: as sent, with its body changed after signing, signed too long ago, or sent twice.
 */
export async function webhookDelivery(
  body: string,
  deliveryId: string,
  secret: string,
  nowSeconds: number,
  kind: DeliveryKind,
): Promise<Delivery> {
  const timestamp = String(kind === 'expired' ? nowSeconds - expiredBySeconds : nowSeconds);
  const signature = await webhookSignature(secret, timestamp, body);
  // One byte changed after signing: the event's time moves by one millisecond.
  const sent =
    kind === 'tampered'
      ? body.replace(
          /"created_time":(\d+)/,
          (_, time: string) => `"created_time":${Number(time) + 1}`,
        )
      : body;
  return {
    headers: [
      ['Content-Type', 'application/json'],
      ['X-MiniAI-Signature', signature],
      ['X-MiniAI-Timestamp', timestamp],
      ['X-MiniAI-Delivery-Id', deliveryId],
    ],
    body: sent,
    times: kind === 'duplicate' ? 2 : 1,
  };
}

/** A word for the shell, single-quoted: every byte kept as it is. */
function shellQuoted(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The curl command that POSTs the delivery's exact bytes to `url` (twice for a duplicate). */
export function deliveryCurl(delivery: Delivery, url: string): string {
  const command = [
    `curl -sS -X POST ${shellQuoted(url)}`,
    ...delivery.headers.map(([name, value]) => `  -H ${shellQuoted(`${name}: ${value}`)}`),
    `  --data-binary ${shellQuoted(delivery.body)}`,
  ].join(' \\\n');
  return Array.from({ length: delivery.times }, () => command).join('\n');
}
