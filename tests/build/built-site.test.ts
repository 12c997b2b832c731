/**
 * Checks on the production build (run after `docusaurus build`): each locale's pages declare
 * their language, and the interface around the content (announcement bar, navbar, footer) is in
 * that language, so a label that missed translation is caught here.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { load } from 'cheerio';
import { codeSamples, sampleRequest } from '@site/openapi/tools/code-samples';
import { apiGroups, localizedDocument, operationRoute } from '@site/openapi/tools/document';
import { contentAreaOf, htmlFiles } from '@site/plugins/built-pages';
import { buildDir, hasVietnameseLetter } from '@site/tests/support/content';
import { defaultSettings } from '@site/config/site';
import { workedExample } from '@site/src/data/pricing';
import { telHref } from '@site/src/lib/contactDetails';
import {
  searchManifestFile,
  sectionPath,
  type SearchManifest,
  type StoredSection,
} from '@site/src/lib/search/files';
import { monthlyCost } from '@site/src/lib/pricing';
import { formatVnd } from '@site/src/lib/numberFormat';
import { interfaceMessages, translationFile } from '@site/tests/support/interfaceStrings';

const pagesByLocale = {
  vi: htmlFiles(buildDir, [path.join(buildDir, 'en')]),
  en: htmlFiles(path.join(buildDir, 'en')),
};

/** The text nodes of the page's interface chrome, without the reader's content. */
function chromeTexts(html: string): string[] {
  const parts = [
    ...html.matchAll(/<div[^>]*class="?[^">]*announcementBarContent[\s\S]*?<\/div>/g),
    ...html.matchAll(/<nav[^>]*class="?[^">]*navbar[\s\S]*?<\/nav>/g),
    ...html.matchAll(/<footer[\s\S]*?<\/footer>/g),
  ].map((match) => match[0]);
  return parts.flatMap((part) =>
    part
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
      .split(/<[^>]+>/)
      .map((text) => text.trim())
      .filter((text) => text !== ''),
  );
}

function relative(file: string): string {
  return path.relative(buildDir, file);
}

describe('the production build', () => {
  it('exists for both locales', () => {
    assert.ok(existsSync(path.join(buildDir, 'index.html')), 'build/index.html missing');
    assert.ok(existsSync(path.join(buildDir, 'en/index.html')), 'build/en/index.html missing');
    assert.ok(pagesByLocale.vi.length > 20 && pagesByLocale.en.length > 20);
  });

  for (const [locale, lang] of [
    ['vi', 'vi-VN'],
    ['en', 'en-US'],
  ] as const) {
    it(`every ${locale} page declares lang="${lang}"`, () => {
      const wrong = pagesByLocale[locale].filter(
        // The minifier drops attribute quotes where it can.
        (file) => !new RegExp(`<html lang="?${lang}"? dir="?ltr`).test(readFileSync(file, 'utf8')),
      );
      assert.deepEqual(wrong.map(relative), []);
    });
  }

  it('no en page shows Vietnamese in its announcement bar, navbar or footer', () => {
    const leaks: string[] = [];
    for (const file of pagesByLocale.en) {
      // Text marked lang="vi" is Vietnamese on purpose: the company's registered name and address.
      const html = readFileSync(file, 'utf8').replace(/<span lang="?vi"?>[^<]*<\/span>/g, ' ');
      for (const text of chromeTexts(html)) {
        // The language switcher names Vietnamese in Vietnamese, as every multilingual site does.
        if (text === 'Tiếng Việt') continue;
        if (hasVietnameseLetter(text)) leaks.push(`${relative(file)}: "${text}"`);
      }
    }
    assert.deepEqual(leaks.slice(0, 20), []);
  });

  it('no vi page shows an English interface label in its navbar or footer', async () => {
    const en = translationFile('en');
    const vi = await interfaceMessages('vi');
    // English labels that the Vietnamese site translates. "Next" stays: it is the spec's version label.
    const englishOnly = new Set(
      Object.entries(en)
        .filter(([id, { message }]) => vi.get(id) !== message && /[a-z]{3}/i.test(message))
        .map(([, { message }]) => message),
    );
    englishOnly.delete('Next');
    const leaks: string[] = [];
    for (const file of pagesByLocale.vi) {
      for (const text of chromeTexts(readFileSync(file, 'utf8'))) {
        if (englishOnly.has(text)) leaks.push(`${relative(file)}: "${text}"`);
      }
    }
    assert.ok(englishOnly.size > 100, 'the English label list is suspiciously short');
    assert.deepEqual(leaks.slice(0, 20), []);
  });

  // The post-build plugins read the built pages while others may rewrite them (theme-patches/openapi):
  // a page read half-written leaves an empty Markdown copy or an untitled search entry.
  for (const locale of ['vi', 'en'] as const) {
    const localeDir = locale === 'vi' ? buildDir : path.join(buildDir, 'en');
    const contentPages = pagesByLocale[locale]
      .map((file) => path.relative(localeDir, file).replace(/\.html$/, ''))
      .filter((route) => contentAreaOf(route) !== undefined);

    it(`every ${locale} content page has a Markdown copy: a line naming its origin, then its title`, () => {
      assert.ok(contentPages.length >= 30, `only ${contentPages.length} ${locale} content pages`);
      const wrong = contentPages.filter((route) => {
        const file = path.join(localeDir, `${route}.md`);
        return !existsSync(file) || !/^[^\n]+\n\n# \S.*\n\n[\s\S]{80}/.test(readFileSync(file, 'utf8'));
      });
      assert.deepEqual(wrong, [], `${locale}: Markdown copies missing, empty or untitled`);
    });

    it(`the ${locale} search index has every content page, each with its title`, () => {
      const manifest = JSON.parse(
        readFileSync(path.join(localeDir, searchManifestFile), 'utf8'),
      ) as SearchManifest;
      const sections = Array.from(
        { length: manifest.documents },
        (_, id) =>
          JSON.parse(readFileSync(path.join(localeDir, sectionPath(manifest, id)), 'utf8')) as StoredSection,
      );
      const titled = new Set(
        sections
          .filter((fields) => fields.title.trim() !== '')
          .map((fields) => fields.url.replace(/^\/en(?=\/)/, '').replace(/^\//, '')),
      );
      const missing = contentPages.filter((route) => !titled.has(route));
      assert.deepEqual(missing, [], `${locale}: pages without a titled search entry`);
    });
  }

  for (const locale of ['vi', 'en'] as const) {
    const localeDir = locale === 'vi' ? buildDir : path.join(buildDir, 'en');
    const operationPages = pagesByLocale[locale]
      .map((file) => path.relative(localeDir, file).replace(/\.html$/, ''))
      .filter((route) => /^api\/[^/]+\/[^/]+$/.test(route));

    // The OpenAPI theme renders these in the browser only (plugins/theme-patches/openapi renders them on
    // the server): without that, readers without JavaScript, the Markdown copies and the search
    // index all got grey placeholders instead of the parameters and schemas.
    // Docusaurus writes front matter without escaping `\` (src/lib/codeSampleBackslash.ts): the
    // page must still show the curl sample as generated, line continuations included.
    it(`every ${locale} operation page shows its curl sample as generated`, () => {
      const document = localizedDocument(locale);
      const wrong = apiGroups(document).flatMap((group) =>
        // Webhooks have no samples: MiniAI makes those calls (checked in the next test).
        group.operations.flatMap((operation) => {
          if (operation.section === 'webhooks') return [];
          const route = operationRoute(group.name, operation.operationId).slice(1);
          const $ = load(readFileSync(path.join(localeDir, `${route}.html`), 'utf8'));
          const shown = $('[aria-labelledby=api-code-samples] pre')
            .first()
            .find('.token-line')
            .map((_index, line) => $(line).text())
            .get()
            .join('\n');
          const generated = codeSamples(sampleRequest(document, operation.path, operation.method));
          const curl = generated.find((sample) => sample.lang === 'curl')?.source;
          return shown === curl && shown.includes(' \\\n') ? [] : [route];
        }),
      );
      assert.deepEqual(wrong, [], `${locale}: curl samples that differ from the generated ones`);
    });

    it(`every ${locale} operation and webhook page is built with its schemas and code samples`, () => {
      const pages = apiGroups(localizedDocument(locale)).flatMap((group) =>
        group.operations.map((operation) => ({
          route: operationRoute(group.name, operation.operationId).slice(1),
          section: operation.section,
        })),
      );
      assert.ok(pages.some((page) => page.section === 'webhooks'), 'no webhook in the contract');
      assert.deepEqual([...operationPages].sort(), pages.map((page) => page.route).sort());
      // The minified HTML leaves attribute values unquoted where it can.
      const guideLink = new RegExp(`href="?${locale === 'vi' ? '' : '/en'}/docs/webhooks[">\\s]`);
      const wrong = pages.flatMap(({ route, section }) => {
        const html = readFileSync(path.join(localeDir, `${route}.html`), 'utf8');
        const markdown = readFileSync(path.join(localeDir, `${route}.md`), 'utf8');
        // A webhook page shows its payload schema and, instead of samples, the way to the guide.
        const panelShown =
          section === 'webhooks'
            ? guideLink.test(html) && markdown.includes('/docs/webhooks')
            : html.includes('aria-labelledby=api-code-samples') && markdown.includes('curl -X');
        return html.includes('openapi-skeleton') ||
          !html.includes('openapi-schema__property') ||
          !panelShown
          ? [route]
          : [];
      });
      assert.deepEqual(wrong, [], `${locale}: operation pages with placeholders`);
      // llms.txt links the Markdown copy of every operation and webhook page of the contract.
      const llms = readFileSync(path.join(localeDir, 'llms.txt'), 'utf8');
      const unlisted = pages.filter(({ route }) => !llms.includes(`/${route}.md)`));
      assert.deepEqual(unlisted, [], `${locale}: pages missing from llms.txt`);
      const detail = readFileSync(path.join(localeDir, 'api/orders/get-order-detail.md'), 'utf8');
      for (const field of ['order\\_id', 'status\\_history', 'payment\\_method']) {
        assert.ok(detail.includes(`**${field}**`), `${locale}: get-order-detail.md lacks ${field}`);
      }
      // A property reads as one line, name, type and qualifiers apart (plugins/llms-txt).
      const required = locale === 'vi' ? 'bắt buộc' : 'required';
      assert.ok(
        detail.includes(`**order\\_id** \`string\` · ${required}`),
        `${locale}: get-order-detail.md runs the name, type and "${required}" of order_id together`,
      );
      const create = readFileSync(path.join(localeDir, 'api/orders/create-order.md'), 'utf8');
      assert.match(create, new RegExp(`^### Body \\(${required}\\)$`, 'm'));
    });
  }

  it('each locale has its own not-found page', () => {
    assert.match(readFileSync(path.join(buildDir, '404.html'), 'utf8'), /Không tìm thấy trang/);
    assert.match(readFileSync(path.join(buildDir, 'en/404.html'), 'utf8'), /Page Not Found/);
  });

  it('the search and not-found pages ask not to be indexed, and no sitemap lists them', () => {
    for (const prefix of ['', 'en/']) {
      for (const page of ['search.html', '404.html']) {
        const $ = load(readFileSync(path.join(buildDir, prefix, page), 'utf8'));
        assert.equal(
          $('meta[name="robots"]').attr('content'),
          'noindex, follow',
          `${prefix}${page}: robots`,
        );
      }
      const xml = readFileSync(path.join(buildDir, prefix, 'sitemap.xml'), 'utf8');
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
      assert.ok(locs.length > 0, `${prefix}sitemap.xml lists no page`);
      const listed = locs.filter((loc) => /\/(search|404)(\.html)?$/.test(new URL(loc).pathname));
      assert.deepEqual(listed, [], `${prefix}sitemap.xml`);
    }
  });

  it('the sitemaps date every docs, API, gift, blog post and changelog entry page (lastmod)', () => {
    for (const sitemap of ['sitemap.xml', 'en/sitemap.xml']) {
      const xml = readFileSync(path.join(buildDir, sitemap), 'utf8');
      const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
      const content = entries.filter((entry) => {
        const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '';
        const route = new URL(loc).pathname.replace(/^\/en(?=\/)/, '');
        // Blog list, tag and author pages have no single date; posts and docs pages do.
        return (
          /^\/(docs|api|gift)\//.test(route) ||
          /^\/(blog|changelog)\/(?!tags|authors|archive)[^/]+$/.test(route)
        );
      });
      assert.ok(content.length >= 30, `${sitemap}: only ${content.length} content pages`);
      const undated = content.filter((entry) => !/<lastmod>\d{4}-\d{2}-\d{2}/.test(entry));
      assert.deepEqual(undated, [], `${sitemap}: pages without lastmod`);
    }
  });
});

describe('the JavaScript every page starts with', () => {
  const jsDir = path.join(buildDir, 'assets', 'js');
  const scripts = readdirSync(jsDir).filter((file) => file.endsWith('.js'));
  // Prism's grammar files extend each other with this call; React's DOM insertBefore does not match.
  const prismGrammarSetup = /languages\.insertBefore\(/;

  it('sets up no Prism grammar: pages that show code bring Prism in their chunks', () => {
    const main = scripts.filter((file) => /^main\.[0-9a-f]+\.js$/.test(file));
    assert.equal(main.length, 1, `one main.<hash>.js expected in ${jsDir}, found ${main.length}`);
    assert.doesNotMatch(
      readFileSync(path.join(jsDir, main[0] ?? ''), 'utf8'),
      prismGrammarSetup,
      `${main[0]} sets up Prism grammars: see plugins/theme-patches/prism`,
    );
    // The pattern still recognises Prism, so the check above can fail.
    assert.ok(
      scripts.some((file) => prismGrammarSetup.test(readFileSync(path.join(jsDir, file), 'utf8'))),
      'no script sets up a Prism grammar: the pattern no longer recognises Prism',
    );
  });
});

describe('code blocks', () => {
  // Prism defines only themeConfig.prism.additionalLanguages (plugins/theme-patches/prism): a block in
  // another language would be shown as plain text, in the server's HTML and in the browser alike.
  const codeBlock = /<pre[^>]*class="?prism-code language-([\w-]+)[^>]*>([\s\S]*?)<\/pre>/g;
  const highlightedToken = /class="token (?!plain")[^"]+"/;

  it('are highlighted in every locale: each language has a Prism grammar', () => {
    const unhighlighted = new Map<string, string>();
    let blocks = 0;
    for (const file of [...pagesByLocale.vi, ...pagesByLocale.en]) {
      for (const [, language = '', code = ''] of readFileSync(file, 'utf8').matchAll(codeBlock)) {
        if (language === 'text') continue;
        blocks += 1;
        if (!highlightedToken.test(code)) unhighlighted.set(language, relative(file));
      }
    }
    assert.ok(blocks >= 100, `only ${blocks} code blocks found: the pattern no longer matches`);
    assert.deepEqual(
      [...unhighlighted].map(([language, file]) => `${language} (first in ${file})`),
      [],
      'code blocks with no highlighting: add their language to themeConfig.prism.additionalLanguages',
    );
  });
});

describe('pages that work without JavaScript', () => {
  it('/pricing shows the worked example and its total in the HTML, in each locale', () => {
    const total = formatVnd(monthlyCost(workedExample).total);
    for (const file of ['pricing.html', 'en/pricing.html']) {
      const html = readFileSync(path.join(buildDir, file), 'utf8');
      const shown = /data-testid="?cost-total"?>([^<]+)</.exec(html)?.[1];
      assert.equal(shown, total, `${file}: the worked example's total`);
    }
  });

  it('/contact lists every contact channel from the settings in the HTML, in each locale', () => {
    for (const file of ['contact.html', 'en/contact.html']) {
      const html = readFileSync(path.join(buildDir, file), 'utf8');
      for (const href of [
        defaultSettings.social.chatUrl,
        // The phone is listed only once configured (tests/build/company-values.test.ts).
        ...(defaultSettings.contact.phone === undefined ? [] : [telHref(defaultSettings.contact.phone)]),
        `mailto:${defaultSettings.contact.email}`,
        defaultSettings.social.facebookUrl,
      ]) {
        assert.ok(html.includes(`href="${href}"`) || html.includes(`href=${href}`), `${file}: ${href}`);
      }
    }
  });
});
