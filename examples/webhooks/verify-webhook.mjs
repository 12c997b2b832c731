// Verifies a MiniAI webhook delivery and skips an event seen before (see /docs/webhooks). Node.js 18 or later.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The replay window: a delivery signed more than five minutes ago (or ahead) is refused. */
const toleranceSeconds = 300;

/** No app secret is configured: a key of '' would let anyone sign, so nothing may be accepted. */
export class MissingSecretError extends Error {
  constructor() {
    super('MINIAI_APP_SECRET is not set: every delivery is refused until it is.');
  }
}

/**
 * True when `signatureHeader` (X-MiniAI-Signature) holds a `v1=` HMAC-SHA256 of
 * `${timestampHeader}.${rawBody}` keyed with `secret`, and the timestamp (X-MiniAI-Timestamp,
 * Unix seconds) is within the replay window. `rawBody` is the Buffer as received, not re-serialised JSON.
 * Throws MissingSecretError when `secret` is empty.
 *
 * @param {{ secret: string | undefined, rawBody: Buffer, signatureHeader?: string, timestampHeader?: string, nowSeconds?: number }} delivery
 * @returns {boolean}
 */
export function verifyMiniAiSignature({
  secret,
  rawBody,
  signatureHeader = '',
  timestampHeader = '',
  nowSeconds = Math.floor(Date.now() / 1000),
}) {
  if (typeof secret !== 'string' || secret === '') throw new MissingSecretError();
  if (!/^[0-9]{10}$/.test(timestampHeader)) return false;
  // Written so that a NaN clock refuses too.
  if (!(Math.abs(nowSeconds - Number(timestampHeader)) <= toleranceSeconds)) return false;
  const expected = createHmac('sha256', secret)
    .update(`${timestampHeader}.`)
    .update(rawBody)
    .digest();
  // One `v1=` value per active secret while a secret is being rotated.
  return signatureHeader.split(',').some((part) => {
    const hex = /^v1=([0-9a-f]{64})$/.exec(part.trim())?.[1];
    return hex !== undefined && timingSafeEqual(Buffer.from(hex, 'hex'), expected);
  });
}

/**
 * Where the ids of processed events are kept. `claim` records `id` and returns true, or returns
 * false when it was recorded before; it must be atomic (a unique key, Redis SET NX). `release`
 * forgets an id whose processing failed, so that MiniAI's retry is processed instead of skipped.
 *
 * @typedef {{ claim(id: string): boolean | Promise<boolean>, release(id: string): void | Promise<void> }} SeenEvents
 */

/** Ids in this process's memory: lost on restart and not shared between servers. */
export class MemorySeenEvents {
  /** @type {Set<string>} */
  #ids = new Set();

  /** @param {string} id */
  claim(id) {
    if (this.#ids.has(id)) return false;
    this.#ids.add(id);
    return true;
  }

  /** @param {string} id */
  release(id) {
    this.#ids.delete(id);
  }
}

/** One empty file per id in `directory`; creating it exclusively lets two processes agree on who was first. */
export class DirectorySeenEvents {
  /** @param {string} directory */
  constructor(directory) {
    this.directory = directory;
    mkdirSync(directory, { recursive: true });
  }

  /** @param {string} id */
  claim(id) {
    try {
      writeFileSync(this.#fileOf(id), '', { flag: 'wx' });
      return true;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EEXIST') return false;
      throw error;
    }
  }

  /** @param {string} id */
  release(id) {
    rmSync(this.#fileOf(id), { force: true });
  }

  /** Hashed, so that no id can name a path outside the directory. @param {string} id */
  #fileOf(id) {
    return path.join(this.directory, createHash('sha256').update(id).digest('hex'));
  }
}

/**
 * Verifies a delivery, then claims the `delivery_id` of its body: the signature covers it, unlike
 * the X-MiniAI-Delivery-Id header. 'duplicate' means the event was accepted before: answer 2xx, do nothing.
 *
 * @param {Parameters<typeof verifyMiniAiSignature>[0] & { seenEvents: SeenEvents }} delivery
 * @returns {Promise<{ outcome: 'accepted' | 'duplicate' | 'rejected', event?: { delivery_id: string } }>}
 */
export async function acceptMiniAiDelivery({ seenEvents, ...delivery }) {
  if (!verifyMiniAiSignature(delivery)) return { outcome: 'rejected' };
  /** @type {unknown} */
  let event;
  try {
    event = JSON.parse(delivery.rawBody.toString('utf8'));
  } catch {
    return { outcome: 'rejected' };
  }
  if (typeof event !== 'object' || event === null || !('delivery_id' in event)) {
    return { outcome: 'rejected' };
  }
  const id = event.delivery_id;
  if (typeof id !== 'string' || id === '') return { outcome: 'rejected' };
  const first = await seenEvents.claim(id);
  return { outcome: first ? 'accepted' : 'duplicate', event: { ...event, delivery_id: id } };
}

/** Exit statuses of the command line, one per outcome; 2 is a configuration or usage error. */
const exitStatus = { accepted: 0, rejected: 1, duplicate: 3 };

/**
 * The command line's work at the clock `nowSeconds`: reads the body from stdin, prints the outcome
 * and returns the exit status.
 * @param {string[]} args
 * @param {number} nowSeconds
 * @returns {Promise<number>}
 */
export async function commandLine(args, nowSeconds) {
  const [timestampHeader, signatureHeader, ...extra] = args;
  if (timestampHeader === undefined || signatureHeader === undefined || extra.length > 0) {
    console.error('usage: node verify-webhook.mjs <timestamp> <signature> < body.json');
    return 2;
  }
  /** @type {Buffer[]} */
  const chunks = [];
  // stdin without an encoding yields Buffers.
  const stdin = /** @type {AsyncIterable<Buffer>} */ (process.stdin);
  for await (const chunk of stdin) chunks.push(chunk);
  const seenDirectory = process.env.MINIAI_SEEN_EVENTS_DIR;
  try {
    const { outcome } = await acceptMiniAiDelivery({
      secret: process.env.MINIAI_APP_SECRET,
      rawBody: Buffer.concat(chunks),
      signatureHeader,
      timestampHeader,
      nowSeconds,
      seenEvents: seenDirectory ? new DirectorySeenEvents(seenDirectory) : new MemorySeenEvents(),
    });
    console.log(outcome);
    return exitStatus[outcome];
  } catch (error) {
    if (!(error instanceof MissingSecretError)) throw error;
    console.error(error.message);
    return 2;
  }
}

// Command line: MINIAI_APP_SECRET=… [MINIAI_SEEN_EVENTS_DIR=…] node verify-webhook.mjs <timestamp> <signature> < body.json
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await commandLine(process.argv.slice(2), Math.floor(Date.now() / 1000));
}
