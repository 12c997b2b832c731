/**
 * The sandbox's state (src/lib/sandbox/state.ts, stateful.ts), in memory as the Service Worker
 * keeps it in IndexedDB: what a reader creates can be read, listed and changed as the contract
 * says; each change records the webhook event the contract defines; the deliveries of those events
 * are signed with the documented scheme, checked here by an independent verifier (node:crypto).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  isJsonObject,
  jsonText,
  localizedDocument,
  resolvePointer,
  type Json,
  type JsonObject,
} from '@site/openapi/tools/document';
import { createSandbox } from '@site/src/lib/sandbox/core';
import { runtimeValidators } from '@site/src/lib/sandbox/runtimeValidators';
import {
  sandboxSigningSecret,
  seedState,
  shopTransitions,
  webhookBody,
  type SandboxState,
} from '@site/src/lib/sandbox/state';
import { deliveryCurl, webhookDelivery } from '@site/src/lib/sandbox/webhookDelivery';
import { exampleExchanges } from '@site/tests/support/mockApi';
import { webhookTestVector } from '@site/tests/support/webhookDeliveries';
import { sandboxCases, sandboxTestToken } from '@site/tests/support/sandboxCases';
import { listenOnLoopback, serverReadingBodies } from '@site/tests/support/loopback';

const document = localizedDocument('en');
const token = 'test-access-token';

function exchange(operationId: string) {
  const found = exampleExchanges(document).find((entry) => entry.operationId === operationId);
  assert.ok(found !== undefined, operationId);
  return found;
}

/** One sandbox with one state, and a way to send it requests as the console does. */
function freshSandbox(clock = { now: Date.UTC(2026, 10, 27, 9) }) {
  const sandbox = createSandbox(document, runtimeValidators(document), () => clock.now);
  const state: SandboxState = seedState(document);
  const send = (method: string, url: string, body?: Json, headers: Record<string, string> = {}) => {
    const answer = sandbox.answer(
      {
        method,
        url,
        headers: { access_token: token, 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      state,
    );
    const data = isJsonObject(answer.body) ? answer.body.data : undefined;
    return {
      ...answer,
      data: isJsonObject(data) ? data : {},
      error: (answer.body as JsonObject).error,
    };
  };
  return { state, send, clock };
}

const orderRequest = exchange('create-order').body as JsonObject;
const withoutExternalId = (() => {
  const copy = structuredClone(orderRequest);
  delete copy.external_id;
  return copy;
})();

test('the transitions the sandbox allows are the ones update-order-status lists', () => {
  const operation = resolvePointer(document, '#/paths/~1orders~1{order_id}~1status/post');
  const description = isJsonObject(operation) ? jsonText(operation.description) : '';
  const listed: Record<string, string[]> = {};
  for (const [, from, rest] of description.matchAll(/^- `([a-z_]+)` → (.+(?:\n {2}.+)*)/gm)) {
    listed[from as string] = [...(rest as string).matchAll(/`([a-z_]+)`/g)].map(
      (m) => m[1] as string,
    );
  }
  assert.ok(Object.keys(listed).length >= 3, description);
  const allowed = Object.fromEntries(
    Object.entries(shopTransitions).filter(([, targets]) => targets.length > 0),
  );
  assert.deepEqual(allowed, listed);
});

test('an order created in the sandbox is read back, listed, and changes status as the contract allows', () => {
  const { send, clock } = freshSandbox();
  const created = send('POST', '/orders', withoutExternalId);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const orderId = jsonText(created.data.order_id);
  assert.match(orderId, /^ord_[0-9a-f]{8}$/);
  assert.equal(created.data.status, 'new');
  assert.equal(created.data.source, 'api');
  const amounts = (created.data.items as JsonObject[]).map((item) => Number(item.amount));
  assert.equal(
    created.data.total_amount,
    amounts.reduce((sum, amount) => sum + amount, Number(orderRequest.shipping_fee)),
  );

  const read = send('GET', `/orders/${orderId}`);
  assert.equal(read.status, 200);
  assert.deepEqual(read.data, created.data);
  const listed = send('GET', '/orders?status=new');
  assert.equal((listed.data.items as JsonObject[])[0]?.order_id, orderId, 'newest first');

  const skipped = send('POST', `/orders/${orderId}/status`, { status: 'completed' });
  assert.equal(skipped.status, 409);
  assert.equal(skipped.error, -1009);
  assert.deepEqual(skipped.data.allowed_statuses, ['confirmed', 'cancelled_by_seller']);
  const byBuyer = send('POST', `/orders/${orderId}/status`, { status: 'cancelled_by_buyer' });
  // Only the buyer cancels as the buyer: the request's schema does not offer that status.
  assert.equal(byBuyer.status, 400);

  clock.now += 60_000;
  const confirmed = send('POST', `/orders/${orderId}/status`, { status: 'confirmed' });
  assert.equal(confirmed.status, 200);
  assert.equal(confirmed.data.status, 'confirmed');
  assert.equal(confirmed.data.updated_time, clock.now);
  assert.deepEqual(
    (confirmed.data.status_history as JsonObject[]).map((entry) => entry.status),
    ['new', 'confirmed'],
  );
  const again = send('POST', `/orders/${orderId}/status`, { status: 'confirmed' });
  assert.equal(again.status, 200, 'the same status is a safe retry');

  const events = send('GET', '/events').data.items as JsonObject[];
  const mine = events.filter(
    (event) => JSON.stringify(event.data).includes(orderId) && event.delivery_status === 'pending',
  );
  assert.deepEqual(
    mine.map((event) => event.event),
    ['order.created', 'order.status_changed'],
    'one event per change, none for the retry, oldest first',
  );
  const changed = mine[1] as JsonObject;
  assert.equal((changed.data as JsonObject).previous_status, 'new');
  assert.deepEqual(send('GET', `/events/${jsonText(changed.delivery_id)}`).data, changed);
  const filtered = send('GET', '/events?type=order.status_changed').data.items as JsonObject[];
  assert.ok(filtered.every((event) => event.event === 'order.status_changed'));

  assert.equal(send('GET', '/orders/ord_00000000').status, 404);
  assert.equal(send('POST', '/orders/ord_00000000/status', { status: 'confirmed' }).status, 404);
});

test('the contract examples seed the sandbox, and each operation page default request still succeeds', () => {
  const { send } = freshSandbox();
  for (const operationId of [
    'get-order-detail',
    'update-order-status',
    'get-list-orders',
    'get-list-events',
    'get-event-detail',
    'get-zns-quota',
  ]) {
    const request = exchange(operationId);
    const answer = send(request.method.toUpperCase(), request.url, request.body);
    assert.equal(answer.status, request.status, `${operationId}: ${JSON.stringify(answer.body)}`);
  }
});

test('idempotency in the state: a key replays without a second order; an external_id replays its order or is refused with another body', () => {
  const { send, state } = freshSandbox();
  const count = () => state.orders.length;
  const before = count();
  const first = send('POST', '/orders', withoutExternalId, { 'Idempotency-Key': 'k1' });
  const replay = send('POST', '/orders', withoutExternalId, { 'Idempotency-Key': 'k1' });
  assert.equal(replay.headers['idempotent-replayed'], 'true');
  assert.equal(replay.data.order_id, first.data.order_id);
  const second = send('POST', '/orders', withoutExternalId, { 'Idempotency-Key': 'k2' });
  assert.notEqual(second.data.order_id, first.data.order_id, 'a new key creates a new order');
  assert.equal(count(), before + 2);

  const byExternalId = send('POST', '/orders', orderRequest);
  assert.equal(byExternalId.status, 201);
  assert.equal(byExternalId.headers['idempotent-replayed'], undefined);
  const sameBody = send('POST', '/orders', orderRequest);
  assert.equal(sameBody.headers['idempotent-replayed'], 'true');
  assert.equal(sameBody.data.order_id, byExternalId.data.order_id);
  const otherBody = send('POST', '/orders', { ...orderRequest, note: 'another note' });
  assert.equal(otherBody.status, 409);
  assert.equal(otherBody.error, -1007);
  assert.equal(count(), before + 3);

  const unknown = send('POST', '/orders', {
    ...withoutExternalId,
    items: [{ product_id: 'prd_00000000', quantity: 1 }],
  });
  assert.equal(unknown.status, 400);
  assert.equal(unknown.error, -1001);
});

test('a ZNS send takes one from the quota and records its delivery status', () => {
  const { send } = freshSandbox();
  const quota = Number(send('GET', exchange('get-zns-quota').url).data.remaining_quota);
  const request = exchange('send-zns-message');
  const sent = send('POST', request.url, request.body);
  assert.equal(sent.status, request.status, JSON.stringify(sent.body));
  assert.equal((sent.data.quota as JsonObject).remaining_quota, quota - 1);
  assert.equal(send('GET', exchange('get-zns-quota').url).data.remaining_quota, quota - 1);
  const events = send('GET', '/events?type=zns_message.status_changed').data.items as JsonObject[];
  const mine = events.find(
    (event) => (event.data as JsonObject).message_id === sent.data.message_id,
  );
  assert.equal((mine?.data as JsonObject | undefined)?.status, 'delivered');
});

/** The documented check, written apart from the sandbox: HMAC-SHA256, hex, within 300 s. */
function verifies(
  secret: string,
  headers: Map<string, string>,
  body: string,
  now: number,
): boolean {
  const timestamp = headers.get('x-miniai-timestamp') ?? '';
  if (Math.abs(now - Number(timestamp)) > 300) return false;
  const expected = Buffer.from(
    `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
  );
  return (headers.get('x-miniai-signature') ?? '')
    .split(',')
    .some(
      (value) => value.length === expected.length && timingSafeEqual(Buffer.from(value), expected),
    );
}

test('deliveries are signed with the documented scheme and the contract test secret; the faulty ones fail the check', async () => {
  const vector = webhookTestVector();
  const secret = sandboxSigningSecret(document);
  assert.equal(secret, vector.secret);
  const signed = await webhookDelivery(
    vector.body,
    'dlv_x',
    secret,
    Number(vector.timestamp),
    'valid',
  );
  assert.equal(new Map(signed.headers).get('X-MiniAI-Signature'), vector.signature);

  const { send, state } = freshSandbox();
  send('POST', '/orders', withoutExternalId);
  const event = state.events.at(-1) as JsonObject;
  const body = JSON.stringify(webhookBody(event));
  const now = 1_795_579_200;
  const headersOf = (delivery: { headers: [string, string][] }) =>
    new Map(delivery.headers.map(([name, value]) => [name.toLowerCase(), value]));
  const valid = await webhookDelivery(body, jsonText(event.delivery_id), secret, now, 'valid');
  assert.ok(verifies(secret, headersOf(valid), valid.body, now));
  assert.equal(headersOf(valid).get('x-miniai-delivery-id'), event.delivery_id);
  for (const kind of ['tampered', 'expired'] as const) {
    const faulty = await webhookDelivery(body, jsonText(event.delivery_id), secret, now, kind);
    assert.equal(verifies(secret, headersOf(faulty), faulty.body, now), false, kind);
  }
  const duplicate = await webhookDelivery(
    body,
    jsonText(event.delivery_id),
    secret,
    now,
    'duplicate',
  );
  assert.equal(duplicate.times, 2);
  assert.ok(verifies(secret, headersOf(duplicate), duplicate.body, now));
});

test('"copy as curl" posts the delivery\'s exact bytes and headers', async () => {
  const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  const server = serverReadingBodies((request, body, response) => {
    received.push({ headers: request.headers, body });
    response.end('ok');
  });
  const port = await listenOnLoopback(server);
  try {
    // A body with a quote and Vietnamese text: both must survive the shell.
    const body = JSON.stringify({ delivery_id: 'dlv_q', note: "Giao giờ hành chính, it's ok" });
    const delivery = await webhookDelivery(
      body,
      'dlv_q',
      'miniai-docs-test-secret',
      1_795_579_200,
      'duplicate',
    );
    // Asynchronous: the server answers in this same process.
    await promisify(execFile)('bash', [
      '-c',
      deliveryCurl(delivery, `http://127.0.0.1:${port}/hook`),
    ]);
    assert.equal(received.length, 2);
    for (const got of received) {
      assert.equal(got.body, body);
      assert.equal(
        got.headers['x-miniai-signature'],
        new Map(delivery.headers).get('X-MiniAI-Signature'),
      );
    }
  } finally {
    server.close();
  }
});

test('with a state, the sandbox still answers every case of the sandbox/Prism table with its documented status and code', () => {
  const validators = runtimeValidators(document);
  const codes = new Map(
    ((document.info as JsonObject)['x-error-codes'] as JsonObject[]).map((entry) => [
      entry.name,
      entry.code,
    ]),
  );
  for (const testCase of sandboxCases(document)) {
    const sandbox = createSandbox(document, validators);
    const headers: Record<string, string> = { ...testCase.headers };
    const caseToken = testCase.token === undefined ? sandboxTestToken : testCase.token;
    if (caseToken !== null) headers.access_token = caseToken;
    const raw = (testCase.body as { raw?: unknown } | undefined)?.raw;
    const answer = sandbox.answer(
      {
        method: testCase.method.toUpperCase(),
        url: testCase.url,
        headers,
        body:
          testCase.body === undefined
            ? undefined
            : typeof raw === 'string'
              ? raw
              : JSON.stringify(testCase.body),
      },
      seedState(document),
    );
    assert.equal(
      answer.status,
      testCase.status,
      `${testCase.name}: ${JSON.stringify(answer.body)}`,
    );
    assert.equal((answer.body as JsonObject).error, codes.get(testCase.error), testCase.name);
  }
});
