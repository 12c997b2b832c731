/**
 * The sandbox's state, what makes it a test environment rather than a set of examples: the records
 * of every resource the reader can create (orders, products, news, ZNS templates, messages; see
 * src/lib/sandbox/resources.ts), the webhook events each change made, the remembered idempotent
 * answers and the ZNS quota. Pure functions on plain JSON, so the Service Worker keeps the state in
 * IndexedDB (src/lib/sandbox/store.ts) and the unit tests keep it in memory. Seeded from the
 * contract's examples: the records its operations show, the events the event operations show.
 */
import {
  isJsonObject,
  jsonText,
  operationById,
  resolvePointer,
  type Json,
  type JsonObject,
} from '../openapiDocument';
import { recordsOf, seedRecords, statefulResources, successData } from './resources';

/** One answer kept under an `Idempotency-Key` (or an order's `external_id`). */
export interface KeptAnswer {
  /** The request that was answered: method, path and raw body. */
  request: string;
  time: number;
  response: { status: number; headers: Record<string, string>; body: Json };
}

export interface SandboxState {
  /** The records of each resource, by collection path (`/orders`), newest first as lists return them. */
  records: Record<string, JsonObject[]>;
  /** Stored webhook events (`StoredEvent`), oldest first, as the event list returns them. */
  events: JsonObject[];
  /** Answers kept for 24 hours, by `[token, key]`. */
  idempotency: Record<string, KeptAnswer>;
  /** The ZNS quota (`get-zns-quota`'s data), decremented by each send. */
  znsQuota: JsonObject | null;
}

/**
 * The transitions `POST /orders/{order_id}/status` allows, as update-order-status's description
 * lists them (tests/unit/sandbox-state.test.ts reads that list and compares).
 */
export const shopTransitions: Readonly<Record<string, readonly string[]>> = {
  new: ['confirmed', 'cancelled_by_seller'],
  confirmed: ['shipping', 'cancelled_by_seller'],
  shipping: ['completed', 'cancelled_by_seller'],
  completed: [],
  cancelled_by_seller: [],
  cancelled_by_buyer: [],
};

/** What a status change decides: the order unchanged (same status), changed, or refused. */
export type TransitionOutcome =
  | { kind: 'unchanged' }
  | { kind: 'changed'; previous: string }
  | { kind: 'refused'; allowed: readonly string[] };

export function transition(current: string, requested: string): TransitionOutcome {
  if (current === requested) return { kind: 'unchanged' };
  const allowed = shopTransitions[current] ?? [];
  return allowed.includes(requested)
    ? { kind: 'changed', previous: current }
    : { kind: 'refused', allowed };
}

/** The `data` records of the success examples of `operationIds`, first id wins. */
function seedsOf(document: JsonObject, operationIds: string[], idKey: string): JsonObject[] {
  const seeds = new Map<string, JsonObject>();
  for (const operationId of operationIds) {
    const entry = operationById(document, operationId);
    for (const data of entry === undefined ? [] : successData(document, entry)) {
      for (const item of recordsOf(data, idKey)) {
        if (typeof item[idKey] === 'string' && !seeds.has(item[idKey]))
          seeds.set(item[idKey], structuredClone(item));
      }
    }
  }
  return [...seeds.values()];
}

/** The records of every resource (src/lib/sandbox/resources.ts), as the examples show them. */
function resourceSeeds(document: JsonObject): Record<string, JsonObject[]> {
  return Object.fromEntries(
    statefulResources(document).map((resource) => [
      resource.collection,
      seedRecords(document, resource),
    ]),
  );
}

/** A new state, from the contract's examples. */
export function seedState(document: JsonObject): SandboxState {
  const quota = operationById(document, 'get-zns-quota');
  const quotaData = quota === undefined ? undefined : successData(document, quota)[0];
  return {
    records: resourceSeeds(document),
    events: seedsOf(document, ['get-list-events', 'get-event-detail'], 'delivery_id').sort(
      (a, b) => Number(a.created_time) - Number(b.created_time),
    ),
    idempotency: {},
    znsQuota: isJsonObject(quotaData) ? structuredClone(quotaData) : null,
  };
}

/**
 * A state an earlier sandbox stored, brought to this shape: orders kept, the other resources
 * seeded (it kept only orders, in `orders`).
 */
export function upgradeState(kept: SandboxState, document: JsonObject): SandboxState {
  const stored = kept as Partial<SandboxState> & Omit<SandboxState, 'records'>;
  if (stored.records !== undefined) return kept;
  const { orders, ...rest } = stored as typeof stored & { orders?: JsonObject[] };
  const records = resourceSeeds(document);
  if (Array.isArray(orders)) records['/orders'] = orders;
  return { ...rest, records };
}

/** The OA the webhook examples belong to: the sandbox's events carry it. */
export function webhookOaId(document: JsonObject): string {
  const event = seedsOf(document, ['get-list-events'], 'delivery_id')[0];
  return typeof event?.oa_id === 'string' ? event.oa_id : '';
}

/** The error when the contract names no test secret: only the sandbox's state code holds it (e2e looks for it). */
export const noTestSecret = 'X-MiniAI-Signature names no test secret';

/** The contract's test signing secret (named in `X-MiniAI-Signature`'s description). */
export function sandboxSigningSecret(document: JsonObject): string {
  const parameter = resolvePointer(document, '#/components/parameters/WebhookSignature');
  const description = isJsonObject(parameter) ? jsonText(parameter.description) : '';
  const secret = /`(miniai-[a-z-]*secret)`/.exec(description)?.[1];
  if (secret === undefined) throw new Error(noTestSecret);
  return secret;
}

function randomText(length: number, alphabet = '0123456789abcdefghijklmnopqrstuvwxyz'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/** A new order's `code`, `DH` + its day (yyMMdd, UTC) + a serial of the day. */
export function newOrderCode(state: SandboxState, time: number): string {
  const day = new Date(time).toISOString().slice(2, 10).replace(/-/g, '');
  const serial = (state.records['/orders'] ?? []).filter((order) =>
    jsonText(order.code).startsWith(`DH${day}`),
  ).length;
  return `DH${day}${String(serial + 1).padStart(4, '0')}`;
}

/** Records a webhook event: stored as the event list returns it, never sent. */
export function recordEvent(
  state: SandboxState,
  oaId: string,
  event: string,
  data: JsonObject,
  time: number,
): JsonObject {
  const stored: JsonObject = {
    delivery_id: `dlv_${randomText(16)}`,
    event,
    created_time: time,
    oa_id: oaId,
    data: structuredClone(data),
    // The sandbox has no endpoint to deliver to: the console's event log shows each delivery.
    delivery_status: 'pending',
    attempts: 0,
    last_attempt_time: null,
  };
  state.events.push(stored);
  return stored;
}

/** The webhook body of a stored event: what MiniAI POSTs, without the delivery state. */
export function webhookBody(stored: JsonObject): JsonObject {
  const { delivery_id, event, created_time, oa_id, data } = stored;
  return { delivery_id, event, created_time, oa_id, data } as JsonObject;
}
