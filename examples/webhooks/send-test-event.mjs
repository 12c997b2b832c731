// Signs an event with a test secret and sends it to your endpoint as MiniAI would (see /docs/webhooks).
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

const secret = process.env.MINIAI_APP_SECRET ?? 'miniai-docs-test-secret';
const url = process.env.MINIAI_WEBHOOK_URL ?? 'http://localhost:3000/webhooks/miniai';
const body = readFileSync(process.argv[2] ?? 'order-created.json', 'utf8').trim();
const timestamp = String(Math.floor(Date.now() / 1000));
const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
/** @type {unknown} */
const event = JSON.parse(body);

const response = await fetch(url, {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    'X-MiniAI-Timestamp': timestamp,
    'X-MiniAI-Signature': `v1=${signature}`,
    // The same value as the body's delivery_id, as MiniAI sends it.
    'X-MiniAI-Delivery-Id': /** @type {{ delivery_id: string }} */ (event).delivery_id,
  },
  body,
});
console.log(response.status);
