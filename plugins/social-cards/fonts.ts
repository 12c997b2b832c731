import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cardFontFamily, cardFontSubsets } from './card';

/**
 * Be Vietnam Pro (from npm, so the build needs no network) comes in three subsets: Latin; ă đ ơ ư
 * in Latin Extended; the letters with stacked tone marks in Vietnamese. Satori keeps one font per
 * family name, so each subset gets its own name and the card's font stack lists all three: satori
 * then falls back along the stack glyph by glyph.
 */
export async function loadCardFonts(siteDir: string) {
  const resolve = createRequire(path.join(siteDir, 'package.json')).resolve;
  const files = path.join(
    path.dirname(resolve('@fontsource/be-vietnam-pro/package.json')),
    'files',
  );
  const weights = [400, 700] as const;
  return Promise.all(
    cardFontSubsets.flatMap((subset) =>
      weights.map(async (weight) => ({
        name: cardFontFamily(subset),
        weight,
        style: 'normal' as const,
        // Satori reads TTF, OTF and WOFF, not WOFF2.
        data: await readFile(path.join(files, `be-vietnam-pro-${subset}-${weight}-normal.woff`)),
      })),
    ),
  );
}
