/**
 * The request-a-demo form on /contact, in the built site behind nginx: refused fields, the POST to
 * the site's own /api/lead (payload, success), nginx without the intake function (the lead is kept,
 * waits on the device, and the reader is told), a refusal that keeps what was typed, and the
 * prefilled email of a build whose lead endpoint is set to nothing.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { defaultSettings } from '@site/config/site';
import { leadConsent } from '@site/src/data/consent';
import { test, expect, visitTest } from '@site/tests/support/fixtures';
import { messageLookup } from '@site/tests/support/interfaceStrings';
import { locales, localePath, type LocaleInfo } from '@site/tests/support/routes';

const messages = messageLookup(test);
test.beforeAll(messages.load);
const { text } = messages;

const typed = {
  name: 'Nguyễn Văn An',
  company: 'Cửa hàng An',
  phone: '0901 234 567',
  email: 'an@example.vn',
  need: 'Mini app đặt món cho 3 chi nhánh',
};

const fields = ['name', 'company', 'phone', 'email', 'need'] as const;

/** Types `values` into the form's fields, ticks the consent box and presses the submit button. */
async function submitForm(page: Page, locale: LocaleInfo, values: typeof typed): Promise<void> {
  for (const field of fields) {
    await page.getByLabel(text(locale, `contact.form.${field}`)).fill(values[field]);
  }
  await page.getByRole('checkbox', { name: text(locale, 'contact.consent.label') }).check();
  await page.getByRole('button', { name: text(locale, 'contact.form.submit') }).click();
}

/** What the local endpoint received, and the headers the browser itself sent. */
interface LeadServer {
  url: string;
  received: Array<{ method: string; headers: IncomingHttpHeaders; body: string }>;
  close: () => Promise<void>;
}

/** A local HTTP endpoint on 127.0.0.1 and a free port that records each request and answers `status`. */
async function startLeadServer(status: number): Promise<LeadServer> {
  const received: LeadServer['received'] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', headers: request.headers, body });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/lead`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The same-origin path the default build POSTs leads to (the Pages Function's). */
const leadPath = defaultSettings.contact.leadEndpoint;

interface LeadRouting {
  /** Headers of the POST as the browser sent it, before it was forwarded. */
  browserHeaders: Record<string, string>[];
}

/**
 * nginx has no intake function (it answers the path with a 503), so page.route() forwards the
 * default build's POST to the local server the test started: the form code is the built one.
 */
async function routeLeadEndpoint(page: Page, server: LeadServer): Promise<LeadRouting> {
  const routing: LeadRouting = { browserHeaders: [] };
  await page.route(`**${leadPath}`, async (route) => {
    routing.browserHeaders.push(await route.request().allHeaders());
    await route.fulfill({ response: await route.fetch({ url: server.url }) });
  });
  return routing;
}

/**
 * Runs `use` with a lead server that answers `status` and the page's lead endpoint routed to it,
 * and closes the server after.
 */
async function withLeadServer(
  page: Page,
  status: number,
  use: (server: LeadServer, routing: LeadRouting) => Promise<void>,
): Promise<void> {
  const server = await startLeadServer(status);
  try {
    await use(server, await routeLeadEndpoint(page, server));
  } finally {
    await server.close();
  }
}

for (const locale of locales) {
  visitTest(
    `${locale.code}: an invalid phone number gets its message beside the field and the focus`,
    async ({ page, gotoHydrated }) => {
      await gotoHydrated(localePath(locale, '/contact'));
      await submitForm(page, locale, { ...typed, phone: '12345' });
      const phone = page.getByLabel(text(locale, 'contact.form.phone'));
      await expect(phone).toBeFocused();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await phone.getAttribute('aria-describedby')) ?? '';
      const message = page.locator(`[id="${describedBy.split(' ')[0]}"]`);
      await expect(message).toHaveText(text(locale, 'contact.form.error.phone'));
      // Beside the field: the message sits in the phone field's own group.
      await expect(page.locator('div', { has: phone }).last()).toContainText(
        text(locale, 'contact.form.error.phone'),
      );
      // The other fields are fine and keep their values.
      await expect(page.getByLabel(text(locale, 'contact.form.name'))).toHaveValue(typed.name);
      await expect(page.getByLabel(text(locale, 'contact.form.name'))).toHaveAttribute(
        'aria-invalid',
        'false',
      );
    },
  );
}

test('a build with the lead endpoint set to nothing prepares an email to the configured address', async ({
  page,
  gotoHydrated,
}) => {
  const locale = locales[1];
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  // The endpoint is baked in at build time: the built JavaScript is served as MINIAI_LEAD_ENDPOINT= builds it.
  let patched = 0;
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch().catch(() => undefined);
    // A request the page gave up meanwhile (a prefetch cut short) has no body left to read.
    const served = await response?.text().catch(() => undefined);
    if (response === undefined || served === undefined) return route.abort().catch(() => {});
    const body = served.replace(/(["']?)leadEndpoint\1:(["'])\/api\/lead\2/g, () => {
      patched += 1;
      return 'leadEndpoint:null';
    });
    await route.fulfill({ response, body });
  });
  await gotoHydrated(localePath(locale, '/contact'));
  expect(patched, 'the built settings carry the default lead endpoint').toBeGreaterThan(0);
  await submitForm(page, locale, typed);
  const href = (await page.getByTestId('lead-mailto').getAttribute('href')) ?? '';
  const mail = new URL(href);
  expect(mail.protocol).toBe('mailto:');
  expect(mail.pathname).toBe(defaultSettings.contact.email);
  expect(mail.searchParams.get('subject')).toBe(text(locale, 'contact.form.mailSubject'));
  expect(mail.searchParams.get('body')).toContain(
    `${text(locale, 'contact.form.phone')}: ${typed.phone}`,
  );
  expect(mail.searchParams.get('body')).toContain(typed.need);
  expect(posts, 'nothing is sent from the page').toEqual([]);
});

test("the form POSTs the documented JSON to the site's /api/lead without cookies and confirms", async ({
  page,
  context,
  gotoHydrated,
}) => {
  const locale = locales[0];
  await withLeadServer(page, 204, async (server, routing) => {
    // A cookie of the site: credentials 'omit' must keep it out of the request.
    const origin = new URL(test.info().project.use.baseURL ?? '').origin;
    await context.addCookies([{ name: 'session', value: 'secret', url: origin }]);
    await gotoHydrated(localePath(locale, '/contact'));
    await submitForm(page, locale, typed);
    await expect(page.getByRole('status')).toHaveText(text(locale, 'contact.form.sent'));
    expect(server.received).toHaveLength(1);
    const [request] = server.received;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(routing.browserHeaders[0]?.cookie).toBeUndefined();
    expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = JSON.parse(request?.body ?? '') as Record<string, unknown>;
    expect(body).toEqual({
      ...typed,
      locale: 'vi',
      page: '/contact',
      consent: { version: leadConsent.version, givenAt: expect.any(String) as unknown },
      website: '',
    });
  });
});

/** The leads waiting in this browser's queue (src/lib/intake.ts), by endpoint. */
async function queuedLeads(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (
      JSON.parse(localStorage.getItem('miniai.leadQueue') ?? '[]') as Array<{ endpoint: string }>
    ).map((item) => item.endpoint),
  );
}

visitTest(
  'on nginx without the intake function a lead is kept, waits on the device and the reader is told; a refusal says what to do next',
  async ({ page, gotoHydrated, expectConsoleError }) => {
    const locale = locales[1];
    expectConsoleError(/status of 503/);
    expectConsoleError(/status of 400/);
    await gotoHydrated(localePath(locale, '/contact'));
    await submitForm(page, locale, typed);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(text(locale, 'contact.form.held'));
    await expect(alert.getByRole('link', { name: /write to/ })).toHaveAttribute(
      'href',
      `mailto:${defaultSettings.contact.email}`,
    );
    await expect(
      alert.getByRole('link', { name: text(locale, 'contact.form.failed.zalo') }),
    ).toHaveAttribute('href', defaultSettings.social.chatUrl);
    for (const field of fields) {
      await expect(page.getByLabel(text(locale, `contact.form.${field}`))).toHaveValue(
        typed[field],
      );
    }
    expect(await queuedLeads(page), 'the lead waits for the next visit').toEqual([leadPath]);

    // The same lead, now refused: nothing to retry, so it leaves the queue and the reader is told.
    await withLeadServer(page, 400, async (server) => {
      await page.getByRole('button', { name: text(locale, 'contact.form.submit') }).click();
      await expect(alert).toContainText(text(locale, 'contact.form.failed'));
      for (const field of fields) {
        await expect(page.getByLabel(text(locale, `contact.form.${field}`))).toHaveValue(
          typed[field],
        );
      }
      expect(await queuedLeads(page)).toEqual([]);
      expect(JSON.parse(server.received[0]?.body ?? '')).toMatchObject({
        locale: 'en',
        page: '/en/contact',
      });
    });
  },
);
