/**
 * Content checks: every page exists in both locales, front matter is complete, posts are real
 * articles, tags and authors are declared, images have alt text and figures name a source.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { defaultLocale } from '@site/config/locales';
import {
  apiAreaRoute,
  apiGroups,
  localizedDocument,
  operationRoute,
} from '@site/openapi/tools/document';
import {
  blogPosts,
  contentAreas,
  markdownFiles,
  proseWords,
  readMarkdown,
  siteDir,
  vietnameseLetters,
  type MarkdownDocument,
} from '@site/tests/support/content';

const minimumPostWords = 800;
/** Least prose per standalone page, in each locale (issue #20: the business reader's pages). */
const minimumPageWords: Record<string, number> = {
  'pricing.mdx': 500,
  'contact.mdx': 120,
};
const minimumWalkthroughWords = 800;
/** Issue 20: About, Privacy and Terms at least 400 words per locale, Security at least 250. */
const minimumTrustPageWords = { about: 400, privacy: 400, terms: 400, security: 250 } as const;

/** The reference page route of every operation of the API contract. */
const operationRoutes = new Set(
  apiGroups(localizedDocument(defaultLocale)).flatMap((group) =>
    group.operations.map((operation) => operationRoute(group.name, operation.operationId)),
  ),
);
/** Least prose per developer guide in docs/, in each locale (issue #18). */
const minimumGuideWords = 700;
/** Code fences that show data or output, not code a reader runs. */
const dataLanguages = new Set(['json', 'text', 'mermaid']);

const tagsFile = parse(readFileSync(path.join(siteDir, 'blog/tags.yml'), 'utf8')) as Record<
  string,
  unknown
>;
const englishTagsFile = parse(
  readFileSync(path.join(siteDir, 'i18n/en/docusaurus-plugin-content-blog/tags.yml'), 'utf8'),
) as Record<string, unknown>;
const authorsFile = parse(readFileSync(path.join(siteDir, 'blog/authors.yml'), 'utf8')) as Record<
  string,
  unknown
>;

function pairsOf(area: (typeof contentAreas)[number]): Array<[MarkdownDocument, MarkdownDocument]> {
  return markdownFiles(area.source).map((file) => [
    readMarkdown(path.join(area.source, file)),
    readMarkdown(path.join(area.english, file)),
  ]);
}

/** Paragraphs with a market figure (%, millions, MAU…) must carry a footnote naming its source. */
function assertFiguresSourced(doc: MarkdownDocument): void {
  const paragraphs = doc.body
    .replace(/```[\s\S]*?```/g, '')
    .split(/\n\s*\n/)
    .filter((paragraph) => !/^\[\^[^\]]+\]:/.test(paragraph.trim()));
  const figure = /\d[\d.,]*\s*(%|triệu|tỷ|nghìn tỷ|million|billion|trillion|MAU|DAU)/iu;
  const unsourced = paragraphs.filter((p) => figure.test(p) && !/\[\^[^\]]+\]/.test(p));
  assert.deepEqual(unsourced, [], `${doc.file}: figures without a footnote`);
}

const blogArea = contentAreas.find((area) => area.name === 'blog');
if (blogArea === undefined) throw new Error('tests/support/content.ts lists no blog area');
const blogPairs = pairsOf(blogArea);

describe('every page exists in Vietnamese and English', () => {
  for (const area of contentAreas) {
    it(`${area.name}: each source in ${area.source}/ has its English version in ${area.english}/`, () => {
      const missing = markdownFiles(area.source).filter(
        (file) => !existsSync(path.join(siteDir, area.english, file)),
      );
      assert.deepEqual(missing, [], `missing English translations in ${area.english}`);
    });

    it(`${area.name}: no English file in ${area.english}/ lacks its Vietnamese source`, () => {
      const orphans = markdownFiles(area.english).filter(
        (file) => !existsSync(path.join(siteDir, area.source, file)),
      );
      assert.deepEqual(orphans, [], `English files without a Vietnamese source in ${area.source}`);
    });
  }
});

describe('front matter', () => {
  for (const area of contentAreas) {
    for (const file of markdownFiles(area.source)) {
      for (const doc of [
        readMarkdown(path.join(area.source, file)),
        readMarkdown(path.join(area.english, file)),
      ]) {
        if (!existsSync(path.join(siteDir, doc.file))) continue;
        it(`${doc.file} has a title and a description`, () => {
          for (const key of ['title', 'description']) {
            const value = doc.frontMatter[key];
            assert.ok(
              typeof value === 'string' && value.trim().length > 0,
              `${doc.file}: "${key}" is missing`,
            );
          }
        });
      }
    }
  }
});

describe('blog', () => {
  it('names each post file after its date and slug', () => {
    const posts = blogPosts();
    assert.ok(posts.length > 0, 'no post in blog/');
    const misnamed = posts.filter((post) => post.file !== `${post.date}-${post.slug}.mdx`);
    assert.deepEqual(misnamed, []);
  });

  for (const [vi, en] of blogPairs) {
    describe(`post ${String(vi.frontMatter.slug)}`, () => {
      it('has title, description, date, authors and tags in both locales', () => {
        for (const doc of [vi, en]) {
          for (const key of ['title', 'description', 'date', 'authors', 'tags', 'slug']) {
            assert.ok(doc.frontMatter[key] !== undefined, `${doc.file}: "${key}" is missing`);
          }
        }
      });

      it('keeps slug, date, authors and tags identical across locales', () => {
        for (const key of ['slug', 'date', 'authors', 'tags']) {
          assert.deepEqual(
            en.frontMatter[key],
            vi.frontMatter[key],
            `${en.file}: "${key}" differs`,
          );
        }
      });

      it('uses only declared tags and authors', () => {
        for (const tag of vi.frontMatter.tags as string[])
          assert.ok(tag in tagsFile, `unknown tag ${tag}`);
        for (const author of vi.frontMatter.authors as string[]) {
          assert.ok(author in authorsFile, `unknown author ${author}`);
        }
      });

      it(`has at least ${minimumPostWords} words in each locale`, () => {
        for (const doc of [vi, en]) {
          const words = proseWords(doc.body);
          assert.ok(words >= minimumPostWords, `${doc.file}: ${words} words`);
        }
      });

      it('has a truncate marker and section headings in each locale', () => {
        for (const doc of [vi, en]) {
          assert.match(doc.body, /^\{\/\* truncate \*\/\}$/m, `${doc.file}: no {/* truncate */}`);
          assert.match(doc.body, /^## /m, `${doc.file}: no ## heading`);
        }
      });

      it('names a source for every market figure', () => {
        for (const doc of [vi, en]) assertFiguresSourced(doc);
      });
    });
  }

  it('declares the same tags in both locales', () => {
    assert.deepEqual(Object.keys(englishTagsFile).sort(), Object.keys(tagsFile).sort());
  });

  it('gives every declared tag at least one post', () => {
    const used = new Set(blogPairs.flatMap(([vi]) => vi.frontMatter.tags as string[]));
    assert.ok(Object.keys(tagsFile).length > 0, 'blog/tags.yml declares no tag');
    assert.deepEqual(
      Object.keys(tagsFile).filter((tag) => !used.has(tag)),
      [],
      'tags with no post',
    );
  });

  it('spreads the posts over more than one year', () => {
    const years = new Set(blogPairs.map(([vi]) => String(vi.frontMatter.date).slice(0, 4)));
    assert.ok(years.size > 1, `posts only in ${[...years].join(', ')}`);
  });
});

describe('API changelog', () => {
  const changelogArea = contentAreas.find((area) => area.name === 'changelog');
  if (changelogArea === undefined) throw new Error('tests/support/content.ts lists no changelog');
  const entries = blogPosts('changelog');

  it('names each entry file after its date and slug', () => {
    assert.ok(entries.length > 0, 'no entry in changelog/');
    const misnamed = entries.filter((entry) => entry.file !== `${entry.date}-${entry.slug}.mdx`);
    assert.deepEqual(misnamed, []);
  });

  for (const [vi, en] of pairsOf(changelogArea)) {
    it(`${vi.file}: same slug and date in both locales, and a truncate marker`, () => {
      for (const key of ['slug', 'date']) {
        assert.deepEqual(en.frontMatter[key], vi.frontMatter[key], `${en.file}: "${key}" differs`);
      }
      for (const doc of [vi, en]) {
        assert.match(doc.body, /^\{\/\* truncate \*\/\}$/m, `${doc.file}: no {/* truncate */}`);
      }
    });
  }
});

describe('developer guides', () => {
  const docsArea = contentAreas.find((area) => area.name === 'docs');
  if (docsArea === undefined) throw new Error('tests/support/content.ts lists no docs area');
  // The entry page only points the way; every other page in docs/ is a guide.
  const guides = markdownFiles(docsArea.source).filter((file) => file !== 'intro.mdx');

  it('docs/ holds guides besides the entry page', () => {
    assert.ok(guides.length > 0, 'no guide in docs/');
  });

  for (const file of guides) {
    const docs = [docsArea.source, docsArea.english].map((root) =>
      readMarkdown(path.join(root, file)),
    );

    it(`${file} has at least ${minimumGuideWords} words in each locale`, () => {
      for (const doc of docs) {
        const words = proseWords(doc.body);
        assert.ok(words >= minimumGuideWords, `${doc.file}: ${words} words`);
      }
    });

    it(`${file} has runnable code in at least two languages, in tabs, in each locale`, () => {
      for (const doc of docs) {
        // A fenced block, or a <CodeBlock> that shows a tested file of examples/.
        const languages = new Set(
          [...doc.body.matchAll(/^```(\w+)|<CodeBlock language="(\w+)"/gm)]
            .map((match) => match[1] ?? match[2] ?? '')
            .filter((language) => !dataLanguages.has(language)),
        );
        assert.ok(languages.size >= 2, `${doc.file}: code only in ${[...languages].join(', ')}`);
        assert.match(doc.body, /<Tabs groupId="code-language">/, `${doc.file}: no <Tabs>`);
      }
    });
  }
});

describe('pages', () => {
  const pagesArea = contentAreas.find((area) => area.name === 'pages');
  if (pagesArea === undefined) throw new Error('tests/support/content.ts lists no pages area');
  for (const [file, minimum] of Object.entries(minimumPageWords)) {
    it(`${file} has at least ${minimum} words in each locale`, () => {
      for (const root of [pagesArea.source, pagesArea.english]) {
        const doc = readMarkdown(path.join(root, file));
        const words = proseWords(doc.body);
        assert.ok(words >= minimum, `${doc.file}: ${words} words`);
      }
    });
  }

  it('labels every price on /pricing as indicative with its date, in each locale', () => {
    const labels = {
      vi: /tham khảo, tính đến 11\/2026/,
      en: /indicative [^.]*as of November 2026/i,
    };
    assert.match(readMarkdown(path.join(pagesArea.source, 'pricing.mdx')).body, labels.vi);
    assert.match(readMarkdown(path.join(pagesArea.english, 'pricing.mdx')).body, labels.en);
  });

  it('labels the worked example on /pricing as an illustrative scenario, in each locale', () => {
    assert.match(
      readMarkdown(path.join(pagesArea.source, 'pricing.mdx')).body,
      /:::note\[Tình huống minh họa\]/,
    );
    assert.match(
      readMarkdown(path.join(pagesArea.english, 'pricing.mdx')).body,
      /:::note\[Illustrative scenario\]/,
    );
  });
});

describe('language of each locale', () => {
  for (const area of contentAreas) {
    for (const file of markdownFiles(area.source)) {
      const vi = readMarkdown(path.join(area.source, file));
      const englishPath = path.join(area.english, file);
      it(`${vi.file} is written in Vietnamese`, () => {
        const letters = vi.body.match(/\p{L}/gu)?.length ?? 0;
        const vietnamese = vi.body.match(vietnameseLetters)?.length ?? 0;
        assert.ok(
          vietnamese / Math.max(letters, 1) > 0.05,
          `${vi.file}: too few Vietnamese letters`,
        );
      });
      if (!existsSync(path.join(siteDir, englishPath))) continue;
      it(`${englishPath} is written in English`, () => {
        const en = readMarkdown(englishPath);
        const letters = en.body.match(/\p{L}/gu)?.length ?? 0;
        const vietnamese = en.body.match(vietnameseLetters)?.length ?? 0;
        // Proper names and cited Vietnamese sources keep their diacritics; prose must not.
        assert.ok(
          vietnamese / Math.max(letters, 1) < 0.01,
          `${englishPath}: Vietnamese text left in`,
        );
      });
    }
  }
});

describe('images', () => {
  for (const area of contentAreas) {
    for (const root of [area.source, area.english]) {
      for (const file of markdownFiles(root)) {
        const doc = readMarkdown(path.join(root, file));
        const images = [...doc.body.matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)];
        const htmlImages = [...doc.body.matchAll(/<img\b[^>]*>/g)];
        if (images.length === 0 && htmlImages.length === 0) continue;
        it(`${doc.file}: every image has alt text`, () => {
          for (const [, alt, src] of images)
            assert.ok(alt?.trim(), `${doc.file}: image ${src} has no alt`);
          for (const [tag] of htmlImages) assert.match(tag, /\balt="[^"]+"/, `${doc.file}: ${tag}`);
        });
      }
    }
  }
});

describe('admonitions', () => {
  // MDX 3 reads ":::note Title" as a paragraph that starts with ":::"; the title goes in brackets.
  for (const area of contentAreas) {
    for (const root of [area.source, area.english]) {
      for (const file of markdownFiles(root)) {
        const doc = readMarkdown(path.join(root, file));
        if (!/^:::/m.test(doc.body)) continue;
        it(`${doc.file}: admonition titles use the :::type[Title] syntax`, () => {
          const legacy = doc.body.split('\n').filter((line) => /^:::[a-z]+\s+\S/.test(line));
          assert.deepEqual(legacy, []);
        });
      }
    }
  }
});

describe('solution walkthroughs', () => {
  const solutions = contentAreas.find((area) => area.name === 'solutions');
  assert.ok(solutions, 'the solutions area is listed in tests/support/content.ts');
  const walkthroughs = pairsOf(solutions).filter(([vi]) => vi.frontMatter.id !== 'index');
  const labels = { vi: 'Tình huống minh họa', en: 'Illustrative scenario' } as const;

  it('has at least three walkthroughs', () => {
    assert.ok(walkthroughs.length >= 3, `only ${walkthroughs.length} walkthroughs`);
  });

  for (const [vi, en] of walkthroughs) {
    describe(`walkthrough ${String(vi.frontMatter.slug)}`, () => {
      it(`has at least ${minimumWalkthroughWords} words in each locale`, () => {
        for (const doc of [vi, en]) {
          const words = proseWords(doc.body);
          assert.ok(words >= minimumWalkthroughWords, `${doc.file}: ${words} words`);
        }
      });

      it('is labelled an illustrative scenario before its first section, in each locale', () => {
        for (const [doc, label] of [
          [vi, labels.vi],
          [en, labels.en],
        ] as const) {
          const intro = doc.body.split(/^## /m)[0] ?? '';
          assert.ok(intro.includes(`:::note[${label}]`), `${doc.file}: no ":::note[${label}]"`);
        }
      });

      it('names a source or an assumption for every figure', () => {
        for (const doc of [vi, en]) assertFiguresSourced(doc);
      });

      it('links the API operations it relies on, and only ones the contract has', () => {
        for (const doc of [vi, en]) {
          const links = [
            ...doc.body.matchAll(new RegExp(`\\]\\((${apiAreaRoute}/[a-z-]+/[a-z-]+)\\)`, 'g')),
          ];
          assert.ok(links.length >= 3, `${doc.file}: only ${links.length} API operation links`);
          for (const [, route = ''] of links) {
            assert.ok(
              operationRoutes.has(route),
              `${doc.file}: ${route} is not an operation of the contract`,
            );
          }
        }
      });
    });
  }
});

describe('trust pages', () => {
  const pages = contentAreas.find((area) => area.name === 'pages');
  assert.ok(pages);
  for (const [page, minimum] of Object.entries(minimumTrustPageWords)) {
    it(`${page} has at least ${minimum} words in each locale`, () => {
      for (const root of [pages.source, pages.english]) {
        const doc = readMarkdown(path.join(root, `${page}.mdx`));
        const words = proseWords(doc.body);
        assert.ok(words >= minimum, `${doc.file}: ${words} words`);
      }
    });
  }
});
