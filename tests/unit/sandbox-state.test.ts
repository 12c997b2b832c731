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
  operationById,
  operationParameters,
  resolvePointer,
  type Json,
  type JsonObject,
  type OperationEntry,
} from '@site/openapi/tools/document';
import { createSandbox } from '@site/src/lib/sandbox/core';
import { runtimeValidators } from '@site/src/lib/sandbox/runtimeValidators';
import {
  sandboxSigningSecret,
  seedState,
  shopTransitions,
  upgradeState,
  webhookBody,
  type SandboxState,
} from '@site/src/lib/sandbox/state';
import {
  operationShape,
  statefulResources,
  writeOperations,
} from '@site/src/lib/sandbox/resources';
import { statefulOperations, znsDelivery, znsFailureCodes } from '@site/src/lib/sandbox/stateful';
import { describedParameters, listOperations, listParameters } from '@site/src/lib/sandbox/lists';
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
    [
      'order.created',
      ...(withoutExternalId.items as JsonObject[]).map(() => 'product.stock_changed'),
      'order.status_changed',
    ],
    'one event per change (the order, the stock each item reserves, the status), none for the retry, oldest first',
  );
  const changed = mine.at(-1) as JsonObject;
  assert.equal((changed.data as JsonObject).previous_status, 'new');
  assert.deepEqual(send('GET', `/events/${jsonText(changed.delivery_id)}`).data, changed);
  const filtered = send('GET', '/events?type=order.status_changed').data.items as JsonObject[];
  assert.ok(filtered.every((event) => event.event === 'order.status_changed'));

  assert.equal(send('GET', '/orders/ord_00000000').status, 404);
  assert.equal(send('POST', '/orders/ord_00000000/status', { status: 'confirmed' }).status, 404);
});

test('the contract examples seed the sandbox: every operation page default request gets its documented status', () => {
  for (const request of exampleExchanges(document)) {
    const { send } = freshSandbox();
    const answer = send(request.method.toUpperCase(), request.url, request.body);
    assert.equal(
      answer.status,
      request.status,
      `${request.operationId}: ${JSON.stringify(answer.body)}`,
    );
  }
});

/** The request example of an operation, by id: what its page's console sends first. */
const exampleOf = (operationId: string) => exchange(operationId).body as JsonObject;

test('the stateful operations come from the contract: every write, and every operation on a resource a reader can create, is answered from the state', () => {
  const stateful = statefulOperations(document);
  const writes = writeOperations(document);
  assert.ok(writes.length >= 15, 'the contract has its writes');
  for (const entry of writes) {
    const operationId = jsonText(entry.operation.operationId);
    assert.ok(
      operationShape(entry.path, entry.method),
      `${operationId}: a shape the sandbox knows`,
    );
    assert.ok(stateful.handles(operationId), `${operationId} is answered from the state`);
    // Its page's first request changes the state: what it wrote can be read back.
    const { send, state } = freshSandbox();
    const before = JSON.stringify(state);
    const request = exchange(operationId);
    const answer = send(request.method.toUpperCase(), request.url, request.body);
    assert.equal(answer.status, request.status, `${operationId}: ${JSON.stringify(answer.body)}`);
    assert.notEqual(JSON.stringify(state), before, `${operationId} changes the state`);
  }
  const resources = statefulResources(document);
  assert.deepEqual(resources.map((resource) => resource.collection).sort(), [
    '/news',
    '/oa-messages',
    '/orders',
    '/products',
    '/zns-templates',
  ]);
  for (const resource of resources) {
    for (const operationId of resource.operations.keys())
      assert.ok(stateful.handles(operationId), `${operationId} is answered from the state`);
  }
});

test('each resource: what the reader creates is read back by id, found in its list, updated and deleted', () => {
  for (const resource of statefulResources(document)) {
    const { send } = freshSandbox();
    const kinds = new Map(
      [...resource.operations].map(([operationId, { kind }]) => [kind, operationId]),
    );
    const create = kinds.get('create') as string;
    const created = send('POST', resource.collection, exampleOf(create));
    assert.equal(
      created.status,
      exchange(create).status,
      `${create}: ${JSON.stringify(created.body)}`,
    );
    const id = jsonText(created.data[resource.idKey]);
    const seeded = (exchange(kinds.get('read') as string).response as JsonObject)
      .data as JsonObject;
    assert.notEqual(id, seeded[resource.idKey], `${create} makes a new id`);
    assert.equal(
      id.replace(/[0-9a-f]/g, ''),
      jsonText(seeded[resource.idKey]).replace(/[0-9a-f]/g, ''),
    );
    const itemPath = `${resource.collection}/${id}`;
    const read = send('GET', itemPath);
    assert.equal(read.status, 200, `${resource.collection}: read back`);
    assert.equal(read.data[resource.idKey], id);
    const listed = send('GET', resource.collection).data.items as JsonObject[];
    assert.equal(
      listed[0]?.[resource.idKey],
      id,
      `${resource.collection}: newest first in the list`,
    );

    for (const kind of ['update', 'replace'] as const) {
      const operationId = kinds.get(kind);
      if (operationId === undefined) continue;
      const body = exampleOf(operationId);
      const changed = send(kind === 'update' ? 'PATCH' : 'PUT', itemPath, body);
      assert.equal(changed.status, 200, `${operationId}: ${JSON.stringify(changed.body)}`);
      const after = send('GET', itemPath).data;
      for (const [field, value] of Object.entries(body))
        assert.deepEqual(after[field], value, `${operationId} keeps ${field}`);
    }
    const remove = kinds.get('delete');
    if (remove !== undefined) {
      const deleted = send('DELETE', itemPath);
      assert.equal(deleted.status, 200, `${remove}: ${JSON.stringify(deleted.body)}`);
      assert.equal(deleted.data.id, id);
      assert.equal(send('GET', itemPath).status, 404, `${remove}: gone`);
      const after = send('GET', resource.collection).data.items as JsonObject[];
      assert.ok(!after.some((record) => record[resource.idKey] === id), `${remove}: not listed`);
      assert.equal(send('DELETE', itemPath).status, 404, `${remove}: twice is not found`);
    }
  }
});

test('products: a code is unique, no stock is out_of_stock, and every stock change records product.stock_changed (orders reserve, a cancellation gives back)', () => {
  const { send } = freshSandbox();
  const request = exampleOf('create-product');
  const withoutStock = Object.fromEntries(
    Object.entries(request).filter(([field]) => field !== 'stock'),
  );
  const created = send('POST', '/products', { ...withoutStock, code: 'SANDBOX-NO-STOCK' });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.equal(created.data.stock, 0);
  assert.equal(created.data.status, 'out_of_stock');
  assert.equal(send('POST', '/products', { ...request, code: 'SANDBOX-NO-STOCK' }).error, -1007);
  const productId = jsonText(created.data.product_id);
  const restocked = send('PATCH', `/products/${productId}`, { stock: 3 });
  assert.equal(restocked.data.status, 'active');
  const stockEvents = () =>
    (send('GET', '/events?type=product.stock_changed&limit=50').data.items as JsonObject[])
      .map((event) => event.data as JsonObject)
      .filter((data) => data.product_id === productId);
  assert.deepEqual(stockEvents().at(-1), {
    product_id: productId,
    code: 'SANDBOX-NO-STOCK',
    previous_stock: 0,
    stock: 3,
    reason: 'api',
    order_id: null,
  });

  const order = (quantity: number) =>
    send('POST', '/orders', { ...withoutExternalId, items: [{ product_id: productId, quantity }] });
  assert.equal(order(4).error, -1006, 'more than the stock');
  const placed = order(3);
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  assert.equal((placed.data.items as JsonObject[])[0]?.unit_price, request.price);
  assert.equal(send('GET', `/products/${productId}`).data.status, 'out_of_stock');
  assert.deepEqual(stockEvents().at(-1), {
    product_id: productId,
    code: 'SANDBOX-NO-STOCK',
    previous_stock: 3,
    stock: 0,
    reason: 'order',
    order_id: placed.data.order_id,
  });
  send('POST', `/orders/${jsonText(placed.data.order_id)}/status`, {
    status: 'cancelled_by_seller',
  });
  assert.equal(send('GET', `/products/${productId}`).data.stock, 3);
  assert.equal(stockEvents().at(-1)?.reason, 'order_cancelled');

  send('DELETE', `/products/${productId}`);
  assert.equal(order(1).error, -1001, 'a deleted product cannot be ordered');
});

test('ZNS templates: DRAFT and REJECT change, register moves to PENDING_REVIEW, other statuses are refused with -1006; sync imports once', () => {
  const { send } = freshSandbox();
  const created = send('POST', '/zns-templates', exampleOf('create-template'));
  assert.equal(created.data.status, 'DRAFT');
  const path = `/zns-templates/${jsonText(created.data.template_id)}`;
  assert.equal(send('PATCH', path, { note: 'first draft' }).status, 200);
  const registered = send('POST', `${path}/register`);
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  assert.equal(registered.data.status, 'PENDING_REVIEW');
  assert.match(jsonText(registered.data.zalo_template_id), /^\d+$/);
  assert.match(jsonText(registered.data.preview_url), /^https:\/\//);
  for (const [method, url, body] of [
    ['PATCH', path, { note: 'too late' }],
    ['DELETE', path, undefined],
    ['POST', `${path}/register`, undefined],
  ] as const) {
    const refused = send(method, url, body);
    assert.equal(refused.status, 409, `${method} ${url}`);
    assert.equal(refused.error, -1006, `${method} ${url}`);
  }
  // The ENABLE template the examples send with is refused too.
  assert.equal(send('DELETE', '/zns-templates/tpl_3c9e1a72').error, -1006);
  assert.equal(send('GET', path).data.status, 'PENDING_REVIEW');

  const sync = exchange('sync-template-third-partner');
  const first = send('POST', sync.url, sync.body);
  assert.equal(first.data.imported, 1);
  const imported = (first.data.templates as JsonObject[])[0] as JsonObject;
  assert.equal(imported.source, 'external');
  const again = send('POST', sync.url, sync.body);
  assert.deepEqual([again.data.imported, again.data.unchanged], [0, 1], 'nothing imported twice');
  const external = `/zns-templates/${jsonText(imported.template_id)}`;
  assert.equal(send('GET', external).data.zalo_template_id, imported.zalo_template_id);
  assert.equal(
    send('POST', `${external}/register`).error,
    -1006,
    'an external template is not registered',
  );
});

test('news: a product card goes in once, at its position, and comes out; the article is read back with it', () => {
  const { send } = freshSandbox();
  const created = send('POST', '/news', exampleOf('create-news'));
  const path = `/news/${jsonText(created.data.news_id)}`;
  // create-news states that an article without `status` is hidden until the OA decides.
  const withoutStatus = Object.fromEntries(
    Object.entries(exampleOf('create-news')).filter(([field]) => field !== 'status'),
  );
  const unstated = send('POST', '/news', withoutStatus);
  assert.equal(unstated.status, 201, JSON.stringify(unstated.body));
  assert.equal(unstated.data.status, 'hide');
  const blocks = () => send('GET', path).data.body as JsonObject[];
  const count = blocks().length;
  const added = send('POST', `${path}/products`, { product_id: 'prd_51a8c3e0', position: 0 });
  assert.equal(added.status, 200, JSON.stringify(added.body));
  assert.deepEqual(blocks()[0], { type: 'product', product_id: 'prd_51a8c3e0' });
  assert.equal(blocks().length, count + 1);
  assert.equal(send('POST', `${path}/products`, { product_id: 'prd_51a8c3e0' }).error, -1007);
  assert.equal(send('POST', `${path}/products`, { product_id: 'prd_00000000' }).error, -1001);
  assert.equal(send('DELETE', `${path}/products/prd_51a8c3e0`).status, 200);
  assert.equal(blocks().length, count);
  assert.equal(send('DELETE', `${path}/products/prd_51a8c3e0`).status, 404);
});

test('news and products: a product shown in an article is deleted only once it is out of every article (-1006, naming both); orders keep its item', () => {
  const { send } = freshSandbox();
  const seeded = (exchange('get-news-detail').response as JsonObject).data as JsonObject;
  const articleId = jsonText(seeded.news_id);
  const shown = (seeded.body as JsonObject[]).find((block) => block.type === 'product');
  assert.ok(shown !== undefined, 'the article example shows a product');
  const productId = jsonText(shown.product_id);
  const order = send('POST', '/orders', {
    ...withoutExternalId,
    items: [{ product_id: productId, quantity: 1 }],
  });
  assert.equal(order.status, 201, JSON.stringify(order.body));

  const refused = send('DELETE', `/products/${productId}`);
  assert.equal(refused.status, 409);
  assert.equal(refused.error, -1006);
  assert.equal(
    (refused.body as JsonObject).message,
    `Product ${productId} is attached to article ${articleId}`,
  );
  assert.equal(send('GET', `/products/${productId}`).status, 200, 'still there');
  // In a second article too: out of the first is not enough.
  const article = exampleOf('create-news');
  const second = send('POST', '/news', {
    ...article,
    body: (article.body as JsonObject[]).filter((block) => block.type !== 'product'),
  });
  const secondId = jsonText(second.data.news_id);
  assert.equal(send('POST', `/news/${secondId}/products`, { product_id: productId }).status, 200);
  assert.equal(send('DELETE', `/news/${articleId}/products/${productId}`).status, 200);
  assert.match(
    jsonText((send('DELETE', `/products/${productId}`).body as JsonObject).message),
    new RegExp(`article ${secondId}$`),
  );
  assert.equal(send('DELETE', `/news/${secondId}`).status, 200);
  assert.equal(send('DELETE', `/products/${productId}`).status, 200, 'in no article any more');

  const kept = send('GET', `/orders/${jsonText(order.data.order_id)}`);
  assert.deepEqual(kept.data.items, order.data.items, 'the order keeps the item, name and price');
  assert.ok((kept.data.items as JsonObject[])[0]?.product_name);
});

test('a create leaves a field the reader leaves out null where the answer allows null, not the example value', () => {
  const { send } = freshSandbox();
  const { description, sale, ...product } = exampleOf('create-product');
  const example = (exchange('create-product').response as JsonObject).data as JsonObject;
  assert.notEqual(example.description, null, 'the example has a description to leave out');
  const created = send('POST', '/products', { ...product, code: 'SANDBOX-BARE' });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.equal(created.data.description, null);
  assert.equal(created.data.sale, null);
  assert.ok(description !== undefined && sale !== undefined, 'the request example sends both');
});

/** The records a list operation reads, in the sandbox's state. */
function listRecords(state: SandboxState, entry: OperationEntry): JsonObject[] {
  if (entry.path === '/events') return state.events;
  const records = state.records[entry.path];
  assert.ok(records !== undefined, `${entry.path} has records`);
  return records;
}

/** The list operations whose records the state keeps (the others list their example). */
const statefulLists = listOperations(document).filter(
  (entry) => entry.path === '/events' || entry.path in seedState(document).records,
);

/** The time field each range parameter filters on, as the operations' descriptions state it. */
const rangeFields: Record<string, Record<string, string>> = {
  'get-list-orders': {
    from_time: 'created_time',
    to_time: 'created_time',
    updated_from: 'updated_time',
    updated_to: 'updated_time',
  },
  'get-sent-histories': { from_time: 'sent_time', to_time: 'sent_time' },
  'get-list-events': { created_from: 'created_time', created_to: 'created_time' },
};

test('every query parameter of every list operation means something in the sandbox, the same in both locales; the table of described parameters holds only parameters the contract has', () => {
  const english = listOperations(document);
  assert.deepEqual(english.map((entry) => entry.operation.operationId).sort(), [
    'get-list-categories',
    'get-list-events',
    'get-list-news',
    'get-list-oas',
    'get-list-orders',
    'get-list-products',
    'get-list-template',
    'get-sent-histories',
  ]);
  const vietnamese = localizedDocument('vi');
  const used = new Set<string>();
  for (const entry of english) {
    const operationId = jsonText(entry.operation.operationId);
    const meanings = listParameters(document, entry);
    const parameters = operationParameters(document, entry.pathItem, entry.operation).filter(
      (parameter) => parameter.in === 'query',
    );
    assert.deepEqual(
      [...meanings.keys()],
      parameters.map((parameter) => parameter.name),
      operationId,
    );
    const localized = operationById(vietnamese, operationId);
    assert.ok(localized !== undefined);
    assert.deepEqual(listParameters(vietnamese, localized), meanings, `${operationId} in vi`);
    const ranges: Record<string, string> = {};
    for (const parameter of parameters) {
      const name = jsonText(parameter.name);
      const meaning = meanings.get(name);
      if (name in describedParameters) used.add(name);
      // What the parameter's description says, for the meanings the table gives.
      const described = jsonText(parameter.description);
      if (meaning?.kind === 'since') assert.match(described, /at or after/, name);
      if (meaning?.kind === 'before') assert.match(described, /\bbefore\b/, name);
      if (meaning?.kind === 'since' || meaning?.kind === 'before') ranges[name] = meaning.field;
      if (meaning?.kind === 'equals')
        assert.equal(
          meaning.field,
          operationId === 'get-list-events' && name === 'type' ? 'event' : name,
          `${operationId} ${name}`,
        );
    }
    assert.deepEqual(ranges, rangeFields[operationId] ?? {}, operationId);
  }
  assert.deepEqual([...used].sort(), Object.keys(describedParameters).sort());
});

test('list filters: each field filter keeps exactly the items with that value', () => {
  let checked = 0;
  for (const entry of listOperations(document)) {
    const operationId = jsonText(entry.operation.operationId);
    for (const [name, meaning] of listParameters(document, entry)) {
      if (meaning.kind !== 'equals') continue;
      const { send, state } = freshSandbox();
      const all = () => send('GET', entry.path).data.items as JsonObject[];
      const stateful = statefulLists.some((list) => list.path === entry.path);
      const valueOf = () =>
        all()
          .map((item) => item[meaning.field])
          .find((candidate) => typeof candidate === 'string');
      // An item with a value (the seeded orders have no external_id), and one with another value.
      if (valueOf() === undefined && stateful)
        (listRecords(state, entry)[0] as JsonObject)[meaning.field] = 'sandbox-filter';
      const value = valueOf();
      assert.ok(typeof value === 'string', `${operationId}: an item has ${meaning.field}`);
      if (all().every((item) => item[meaning.field] === value)) {
        assert.ok(stateful, `${operationId}: the example varies ${name}`);
        (listRecords(state, entry).at(-1) as JsonObject)[meaning.field] = `${value}0`;
      }
      const expected = all().filter((item) => item[meaning.field] === value);
      assert.ok(expected.length < all().length);
      const answer = send('GET', `${entry.path}?${name}=${encodeURIComponent(value)}`);
      assert.equal(answer.status, 200, `${operationId} ${name}: ${JSON.stringify(answer.body)}`);
      assert.deepEqual(answer.data.items, expected, `${operationId} ${name}`);
      checked += 1;
    }
  }
  assert.ok(checked >= 15, `${checked} field filters`);
});

test('list filters: each time range keeps the items at or after its start and before its end, on the field the contract names', () => {
  const base = Date.UTC(2026, 10, 20);
  for (const entry of statefulLists) {
    const operationId = jsonText(entry.operation.operationId);
    const fields = rangeFields[operationId] ?? {};
    for (const [name, field] of Object.entries(fields)) {
      const { send, state } = freshSandbox();
      const records = listRecords(state, entry);
      // Three records at least, told apart by their times below.
      while (records.length < 3) records.push(structuredClone(records[0] as JsonObject));
      // One record each second: the bound is the second record's time.
      records.forEach((record, index) => {
        record[field] = base + index * 1000;
      });
      const bound = base + 1000;
      const kind = listParameters(document, entry).get(name)?.kind;
      const expected = records
        .filter((record) =>
          kind === 'since' ? Number(record[field]) >= bound : Number(record[field]) < bound,
        )
        .map((record) => JSON.stringify(record));
      const answer = send('GET', `${entry.path}?${name}=${bound}`);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.deepEqual(
        (answer.data.items as JsonObject[]).map((item) => JSON.stringify(item)).sort(),
        expected.sort(),
        `${operationId} ${name}`,
      );
    }
  }
});

test('list filters: q finds a product by its name with or without accents, or by its exact code', () => {
  const { send } = freshSandbox();
  const found = (q: string) =>
    (send('GET', `/products?q=${encodeURIComponent(q)}`).data.items as JsonObject[]).map(
      (product) => product.name,
    );
  // The description's own example: `banh trung thu` finds "Bánh trung thu".
  assert.deepEqual(found('banh trung thu'), ['Bánh trung thu thập cẩm']);
  assert.deepEqual(found('BÁNH TRUNG'), ['Bánh trung thu thập cẩm']);
  assert.deepEqual(found('ca phe sua da'), ['Cà phê sữa đá'], 'đ is d');
  assert.deepEqual(found('CF-SUADA-01'), ['Cà phê sữa đá'], 'the exact code');
  assert.deepEqual(found('CF-SUADA'), [], 'a code matches whole');
  assert.deepEqual(found('trà sữa'), []);
});

test('list pages: offset skips, limit caps (its default when absent), total counts every match', () => {
  for (const entry of listOperations(document)) {
    const meanings = listParameters(document, entry);
    if (!meanings.has('offset')) continue;
    const operationId = jsonText(entry.operation.operationId);
    const { send } = freshSandbox();
    const all = send('GET', entry.path).data;
    const items = all.items as JsonObject[];
    assert.ok(items.length >= 2, `${operationId} lists at least two items`);
    const limit = meanings.get('limit');
    assert.equal(all.limit, limit?.kind === 'limit' ? limit.default : undefined, operationId);
    const second = send('GET', `${entry.path}?offset=1&limit=1`).data;
    assert.deepEqual(
      [second.total, second.offset, second.limit, second.items],
      [items.length, 1, 1, [items[1]]],
      operationId,
    );
  }
});

test('the event list pages with a cursor that keeps the filters it was made with', () => {
  const { send } = freshSandbox();
  // Three stock changes, and the order's other events between them.
  for (const stock of [7, 8, 9]) {
    assert.equal(send('PATCH', '/products/prd_51a8c3e0', { stock }).status, 200);
    send('POST', '/orders', withoutExternalId);
  }
  const since = Date.UTC(2026, 10, 27);
  const query = `type=product.stock_changed&created_from=${since}&created_to=${since + 86_400_000}`;
  const all = send('GET', `/events?${query}`).data.items as JsonObject[];
  assert.ok(all.length >= 2, 'stock changes of today');
  const seen: Json[] = [];
  let page = send('GET', `/events?${query}&limit=1`).data;
  for (let count = 0; count < all.length; count += 1) {
    seen.push(...(page.items as Json[]));
    if (page.next_cursor === null) break;
    const cursor = jsonText(page.next_cursor);
    assert.match(cursor, /^evc_[A-Za-z0-9_-]{1,124}$/);
    // Without the filters: the cursor keeps them.
    const next = send('GET', `/events?cursor=${cursor}&limit=1`);
    assert.equal(next.status, 200, JSON.stringify(next.body));
    page = next.data;
  }
  assert.deepEqual(seen, all);
  assert.equal(page.next_cursor, null, 'the last page has no cursor');
  // A cursor the sandbox did not make (the contract's example) reads from the first page.
  const { url } = exchange('get-list-events');
  assert.match(url, /[?&]cursor=/);
  const example = send('GET', url);
  assert.equal(example.status, 200);
  assert.deepEqual(example.data, send('GET', url.replace(/([?&])cursor=[^&]*&?/, '$1')).data);
  assert.equal((example.data.items as JsonObject[]).length, 1, "the example's own event");
});

test("ZNS delivery statuses follow the documented rule: a phone ending in the failed example's code fails with it, any other is delivered; each send is in the sent history", () => {
  assert.deepEqual(znsFailureCodes(document), [-114]);
  assert.deepEqual(znsDelivery([-114], '84912345114'), { status: 'failed', errorCode: -114 });
  assert.deepEqual(znsDelivery([-114], '84912345678'), { status: 'delivered' });
  assert.deepEqual(znsDelivery([-114], null), { status: 'delivered' });

  const { send } = freshSandbox();
  const request = exampleOf('send-zns-message');
  const statusOf = (phone: string) => {
    const sent = send('POST', '/zns-messages', { ...request, phone });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    const messageId = sent.data.message_id;
    const events = send('GET', '/events?type=zns_message.status_changed&limit=50').data
      .items as JsonObject[];
    const event = events.find(
      (candidate) => (candidate.data as JsonObject).message_id === messageId,
    );
    const record = send('GET', `/oa-messages/${jsonText(messageId)}`).data;
    assert.equal(record.status, (event?.data as JsonObject | undefined)?.status);
    assert.equal(record.channel, 'zns');
    return { event: event?.data as JsonObject, record };
  };
  const failed = statusOf('84912345114');
  assert.equal(failed.event.status, 'failed');
  assert.equal(failed.event.error_code, -114);
  assert.equal(failed.record.error_code, -114);
  assert.equal(failed.record.billing, null);
  const delivered = statusOf(jsonText(request.phone));
  assert.equal(delivered.event.status, 'delivered');
  assert.equal(delivered.event.error_code, null);
  const history = send('GET', '/oa-messages?channel=zns&limit=50').data.items as JsonObject[];
  assert.deepEqual(
    history.slice(0, 2).map((message) => message.message_id),
    [delivered.record.message_id, failed.record.message_id],
  );
});

test('a consultation message is kept in the sent history; a redelivery queues the event again', () => {
  const { send } = freshSandbox();
  const sent = send('POST', '/oa-messages', exampleOf('send-message'));
  const record = send('GET', `/oa-messages/${jsonText(sent.data.message_id)}`).data;
  assert.equal(record.channel, 'oa');
  assert.equal(record.status, 'sent');
  assert.equal(record.preview, exampleOf('send-message').text);

  const redeliver = exchange('redeliver-event');
  const queued = send('POST', redeliver.url);
  assert.equal(queued.status, 202);
  assert.equal(queued.data.delivery_status, 'pending');
  assert.equal(send('POST', '/events/dlv_00000000/redeliver').status, 404);
});

test('a state an earlier sandbox stored keeps its orders and gains the other resources', () => {
  const fresh = seedState(document);
  const { records, ...rest } = fresh;
  const orders = [{ order_id: 'ord_0000abcd' }];
  const upgraded = upgradeState({ ...rest, orders } as unknown as SandboxState, document);
  assert.deepEqual(upgraded.records['/orders'], orders);
  assert.deepEqual(upgraded.records['/products'], records['/products']);
  assert.equal(upgradeState(fresh, document), fresh);
});

test('idempotency in the state: a key replays without a second order; an external_id replays its order or is refused with another body', () => {
  const { send, state } = freshSandbox();
  const count = () => state.records['/orders']?.length ?? 0;
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
