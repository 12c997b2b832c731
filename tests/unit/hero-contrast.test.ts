/**
 * The home hero's "try the management app" link sits on a gradient, which axe cannot measure (it
 * returns text over gradients as "needs review"), so this test does the arithmetic: the link's
 * colour, read from the CSS of each colour mode, against the whole hero gradient (every stop and
 * the blends between them), WCAG 2 contrast at least 4.5:1 (the link is bold 16 px, not large text).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { siteDir } from '@site/tests/support/content';

type Rgb = readonly [number, number, number];
type Properties = Record<string, string>;

const read = (file: string): string => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
// Infima comes with the classic theme (not a dependency of ours), so it is read by its path.
const infimaCss = read(path.join(siteDir, 'node_modules/infima/dist/css/default/default.css'));
const siteCss = read(path.join(siteDir, 'src/css/custom.css'));
const heroCss = read(path.join(siteDir, 'src/pages/_components/HomeHero/styles.module.css'));

/** The top-level rules of a stylesheet (not those inside @media or other at-rules). */
function topLevelRules(css: string): { selector: string; body: string }[] {
  const rules: { selector: string; body: string }[] = [];
  let depth = 0;
  let start = 0;
  let open = 0;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === ';' && depth === 0) start = index + 1;
    if (char === '{') {
      if (depth === 0) open = index;
      depth += 1;
    }
    if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        const selector = css.slice(start, open).trim();
        if (!selector.startsWith('@')) rules.push({ selector, body: css.slice(open + 1, index) });
        start = index + 1;
      }
    }
  }
  return rules;
}

/** The declarations of every top-level rule whose selector is one of `selectors`, in order. */
function declarations(css: string, selectors: readonly string[]): Properties {
  const found: Properties = {};
  for (const rule of topLevelRules(css)) {
    const list = rule.selector
      .split(',')
      .map((one) => one.trim().replace(/\s+/g, ' ').replaceAll('"', "'"));
    if (!list.some((selector) => selectors.includes(selector))) continue;
    for (const declaration of rule.body.matchAll(/([\w-]+)\s*:\s*([^;]+?)\s*(;|$)/g)) {
      found[declaration[1] ?? ''] = (declaration[2] ?? '').replace(/\s+/g, ' ');
    }
  }
  return found;
}

/** The custom properties of a colour mode: Infima's, then the site's, the dark ones on top. */
function modeProperties(mode: 'light' | 'dark'): Properties {
  const dark = ["[data-theme='dark']", "html[data-theme='dark']", 'html[data-theme=dark]'];
  const layers: [string, string[]][] = [
    [infimaCss, [':root']],
    [siteCss, [':root']],
    ...(mode === 'dark'
      ? ([
          [infimaCss, dark],
          [siteCss, dark],
        ] as [string, string[]][])
      : []),
  ];
  return layers.reduce<Properties>(
    (properties, [css, selectors]) => ({ ...properties, ...declarations(css, selectors) }),
    {},
  );
}

/** Splits on the commas that are not inside parentheses. */
function topLevelParts(value: string): string[] {
  const parts = [''];
  let depth = 0;
  for (const char of value) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) parts.push('');
    else parts[parts.length - 1] += char;
  }
  return parts.map((part) => part.trim());
}

/** A CSS value with its var() references replaced, as the browser computes it. */
function substitute(value: string, properties: Properties): string {
  return value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
    const property = properties[name];
    assert.ok(property !== undefined, `${name} is not defined`);
    return substitute(property, properties);
  });
}

const named: Record<string, Rgb> = { black: [0, 0, 0], white: [255, 255, 255] };

/** A colour written as #hex, black/white or color-mix(in srgb, …), the forms the site uses. */
function parseColour(value: string): Rgb {
  const text = value.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text)?.[1];
  if (hex !== undefined) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
  }
  const known = named[text];
  if (known !== undefined) return known;
  const mix = /^color-mix\(\s*in srgb\s*,(.*)\)$/.exec(text)?.[1];
  assert.ok(mix !== undefined, `a colour this test cannot read: ${text}`);
  const [first, second] = topLevelParts(mix).map((part) => {
    const share = /\s(\d+(?:\.\d+)?)%$/.exec(part);
    return {
      colour: parseColour(share ? part.slice(0, share.index) : part),
      percent: share ? Number(share[1]) : undefined,
    };
  });
  assert.ok(first && second, `color-mix needs two colours: ${text}`);
  const secondShare = (second.percent ?? 100 - (first.percent ?? 50)) / 100;
  return first.colour.map(
    (channel, index) => channel * (1 - secondShare) + (second.colour[index] ?? 0) * secondShare,
  ) as unknown as Rgb;
}

/** The colour stops of a linear-gradient(), in order. */
function gradientStops(value: string): Rgb[] {
  const inner = /^linear-gradient\((.*)\)$/.exec(value.trim())?.[1];
  assert.ok(inner !== undefined, `not a linear gradient: ${value}`);
  return topLevelParts(inner)
    .filter((part) => !/^(to\s|-?[\d.]+(deg|turn|rad))/.test(part))
    .map((part) => parseColour(part.replace(/\s+-?[\d.]+%$/, '')));
}

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance(colour: Rgb): number {
  const [r, g, b] = colour.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The stops and the sRGB blends between neighbouring stops (browsers interpolate in sRGB). */
function gradientColours(stops: Rgb[]): Rgb[] {
  const steps = 20;
  return stops.flatMap((stop, index) => {
    const next = stops[index + 1];
    if (next === undefined) return [stop];
    return Array.from(
      { length: steps },
      (_, step) =>
        stop.map(
          (channel, c) => channel + ((next[c] ?? 0) - channel) * (step / steps),
        ) as unknown as Rgb,
    );
  });
}

const format = (colour: Rgb): string =>
  `rgb(${colour.map((channel) => Math.round(channel)).join(' ')})`;

for (const mode of ['light', 'dark'] as const) {
  describe(`home hero, ${mode} mode`, () => {
    it('the try-out link keeps 4.5:1 on every colour of the hero gradient', () => {
      const properties = modeProperties(mode);
      const hero = declarations(heroCss, ['.hero']);
      const background = substitute(hero.background ?? hero['background-image'] ?? '', properties);
      const tryOut = {
        ...declarations(heroCss, ['.tryOut']),
        ...(mode === 'dark' ? declarations(heroCss, ["[data-theme='dark'] .tryOut"]) : {}),
      };
      // A link without a colour of its own takes Infima's link colour.
      const link = parseColour(substitute(tryOut.color ?? 'var(--ifm-link-color)', properties));
      const stops = gradientStops(background);
      assert.ok(stops.length >= 2, `the hero gradient has ${stops.length} stops`);
      const low = gradientColours(stops)
        .map((colour) => ({ colour, ratio: contrast(link, colour) }))
        .filter(({ ratio }) => ratio < 4.5);
      assert.deepEqual(
        low.map(
          ({ colour, ratio }) => `${format(link)} on ${format(colour)}: ${ratio.toFixed(2)}:1`,
        ),
        [],
      );
    });
  });
}
