/**
 * Leads and page feedback on Cloudflare Pages' runtime (project cloudflare-pages: `wrangler pages
 * dev` with the Pages Functions and a local D1, migrated by `npm run serve:cdn`), as the default
 * build ships them: the form and the box POST to the site's own /api/lead and /api/feedback. In each
 * locale the demo form refuses to send without consent, and a consented lead sent offline with a
 * double click lands in D1 once when the network is back; every refusal of the function has its
 * documented answer and stores nothing; "Was this helpful?" lands; `npm run leads:export` and
 * `npm run feedback:report` read the rows back.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { leadConsent } from '@site/src/data/consent';
import { intakeMaxBodyBytes } from '@site/src/lib/intake';
import { leadPayload } from '@site/src/lib/leadForm';
import { feedbackCommentMaxLength } from '@site/src/lib/pageFeedback';
import { test, httpTest, expect, visitTest } from '@site/tests/support/fixtures';
import { messageLookup } from '@site/tests/support/interfaceStrings';
import { allCombinations, expectNoAxeViolations, lightDesktop } from '@site/tests/support/axe';
import { locales, localePath, type LocaleInfo } from '@site/tests/support/routes';

const messages = messageLookup(test);
test.beforeAll(messages.load);
const { text } = messages;

/** The origin the functions accept: the one the pages are served from. */
function siteOrigin(): string {
  return new URL(test.info().project.use.baseURL ?? '').origin;
}

/**
 * Runs one of the sales team's commands on the local D1 of the server under test. Each starts a
 * local runtime of its own (tens of seconds on a loaded machine): the tests that use one get more time.
 */
async function intakeCommand(script: 'leads:export' | 'feedback:report'): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', script], {
    encoding: 'utf8',
    env: { ...process.env, CDN_PORT: new URL(siteOrigin()).port },
  });
  return stdout;
}

const commandTimeout = 240_000;

const fields = ['name', 'company', 'phone', 'email', 'need'] as const;

async function fillForm(page: Page, locale: LocaleInfo, need: string): Promise<void> {
  const values = {
    name: 'Nguyễn Văn An',
    company: 'Cửa hàng An',
    phone: '0901 234 567',
    email: 'an@example.vn',
    need,
  };
  for (const field of fields) {
    await page.getByLabel(text(locale, `contact.form.${field}`)).fill(values[field]);
  }
}

/**
 * On /contact in `locale`: the form refuses to send without consent (axe scans that state), then
 * the consented lead, double-clicked offline, waits on the device and goes out once back online.
 */
async function sendLeadOfflineThenOnline(
  page: Page,
  context: BrowserContext,
  locale: LocaleInfo,
  need: string,
  posts: readonly string[],
): Promise<void> {
  const consent = page.getByRole('checkbox', { name: text(locale, 'contact.consent.label') });
  await expect(consent).not.toBeChecked();
  await fillForm(page, locale, need);
  const submit = page.getByRole('button', { name: text(locale, 'contact.form.submit') });
  await submit.click();
  await expect(page.getByText(text(locale, 'contact.consent.required'))).toBeVisible();
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  expect(posts, 'nothing leaves the page without consent').toEqual([]);
  await expectNoAxeViolations(page, locale, lightDesktop);

  await consent.check();
  await context.setOffline(true);
  await submit.dblclick();
  await expect(page.getByTestId('lead-queued')).toHaveText(text(locale, 'contact.form.queued'));
  await expect(page.getByLabel(text(locale, 'contact.form.need'))).toHaveValue(need);
  await context.setOffline(false);
  await expect(page.getByRole('status')).toHaveText(text(locale, 'contact.form.sent'));
  expect(await page.evaluate(() => localStorage.getItem('miniai.leadQueue'))).toBeNull();
}

test('in each locale a lead is refused without consent, and with it lands in D1 once: double click, offline, then online', async ({
  page,
  context,
  gotoHydrated,
  expectConsoleError,
}) => {
  test.setTimeout(commandTimeout);
  expectConsoleError(/ERR_INTERNET_DISCONNECTED/);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  const needs = locales.map((locale) => ({ locale, need: `Mini app đặt món ${randomUUID()}` }));
  for (const { locale, need } of needs) {
    await gotoHydrated(localePath(locale, '/contact'));
    await sendLeadOfflineThenOnline(page, context, locale, need, posts);
    posts.length = 0;
  }

  const rows = (await intakeCommand('leads:export')).split('\r\n');
  for (const { locale, need } of needs) {
    const mine = rows.filter((line) => line.includes(need));
    expect(mine, `one ${locale.code} row for the lead, whatever the clicks`).toHaveLength(1);
    expect(mine[0]).toContain(`"${locale.code}","${localePath(locale, '/contact')}"`);
    expect(mine[0]).toContain(`"${leadConsent.version}"`);
    expect(mine[0]).toMatch(/"\d{4}-\d{2}-\d{2}T[\d:.]+Z"/);
  }
});

/** A valid lead body and its headers, each test changing one thing. */
function validLead(need: string): { body: string; headers: Record<string, string> } {
  const payload = leadPayload(
    { name: 'Trần Thị Bình', company: '', phone: '0912 345 678', email: '', need },
    'vi',
    '/contact',
    new Date().toISOString(),
  );
  return {
    body: JSON.stringify(payload),
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
      Origin: siteOrigin(),
      // A client of its own: the rate limit counts per address and user agent.
      'User-Agent': `intake-spec ${randomUUID()}`,
    },
  };
}

async function expectRefusal(
  request: APIRequestContext,
  label: string,
  options: { body: string; headers: Record<string, string> },
  status: number,
  error: string,
): Promise<void> {
  const response = await request.post('/api/lead', {
    // Bytes: Playwright would send a string that is not JSON as a JSON string.
    data: Buffer.from(options.body),
    headers: options.headers,
  });
  expect(response.status(), label).toBe(status);
  expect(response.headers()['content-type'], label).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: string; message: string; data: unknown };
  expect(body.error, label).toBe(error);
  expect(typeof body.message, label).toBe('string');
}

httpTest(
  'the lead function refuses a bad payload, a big body, a wrong origin and a burst, and stores none of them',
  async ({ request }) => {
    test.setTimeout(commandTimeout);
    const tag = randomUUID();
    const lead = validLead(`refused ${tag}`);
    const withoutConsent = { ...(JSON.parse(lead.body) as object), consent: undefined };
    await expectRefusal(
      request,
      'no consent',
      { ...lead, body: JSON.stringify(withoutConsent) },
      400,
      'invalid_payload',
    );
    await expectRefusal(
      request,
      'bad phone',
      { ...lead, body: lead.body.replace('0912 345 678', '12345') },
      400,
      'invalid_payload',
    );
    await expectRefusal(request, 'not JSON', { ...lead, body: '{"name":' }, 400, 'invalid_json');
    await expectRefusal(
      request,
      'oversized',
      { ...lead, body: lead.body.replace('refused', 'x'.repeat(intakeMaxBodyBytes)) },
      413,
      'payload_too_large',
    );
    await expectRefusal(
      request,
      'another origin',
      { ...lead, headers: { ...lead.headers, Origin: 'https://evil.example' } },
      403,
      'forbidden_origin',
    );
    await expectRefusal(
      request,
      'no key',
      { ...lead, headers: { ...lead.headers, 'Idempotency-Key': '' } },
      400,
      'missing_idempotency_key',
    );
    // The burst: one client's bad requests count too, until it is told to wait.
    const burst = validLead(`burst ${tag}`);
    const statuses: number[] = [];
    for (let sent = 0; sent < 12; sent += 1) {
      const response = await request.post('/api/lead', {
        data: Buffer.from('{}'),
        headers: { ...burst.headers, 'Idempotency-Key': randomUUID() },
      });
      statuses.push(response.status());
      if (response.status() === 429) {
        expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
        expect(((await response.json()) as { error: string }).error).toBe('rate_limited');
        break;
      }
    }
    expect(statuses.at(-1), statuses.join(' ')).toBe(429);
    const accepted = await request.post('/api/lead', {
      data: Buffer.from(burst.body),
      headers: burst.headers,
    });
    expect(accepted.status(), 'a valid lead from the same client waits too').toBe(429);
    expect(await intakeCommand('leads:export')).not.toContain(tag);
  },
);

/**
 * On a docs page in `locale`: "Was this helpful?" appears near the end, sends a no, then the
 * comment; axe scans the open box in each of `combinations`.
 */
async function answerNoWithComment(
  page: Page,
  locale: LocaleInfo,
  comment: string,
  combinations: Parameters<typeof expectNoAxeViolations>[2],
): Promise<void> {
  const box = page.getByRole('region', { name: text(locale, 'pageFeedback.question') });
  // The box loads when the reader nears the end of the page, whose height may still grow.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(box).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await box.getByRole('button', { name: text(locale, 'pageFeedback.no'), exact: true }).click();
  await expect(box.getByRole('status')).toHaveText(text(locale, 'pageFeedback.thanks'));
  const field = box.getByLabel(text(locale, 'pageFeedback.comment.no'));
  await expect(field).toHaveAttribute('maxlength', String(feedbackCommentMaxLength));
  await field.fill(comment);
  await expectNoAxeViolations(page, locale, combinations);
  await box.getByRole('button', { name: text(locale, 'pageFeedback.comment.send') }).click();
  await expect(box.getByRole('status')).toHaveText(text(locale, 'pageFeedback.commented'));
}

visitTest(
  '"Was this helpful?" sends a no and its comment to D1 in each locale, and the report lists them by page',
  async ({ page, gotoHydrated }) => {
    test.setTimeout(commandTimeout);
    const answers = locales.map((locale, index) => ({
      locale,
      path: localePath(locale, '/docs/quickstart'),
      comment: `The token step is unclear ${randomUUID()}`,
      // Colour and width change no text: the four ways once, the other locale as it opens.
      combinations: index === 0 ? allCombinations : lightDesktop,
    }));
    for (const { locale, path, comment, combinations } of answers) {
      await gotoHydrated(path);
      await answerNoWithComment(page, locale, comment, combinations);
    }

    const report = await intakeCommand('feedback:report');
    expect(report).toContain(`  [no] `);
    for (const { path, comment } of answers) {
      expect(
        report.split('\n').some((entry) => entry.startsWith(`${path}\t`)),
        report,
      ).toBe(true);
      expect(report.split('\n').filter((entry) => entry.endsWith(comment))).toHaveLength(1);
    }
  },
);
