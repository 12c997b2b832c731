/**
 * The sandbox's state, what makes it a test environment rather than a set of examples: the orders
 * the reader created, the webhook events each change made, the remembered idempotent answers and
 * the ZNS quota. Pure functions on plain JSON, so the Service Worker keeps the state in IndexedDB
 * (src/lib/sandbox/store.ts) and the unit tests keep it in memory. Seeded from the contract's
 * examples: the orders the read operations show, the events the event operations show.
 */
import {
  everyOperation,
  isJsonObject,
  jsonMediaType,
  jsonText,
  resolvePointer,
  resolveRef,
  type Json,
  type JsonObject,
} from '../openapiDocument';

/** One answer kept under an `Idempotency-Key` (or an order's `external_id`). */
export interface KeptAnswer {
  /** The request that was answered: method, path and raw body. */
  request: string;
  time: number;
  response: { status: number; headers: Record<string, string>; body: Json };
}

export interface SandboxState {
  /** Orders, newest first, as the order list returns them. */
  orders: JsonObject[];
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

/** The success examples of one operation's responses. */
function successExamples(document: JsonObject, operationId: string): Json[] {
  const entry = everyOperation(document).find(
    (candidate) => candidate.operation.operationId === operationId,
  );
  const responses = isJsonObject(entry?.operation.responses) ? entry.operation.responses : {};
  const found: Json[] = [];
  for (const [status, response] of Object.entries(responses)) {
    if (!status.startsWith('2')) continue;
    const media = jsonMediaType(document, resolveRef(document, response));
    const examples = isJsonObject(media?.examples) ? media.examples : {};
    for (const example of Object.values(examples)) {
      const resolved = resolveRef(document, example);
      if (isJsonObject(resolved) && resolved.value !== undefined) found.push(resolved.value);
    }
  }
  return found;
}

/** The `data` (or `data.items`) of the success examples of `operationIds`, first id wins. */
function seedsOf(document: JsonObject, operationIds: string[], idKey: string): JsonObject[] {
  const seeds = new Map<string, JsonObject>();
  for (const operationId of operationIds) {
    for (const example of successExamples(document, operationId)) {
      const data = isJsonObject(example) ? example.data : undefined;
      const items = isJsonObject(data) && Array.isArray(data.items) ? data.items : [data];
      for (const item of items) {
        if (isJsonObject(item) && typeof item[idKey] === 'string' && !seeds.has(item[idKey]))
          seeds.set(item[idKey], structuredClone(item));
      }
    }
  }
  return [...seeds.values()];
}

const byTimeDescending = (key: string) => (a: JsonObject, b: JsonObject) =>
  Number(b[key]) - Number(a[key]);

/** A new state, from the contract's examples. */
export function seedState(document: JsonObject): SandboxState {
  const quota = successExamples(document, 'get-zns-quota').find(isJsonObject);
  return {
    orders: seedsOf(document, ['get-list-orders', 'get-order-detail'], 'order_id').sort(
      byTimeDescending('created_time'),
    ),
    events: seedsOf(document, ['get-list-events', 'get-event-detail'], 'delivery_id')
      .sort(byTimeDescending('created_time'))
      .reverse(),
    idempotency: {},
    znsQuota: isJsonObject(quota?.data) ? structuredClone(quota.data) : null,
  };
}

/** The catalogue the sandbox prices orders with: every product the examples show, by id. */
export function catalogue(document: JsonObject): Map<string, { name: string; price: number }> {
  const products = new Map<string, { name: string; price: number }>();
  const visit = (node: Json | undefined): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (isJsonObject(node)) {
      const id = node.product_id;
      const name = node.name ?? node.product_name;
      const price = node.price ?? node.unit_price;
      if (typeof id === 'string' && typeof name === 'string' && typeof price === 'number') {
        if (!products.has(id) || typeof node.price === 'number') products.set(id, { name, price });
      }
      Object.values(node).forEach(visit);
    }
  };
  visit(isJsonObject(document.paths) ? document.paths : {});
  return products;
}

/** The OA the webhook examples belong to: the sandbox's events carry it. */
export function webhookOaId(document: JsonObject): string {
  const event = seedsOf(document, ['get-list-events'], 'delivery_id')[0];
  return typeof event?.oa_id === 'string' ? event.oa_id : '';
}

/** The contract's test signing secret (named in `X-MiniAI-Signature`'s description). */
export function sandboxSigningSecret(document: JsonObject): string {
  const parameter = resolvePointer(document, '#/components/parameters/WebhookSignature');
  const description = isJsonObject(parameter) ? jsonText(parameter.description) : '';
  const secret = /`(miniai-[a-z-]*secret)`/.exec(description)?.[1];
  if (secret === undefined) throw new Error('X-MiniAI-Signature names no test secret');
  return secret;
}

function randomText(length: number, alphabet = '0123456789abcdefghijklmnopqrstuvwxyz'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

export function newOrderId(): string {
  return `ord_${randomText(8, '0123456789abcdef')}`;
}

/** A new order's `code`, `DH` + its day (yyMMdd, UTC) + a serial of the day. */
export function newOrderCode(state: SandboxState, time: number): string {
  const day = new Date(time).toISOString().slice(2, 10).replace(/-/g, '');
  const serial = state.orders.filter((order) => jsonText(order.code).startsWith(`DH${day}`)).length;
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
