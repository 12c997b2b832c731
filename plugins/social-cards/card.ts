/**
 * The card's layout, as the element tree satori renders (createElement rather than JSX: this
 * runs in Node at build time, outside the site's bundle). Colours are the site's brand blues.
 */
import { createElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { contentAreaName, type ContentArea } from '../../src/lib/contentAreas';

/** Be Vietnam Pro's subsets (see loadCardFonts); each is loaded under its own family name. */
export const cardFontSubsets = ['latin', 'latin-ext', 'vietnamese'] as const;

export function cardFontFamily(subset: (typeof cardFontSubsets)[number]): string {
  return `Be Vietnam Pro ${subset}`;
}

export type CardArea = 'home' | Exclude<ContentArea, 'page'>;

/** The landing page's card names the offer instead of an area. */
const homeLabels: Record<string, string> = {
  vi: 'Zalo Mini App cho doanh nghiệp',
  en: 'Zalo Mini Apps for business',
};

export function cardAreaLabel(area: CardArea, locale: string): string {
  if (area !== 'home') return contentAreaName(area, locale);
  const label = homeLabels[locale];
  if (label === undefined) throw new Error(`social cards: no home label for locale "${locale}"`);
  return label;
}

/** Satori lays out only flex boxes, so every box is one. */
function box(style: CSSProperties, children: ReactNode): ReactElement {
  return createElement('div', { style: { display: 'flex', ...style } }, ...[children].flat());
}

/** Long titles get a smaller size so that they fit on three lines. */
function titleFontSize(title: string): number {
  if (title.length <= 40) return 72;
  if (title.length <= 70) return 60;
  return 48;
}

export function renderCard(card: {
  brand: string;
  area: string;
  title: string;
  host: string;
}): ReactElement {
  return box(
    {
      width: '100%',
      height: '100%',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      background: 'linear-gradient(135deg, #003f9e 0%, #0068ff 60%, #00a3ff 100%)',
      color: '#ffffff',
      fontFamily: cardFontSubsets.map((subset) => `"${cardFontFamily(subset)}"`).join(', '),
    },
    [
      box({ alignItems: 'center', gap: 20 }, [
        box(
          {
            width: 64,
            height: 64,
            borderRadius: 16,
            background: '#ffffff',
            color: '#0068ff',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 36,
            fontWeight: 700,
          },
          card.brand.slice(0, 1),
        ),
        box({ fontSize: 36, fontWeight: 700 }, card.brand),
        box(
          {
            marginLeft: 12,
            padding: '8px 20px',
            borderRadius: 999,
            background: 'rgba(255, 255, 255, 0.18)',
            fontSize: 26,
          },
          card.area,
        ),
      ]),
      box(
        { fontSize: titleFontSize(card.title), fontWeight: 700, lineHeight: 1.2, maxWidth: 1050 },
        card.title,
      ),
      box({ fontSize: 28, color: '#d6e6ff' }, card.host),
    ],
  );
}
