import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
// The same files src/css/fonts.css declares: imported here for the same hashed URLs.
import latin400 from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-400-normal.woff2';
import latin700 from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-700-normal.woff2';
import vietnamese400 from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-400-normal.woff2';
import vietnamese700 from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-700-normal.woff2';

/**
 * The font files every page of a locale uses (text and bold footer titles; Vietnamese pages also
 * need the vietnamese subset for their diacritics), preloaded so that they download alongside the
 * stylesheet instead of after it: on a fast connection the font is ready for the first paint and
 * nothing swaps (CLS 0), on a slow one the swap comes sooner. Files a page might not use are
 * left to the stylesheet's unicode-range.
 */
const fontsByLocale: Record<string, readonly string[]> = {
  vi: [latin400, vietnamese400, latin700, vietnamese700],
  en: [latin400, latin700],
};

export default function FontPreloads(): ReactNode {
  const { i18n } = useDocusaurusContext();
  const fonts = fontsByLocale[i18n.currentLocale] ?? [];
  return (
    <Head>
      {fonts.map((href) => (
        // Fonts are fetched in CORS mode, so a preload without crossorigin would not be reused.
        <link
          key={href}
          rel="preload"
          href={href}
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
        />
      ))}
    </Head>
  );
}
