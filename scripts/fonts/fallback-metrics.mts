/**
 * Computes the "Be Vietnam Pro Fallback" faces of src/css/fonts.css: a local Arial (or its metric
 * twin Liberation Sans) per weight, scaled with `size-adjust` and `*-override` so that text set in
 * it takes the width and line height of Be Vietnam Pro, and swapping to the web font when it
 * arrives moves nothing on the page (CLS 0).
 *
 *   npm run build && npx tsx scripts/fonts/fallback-metrics.mts   # then paste into src/css/fonts.css
 *
 * Widths are averaged over the characters of the site's own built pages, per locale (Vietnamese
 * text, with its precomposed letters, is about 1.5 % narrower in Be Vietnam Pro relative to Arial
 * than English is), so each locale gets its own fallback family.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { inflateSync } from 'node:zlib';
import { localeFolder, siteLocales } from '@site/config/locales';

/** The raw tables of a TrueType/OpenType (sfnt) or WOFF 1.0 file. */
function readTables(file: Buffer): Map<string, Buffer> {
  const signature = file.toString('latin1', 0, 4);
  if (signature === 'wOF2') throw new Error('WOFF2 needs a Brotli table transform: pass the .woff');
  const woff = signature === 'wOFF';
  // Both list their tables in a directory of fixed-size entries, each a tag then where its table
  // is, offset then length. WOFF: 44-byte header, 20-byte entries (tag, offset, compressed and
  // original length, checksum); sfnt: 12-byte offset table, 16-byte entries (tag, checksum,
  // offset, length).
  const [countAt, firstEntry, entrySize, offsetAt] = woff ? [12, 44, 20, 4] : [4, 12, 16, 8];
  const tables = new Map<string, Buffer>();
  const count = file.readUInt16BE(countAt);
  for (let index = 0; index < count; index += 1) {
    const entry = firstEntry + index * entrySize;
    const offset = file.readUInt32BE(entry + offsetAt);
    const data = file.subarray(offset, offset + file.readUInt32BE(entry + offsetAt + 4));
    // WOFF keeps a table zlib-compressed when that is shorter than its original length.
    const compressed = woff && data.length < file.readUInt32BE(entry + 12);
    tables.set(file.toString('latin1', entry, entry + 4), compressed ? inflateSync(data) : data);
  }
  return tables;
}

function table(tables: Map<string, Buffer>, tag: string): Buffer {
  const found = tables.get(tag);
  if (!found) throw new Error(`font has no ${tag} table`);
  return found;
}

/** Glyph id of a character from the Unicode BMP cmap subtable (format 4). */
function glyphLookup(cmap: Buffer): (codePoint: number) => number {
  const count = cmap.readUInt16BE(2);
  for (let index = 0; index < count; index += 1) {
    const platform = cmap.readUInt16BE(4 + index * 8);
    const encoding = cmap.readUInt16BE(6 + index * 8);
    const offset = cmap.readUInt32BE(8 + index * 8);
    const isUnicode = (platform === 3 && encoding === 1) || platform === 0;
    if (!isUnicode || cmap.readUInt16BE(offset) !== 4) continue;
    const segments = cmap.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    return (codePoint) => {
      for (let segment = 0; segment < segments; segment += 1) {
        if (codePoint > cmap.readUInt16BE(ends + segment * 2)) continue;
        const start = cmap.readUInt16BE(starts + segment * 2);
        if (codePoint < start) return 0;
        const delta = cmap.readInt16BE(deltas + segment * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + segment * 2);
        if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
        const at = rangeOffsets + segment * 2 + rangeOffset + (codePoint - start) * 2;
        const glyph = cmap.readUInt16BE(at);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error('font has no Unicode format-4 cmap');
}

interface Font {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  /** Advance width of a character in ems, or undefined when the font lacks it. */
  width: (codePoint: number) => number | undefined;
}

function readFont(file: string): Font {
  const tables = readTables(readFileSync(file));
  const head = table(tables, 'head');
  const hhea = table(tables, 'hhea');
  const hmtx = table(tables, 'hmtx');
  const unitsPerEm = head.readUInt16BE(18);
  const metricsCount = hhea.readUInt16BE(34);
  const glyphOf = glyphLookup(table(tables, 'cmap'));
  return {
    unitsPerEm,
    // Chromium, Firefox and Safari lay out lines from hhea unless a font sets USE_TYPO_METRICS.
    ascent: hhea.readInt16BE(4),
    descent: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    width: (codePoint) => {
      const glyph = glyphOf(codePoint);
      if (glyph === 0) return undefined;
      return hmtx.readUInt16BE(Math.min(glyph, metricsCount - 1) * 4) / unitsPerEm;
    },
  };
}

/** The visible text of built pages (markup, scripts and styles dropped), NFC as browsers get it. */
function pageText(files: string[]): string {
  return files
    .map((file) =>
      readFileSync(file, 'utf8')
        .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&[#a-z0-9]+;/gi, ' ')
        .replace(/\s+/g, ' '),
    )
    .join(' ')
    .normalize('NFC');
}

/** The descriptors that make `fallback` set `text` in the space `web` (its subsets) takes. */
function descriptors(text: string, web: Font[], fallback: Font): string[] {
  let webWidth = 0;
  let fallbackWidth = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    const webAdvance = web
      .map((font) => font.width(codePoint))
      .find((value) => value !== undefined);
    const fallbackAdvance = fallback.width(codePoint);
    if (webAdvance === undefined || fallbackAdvance === undefined) continue;
    webWidth += webAdvance;
    fallbackWidth += fallbackAdvance;
  }
  const sizeAdjust = webWidth / fallbackWidth;
  const [metrics] = web;
  if (!metrics || !Number.isFinite(sizeAdjust)) throw new Error('no common characters');
  // Overrides are scaled by size-adjust too, so divide it back out.
  const percent = (value: number) =>
    `${((Math.abs(value) / metrics.unitsPerEm / sizeAdjust) * 100).toFixed(2)}%`;
  return [
    `size-adjust: ${(sizeAdjust * 100).toFixed(2)}%;`,
    `ascent-override: ${percent(metrics.ascent)};`,
    `descent-override: ${percent(metrics.descent)};`,
    `line-gap-override: ${percent(metrics.lineGap)};`,
  ];
}

const { values } = parseArgs({
  options: {
    build: { type: 'string', default: 'build' },
    // Liberation Sans is metric-compatible with Arial (same advance widths and vertical metrics).
    regular: {
      type: 'string',
      default: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    },
    bold: {
      type: 'string',
      default: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
    },
  },
});
const fontFiles = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fontsource/be-vietnam-pro/package.json')),
  'files',
);
const localNames = {
  regular: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans')",
  bold: "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold')",
};
/** The pages whose text calibrates each locale: landing, a docs page and a blog post. */
for (const locale of siteLocales) {
  const dir = path.join(values.build, localeFolder(locale));
  const text = pageText(
    ['index.html', 'docs/intro.html', 'blog/zalo-mini-app.html'].map((page) =>
      path.join(dir, page),
    ),
  );
  // One face per web-font weight: bold text is wider, and a regular face made bold by the
  // browser would not match the bold web font's width.
  for (const weight of [400, 700]) {
    const style = weight >= 600 ? 'bold' : 'regular';
    const web = ['latin', 'vietnamese'].map((subset) =>
      readFont(path.join(fontFiles, `be-vietnam-pro-${subset}-${weight}-normal.woff`)),
    );
    const family = locale === 'en' ? 'Be Vietnam Pro Fallback' : 'Be Vietnam Pro Fallback vi';
    console.log(`@font-face {
  font-family: '${family}';
  font-weight: ${weight};
  src: ${localNames[style]};
  ${descriptors(text, web, readFont(values[style])).join('\n  ')}
}`);
  }
}
