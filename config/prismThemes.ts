import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * Code themes with every token colour readable on the code background (WCAG AA, 4.5:1), also on
 * a highlighted line. GitHub's light theme has strings, numbers and comments at 2.6–4.3:1 and
 * Dracula's comments are at 3:1; those colours are darkened (light) or lightened (dark) just
 * enough, keeping their hue. tests/e2e/accessibility.spec.ts checks the result with axe.
 */
const minimumContrast = 4.6;

type Rgb = [number, number, number];

function parseColor(color: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (hex?.[1]) {
    const value = hex[1];
    return [0, 2, 4].map((start) => Number.parseInt(value.slice(start, start + 2), 16)) as Rgb;
  }
  const rgb = /^rgb\(\s*(\d+),\s*(\d+),\s*(\d+)\s*\)$/i.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return undefined;
}

function toHex(color: Rgb): string {
  return `#${color.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([red, green, blue]: Rgb): number {
  const linear = (channel: number): number => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

function contrast(first: Rgb, second: Rgb): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

function mix(color: Rgb, target: Rgb, amount: number): Rgb {
  return color.map((channel, index) => channel + (target[index]! - channel) * amount) as Rgb;
}

/** The colour moved towards black (light theme) or white (dark theme) until it is readable. */
function readable(color: string, backgrounds: Rgb[], towards: Rgb): string {
  const parsed = parseColor(color);
  if (!parsed) return color;
  for (let amount = 0; amount <= 1; amount += 0.02) {
    const candidate = mix(parsed, towards, amount);
    if (backgrounds.every((background) => contrast(candidate, background) >= minimumContrast)) {
      return amount === 0 ? color : toHex(candidate);
    }
  }
  return toHex(towards);
}

function withReadableTokens(theme: PrismTheme, mode: 'light' | 'dark'): PrismTheme {
  const background = parseColor(theme.plain.backgroundColor ?? '');
  if (!background) return theme;
  const black: Rgb = [0, 0, 0];
  const white: Rgb = [255, 255, 255];
  // A highlighted line darkens the background (--docusaurus-highlighted-code-line-bg).
  const backgrounds = [background, mix(background, black, mode === 'light' ? 0.1 : 0.3)];
  const towards = mode === 'light' ? black : white;
  return {
    ...theme,
    plain: {
      ...theme.plain,
      color: theme.plain.color && readable(theme.plain.color, backgrounds, towards),
    },
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: {
        ...entry.style,
        ...(entry.style.color ? { color: readable(entry.style.color, backgrounds, towards) } : {}),
      },
    })),
  };
}

export const lightCodeTheme = withReadableTokens(themes.github, 'light');
export const darkCodeTheme = withReadableTokens(themes.dracula, 'dark');
