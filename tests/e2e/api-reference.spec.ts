/**
 * The API reference generated from openapi/miniai.yaml: every operation page in both locales, its
 * interface language, and the request console that loads only when the reader opens it.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '@site/tests/support/fixtures';
import { locales, localePath, type LocaleInfo } from '@site/tests/support/routes';
import { apiGroups, isJsonObject, localizedDocument } from '@site/config/openapi';
import { sampleRequest } from '@site/scripts/openapi/code-samples';
import { parse } from 'yaml';

// Each operation test opens a page and clicks through six tabs: allow for a loaded 2-core machine.
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
    send: 'Gửi yêu cầu',
    groups: ['Tin bài', 'Tin nhắn OA', 'Đơn hàng', 'Sản phẩm', 'Mẫu ZNS'],
  },
  en: {
    request: 'Request',
    responses: 'Responses',
    codeSamples: 'Code samples',
    tryIt: 'Try it',
    send: 'Send API Request',
    groups: ['News', 'OA messages', 'Orders', 'Products', 'ZNS templates'],
  },
} as const;

/** A piece of the operation's request example the cURL sample must send. */
function requestExampleText(body: unknown): string | undefined {
  if (!isJsonObject(body as never)) return undefined;
  const [key, value] = Object.entries(body as Record<string, unknown>)[0] ?? [];
  if (key === undefined) return undefined;
  return typeof value === 'string' ? `"${key}": ${JSON.stringify(value)}` : `"${key}":`;
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

function operationRoute(locale: LocaleInfo, group: string, operationId: string): string {
  return localePath(locale, `/api/${group}/${operationId}`);
}

for (const locale of locales) {
  const document = localizedDocument(locale.code);
  const text = interfaceText[locale.code];

  for (const group of apiGroups(document)) {
    for (const operation of group.operations) {
      const route = operationRoute(locale, group.name, operation.operationId);
      test(`${route} shows its method, path, request example and six code samples`, async ({
        page,
      }) => {
        await openOperation(page, route);
        await expect(page.locator('h1')).toHaveText(operation.summary);
        const endpoint = page.locator('.openapi__method-endpoint');
        await expect(endpoint.locator('.badge')).toHaveText(operation.method.toUpperCase());
        await expect(endpoint.locator('.openapi__method-endpoint-path')).toContainText(
          operation.path.replace(/\{([^}]+)\}/g, ':$1'),
        );

        const samples = page.locator('section[aria-labelledby="api-code-samples"]');
        await expect(samples.getByRole('heading', { name: text.codeSamples })).toBeVisible();
        const request = sampleRequest(document, operation.path, operation.method);
        for (const [label, marker] of sampleLanguages) {
          await samples.getByRole('tab', { name: label, exact: true }).click();
          const code = samples.locator('pre:visible');
          await expect(code).toContainText(marker);
          await expect(code).toContainText(request.url);
        }

        // The cURL sample sends the operation's request example, not placeholders.
        await samples.getByRole('tab', { name: 'cURL', exact: true }).click();
        const example = requestExampleText(request.body);
        if (example !== undefined) {
          await expect(samples.locator('pre:visible')).toContainText('--data-raw');
          await expect(samples.locator('pre:visible')).toContainText(example);
        }
      });
    }
  }

  test(`the ${locale.code} operation pages speak the ${locale.code} interface`, async ({
    page,
  }) => {
    await openOperation(page, operationRoute(locale, 'orders', 'create-order'));
    // The heading's accessible name also holds its anchor link's label.
    await expect(page.getByRole('heading', { name: new RegExp(`^${text.request}`) })).toBeVisible();
    await expect(page.getByText(text.responses, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: text.tryIt })).toBeVisible();
    const sidebar = page.locator('nav.menu');
    for (const label of text.groups) {
      await expect(sidebar.getByText(label, { exact: true })).toBeVisible();
    }
  });

  test(`the ${locale.code} request console loads only when the reader opens it`, async ({
    page,
  }) => {
    await openOperation(page, operationRoute(locale, 'products', 'get-list-products'));
    await expect(page.getByRole('button', { name: text.send })).toHaveCount(0);
    await page.getByRole('button', { name: text.tryIt }).click();
    await expect(page.getByRole('button', { name: text.send })).toBeVisible({ timeout: 15_000 });
    // The console's server field starts at the documented base URL.
    await expect(page.locator('.openapi-right-panel__container')).toContainText(
      'https://api.miniai.vn/v1',
    );
  });
}

test('the API overview is a normal docs page without the request console', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/api/overview');
  await expect(page.locator('article h1')).toHaveText('Tổng quan API');
  await expect(page.locator('.openapi__method-endpoint')).toHaveCount(0);
  await expect(page.locator('nav.menu a.menu__link').first()).toHaveAttribute(
    'href',
    '/api/overview',
  );
});

for (const locale of locales) {
  test(`${locale.code}: the overview links the OpenAPI YAML and JSON and a Postman collection that parse`, async ({
    page,
    request,
    gotoHydrated,
  }) => {
    await gotoHydrated(localePath(locale, '/api/overview'));
    const links = page.locator('article a[href*="/openapi/miniai."]');
    await expect(links).toHaveCount(3);
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    const operationIds = apiGroups(localizedDocument(locale.code))
      .flatMap((group) => group.operations.map((operation) => operation.operationId))
      .sort();
    for (const href of hrefs) {
      expect(href.startsWith(`${locale.prefix}/openapi/`), href).toBe(true);
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      const text = await response.text();
      if (href.endsWith('.yaml')) {
        const spec = parse(text) as {
          openapi: string;
          paths: Record<string, Record<string, { operationId: string }>>;
        };
        expect(spec.openapi).toBe('3.1.0');
        const ids = Object.values(spec.paths).flatMap((item) =>
          Object.values(item).map((op) => op.operationId),
        );
        expect(ids.sort()).toEqual(operationIds);
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
  });
}
