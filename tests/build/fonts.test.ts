/**
 * Checks on the built CSS (run after `npm run build`): the site's web font is self-hosted Be
 * Vietnam Pro in the `latin` and `vietnamese` subsets only, as woff2 with font-display: swap and a
 * unicode-range, and no stylesheet or page loads a font from another host (src/css/fonts.css).
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { htmlFiles } from '@site/plugins/built-pages';
import { buildDir } from '@site/tests/support/content';

const allowedSubsets = ['latin', 'vietnamese'];
const allowedWeights = ['400', '700'];

function cssFiles(localeDir: string): string[] {
  const dir = path.join(localeDir, 'assets', 'css');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(dir, file));
}

const stylesheets = [...cssFiles(buildDir), ...cssFiles(path.join(buildDir, 'en'))];
const fontFaces = stylesheets.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => ({
    file,
    body: match[1] ?? '',
  })),
);
const webFaces = fontFaces.filter((face) => /font-family:\s*["']?Be Vietnam Pro["']?\s*;/.test(face.body));

/** The url(...) values of a declaration block. */
function urls(body: string): string[] {
  return [...body.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((match) => match[1] ?? '');
}

describe('web fonts in the built CSS', () => {
  it('declares Be Vietnam Pro, one face per subset and weight, in each locale', () => {
    // Both locales share one stylesheet build, so each locale holds the same 4 faces.
    assert.equal(webFaces.length, 2 * allowedSubsets.length * allowedWeights.length);
  });

  it('ships only the latin and vietnamese subsets in 400 and 700, as woff2', () => {
    const subset = new RegExp(
      `be-vietnam-pro-(${allowedSubsets.join('|')})-(${allowedWeights.join('|')})-normal[^/]*\\.woff2$`,
    );
    const wrong = webFaces.flatMap((face) =>
      urls(face.body).filter((url) => !subset.test(url)),
    );
    assert.deepEqual(wrong, []);
    for (const face of webFaces) {
      assert.match(face.body, /unicode-range:/, `a face without unicode-range in ${face.file}`);
    }
  });

  it('swaps: every @font-face of the web font has font-display: swap', () => {
    const blocking = webFaces.filter((face) => !/font-display:\s*swap/.test(face.body));
    assert.deepEqual(blocking.map((face) => face.body), []);
  });

  it('has a metric-matched local fallback face', () => {
    const fallback = fontFaces.find((face) => /Be Vietnam Pro Fallback/.test(face.body));
    assert.ok(fallback, 'no "Be Vietnam Pro Fallback" @font-face');
    assert.match(fallback.body, /size-adjust:/);
    assert.match(fallback.body, /src:\s*local\(/);
  });

  it('loads no font from another host and inlines none', () => {
    const foreign = fontFaces.flatMap((face) =>
      urls(face.body).filter((url) => /^(https?:)?\/\//.test(url) || url.startsWith('data:')),
    );
    assert.deepEqual(foreign, []);
    for (const file of stylesheets) {
      assert.doesNotMatch(readFileSync(file, 'utf8'), /@import\s+url\(\s*["']?(https?:)?\/\//);
    }
    for (const page of ['index.html', 'en/index.html', 'docs/intro.html']) {
      const html = readFileSync(path.join(buildDir, page), 'utf8');
      // A third-party stylesheet or font preload (Google Fonts and the like) in the page head.
      assert.doesNotMatch(
        html,
        /<link[^>]+href="?(https?:)?\/\/[^">\s]+\.(css|woff2?|ttf|otf)\b|fonts\.(googleapis|gstatic)\.com/,
        page,
      );
    }
  });

  it('every page preloads the fonts of its locale: files the stylesheet declares, in CORS mode', () => {
    // Vietnamese pages show diacritics in text and in bold titles; English pages only latin.
    const expected = {
      vi: ['latin-400', 'vietnamese-400', 'latin-700', 'vietnamese-700'],
      en: ['latin-400', 'latin-700'],
    };
    const declared = new Set(webFaces.flatMap((face) => urls(face.body).map((url) => path.basename(url))));
    const wrong: string[] = [];
    for (const [locale, dir] of [
      ['vi', buildDir],
      ['en', path.join(buildDir, 'en')],
    ] as const) {
      const pages = htmlFiles(dir, locale === 'vi' ? [path.join(buildDir, 'en')] : []);
      assert.ok(pages.length > 20, `${locale}: no built pages`);
      for (const page of pages) {
        const preloads = [...readFileSync(page, 'utf8').matchAll(/<link[^>]*rel="?preload"?[^>]*as="?font"?[^>]*>/g)].map(
          (match) => match[0],
        );
        const files = preloads.map((tag) => /href="?([^"\s>]+)/.exec(tag)?.[1] ?? '');
        const subsets = files.map((file) => /be-vietnam-pro-(\w+-\d{3})-normal/.exec(file)?.[1]);
        const problems = [
          JSON.stringify(subsets) === JSON.stringify(expected[locale]) ? '' : `preloads ${subsets.join(', ')}`,
          ...files.filter((file) => !declared.has(path.basename(file))).map((file) => `${file} is not in the CSS`),
          ...preloads.filter((tag) => !/crossorigin/.test(tag)).map((tag) => `${tag} lacks crossorigin`),
        ].filter(Boolean);
        if (problems.length > 0) wrong.push(`${path.relative(buildDir, page)}: ${problems.join('; ')}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('every referenced font file exists and no other subset was emitted', () => {
    for (const face of webFaces) {
      for (const url of urls(face.body)) {
        const cssDir = path.dirname(face.file);
        const file = url.startsWith('/')
          ? path.join(buildDir, url.replace(/^\/en\//, 'en/'))
          : path.resolve(cssDir, url);
        assert.ok(existsSync(file), `${url} (from ${path.relative(buildDir, face.file)}) missing`);
      }
    }
    const fontsDir = path.join(buildDir, 'assets', 'fonts');
    const emitted = existsSync(fontsDir) ? readdirSync(fontsDir) : [];
    // `latin-ext` starts like `latin`: require the weight right after the subset name.
    const allowed = new RegExp(`^be-vietnam-pro-(${allowedSubsets.join('|')})-\\d`);
    const other = emitted.filter(
      (file) => file.startsWith('be-vietnam-pro') && !allowed.test(file),
    );
    assert.deepEqual(other, []);
  });
});
