/**
 * The in-browser sandbox, the request console's first server: in real Chromium against the
 * nginx-served build (production CSP), with every request to another host blocked, it answers the
 * console as the contract documents, in both locales; nothing of it loads before the console opens.
 * It is a test environment: what the reader creates stays (reload, other tabs) until reset, and
 * each change makes a webhook event signed as the contract documents, shown in the console's event
 * log and in the one on /docs/webhooks.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration, visitTest } from '@site/tests/support/fixtures';
import { locales, localePath, type LocaleInfo } from '@site/tests/support/routes';
import { exampleExchanges } from '@site/tests/support/mockApi';
import {
  jsonText,
  isJsonObject,
  localizedDocument,
  type JsonObject,
} from '@site/openapi/tools/document';
import { expectNoAxeViolations, lightDesktop } from '@site/tests/support/axe';
import { webhookTestVector } from '@site/tests/support/webhookDeliveries';
import { sandboxBasePath } from '@site/src/lib/sandboxBasePath';
import { noTestSecret } from '@site/src/lib/sandbox/state';

// Opening the console downloads the theme's explorer: allow for a loaded 2-core machine.
test.describe.configure({ timeout: 60_000 });

const consoleText = {
  vi: {
    tryIt: 'Thử gọi API',
    send: 'Gửi yêu cầu',
    reuseKey: 'Dùng lại khóa của lần gửi trước',
    events: 'Sự kiện webhook của sandbox',
    reset: 'Đặt lại dữ liệu sandbox',
    openLog: 'Mở nhật ký sự kiện của sandbox',
  },
  en: {
    tryIt: 'Try it',
    send: 'Send API Request',
    reuseKey: "Reuse the last send's key",
    events: 'Sandbox webhook events',
    reset: 'Reset sandbox data',
    openLog: "Open the sandbox's event log",
  },
} as const;

/** The create-order request example and its documented 201 answer, in the locale's contract. */
function createOrder(locale: LocaleInfo) {
  const exchange = exampleExchanges(localizedDocument(locale.code)).find(
    (candidate) => candidate.operationId === 'create-order',
  );
  const data = isJsonObject(exchange?.response) ? exchange.response.data : undefined;
  if (exchange === undefined || !isJsonObject(exchange.body) || !isJsonObject(data)) {
    throw new Error('create-order needs a request example and a 201 example');
  }
  return { request: exchange.body, status: exchange.status };
}

/** The create-product request example of the locale's contract: what its page's console sends. */
function productRequest(locale: LocaleInfo): JsonObject {
  const exchange = exampleExchanges(localizedDocument(locale.code)).find(
    (candidate) => candidate.operationId === 'create-product',
  );
  if (exchange === undefined || !isJsonObject(exchange.body))
    throw new Error('create-product needs a request example');
  return exchange.body;
}

/** Opens the request console, with `token` typed into its access-token field when given. */
async function openConsole(page: Page, locale: LocaleInfo, token?: string) {
  await page.getByRole('button', { name: consoleText[locale.code].tryIt }).click();
  const panel = page.locator('.openapi-right-panel__container');
  await expect(panel.getByRole('button', { name: consoleText[locale.code].send })).toBeVisible({
    timeout: 20_000,
  });
  if (token !== undefined) await panel.getByLabel('accessToken', { exact: true }).fill(token);
  return panel;
}

/**
 * Replaces the console's body. The theme's editor (react-live, use-editable) hands its text to the
 * form only on a keyup or a paste: text inserted without key events shows in the editor while the
 * form keeps the old (here empty) body, and the required body then blocks Send. So the body goes in
 * at once, and End (which changes nothing) makes the editor hand it over; typing it key by key
 * re-renders the console on every key and is slow. Tab then leaves the editor: leaving it turns its
 * wrapping off, so a long line shrinks it and the Send button below moves up; clicked while the
 * editor still has focus, the button moves between mouse down and up and the click is lost.
 */
async function typeBody(page: Page, panel: Locator, body: string) {
  const editor = panel.locator('.openapi-explorer__playground-editor');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.insertText(body);
  await page.keyboard.press('End');
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
  // The curl sample shows the body the form will send: no longer the empty one.
  await expect(panel.getByText("-d ''", { exact: true })).toHaveCount(0);
}

/** Sends the console's request: the sandbox's answer, and the console's answer box. */
async function send(page: Page, panel: Locator, locale: LocaleInfo) {
  const answer = page.waitForResponse((response) =>
    response.url().endsWith(`${sandboxBasePath}/orders`),
  );
  await panel.getByRole('button', { name: consoleText[locale.code].send }).click();
  const answered = await answer;
  const body = (await answered.json()) as { data?: JsonObject };
  return {
    data: body.data ?? {},
    status: answered.status(),
    sent: answered.request().headers(),
    headers: answered.headers(),
    response: panel.locator('.openapi-explorer__response-container'),
  };
}

test('the browser reaches no host but this machine: what the sandbox answers comes from the page alone', async ({
  page,
}) => {
  // playwright.config.ts points every other host at a proxy that is not there.
  for (const elsewhere of ['http://192.0.2.1/', 'https://miniai.vn/v1/orders']) {
    await expect(page.goto(elsewhere)).rejects.toThrow(/ERR_PROXY_CONNECTION_FAILED/);
  }
});

/** Requests the sandbox refuses, each answered with the documented error envelope. */
const refusals: {
  behaviour: string;
  token: string;
  body?: string;
  status: number;
  shown: string[];
}[] = [
  {
    behaviour: 'without a token the sandbox answers the documented "missing token" envelope',
    // With its token field empty the console sends no token (not the samples' placeholder).
    token: '',
    status: 401,
    shown: ['"error": -1002', '"data": null'],
  },
  {
    behaviour: 'a body that breaks the schema gets a 400 naming the field',
    token: 'e2e-test-token',
    // No customer, a required field, and a note of the wrong type.
    body: '{"note": 1}',
    status: 400,
    shown: ['"error": -1001', '"name": "customer"'],
  },
];

for (const locale of locales) {
  const route = localePath(locale, '/api/orders/create-order');
  const order = createOrder(locale);

  test(`${locale.code}: no sandbox code loads before the console opens, and the console body starts from the documented example`, async ({
    page,
    gotoHydrated,
  }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await gotoHydrated(route);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.includes('sandbox-worker.js'))).toEqual([]);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);

    const panel = await openConsole(page, locale);
    expect(scripts.some((script) => script.includes('sandbox-worker.js'))).toBe(true);
    const body = panel
      .locator('.openapi-explorer__playground-container, .openapi-explorer__code-block')
      .first();
    await expect(panel).toContainText(
      `"external_id": ${JSON.stringify(order.request.external_id)}`,
    );
    await expect(body).not.toContainText('"string"');
  });

  visitTest(
    `${locale.code}: create-order in the sandbox answers ${order.status} with the documented example`,
    async ({ page, gotoHydrated }) => {
      await gotoHydrated(route);
      const panel = await openConsole(page, locale, 'e2e-test-token');
      const { status, response } = await send(page, panel, locale);
      expect(status).toBe(order.status);
      // A new order of the sandbox, made from the documented request.
      await expect(response).toContainText(/"order_id": "ord_[0-9a-f]{8}"/);
      await expect(response).toContainText(
        `"external_id": ${JSON.stringify(order.request.external_id)}`,
      );
      await expect(response).toContainText(String(order.status));
    },
  );

  test(`${locale.code}: the sandbox keeps what the reader creates: read back, status change with a signed event, fresh or reused keys, other tabs and reload keep it, reset empties`, async ({
    page,
    gotoHydrated,
  }) => {
    // The journey reads an order after reset on purpose; the sandbox's worker answers that fetch
    // with a 404, which Chromium does not log as a console error (no expectConsoleError).
    const token = 'e2e-test-token';
    await gotoHydrated(route);
    const panel = await openConsole(page, locale, token);
    test.setTimeout(180_000);
    // Without external_id: the contract replays a second create with the same one.
    const { customer, items, payment_method } = order.request;
    const request = {
      customer,
      items: Array.isArray(items) ? items.slice(0, 1) : items,
      payment_method,
    };
    // Laid out as the console's own example.
    await typeBody(page, panel, JSON.stringify(request, null, 2));
    const first = await send(page, panel, locale);
    expect(first.status).toBe(order.status);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    await expect(panel).toContainText(first.headers['x-request-id'] ?? 'X-Request-Id');
    const created = first.data;
    const orderId = jsonText(created.order_id);
    expect(orderId).toMatch(/^ord_[0-9a-f]{8}$/);

    /** A request to the sandbox from the page, as the reader's own code on this origin would. */
    const call = (method: string, path: string, body?: unknown) =>
      page.evaluate(
        async ({ url, method, token, body }) => {
          const response = await fetch(url, {
            method,
            headers: { access_token: token, 'content-type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return { status: response.status, body: (await response.json()) as { data: JsonObject } };
        },
        { url: `${sandboxBasePath}${path}`, method, token, body },
      );

    const read = await call('GET', `/orders/${orderId}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(created);
    const confirmed = await call('POST', `/orders/${orderId}/status`, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.status).toBe('confirmed');

    // Every resource keeps what the reader creates: a product is read back, listed and deleted.
    const product = productRequest(locale);
    const createdProduct = await call('POST', '/products', product);
    expect(createdProduct.status).toBe(201);
    const productId = jsonText(createdProduct.body.data.product_id);
    expect(productId).toMatch(/^prd_[0-9a-f]{8}$/);
    expect((await call('GET', `/products/${productId}`)).body.data).toEqual(
      createdProduct.body.data,
    );
    const products = await call('GET', '/products');
    expect(JSON.stringify(products.body.data)).toContain(productId);
    expect((await call('DELETE', `/products/${productId}`)).status).toBe(200);
    expect((await call('GET', `/products/${productId}`)).status).toBe(404);
    // Created again with the same code (the first is gone): kept until the reset below.
    const keptProductId = jsonText((await call('POST', '/products', product)).body.data.product_id);
    expect(keptProductId).toMatch(/^prd_[0-9a-f]{8}$/);

    // The event log shows the change as a delivery; its signature verifies with the contract's scheme.
    const log = page.locator('section[aria-labelledby="sandbox-events"]');
    await expect(log.getByRole('heading', { name: consoleText[locale.code].events })).toBeVisible();
    const secret = webhookTestVector().secret ?? '';
    await expect(log).toContainText(secret);
    const entry = log
      .locator('li', { hasText: 'order.status_changed' })
      .filter({ hasText: orderId });
    const rawBody = (await entry.locator('[data-delivery="body"]').textContent()) ?? '';
    expect(rawBody).toContain(orderId);
    const headers = new Map(
      ((await entry.locator('[data-delivery="headers"]').textContent()) ?? '')
        .split('\n')
        .map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 2),
        ]),
    );
    const timestamp = headers.get('x-miniai-timestamp') ?? '';
    expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(300);
    const expected = Buffer.from(
      `v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`,
    );
    const signature = Buffer.from(headers.get('x-miniai-signature') ?? '');
    expect(signature.length === expected.length && timingSafeEqual(signature, expected)).toBe(true);
    const event = JSON.parse(rawBody) as {
      delivery_id: string;
      event: string;
      data: { previous_status: string };
    };
    expect(event.event).toBe('order.status_changed');
    expect(event.data.previous_status).toBe('new');
    expect(headers.get('x-miniai-delivery-id')).toBe(event.delivery_id);
    // The events API of contract v1.2 lists it.
    const events = await call('GET', '/events?type=order.status_changed');
    expect(JSON.stringify(events.body.data)).toContain(event.delivery_id);
    await expectNoAxeViolations(page, locale, lightDesktop);

    // A second send gets a fresh key and makes a second order; "reuse" replays that one.
    const second = await send(page, panel, locale);
    expect(second.sent['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.sent['idempotency-key']).not.toBe(first.sent['idempotency-key']);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    const secondId = jsonText(second.data.order_id);
    expect(secondId).not.toBe(orderId);
    await panel.getByLabel(consoleText[locale.code].reuseKey).check();
    const replay = await send(page, panel, locale);
    expect(replay.sent['idempotency-key']).toBe(second.sent['idempotency-key']);
    expect(replay.status).toBe(order.status);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.data.order_id).toBe(secondId);
    await expect(panel).toContainText('Idempotent-Replayed');

    // Another tab, on the webhooks guide, sees the same data in its event log, which loads no
    // sandbox code before the reader opens it; a reload keeps the data; the reset empties it for both.
    const otherTab = await page.context().newPage();
    const guideScripts: string[] = [];
    otherTab.on('response', async (response) => {
      if (response.request().resourceType() === 'script') guideScripts.push(await response.text());
    });
    await otherTab.goto(localePath(locale, '/docs/webhooks'));
    await waitForHydration(otherTab);
    await otherTab.waitForLoadState('networkidle');
    expect(guideScripts.filter((script) => script.includes(noTestSecret))).toEqual([]);
    await otherTab.getByRole('button', { name: consoleText[locale.code].openLog }).click();
    const guideLog = otherTab.locator('section[aria-labelledby="sandbox-events"]');
    await expect(
      guideLog.locator('li', { hasText: 'order.status_changed' }).filter({ hasText: orderId }),
    ).toHaveCount(1);
    expect(guideScripts.some((script) => script.includes(noTestSecret))).toBe(true);
    await expectNoAxeViolations(otherTab, locale, lightDesktop);
    await gotoHydrated(route);
    expect((await call('GET', `/orders/${secondId}`)).status).toBe(200);
    await openConsole(page, locale);
    await log.getByRole('button', { name: consoleText[locale.code].reset }).click();
    await expect(log.locator('li', { hasText: 'order.status_changed' })).toHaveCount(0);
    expect((await call('GET', `/orders/${orderId}`)).status).toBe(404);
    expect((await call('GET', `/orders/${secondId}`)).status).toBe(404);
    expect((await call('GET', `/products/${keptProductId}`)).status).toBe(404);
    await expect(guideLog.locator('li', { hasText: orderId })).toHaveCount(0);
    const listed = await call('GET', '/orders');
    expect(JSON.stringify(listed.body.data)).not.toContain(secondId);
  });

  for (const { behaviour, token, body, status: refused, shown } of refusals) {
    visitTest(
      `${locale.code}: ${behaviour}`,
      async ({ page, gotoHydrated, expectConsoleError }) => {
        // Chromium logs every 4xx answer as a console error: this one is the behaviour under test.
        expectConsoleError(new RegExp(`status of ${refused}`));
        await gotoHydrated(route);
        const panel = await openConsole(page, locale, token);
        if (body !== undefined) await typeBody(page, panel, body);
        const { status, response } = await send(page, panel, locale);
        expect(status).toBe(refused);
        for (const text of shown) await expect(response).toContainText(text);
      },
    );
  }
}

test('the sandbox keeps answering with the network off once installed', async ({
  page,
  context,
  gotoHydrated,
}) => {
  const locale = locales[0];
  const order = createOrder(locale);
  await gotoHydrated(localePath(locale, '/api/orders/create-order'));
  const panel = await openConsole(page, locale, 'e2e-test-token');
  await context.setOffline(true);
  const { status, response } = await send(page, panel, locale);
  expect(status).toBe(order.status);
  await expect(response).toContainText(/"order_id": "ord_[0-9a-f]{8}"/);
});
