/**
 * The demo form's rules (src/lib/leadForm.ts, src/lib/contactDetails.ts): what counts as a
 * Vietnamese phone number, which fields are refused and why, the JSON sent to the lead endpoint
 * with its consent and key, the prefilled email, that a failed send is reported as failed, and
 * that the lead function reads a received body by the same rules.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isEmailAddress, isVietnamesePhone, telHref } from '@site/src/lib/contactDetails';
import { siteLocales } from '@site/config/locales';
import { leadConsent } from '@site/src/data/consent';
import {
  emptyLead,
  firstInvalidField,
  leadMailto,
  leadPayload,
  readLeadPayload,
  sendLead,
  validateLead,
  type LeadFields,
} from '@site/src/lib/leadForm';

const givenAt = '2026-11-27T09:30:00.000Z';
const key = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';

const filled: LeadFields = {
  name: 'Nguyễn Văn An',
  company: 'Cửa hàng An',
  phone: '0901 234 567',
  email: 'an@example.vn',
  need: 'Mini app đặt món cho 3 chi nhánh',
};

describe('Vietnamese phone numbers', () => {
  it('accepts 0 or +84 followed by 9 or 10 digits, with separators', () => {
    for (const phone of [
      '0901234567',
      '+84901234567',
      '090 123 4567',
      '028.3822.1234',
      '02838221234',
    ]) {
      assert.ok(isVietnamesePhone(phone), phone);
    }
  });

  it('refuses other prefixes and lengths', () => {
    for (const phone of [
      '901234567',
      '84901234567',
      '09012345',
      '090123456',
      '090123456789',
      '+1 415 555 0100',
      '09o1234567',
    ]) {
      assert.ok(!isVietnamesePhone(phone), phone);
    }
  });

  it('dials a national number in international form', () => {
    assert.equal(telHref('090 123 4567'), 'tel:+84901234567');
    assert.equal(telHref('+84 900 000 000'), 'tel:+84900000000');
  });

  it('knows an email address from a name', () => {
    assert.ok(isEmailAddress('hello@miniai.vn'));
    assert.ok(!isEmailAddress('hello@miniai'));
    assert.ok(!isEmailAddress('hello miniai.vn'));
  });
});

describe('validating the form', () => {
  it('accepts a complete form, and one without company and email', () => {
    assert.deepEqual(validateLead(filled), {});
    assert.deepEqual(validateLead({ ...filled, company: '', email: '' }), {});
  });

  it('asks for name, phone and need, and says which field is wrong', () => {
    assert.deepEqual(validateLead(emptyLead), {
      name: 'required',
      phone: 'required',
      need: 'required',
    });
    assert.deepEqual(validateLead({ ...filled, phone: '12345', email: 'an@' }), {
      phone: 'phone',
      email: 'email',
    });
    assert.deepEqual(validateLead({ ...filled, name: 'x'.repeat(101) }), { name: 'tooLong' });
  });

  it('puts the focus on the first invalid field in the order of the form', () => {
    assert.equal(firstInvalidField({ need: 'required', phone: 'phone' }), 'phone');
    assert.equal(firstInvalidField({}), undefined);
  });
});

describe('what leaves the browser', () => {
  it('sends the trimmed fields with the locale, the page, the consent given and the honeypot', () => {
    assert.deepEqual(
      leadPayload({ ...filled, name: '  Nguyễn Văn An ' }, 'vi', '/contact', givenAt),
      {
        ...filled,
        locale: 'vi',
        page: '/contact',
        consent: { version: leadConsent.version, givenAt },
        website: '',
      },
    );
  });

  it('prefills the email subject and a body with every field under its label', () => {
    const labels = {
      name: 'Name',
      company: 'Company',
      phone: 'Phone',
      email: 'Email',
      need: 'Need',
    };
    const href = leadMailto('hello@miniai.vn', 'Demo request', labels, filled);
    const url = new URL(href);
    assert.equal(url.protocol, 'mailto:');
    assert.equal(url.pathname, 'hello@miniai.vn');
    assert.equal(url.searchParams.get('subject'), 'Demo request');
    assert.equal(
      url.searchParams.get('body'),
      'Name: Nguyễn Văn An\nCompany: Cửa hàng An\nPhone: 0901 234 567\nEmail: an@example.vn\nNeed: Mini app đặt món cho 3 chi nhánh',
    );
  });

  it('POSTs JSON with its key, without cookies: 2xx is sent, a refusal failed, a busy or missing server unavailable, none unreachable', async () => {
    const calls: Array<[string, RequestInit | undefined]> = [];
    const answering =
      (status: number): typeof fetch =>
      (input, init) => {
        calls.push([input instanceof Request ? input.url : input.toString(), init]);
        return Promise.resolve(new Response(null, { status }));
      };
    const payload = leadPayload(filled, 'en', '/en/contact', givenAt);
    assert.equal(await sendLead('/api/lead', payload, key, answering(204)), 'sent');
    for (const status of [400, 403, 404, 405, 413]) {
      assert.equal(
        await sendLead('/api/lead', payload, key, answering(status)),
        'failed',
        `${status}`,
      );
    }
    // Nothing in them says the lead is wrong: it waits on the device and goes out again later.
    for (const status of [408, 429, 500, 502, 503]) {
      assert.equal(
        await sendLead('/api/lead', payload, key, answering(status)),
        'unavailable',
        `${status}`,
      );
    }
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    assert.equal(await sendLead('/api/lead', payload, key, offline), 'unreachable');
    const [url, init] = calls[0] ?? ['', undefined];
    assert.equal(url, '/api/lead');
    assert.equal(init?.method, 'POST');
    assert.equal(init?.credentials, 'omit');
    assert.equal(new Headers(init?.headers).get('Idempotency-Key'), key);
    const body = init?.body;
    assert.ok(typeof body === 'string', 'the body is JSON text');
    assert.deepEqual(JSON.parse(body), payload);
  });
});

describe('what the lead function accepts', () => {
  const sent = leadPayload(filled, 'vi', '/contact', givenAt);

  it('reads back exactly what the form sends', () => {
    assert.deepEqual(readLeadPayload(JSON.parse(JSON.stringify(sent)), siteLocales), {
      payload: sent,
    });
  });

  it('refuses a lead without the current consent', () => {
    for (const consent of [
      undefined,
      { version: 'older', givenAt },
      { version: leadConsent.version },
      { version: leadConsent.version, givenAt: 'yesterday' },
    ]) {
      assert.deepEqual(
        readLeadPayload({ ...sent, consent }, siteLocales),
        { problems: { consent: 'invalid' } },
        JSON.stringify(consent),
      );
    }
  });

  it("applies the form's field rules, and names every wrong member", () => {
    assert.deepEqual(
      readLeadPayload(
        { ...sent, phone: '12345', email: 42, locale: 'fr', page: '//evil.example' },
        siteLocales,
      ),
      { problems: { phone: 'phone', email: 'required', locale: 'invalid', page: 'invalid' } },
    );
    assert.deepEqual(readLeadPayload({ ...sent, need: 'x'.repeat(2001) }, siteLocales), {
      problems: { need: 'tooLong' },
    });
    assert.deepEqual(readLeadPayload([sent], siteLocales), { problems: { body: 'invalid' } });
  });
});
