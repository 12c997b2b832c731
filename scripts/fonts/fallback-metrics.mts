/**
 * Computes the `size-adjust` and `*-override` descriptors of the "Be Vietnam Pro Fallback" face
 * in src/css/fonts.css: a local Arial (or its metric twin Liberation Sans) scaled so that text set
 * in it takes the same width and line height as Be Vietnam Pro, so swapping to the web font when
 * it arrives moves nothing on the page (CLS stays 0).
 *
 *   npx tsx scripts/fonts/fallback-metrics.mts [--fallback /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf]
 *
 * The widths are averaged over lowercase letters and the space, weighted by their frequency in
 * English text (the method of Capsize and next/font), since body copy is what reflows.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { inflateSync } from 'node:zlib';

/** Relative frequency of each character in English prose (space included). */
const letterFrequency: Record<string, number> = {
  ' ': 0.1874,
  e: 0.1009,
  t: 0.0717,
  a: 0.0658,
  o: 0.0604,
  i: 0.0571,
  n: 0.0556,
  s: 0.0527,
  h: 0.0496,
  r: 0.0482,
  d: 0.0337,
  l: 0.0322,
  u: 0.0223,
  c: 0.0213,
  m: 0.0193,
  w: 0.0173,
  f: 0.0167,
  g: 0.0153,
  y: 0.0139,
  p: 0.0138,
  b: 0.0121,
  v: 0.0082,
  k: 0.0062,
  x: 0.0014,
  j: 0.0011,
  q: 0.0009,
  z: 0.0006,
};

interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  /** Frequency-weighted advance width of lowercase text, in font units. */
  averageWidth: number;
}

/** The raw tables of a TrueType/OpenType (sfnt) or WOFF 1.0 file. */
function readTables(file: Buffer): Map<string, Buffer> {
  const tables = new Map<string, Buffer>();
  const signature = file.toString('latin1', 0, 4);
  if (signature === 'wOFF') {
    const count = file.readUInt16BE(12);
    for (let index = 0; index < count; index += 1) {
      // WOFF header is 44 bytes, each directory entry 20.
      const entry = 44 + index * 20;
      const tag = file.toString('latin1', entry, entry + 4);
      const offset = file.readUInt32BE(entry + 4);
      const compressed = file.readUInt32BE(entry + 8);
      const original = file.readUInt32BE(entry + 12);
      const data = file.subarray(offset, offset + compressed);
      tables.set(tag, compressed < original ? inflateSync(data) : data);
    }
    return tables;
  }
  if (signature === 'wOF2') throw new Error('WOFF2 needs a Brotli table transform: pass the .woff');
  const count = file.readUInt16BE(4);
  for (let index = 0; index < count; index += 1) {
    // sfnt offset table is 12 bytes, each directory entry 16.
    const entry = 12 + index * 16;
    const tag = file.toString('latin1', entry, entry + 4);
    const offset = file.readUInt32BE(entry + 8);
    const length = file.readUInt32BE(entry + 12);
    tables.set(tag, file.subarray(offset, offset + length));
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

function fontMetrics(file: Buffer): FontMetrics {
  const tables = readTables(file);
  const head = table(tables, 'head');
  const hhea = table(tables, 'hhea');
  const hmtx = table(tables, 'hmtx');
  const metricsCount = hhea.readUInt16BE(34);
  const glyphOf = glyphLookup(table(tables, 'cmap'));
  const advance = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, metricsCount - 1) * 4);
  let averageWidth = 0;
  for (const [character, weight] of Object.entries(letterFrequency)) {
    const glyph = glyphOf(character.codePointAt(0) ?? 0);
    if (glyph === 0) throw new Error(`font has no glyph for "${character}"`);
    averageWidth += advance(glyph) * weight;
  }
  return {
    unitsPerEm: head.readUInt16BE(18),
    // Chromium, Firefox and Safari lay out lines from hhea unless a font sets USE_TYPO_METRICS.
    ascent: hhea.readInt16BE(4),
    descent: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    averageWidth,
  };
}

/** The @font-face descriptors that make `fallback` occupy the space of `web`. */
function fallbackDescriptors(web: FontMetrics, fallback: FontMetrics): string[] {
  const sizeAdjust =
    web.averageWidth / web.unitsPerEm / (fallback.averageWidth / fallback.unitsPerEm);
  // Overrides are scaled by size-adjust too, so divide it back out.
  const percent = (value: number) =>
    `${((Math.abs(value) / web.unitsPerEm / sizeAdjust) * 100).toFixed(2)}%`;
  return [
    `size-adjust: ${(sizeAdjust * 100).toFixed(2)}%;`,
    `ascent-override: ${percent(web.ascent)};`,
    `descent-override: ${percent(web.descent)};`,
    `line-gap-override: ${percent(web.lineGap)};`,
  ];
}

const { values } = parseArgs({
  options: {
    fallback: {
      type: 'string',
      // Metric-compatible with Arial (same advance widths and vertical metrics).
      default: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    },
  },
});
const fontsource = path.dirname(
  createRequire(import.meta.url).resolve('@fontsource/be-vietnam-pro/package.json'),
);
const web = fontMetrics(
  readFileSync(path.join(fontsource, 'files', 'be-vietnam-pro-latin-400-normal.woff')),
);
const fallback = fontMetrics(readFileSync(values.fallback));
console.log({ web, fallback });
console.log(fallbackDescriptors(web, fallback).join('\n'));
