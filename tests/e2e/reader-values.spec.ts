/**
 * The reader-values panel (src/components/ReaderValues): values set once fill the code samples of
 * every page, the request console and a Postman environment; they stay in the browser's storage,
 * never in the served HTML or the URL; Clear removes them everywhere. Every request to another
 * host is blocked, so nothing here may depend on one.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, visitTest } from '@site/tests/support/fixtures';
import { interfaceMessages } from '@site/tests/support/interfaceStrings';
import { locales, localePath, type LocaleInfo } from '@site/tests/support/routes';
import { tokenVariable, readerValuesKey, oaIdExample } from '@site/src/lib/readerValues';
import { sandboxBasePath } from '@site/src/lib/sandboxBasePath';
import { mockApiPort } from '@site/tests/support/mockApi';

// Operation pages hydrate slowly on a loaded 2-core machine, and each test opens several.
test.describe.configure({ timeout: 90_000 });

const messagesByLocale = new Map<LocaleInfo['code'], Map<string, string>>();
test.beforeAll(async () => {
  for (const { code } of locales) messagesByLocale.set(code, await interfaceMessages(code));
});

/** The panel's labels in each locale, as the site is built with them. */
function panelText(locale: LocaleInfo) {
  const message = (id: string) => messagesByLocale.get(locale.code)?.get(id) ?? `missing ${id}`;
  return {
    open: message('readerValues.open'),
    baseUrl: message('readerValues.baseUrl.label'),
    remember: message('readerValues.remember'),
    save: message('readerValues.save'),
    clear: message('readerValues.clear'),
    download: message('readerValues.postman.download'),
    tryIt: message('api.console.open'),
    send: message('theme.openapi.request.sendButton'),
  };
}

const token = 'e2e-reader.Token_42';
const oaId = '1234567890123';
const orderPage = '/api/orders/get-order-detail';
const productsPage = '/api/products/get-list-products';
const newsPage = '/api/news/get-list-news';

/** The local mock (`npm run mock-api`), which the panel offers when the site is on this machine. */
const localMock = `http://127.0.0.1:${mockApiPort}`;

test.beforeEach(async ({ page, baseURL }) => {
  const allowedHosts = [new URL(baseURL ?? '').host, new URL(localMock).host];
  await page.route(
    (url) => !allowedHosts.includes(url.host),
    (route) => route.abort('blockedbyclient'),
  );
});

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: 30_000,
  });
}

/** The visible cURL sample of the page (an operation's first tab; the quickstart's first block). */
function curlSample(page: Page) {
  return page
    .locator('pre:visible')
    .filter({ hasText: /curl -/ })
    .first();
}

async function setValues(
  page: Page,
  locale: LocaleInfo,
  options: { remember?: boolean; baseUrl?: string } = {},
): Promise<string> {
  const text = panelText(locale);
  const opener = page.getByRole('button', { name: text.open });
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const baseUrl = options.baseUrl ?? `${new URL(page.url()).origin}${sandboxBasePath}`;
  await dialog.getByLabel(text.baseUrl).selectOption(baseUrl);
  await dialog.getByLabel('access_token').fill(token);
  await dialog.getByLabel('oa_id').fill(oaId);
  if (options.remember === true) await dialog.getByLabel(text.remember).check();
  await dialog.getByRole('button', { name: text.save, exact: true }).click();
  await expect(dialog.getByRole('status')).not.toBeEmpty();
  // Esc closes the dialog and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  return baseUrl;
}

async function expectFilled(page: Page, sandbox: string): Promise<void> {
  const curl = curlSample(page);
  await expect(curl).toContainText(`access_token: ${token}`);
  await expect(curl).toContainText(sandbox);
  await expect(curl).not.toContainText(tokenVariable);
}

async function storedValues(page: Page) {
  return page.evaluate((key) => {
    const read = (storage: Storage) =>
      Object.fromEntries(
        Object.keys(storage)
          .filter((name) => name === key || name === 'accessToken' || name === 'server')
          .map((name) => [name, storage.getItem(name)]),
      );
    return { session: read(sessionStorage), local: read(localStorage) };
  }, readerValuesKey);
}

for (const locale of locales) {
  // The labels are read inside each test: the messages load in beforeAll, after collection.
  const path = (route: string) => localePath(locale, route);

  visitTest(
    `${locale.code}: values set on an operation page fill the cURL samples of other pages, after client-side navigation and after a reload`,
    async ({ page }) => {
      await openPage(page, path(orderPage));
      // The server rendered the placeholders.
      await expect(curlSample(page)).toContainText(`$${tokenVariable}`);
      const sandbox = await setValues(page, locale);
      await expectFilled(page, sandbox);

      // Client-side: the sidebar to the overview, its link to the quickstart.
      await page.locator(`nav a.menu__link[href="${path('/api/overview')}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${path('/api/overview')}$`));
      await page
        .locator(`main a[href="${path('/docs/quickstart')}"]`)
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${path('/docs/quickstart')}$`));
      await expectFilled(page, sandbox);

      // Client-side again: the quickstart's link to another operation page.
      await page
        .locator(`main a[href="${path(productsPage)}"]`)
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${path(productsPage)}$`));
      await expectFilled(page, sandbox);

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
        timeout: 30_000,
      });
      await expectFilled(page, sandbox);
      await openPage(page, path('/docs/quickstart'));
      await expectFilled(page, sandbox);
      // A sample that sends the contract's example oa_id sends the reader's instead.
      await openPage(page, path(newsPage));
      await expectFilled(page, sandbox);
      await expect(curlSample(page)).toContainText(`oa_id=${oaId}`);
      await expect(curlSample(page)).not.toContainText(oaIdExample);

      // Kept in sessionStorage only, never in the URL or the served HTML.
      const stored = await storedValues(page);
      expect(stored.session[readerValuesKey]).toContain(token);
      expect(stored.local).toEqual({});
      expect(page.url()).not.toContain(token);
      for (const route of [path(orderPage), path(productsPage), path('/docs/quickstart')]) {
        const html = await (await page.request.get(route)).text();
        expect(html, route).toContain(tokenVariable);
        expect(html, route).not.toContain(token);
      }
    },
  );

  visitTest(
    `${locale.code}: clearing the values removes them from every sample and from storage`,
    async ({ page }) => {
      const text = panelText(locale);
      await openPage(page, path(productsPage));
      const sandbox = await setValues(page, locale, { remember: true });
      await expectFilled(page, sandbox);
      await openPage(page, path('/docs/quickstart'));
      await expectFilled(page, sandbox);

      await page.getByRole('button', { name: text.open }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: text.clear, exact: true }).click();
      await expect(dialog.getByLabel('access_token')).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(curlSample(page)).toContainText(`$${tokenVariable}`);
      await expect(curlSample(page)).not.toContainText(token);
      expect(await storedValues(page)).toEqual({ session: {}, local: {} });

      await openPage(page, path(productsPage));
      await expect(curlSample(page)).toContainText(`$${tokenVariable}`);
      await expect(curlSample(page)).toContainText('https://api.miniai.vn/v1');
      await expect(curlSample(page)).not.toContainText(token);
    },
  );

  test(`${locale.code}: "remember on this device" keeps the values in localStorage, for other tabs too`, async ({
    page,
    context,
  }) => {
    await openPage(page, path(orderPage));
    const other = await context.newPage();
    await other.goto(path('/docs/quickstart'));
    await expect(other.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
      timeout: 30_000,
    });

    const sandbox = await setValues(page, locale, { remember: true });
    const stored = await storedValues(page);
    expect(stored.local[readerValuesKey]).toContain(token);
    expect(stored.session[readerValuesKey]).toBeUndefined();
    // The tab that was already open follows (the storage event), without a reload.
    await expectFilled(other, sandbox);
  });

  visitTest(
    `${locale.code}: the request console starts with the reader's token and base URL`,
    async ({ page }) => {
      const text = panelText(locale);
      await openPage(page, path(orderPage));
      const sandbox = await setValues(page, locale);
      await page.getByRole('button', { name: text.tryIt }).click();
      const panel = page.locator('.openapi-right-panel__container');
      await expect(panel.getByLabel('accessToken', { exact: true })).toHaveValue(token, {
        timeout: 15_000,
      });
      await expect(panel).toContainText(sandbox);
    },
  );

  visitTest(
    `${locale.code}: served from this machine, the panel offers the local mock and the console sends to it`,
    async ({ page }) => {
      const text = panelText(locale);
      await openPage(page, path(orderPage));
      await setValues(page, locale, { baseUrl: localMock });
      await expect(curlSample(page)).toContainText(`'${localMock}/orders/`);
      await page.getByRole('button', { name: text.tryIt }).click();
      const panel = page.locator('.openapi-right-panel__container');
      await expect(panel.getByRole('button', { name: text.send })).toBeVisible({ timeout: 15_000 });
      await panel.getByLabel('order_id', { exact: true }).fill('ord_7d20b6f1');
      const answer = page.waitForResponse(
        (response) => response.url() === `${localMock}/orders/ord_7d20b6f1`,
      );
      await panel.getByRole('button', { name: text.send }).click();
      expect((await answer).status()).toBe(200);
    },
  );

  visitTest(
    `${locale.code}: the Postman environment download holds the values`,
    async ({ page }) => {
      const text = panelText(locale);
      await openPage(page, path('/docs/quickstart'));
      const sandbox = await setValues(page, locale);
      await page.getByRole('button', { name: text.open }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('dialog').getByRole('button', { name: text.download }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('miniai.postman_environment.json');
      const environment = JSON.parse(readFileSync((await file.path()) ?? '', 'utf8')) as {
        values: Array<{ key: string; value: string }>;
      };
      expect(
        Object.fromEntries(environment.values.map((variable) => [variable.key, variable.value])),
      ).toEqual({ baseUrl: sandbox, apiKey: token, oa_id: oaId });
    },
  );
}
