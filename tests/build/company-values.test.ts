/**
 * Checks on the production build (run after `npm run build`, with the build's environment): a
 * company value that is not configured is left out of every page, label and all, in both locales,
 * and of the home page's JSON-LD and security.txt; a configured one is shown as configured; no
 * page shows a placeholder-looking value (tests/support/placeholders.ts).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { load, type CheerioAPI } from 'cheerio';
import { hasChildren, isText, type AnyNode } from 'domhandler';
import { resolveSiteSettings } from '@site/config/site';
import { htmlFiles } from '@site/plugins/built-pages';
import { telHref } from '@site/src/lib/contactDetails';
import { securityTxtPath } from '@site/src/lib/securityTxtPath';
import { buildDir } from '@site/tests/support/content';
import { interfaceMessages } from '@site/tests/support/interfaceStrings';
import { placeholdersInText } from '@site/tests/support/placeholders';

const settings = resolveSiteSettings(process.env);

const locales = [
  { code: 'vi', dir: buildDir, files: htmlFiles(buildDir, [path.join(buildDir, 'en')]) },
  { code: 'en', dir: path.join(buildDir, 'en'), files: htmlFiles(path.join(buildDir, 'en')) },
] as const;

/** The labelled company values of the footer's legal line: the id of the label and the value. */
const labelledValues = [
  { label: 'footer.legalEntity.taxCode', value: settings.legalEntity.taxCode },
  { label: 'footer.legalEntity.address', value: settings.legalEntity.address },
];

/** What a reader sees of a page: its body's text in document order, one space between elements. */
function visibleText($: CheerioAPI): string {
  $('script, style, noscript, template').remove();
  const texts = (node: AnyNode): string[] => {
    if (isText(node)) return [node.data];
    return hasChildren(node) ? node.children.flatMap(texts) : [];
  };
  return $('body')
    .toArray()
    .flatMap(texts)
    .join(' ')
    .replace(/\s+/g, ' ');
}

/** The Organization the home page describes in its JSON-LD. */
function organization($: CheerioAPI): Record<string, unknown> {
  const blocks = $('script[type="application/ld+json"]')
    .toArray()
    .map((element) => JSON.parse($(element).text()) as Record<string, unknown>);
  const found = blocks.find((block) => block['@type'] === 'Organization');
  assert.ok(found, 'the home page describes its Organization');
  return found;
}

for (const locale of locales) {
  describe(`${locale.code}: company values in the built pages`, () => {
    const problems = { labels: [] as string[], placeholders: [] as string[], phones: [] as string[] };
    let pages = 0;

    it('reads every page once', async () => {
      const messages = await interfaceMessages(locale.code);
      const labels = labelledValues.map(({ label, value }) => {
        const text = messages.get(label);
        assert.ok(text, `interface string ${label}`);
        return { text, value };
      });
      for (const file of locale.files) {
        const $ = load(readFileSync(file, 'utf8'));
        const where = path.relative(buildDir, file);
        pages += 1;
        for (const href of $('a[href^="tel:"]').map((_, a) => $(a).attr('href')).get()) {
          if (settings.contact.phone === undefined || href !== telHref(settings.contact.phone)) {
            problems.phones.push(`${where}: ${href}`);
          }
        }
        const text = visibleText($);
        for (const { text: label, value } of labels) {
          for (let at = text.indexOf(label); at !== -1; at = text.indexOf(label, at + 1)) {
            const after = text.slice(at + label.length).trimStart();
            if (value === undefined || !after.startsWith(value)) {
              problems.labels.push(`${where}: "${label}" followed by "${after.slice(0, 30)}"`);
            }
          }
        }
        problems.placeholders.push(...placeholdersInText(text).map((item) => `${where}: ${item}`));
      }
      assert.ok(pages > 20, `${locale.code}: the build has its pages`);
    });

    it('shows no label of a company value without that value after it', () => {
      assert.deepEqual(problems.labels, []);
    });

    it('shows no placeholder-looking value', () => {
      assert.deepEqual(problems.placeholders, []);
    });

    it('links a phone number only when one is configured, and only that one', () => {
      assert.deepEqual(problems.phones, []);
    });

    it('/contact lists the phone exactly when one is configured', () => {
      const $ = load(readFileSync(path.join(locale.dir, 'contact.html'), 'utf8'));
      const phone = $('[data-channel="phone"]');
      if (settings.contact.phone === undefined) assert.equal(phone.length, 0);
      else assert.equal(phone.text().trim(), settings.contact.phone);
    });

    it('the home page JSON-LD carries only the configured company values', () => {
      const $ = load(readFileSync(path.join(locale.dir, 'index.html'), 'utf8'));
      const described = organization($);
      for (const [property, value] of [
        ['legalName', settings.legalEntity.name],
        ['taxID', settings.legalEntity.taxCode],
        ['address', settings.legalEntity.address],
        ['telephone', settings.contact.phone],
      ] as const) {
        assert.equal(described[property], value, property);
      }
    });
  });
}

describe('security.txt', () => {
  it('names the configured security contact and no placeholder', () => {
    const text = readFileSync(path.join(buildDir, securityTxtPath), 'utf8');
    assert.match(text, new RegExp(`^Contact: mailto:${settings.securityEmail.replace('.', '\\.')}$`, 'm'));
    assert.deepEqual(placeholdersInText(text), []);
  });
});
