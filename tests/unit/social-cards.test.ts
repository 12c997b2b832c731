/**
 * The Open Graph cards: every Vietnamese letter has a glyph in the card fonts (a missing subset
 * leaves holes in titles such as "Hướng dẫn"), cards are 1200×630 PNGs, and page paths map to
 * card files the same way for both locales.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import {
  cardAreaLabel,
  cardFontFamily,
  cardFontSubsets,
  renderCard,
} from '@site/plugins/social-cards/card';
import { loadCardFonts } from '@site/plugins/social-cards/fonts';
import { socialCardPath, socialCardSize } from '@site/src/lib/socialCardPath';
import { siteDir } from '@site/tests/support/content';

const vietnameseAlphabet =
  'aàáảãạăằắẳẵặâầấẩẫậbcdđeèéẻẽẹêềếểễệghiìíỉĩịklmnoòóỏõọôồốổỗộơờớởỡợpqrstuùúủũụưừứửữựvxyỳýỷỹỵ';
const letters = [...vietnameseAlphabet, ...vietnameseAlphabet.toUpperCase()];

describe('social cards', () => {
  it('draws every Vietnamese letter, lower and upper case', async () => {
    const fonts = await loadCardFonts(siteDir);
    const fontFamily = cardFontSubsets.map((subset) => `"${cardFontFamily(subset)}"`).join(', ');
    const missing: string[] = [];
    for (const letter of letters) {
      const svg = await satori(
        createElement('div', { style: { display: 'flex', fontFamily, fontSize: 40 } }, letter),
        { width: 80, height: 80, fonts },
      );
      // A glyph becomes a <path> with outline data; a missing one draws nothing.
      if (!/<path[^>]* d="M[^"]+"/.test(svg)) missing.push(letter);
    }
    assert.deepEqual(missing, []);
  });

  it('renders a 1200×630 PNG', async () => {
    const fonts = await loadCardFonts(siteDir);
    const svg = await satori(
      renderCard({
        brand: 'MiniAI',
        area: cardAreaLabel('blog', 'vi'),
        title: 'Zalo Mini App là gì? Hướng dẫn dành cho chủ doanh nghiệp',
        host: 'miniai.vn',
      }),
      { ...socialCardSize, fonts },
    );
    const png = new Resvg(svg).render().asPng();
    assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630]);
  });

  it('names a card after the page path, per locale', () => {
    assert.equal(socialCardPath('/blog/zalo-mini-app', '/'), 'img/social/blog/zalo-mini-app.png');
    assert.equal(socialCardPath('/en/docs/intro', '/en/'), 'img/social/docs/intro.png');
    assert.equal(socialCardPath('/en/', '/en/'), 'img/social/index.png');
  });

  it('has area labels in both locales and refuses an unknown locale', () => {
    assert.equal(cardAreaLabel('api', 'en'), 'API reference');
    assert.equal(cardAreaLabel('gift', 'vi'), 'Giải pháp quà tặng');
    assert.throws(() => cardAreaLabel('api', 'fr'), /no content area names for locale "fr"/);
  });
});
