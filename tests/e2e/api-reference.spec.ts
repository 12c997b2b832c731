/**
 * The API reference generated from openapi/miniai.yaml: every operation and webhook page in both
 * locales, its interface language, and the request console that loads only when the reader opens it.
 * Each operation page is opened once: the same visit checks its content and scans it with axe
 * (accessibility.spec.ts leaves these pages to this file). Each operation's console sends its
 * default request in one locale, the locales taking turns: what the console makes of a request is
 * the same code in both, each locale's examples reach the sandbox in tests/unit/sandbox.test.ts,
 * and each locale's console interface is checked below.
 */
import type { Locator, Page } from '@playwright/test';
import { visitTest, test, expect } from '@site/tests/support/fixtures';
import { locales, localePath, type LocaleInfo } from '@site/tests/support/routes';
import { allCombinations, expectNoAxeViolations, lightDesktop } from '@site/tests/support/axe';
import { axeCoverageRoutes } from '@site/tests/support/axeCoverage';
import {
  apiGroups,
  isJsonObject,
  jsonText,
  localizedDocument,
  operationRoute,
  successStatus,
} from '@site/openapi/tools/document';
import { sandboxBasePath } from '@site/src/lib/sandboxBasePath';
import { sampleRequest } from '@site/openapi/tools/code-samples';
import { mockApiPort } from '@site/tests/support/mockApi';
import { parse } from 'yaml';

// Each operation test opens a page and scans it with axe: allow for a loaded 2-core machine.
test.describe.configure({ timeout: 60_000 });

/** Each code-sample tab and a line only that language's sample contains. */
const sampleLanguages = [
  ['cURL', 'curl -X'],
  ['JavaScript', 'await fetch('],
  ['Python', 'import requests'],
  ['PHP', 'curl_init('],
  ['Java', 'HttpRequest.newBuilder('],
  ['Go', 'http.NewRequest('],
] as const;

const interfaceText = {
  vi: {
    request: 'Yêu cầu',
    responses: 'Phản hồi',
    codeSamples: 'Mẫu mã nguồn',
    tryIt: 'Thử gọi API',
    needsJavaScript: 'Bảng gửi yêu cầu chạy bằng JavaScript',
    send: 'Gửi yêu cầu',
    edit: 'Sửa',
    limits: 'không rỗng và <= 64 ký tự',
    groups: ['Tin bài', 'Tin nhắn OA', 'Đơn hàng', 'Sản phẩm', 'Mẫu ZNS', 'Webhook'],
    webhookGuide: 'hướng dẫn webhook',
  },
  en: {
    request: 'Request',
    responses: 'Responses',
    codeSamples: 'Code samples',
    tryIt: 'Try it',
    needsJavaScript: 'The request console runs on JavaScript',
    send: 'Send API Request',
    edit: 'Edit',
    limits: 'non-empty and <= 64 characters',
    groups: ['News', 'OA messages', 'Orders', 'Products', 'ZNS templates', 'Webhooks'],
    webhookGuide: 'webhooks guide',
  },
} as const;

/** A piece of the operation's request example the cURL sample must send. */
function requestExampleText(body: unknown): string | undefined {
  if (!isJsonObject(body as never)) return undefined;
  const [key, value] = Object.entries(body as Record<string, unknown>)[0] ?? [];
  if (key === undefined) return undefined;
  return typeof value === 'string' ? `"${key}": ${JSON.stringify(value)}` : `"${key}":`;
}

/** A code-sample tab shows the language's sample of this request, highlighted. */
async function expectSample(
  samples: Locator,
  request: ReturnType<typeof sampleRequest>,
  [label, marker]: (typeof sampleLanguages)[number],
): Promise<void> {
  const tab = samples.getByRole('tab', { name: label, exact: true });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  const code = samples.locator('pre:visible');
  await expect(code).toContainText(marker);
  await expect(code).toContainText(request.url);
  // Highlighted, not plain text: the language's Prism grammar is registered.
  await expect(code.locator('.token:not(.plain)').first()).toBeVisible();
  // The cURL sample sends the operation's request example, not placeholders.
  const example = label === 'cURL' ? requestExampleText(request.body) : undefined;
  if (example !== undefined) {
    await expect(code).toContainText('--data-raw');
    await expect(code).toContainText(example);
  }
}

/**
 * Opens an operation page and waits for hydration. Operation pages hydrate after their lazily
 * loaded OpenAPI chunk, which on the 2-core test machine under load can take longer than the
 * 7 s default of the shared fixture.
 */
async function openOperation(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: 20_000,
  });
}

function operationPage(locale: LocaleInfo, group: string, operationId: string): string {
  return localePath(locale, operationRoute(group, operationId));
}

for (const locale of locales) {
  const document = localizedDocument(locale.code);
  const text = interfaceText[locale.code];
  const fourWays = new Set(axeCoverageRoutes(locale));
  /** This page's axe scan: all four combinations for the pages that stand for a kind of element. */
  const axeScanOf = (route: string) => (fourWays.has(route) ? allCombinations : lightDesktop);

  const servers = Array.isArray(document.servers) ? document.servers : [];
  const production = isJsonObject(servers[0]) ? jsonText(servers[0].url) : '';

  /** Operations with a console so far: the next one's console sends in `locales[count % 2]`. */
  let consoles = 0;
  for (const group of apiGroups(document)) {
    for (const operation of group.operations) {
      const route = operationPage(locale, group.name, operation.operationId);
      const combinations = axeScanOf(operationRoute(group.name, operation.operationId));
      if (operation.section === 'webhooks') {
        visitTest(
          `${route} shows its event, its payload schema and the way to the webhooks guide, and passes axe`,
          async ({ page }) => {
            test.setTimeout(combinations === allCombinations ? 180_000 : 90_000);
            await openOperation(page, route);
            await expect(page.locator('h1')).toHaveText(operation.summary);
            await expect(page.locator('.openapi__method-endpoint .badge')).toHaveText('Webhook');
            // The envelope's fields are listed; the event type is named in the description.
            await expect(
              page.locator('.openapi-schema__property', { hasText: 'delivery_id' }).first(),
            ).toBeVisible();
            await expect(page.locator('article')).toContainText(operation.path);
            const guide = page.getByRole('link', { name: text.webhookGuide, exact: true }).last();
            await expect(guide).toHaveAttribute('href', localePath(locale, '/docs/webhooks'));
            // MiniAI makes this call: no code samples and no request console to open.
            await expect(page.locator('section[aria-labelledby="api-code-samples"]')).toHaveCount(
              0,
            );
            await expect(page.getByRole('button', { name: text.tryIt })).toHaveCount(0);
            await expectNoAxeViolations(page, locale, combinations);
          },
        );
        continue;
      }
      const success = successStatus(operation.definition);
      const sendsHere = locales[consoles++ % locales.length] === locale;
      visitTest(
        `${route} shows its method, path, request example and its cURL sample, and passes axe${sendsHere ? `; its console's default request gets ${success} with every other host blocked` : ''}`,
        async ({ page }) => {
          test.setTimeout(combinations === allCombinations ? 180_000 : 90_000);
          await openOperation(page, route);
          await expect(page.locator('h1')).toHaveText(operation.summary);
          const endpoint = page.locator('.openapi__method-endpoint');
          await expect(endpoint.locator('.badge')).toHaveText(operation.method.toUpperCase());
          await expect(endpoint.locator('.openapi__method-endpoint-path')).toContainText(
            operation.path.replace(/\{([^}]+)\}/g, ':$1'),
          );

          // The first tab, cURL, is in the served HTML: this page's own request, highlighted. Every
          // language's tab is clicked through on one page per locale (the interface test below).
          const samples = page.locator('section[aria-labelledby="api-code-samples"]');
          await expect(samples.getByRole('heading', { name: text.codeSamples })).toBeVisible();
          await expectSample(samples, sampleRequest(document, operation.path, operation.method), [
            'cURL',
            'curl -X',
          ]);
          await expectNoAxeViolations(page, locale, combinations);
          if (!sendsHere) return;

          // The console, as a reader first opens it: only a token typed, the rest as it starts.
          await page.getByRole('button', { name: text.tryIt }).click();
          const panel = page.locator('.openapi-right-panel__container');
          await expect(panel.getByRole('button', { name: text.send })).toBeVisible({
            timeout: 20_000,
          });
          await panel.getByLabel('accessToken', { exact: true }).fill('e2e-test-token');
          const answer = page.waitForResponse(
            (response) =>
              new URL(response.url()).pathname.startsWith(`${sandboxBasePath}/`) &&
              response.request().method() === operation.method.toUpperCase(),
          );
          await panel.getByRole('button', { name: text.send }).click();
          const response = await answer;
          // No parameter without a value is sent (`?limit` alone is refused by the API).
          expect([...new URL(response.url()).searchParams.values()]).not.toContain('');
          expect(response.status(), await response.text()).toBe(success);
          // The answer's request id is shown, and the snippets name a URL that works when pasted.
          await expect(panel).toContainText(response.headers()['x-request-id'] ?? 'X-Request-Id');
          await expect(panel).toContainText(`'${production}/`);
          await expect(panel).not.toContainText(`'${sandboxBasePath}/`);
        },
      );
    }
  }

  visitTest(
    `the ${locale.code} operation pages show six code samples and speak the ${locale.code} interface`,
    async ({ page }) => {
      await openOperation(page, operationPage(locale, 'orders', 'create-order'));
      const samples = page.locator('section[aria-labelledby="api-code-samples"]');
      const createOrder = apiGroups(document)
        .flatMap((group) => group.operations)
        .find((operation) => operation.operationId === 'create-order');
      if (createOrder === undefined) throw new Error('create-order is not in the contract');
      const request = sampleRequest(document, createOrder.path, createOrder.method);
      for (const language of sampleLanguages) await expectSample(samples, request, language);
      // The heading's accessible name also holds its anchor link's label.
      await expect(
        page.getByRole('heading', { name: new RegExp(`^${text.request}`) }),
      ).toBeVisible();
      await expect(page.getByText(text.responses, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: text.tryIt })).toBeVisible();
      await expect(page.getByText(text.needsJavaScript)).toBeHidden();
      const sidebar = page.locator('nav.menu');
      for (const label of text.groups) {
        await expect(sidebar.getByText(label, { exact: true })).toBeVisible();
      }
      // Only the selected status code's panel is built; another one's appears when its tab is clicked.
      const codes = Object.keys(
        isJsonObject(createOrder.definition.responses) ? createOrder.definition.responses : {},
      );
      const statusTabs = page.locator('.openapi-tabs__response-list-container').getByRole('tab');
      const panel = page.locator('.openapi-tabs__response-header-section ~ [role=tabpanel]');
      await expect(statusTabs).toHaveText(codes);
      await expect(panel).toHaveCount(1);
      const firstPanelText = await panel.innerText();
      await statusTabs.last().click();
      await expect(statusTabs.last()).toHaveAttribute('aria-selected', 'true');
      await expect(panel).toHaveCount(1);
      await expect(panel.locator('details.openapi-markdown__details.response')).toBeVisible();
      expect(await panel.innerText()).not.toBe(firstPanelText);
      // Limits of a field are joined in the page's language too (the theme wrote "and").
      await openOperation(page, operationPage(locale, 'orders', 'get-order-detail'));
      await expect(page.locator('main')).toContainText(text.limits);
    },
  );

  test(`the ${locale.code} request console loads only when the reader opens it`, async ({
    page,
  }) => {
    await openOperation(page, operationPage(locale, 'products', 'get-list-products'));
    await expect(page.getByRole('button', { name: text.send })).toHaveCount(0);
    await page.getByRole('button', { name: text.tryIt }).click();
    await expect(page.getByRole('button', { name: text.send })).toBeVisible({ timeout: 15_000 });
    // The console's server field starts at the in-browser sandbox, on the site's own origin.
    await expect(page.locator('.openapi-right-panel__container')).toContainText('/sandbox/v1');
  });
}

/**
 * Opens the request console of an operation and points it at the mock server started by the
 * Playwright config (`npm run mock-api`), through the editable `{base_url}` server.
 */
async function consoleOnMock(page: Page, locale: LocaleInfo, group: string, operationId: string) {
  const text = interfaceText[locale.code];
  await openOperation(page, operationPage(locale, group, operationId));
  await page.getByRole('button', { name: text.tryIt }).click();
  const panel = page.locator('.openapi-right-panel__container');
  await expect(panel.getByRole('button', { name: text.send })).toBeVisible({ timeout: 15_000 });
  // The theme shows its Edit button while the pointer is over the base URL.
  await panel.locator('.openapi-explorer__server-url').hover();
  await panel.getByRole('button', { name: text.edit }).click();
  await panel.locator('select.openapi-explorer__select-input').first().selectOption('{base_url}');
  await panel.getByLabel('base_url', { exact: true }).fill(`http://127.0.0.1:${mockApiPort}`);
  return panel;
}

for (const locale of locales) {
  const text = interfaceText[locale.code];

  visitTest(
    `${locale.code}: the request console sends to the mock server at the chosen base URL and shows its answer`,
    async ({ page }) => {
      const panel = await consoleOnMock(page, locale, 'orders', 'get-order-detail');
      await panel.getByLabel('accessToken', { exact: true }).fill('e2e-any-token');
      await panel.getByLabel('order_id', { exact: true }).fill('ord_7d20b6f1');
      const answer = page.waitForResponse(
        (response) => response.url() === `http://127.0.0.1:${mockApiPort}/orders/ord_7d20b6f1`,
      );
      await panel.getByRole('button', { name: text.send }).click();
      expect((await answer).status()).toBe(200);
      const response = panel.locator('.openapi-explorer__response-container');
      // The example order of openapi/miniai.yaml, as the mock returns it.
      await expect(response).toContainText('"order_id": "ord_5e81c3d2"');
      await expect(response).toContainText('Bánh trung thu thập cẩm');
      await expect(response).toContainText('200');
      // The console's security panel sends the reader to the authentication section.
      await expect(panel.locator('.openapi-security__details a').first()).toHaveAttribute(
        'href',
        localePath(locale, '/api/overview#authentication'),
      );
    },
  );

  test(`${locale.code}: the mock validates a console request and answers with the documented error`, async ({
    page,
    expectConsoleError,
  }) => {
    // Chromium logs every 4xx answer as a console error: this one is the behaviour under test.
    expectConsoleError(new RegExp(`:${mockApiPort}/orders/ord_7+: .*status of 400`));
    const panel = await consoleOnMock(page, locale, 'orders', 'get-order-detail');
    await panel.getByLabel('accessToken', { exact: true }).fill('e2e-any-token');
    // order_id is at most 64 characters long: the mock refuses this one, as the API would.
    await panel.getByLabel('order_id', { exact: true }).fill('ord_'.padEnd(80, '7'));
    const answer = page.waitForResponse((response) => response.url().includes('/orders/ord_'));
    await panel.getByRole('button', { name: text.send }).click();
    expect((await answer).status()).toBe(400);
    const response = panel.locator('.openapi-explorer__response-container');
    await expect(response).toContainText('400');
    await expect(response).toContainText('"error": -1001');
  });
}

for (const locale of locales) {
  const text = interfaceText[locale.code];
  test.describe(`${locale.code} operation page without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('shows its parameters, response schema and code samples, not placeholders', async ({
      page,
    }) => {
      await page.goto(operationPage(locale, 'orders', 'get-order-detail'));
      await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
      const main = page.locator('main');
      await expect(main.locator('.openapi-skeleton')).toHaveCount(0);
      // The path parameter with its limits, and the 200 response's schema fields.
      await expect(main.locator('.openapi-params__list-item')).toContainText(['order_id']);
      await expect(main).toContainText(text.limits);
      await expect(
        main.locator('details.openapi-markdown__details.response').first(),
      ).toContainText('status_history');
      const samples = main.locator('section[aria-labelledby="api-code-samples"]');
      await expect(samples.getByRole('heading', { name: text.codeSamples })).toBeVisible();
      await expect(samples.locator('pre:visible')).toContainText('curl -X GET');
      // The console the button opens needs JavaScript, and the page says so. (Checked in the HTML:
      // the test browser only stops scripts, so it still reads <noscript> as hidden text.)
      const html = await (await page.request.get(page.url())).text();
      expect(html).toMatch(new RegExp(`<noscript><p>${text.needsJavaScript}[^<]*</p></noscript>`));
    });
  });
}

test('responses and code blocks keep their server-rendered DOM through hydration', async ({
  page,
}) => {
  // Kept before any script runs (the bundles start after the first contentful paint, after this event).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const state = window as Window & { e2eServerNodes?: Element[] };
      state.e2eServerNodes = Array.from(
        document.querySelectorAll('.openapi-tabs__response-container, main pre.prism-code'),
      );
    });
  });
  await openOperation(page, '/api/orders/get-order-detail');
  const nodes = await page.evaluate(() => {
    const state = window as Window & { e2eServerNodes?: Element[] };
    const server = state.e2eServerNodes ?? [];
    return {
      total: server.length,
      codeBlocks: server.filter((node) => node.matches('pre')).length,
      lost: server.filter((node) => !node.isConnected).map((node) => node.className),
    };
  });
  // The selected response, its JSON example and the code samples were in the HTML…
  const html = await (await page.request.get(page.url())).text();
  const servedCodeBlocks = html.match(/<pre [^>]*prism-code/g)?.length ?? 0;
  expect(servedCodeBlocks).toBeGreaterThan(1);
  expect(nodes.codeBlocks).toBe(servedCodeBlocks);
  // …and hydration adopted every one of them instead of mounting a copy.
  expect(nodes.lost).toEqual([]);
});

visitTest(
  'the code-sample language a reader picks is shown first on the next operation page they open',
  async ({ page }) => {
    await openOperation(page, '/api/orders/get-order-detail');
    const samples = page.locator('section[aria-labelledby="api-code-samples"]');
    await samples.getByRole('tab', { name: 'Python', exact: true }).click();
    await expect(samples.locator('pre:visible')).toContainText('import requests');
    // A fresh load, not an in-app navigation: the server renders cURL first, and the stored choice
    // replaces it once the page has hydrated.
    await openOperation(page, '/api/products/get-list-products');
    await expect(samples.getByRole('tab', { name: 'Python', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(samples.locator('pre:visible')).toContainText('import requests');
  },
);

visitTest(
  'the API overview is a normal docs page without the request console',
  async ({ page, gotoHydrated }) => {
    await gotoHydrated('/api/overview');
    await expect(page.locator('article h1')).toHaveText('Tổng quan API');
    await expect(page.locator('.openapi__method-endpoint')).toHaveCount(0);
    await expect(page.locator('nav.menu a.menu__link').first()).toHaveAttribute(
      'href',
      '/api/overview',
    );
  },
);

test("the OpenAPI theme's stylesheet comes with operation pages only, loaded once", async ({
  page,
  gotoHydrated,
}) => {
  const themeStylesheet = /\/assets\/css\/openapi-styles\.[0-9a-f]+\.css$/;
  const requested: string[] = [];
  page.on('request', (request) => {
    if (themeStylesheet.test(request.url())) requested.push(request.url());
  });
  const themeLinks = page.locator('link[rel="stylesheet"][href*="/openapi-styles."]');
  // The theme's own rule: the operation's left column has a border on its right.
  const leftColumn = page.locator('.openapi-left-panel__container');

  await gotoHydrated('/api/overview');
  await expect(themeLinks).toHaveCount(0);
  expect(requested).toEqual([]);

  // Navigating in the app: the page's chunk brings the stylesheet before the page shows.
  await page.locator('nav.menu a[href="/api/orders/create-order"]').click();
  await expect(page).toHaveURL(/\/api\/orders\/create-order$/);
  await expect(leftColumn).toHaveCSS('border-right-style', 'solid');
  await expect(themeLinks).toHaveCount(1);
  expect(requested).toHaveLength(1);

  // A first visit: the server-rendered page links it, and the app does not add it again.
  requested.length = 0;
  await gotoHydrated('/api/orders/get-order-detail');
  await expect(leftColumn).toHaveCSS('border-right-style', 'solid');
  await expect(themeLinks).toHaveCount(1);
  expect(requested).toHaveLength(1);
});

for (const locale of locales) {
  visitTest(
    `${locale.code}: the overview links the OpenAPI YAML and JSON and a Postman collection that parse`,
    async ({ page, request, gotoHydrated }) => {
      await gotoHydrated(localePath(locale, '/api/overview'));
      const links = page.locator('article a[href*="/openapi/miniai."]');
      await expect(links).toHaveCount(3);
      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
      );
      const operations = apiGroups(localizedDocument(locale.code)).flatMap(
        (group) => group.operations,
      );
      const idsIn = (section: string) =>
        operations
          .filter((operation) => operation.section === section)
          .map((operation) => operation.operationId)
          .sort();
      const operationIds = idsIn('paths');
      for (const href of hrefs) {
        expect(href.startsWith(`${locale.prefix}/openapi/`), href).toBe(true);
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
        const text = await response.text();
        if (href.endsWith('.yaml')) {
          const spec = parse(text) as {
            openapi: string;
            paths: Record<string, Record<string, { operationId: string }>>;
            webhooks: Record<string, Record<string, { operationId: string }>>;
          };
          expect(spec.openapi).toBe('3.1.0');
          const idsOf = (items: typeof spec.paths) =>
            Object.values(items).flatMap((item) => Object.values(item).map((op) => op.operationId));
          expect(idsOf(spec.paths).sort()).toEqual(operationIds);
          expect(idsOf(spec.webhooks).sort()).toEqual(idsIn('webhooks'));
        } else if (href.endsWith('.postman_collection.json')) {
          const collection = JSON.parse(text) as {
            info: { schema: string };
            item: Array<{ item?: unknown[] }>;
          };
          expect(collection.info.schema).toContain('collection/v2');
          const requests = collection.item.flatMap((folder) => folder.item ?? []);
          expect(requests).toHaveLength(operationIds.length);
        } else {
          const spec = JSON.parse(text) as { info: { title: string; description: string } };
          expect(spec.info.title).toBe('MiniAI API');
          // Each locale downloads its own language (the English text itself names the đồng).
          expect(spec.info.description).toContain(
            locale.code === 'vi' ? '**Xác thực.**' : '**Authentication.**',
          );
        }
      }
    },
  );
}
