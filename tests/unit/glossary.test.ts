/**
 * One glossary of terms (issue #38, item 7): the terms are typed data (src/data/glossary.ts) in
 * both locales, /glossary renders them and the old /markdown-page sends readers there, and no page,
 * interface string or data module writes a name the glossary has retired.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { siteLocales, type SiteLocale } from '@site/config/locales';
import { localizedDocument } from '@site/openapi/tools/document';
import { skillNames, skillSourceFile } from '@site/plugins/agent-discovery/skills';
import { movedPages } from '@site/plugins/serving-rules/rules';
import { glossarySections, glossaryTerms } from '@site/src/data/glossary';
import { contentAreas, markdownFiles, readMarkdown, siteDir } from '@site/tests/support/content';
import { contractProse } from '@site/tests/support/openapi';

const pages = contentAreas.find((area) => area.name === 'pages');
assert.ok(pages);

/** Files that may name a retired variant: the glossary itself, and the search synonyms readers type. */
const allowed = new Set(['src/data/glossary.ts']);
const allowedFolders = ['src/lib/search/'];

function codeFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|json)$/.test(file))
    .map((file) => path.join(root, file));
}

/** The agent skills (agent-skills/ and its English copy) and the contract's prose, in one locale. */
function apiTexts(locale: SiteLocale): { file: string; text: string }[] {
  const skills = skillNames(siteDir).map((name) => skillSourceFile(name, locale));
  return [
    ...skills.map((file) => ({ file, text: readFileSync(file, 'utf8') })),
    {
      file: `openapi/miniai.yaml (${locale})`,
      text: contractProse(localizedDocument(locale)).join('\n'),
    },
  ];
}

/** Every text a reader can see: Markdown sources of each area and locale, src/, i18n JSON. */
function readerTexts(): { file: string; text: string }[] {
  const markdown = contentAreas.flatMap((area) =>
    [area.source, area.english].flatMap((root) =>
      markdownFiles(root).map((file) => path.join(root, file)),
    ),
  );
  const code = [...codeFiles('src'), ...codeFiles('i18n')];
  return [...markdown, ...code]
    .filter(
      (file) => !allowed.has(file) && !allowedFolders.some((folder) => file.startsWith(folder)),
    )
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
    .concat(siteLocales.flatMap(apiTexts));
}

/**
 * The sentences of a Vietnamese text that say "gửi lại" of something other than a webhook event:
 * the glossary keeps "gửi lại" for MiniAI redelivering an event, and a client's retry is "thử lại".
 * A sentence that names the event, the webhook, a delivery attempt ("lần gửi lại") or MiniAI as
 * the sender is a redelivery.
 */
function clientRetriesCalledResend(text: string): string[] {
  return text
    .split(/(?<=[.;!?])\s+|\n+/)
    .filter((sentence) => /gửi lại/i.test(sentence))
    .filter((sentence) => !/sự kiện|webhook|lần gửi lại|MiniAI gửi lại/i.test(sentence));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the glossary data', () => {
  it('gives every term a heading and a definition in both locales, and a unique anchor', () => {
    const ids = glossaryTerms.map((term) => term.id);
    assert.equal(new Set(ids).size, ids.length);
    for (const term of glossaryTerms) {
      for (const locale of siteLocales) {
        assert.ok(term.heading[locale].trim() !== '', `${term.id}: heading ${locale}`);
        assert.ok(term.definition[locale].trim() !== '', `${term.id}: definition ${locale}`);
      }
    }
  });

  it('puts every term in a section, and no section is empty', () => {
    const sections = glossarySections.map((section) => section.id);
    for (const term of glossaryTerms) assert.ok(sections.includes(term.section), term.id);
    for (const section of sections) {
      assert.ok(
        glossaryTerms.some((term) => term.section === section),
        section,
      );
    }
  });

  it('retires no name its own headings or definitions still use', () => {
    for (const term of glossaryTerms) {
      for (const locale of siteLocales) {
        for (const variant of term.retired?.[locale] ?? []) {
          assert.doesNotMatch(term.heading[locale], new RegExp(escape(variant), 'i'), term.id);
        }
      }
    }
  });
});

for (const locale of siteLocales) {
  const root = locale === 'vi' ? pages.source : pages.english;

  describe(`${locale}: the glossary page`, () => {
    it('/glossary renders the glossary data', () => {
      const page = readMarkdown(path.join(root, 'glossary.mdx'));
      assert.match(page.body, /^import Glossary from '@site\/src\/components\/Glossary';$/m);
      assert.ok(page.body.includes('<Glossary />'), page.file);
      assert.doesNotMatch(page.body, /^#{2,3} /m, 'a term typed by hand beside the data');
    });

    it('/markdown-page, where the glossary was, sends readers to /glossary, as the servers do', () => {
      assert.deepEqual(movedPages, [{ from: '/markdown-page', to: '/glossary' }]);
      for (const { from, to } of movedPages) {
        const page = readMarkdown(path.join(root, `${from}.mdx`));
        assert.ok(page.body.includes(`<MovedPage to="${to}">`), page.file);
      }
    });
  });
}

describe('retired names', () => {
  const variants = glossaryTerms.flatMap((term) =>
    [...new Set(siteLocales.flatMap((locale) => term.retired?.[locale] ?? []))].map((variant) => ({
      term: term.id,
      variant,
    })),
  );

  it('the glossary retires names', () => {
    assert.ok(variants.length > 0);
  });

  it('no page, interface string or data module writes a name the glossary retired', () => {
    const texts = readerTexts();
    const found = variants.flatMap(({ term, variant }) => {
      const pattern = new RegExp(escape(variant), 'i');
      return texts
        .filter(({ text }) => pattern.test(text))
        .map(({ file }) => `${file}: "${variant}" (glossary: ${term})`);
    });
    assert.deepEqual(found, []);
  });

  it('recognises "gửi lại" said of a client’s retry, not of a webhook redelivery', () => {
    assert.deepEqual(
      clientRetriesCalledResend(
        'Hãy sửa yêu cầu trước khi gửi lại. MiniAI gửi lại sự kiện sau 1 phút. Lần gửi lại đã được xếp hàng.',
      ),
      ['Hãy sửa yêu cầu trước khi gửi lại.'],
    );
  });

  it('the agent skills and the contract say "thử lại" for a client’s retry (vi)', () => {
    const found = apiTexts('vi').flatMap(({ file, text }) =>
      clientRetriesCalledResend(text).map((sentence) => `${file}: ${sentence}`),
    );
    assert.deepEqual(found, [], 'use "thử lại" (glossary: retry)');
  });
});
