import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it, test } from 'node:test';
import { parse } from 'yaml';
import { siteLocales } from '@site/config/locales';
import { localizedDocument } from '@site/openapi/tools/document';
import { defaultSettings, resolveSiteSettings, settingsEnvironment } from '@site/config/site';

const siteDir = process.cwd();

describe('site settings (config/site.ts)', () => {
  it('uses the documented defaults when no variable is set', () => {
    assert.deepEqual(resolveSiteSettings({}), defaultSettings);
  });

  it('lets every setting be overridden by its environment variable', () => {
    const settings = resolveSiteSettings({
      [settingsEnvironment.brandName]: 'MiniAI Staging',
      [settingsEnvironment.siteUrl]: 'https://staging.example.vn/',
      [settingsEnvironment.baseUrl]: '/docs-site/',
      [settingsEnvironment.tryOutUrl]: 'https://app.staging.example.vn',
      [settingsEnvironment.apiBaseUrl]: 'http://127.0.0.1:4010',
      [settingsEnvironment.facebookUrl]: 'https://facebook.com/example',
      [settingsEnvironment.chatUrl]: 'https://zalo.me/example',
      [settingsEnvironment.websiteUrl]: 'https://example.vn',
      [settingsEnvironment.contactPhone]: '028 3822 1234',
      [settingsEnvironment.contactEmail]: 'sales@example.vn',
      [settingsEnvironment.leadEndpoint]: 'https://leads.example.vn/demo',
      [settingsEnvironment.navbarHideOnScroll]: 'true',
      [settingsEnvironment.cspReportUrl]: 'https://csp.example.vn/report',
      [settingsEnvironment.legalName]: 'Công ty TNHH Ví Dụ',
      [settingsEnvironment.legalTaxCode]: '0312345678-001',
      [settingsEnvironment.legalAddress]: ' 1 Đường Ví Dụ, TP. Hồ Chí Minh ',
      [settingsEnvironment.securityEmail]: 'psirt@example.vn',
      [settingsEnvironment.contentSignals]: 'ai-train=no, search=yes',
    });
    assert.equal(settings.brandName, 'MiniAI Staging');
    assert.equal(settings.siteUrl, 'https://staging.example.vn', 'trailing slash is removed');
    assert.equal(settings.baseUrl, '/docs-site/');
    assert.equal(settings.tryOutUrl, 'https://app.staging.example.vn');
    assert.equal(settings.apiBaseUrl, 'http://127.0.0.1:4010');
    assert.deepEqual(settings.social, {
      facebookUrl: 'https://facebook.com/example',
      chatUrl: 'https://zalo.me/example',
      websiteUrl: 'https://example.vn',
    });
    assert.deepEqual(settings.contact, {
      phone: '028 3822 1234',
      email: 'sales@example.vn',
      leadEndpoint: 'https://leads.example.vn/demo',
    });
    assert.equal(settings.navbarHideOnScroll, true);
    assert.equal(settings.cspReportUrl, 'https://csp.example.vn/report');
    assert.deepEqual(settings.legalEntity, {
      name: 'Công ty TNHH Ví Dụ',
      taxCode: '0312345678-001',
      address: '1 Đường Ví Dụ, TP. Hồ Chí Minh',
    });
    assert.equal(settings.securityEmail, 'psirt@example.vn');
    // A signal left out keeps its default.
    assert.deepEqual(settings.contentSignals, { search: true, aiInput: true, aiTrain: false });
  });

  it('rejects a Content-Signal that names an unknown signal, repeats one or answers other than yes or no', () => {
    for (const value of ['ai-train=maybe', 'search=yes, search=no', 'train=no', 'search yes']) {
      assert.throws(
        () => resolveSiteSettings({ [settingsEnvironment.contentSignals]: value }),
        new RegExp(
          `^Error: ${settingsEnvironment.contentSignals} must list search, ai-input, ai-train`,
        ),
        value,
      );
    }
  });

  it('leaves the tax code out until one is configured', () => {
    assert.equal(resolveSiteSettings({}).legalEntity.taxCode, undefined);
    assert.equal(
      resolveSiteSettings({ [settingsEnvironment.legalTaxCode]: ' ' }).legalEntity.taxCode,
      undefined,
    );
  });

  it('rejects a tax code that is not 10 digits (or 10-3 for a branch), naming the variable', () => {
    for (const bad of ['031234567', '03123456789', '0312345678-01', 'MST0312345678']) {
      assert.throws(
        () => resolveSiteSettings({ [settingsEnvironment.legalTaxCode]: bad }),
        /MINIAI_LEGAL_TAX_CODE must be 10 digits/,
        bad,
      );
    }
  });

  it('rejects a security contact that is not one e-mail address, naming the variable', () => {
    for (const bad of ['security', 'Security <security@miniai.vn>', 'a@b', 'a b@miniai.vn']) {
      assert.throws(
        () => resolveSiteSettings({ [settingsEnvironment.securityEmail]: bad }),
        /MINIAI_SECURITY_EMAIL must be an email address/,
        bad,
      );
    }
  });

  it('rejects a malformed URL with a message naming the variable', () => {
    assert.throws(
      () => resolveSiteSettings({ [settingsEnvironment.tryOutUrl]: 'app.miniai.vn' }),
      /MINIAI_TRY_OUT_URL must be an absolute http\(s\) URL/,
    );
    assert.throws(
      () => resolveSiteSettings({ [settingsEnvironment.siteUrl]: 'ftp://miniai.vn' }),
      /MINIAI_SITE_URL must use http or https/,
    );
  });

  it('rejects a base URL without slashes or with characters a server rule cannot hold, and a boolean that is not one', () => {
    for (const value of ['docs', '/docs', '/my docs/', '/a//b/', '/docs"x/', '/../']) {
      assert.throws(
        () => resolveSiteSettings({ [settingsEnvironment.baseUrl]: value }),
        /MINIAI_BASE_URL must start and end with "\/"/,
        value,
      );
    }
    assert.equal(
      resolveSiteSettings({ [settingsEnvironment.baseUrl]: '/a/b.c_d-e/' }).baseUrl,
      '/a/b.c_d-e/',
    );
    assert.throws(
      () => resolveSiteSettings({ [settingsEnvironment.navbarHideOnScroll]: 'yes' }),
      /MINIAI_NAVBAR_HIDE_ON_SCROLL must be true, false, 1 or 0/,
    );
  });

  it("sends leads and page feedback to the site's own functions by default, and nowhere when set to nothing", () => {
    const lead = settingsEnvironment.leadEndpoint;
    const feedback = settingsEnvironment.feedbackEndpoint;
    const unset = resolveSiteSettings({});
    assert.equal(unset.contact.leadEndpoint, '/api/lead');
    assert.equal(unset.feedbackEndpoint, '/api/feedback');
    // Set to nothing: the demo form opens an email and the feedback box is left out.
    const off = resolveSiteSettings({ [lead]: '', [feedback]: ' ' });
    assert.equal(off.contact.leadEndpoint, null);
    assert.equal(off.feedbackEndpoint, null);
    assert.throws(
      () => resolveSiteSettings({ [feedback]: 'https://leads.example.vn/feedback' }),
      /MINIAI_FEEDBACK_ENDPOINT must be a path on this site/,
    );
  });

  it('accepts a lead endpoint on this site as a path, but not a host-relative //host URL', () => {
    const name = settingsEnvironment.leadEndpoint;
    assert.equal(resolveSiteSettings({ [name]: '/api/lead' }).contact.leadEndpoint, '/api/lead');
    assert.throws(
      () => resolveSiteSettings({ [name]: '//leads.example.vn' }),
      /MINIAI_LEAD_ENDPOINT must be an absolute http\(s\) URL/,
    );
    assert.throws(
      () => resolveSiteSettings({ [name]: 'javascript:alert(1)' }),
      /MINIAI_LEAD_ENDPOINT must use http or https/,
    );
  });

  it('rejects a contact phone that is not Vietnamese and an email that is not one', () => {
    for (const phone of ['12345', '+1 415 555 0100', '09012345']) {
      assert.throws(
        () => resolveSiteSettings({ [settingsEnvironment.contactPhone]: phone }),
        /MINIAI_CONTACT_PHONE must be a Vietnamese phone number/,
        phone,
      );
    }
    assert.throws(
      () => resolveSiteSettings({ [settingsEnvironment.contactEmail]: 'hello at miniai.vn' }),
      /MINIAI_CONTACT_EMAIL must be an email address/,
    );
  });

  it('keeps the blog author socials in step with the configured social links', () => {
    for (const file of ['blog/authors.yml', 'i18n/en/docusaurus-plugin-content-blog/authors.yml']) {
      const authors = parse(readFileSync(path.join(siteDir, file), 'utf8')) as Record<
        string,
        { socials: Record<string, string> }
      >;
      for (const [key, author] of Object.entries(authors)) {
        assert.equal(
          author.socials.facebook,
          defaultSettings.social.facebookUrl,
          `${file}: ${key}`,
        );
        assert.equal(author.socials.zalo, defaultSettings.social.chatUrl, `${file}: ${key}`);
      }
    }
  });
});

test('the API base URL setting becomes the production server of the API reference', () => {
  const env = { [settingsEnvironment.apiBaseUrl]: 'https://staging-api.example.com/v1' };
  for (const locale of siteLocales) {
    const servers = localizedDocument(locale, undefined, env).servers as { url: string }[];
    assert.equal(servers[0]?.url, 'https://staging-api.example.com/v1');
    const defaults = localizedDocument(locale, undefined, {}).servers as { url: string }[];
    assert.equal(defaults[0]?.url, defaultSettings.apiBaseUrl);
  }
});
