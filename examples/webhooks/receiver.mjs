// A webhook endpoint on node:http that verifies, skips duplicates, queues and answers (see /docs/webhooks).
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { acceptMiniAiDelivery, MemorySeenEvents, MissingSecretError } from './verify-webhook.mjs';

/**
 * An HTTP server that answers 400 to a delivery that fails verification, 200 to a duplicate
 * without queueing it again, and 200 after `enqueue` for a new event; when `enqueue` fails it
 * forgets the event's id and answers 500, so MiniAI's retry is queued. Throws MissingSecretError
 * at start-up when `secret` is empty, rather than on the first delivery.
 *
 * @param {{
 *   secret: string | undefined,
 *   seenEvents: import('./verify-webhook.mjs').SeenEvents,
 *   enqueue: (event: { delivery_id: string }) => void | Promise<void>,
 *   nowSeconds?: () => number,
 * }} options
 */
export function createMiniAiReceiver({ secret, seenEvents, enqueue, nowSeconds }) {
  if (!secret) throw new MissingSecretError();
  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function handle(request, response) {
    try {
      /** @type {Buffer[]} */
      const chunks = [];
      // A request without an encoding yields Buffers: the bytes MiniAI signed.
      for await (const chunk of /** @type {AsyncIterable<Buffer>} */ (request)) chunks.push(chunk);
      const { outcome, event } = await acceptMiniAiDelivery({
        secret,
        rawBody: Buffer.concat(chunks),
        signatureHeader: request.headers['x-miniai-signature']?.toString(),
        timestampHeader: request.headers['x-miniai-timestamp']?.toString(),
        ...(nowSeconds ? { nowSeconds: nowSeconds() } : {}),
        seenEvents,
      });
      if (outcome === 'accepted' && event) {
        try {
          await enqueue(event);
        } catch (error) {
          await seenEvents.release(event.delivery_id);
          throw error;
        }
      }
      // A duplicate gets 200 too, so that MiniAI stops sending it.
      response.writeHead(outcome === 'rejected' ? 400 : 200).end();
    } catch (error) {
      console.error(error);
      response.writeHead(500).end();
    }
  }
  return createServer((request, response) => void handle(request, response));
}

// Command line: MINIAI_APP_SECRET=… node receiver.mjs (listens on PORT, 3000 by default)
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  /** @type {object[]} */
  const queue = []; // Replace with your real queue (Redis, SQS, a database table…).
  try {
    createMiniAiReceiver({
      secret: process.env.MINIAI_APP_SECRET,
      // In production, a store shared by every server: see the guide.
      seenEvents: new MemorySeenEvents(),
      enqueue: (event) => {
        queue.push(event);
        console.log(`queued ${event.delivery_id}`);
      },
    }).listen(Number(process.env.PORT ?? 3000));
  } catch (error) {
    if (!(error instanceof MissingSecretError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
  }
}
