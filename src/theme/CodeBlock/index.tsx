// Swizzle (wrap): the theme's CodeBlock without its remount after hydration, and with the reader's
// values (src/components/ReaderValues) filled into its placeholders once hydrated.
import type { ReactNode } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type { Props } from '@theme/CodeBlock';
import { IsBrowserAsMounted } from '@site/src/components/NoRemountAfterHydration';
import { useSiteSettings } from '@site/src/hooks/useSiteSettings';
import { fillPlaceholders, fillsLanguage, useReaderValues } from '@site/src/lib/readerValues';

/** The block's text with the reader's values; the server and hydration render the placeholders. */
function useFilledChildren({ children, language, className }: Props): Props['children'] {
  const values = useReaderValues();
  const productionUrl = useSiteSettings().apiBaseUrl;
  const blockLanguage = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  if (typeof children !== 'string' || !fillsLanguage(blockLanguage)) return children;
  return fillPlaceholders(children, values, { productionUrl });
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  const children = useFilledChildren(props);
  // The theme remounts every block once hydrated, so that a reader in dark mode gets the dark
  // Prism colours (the server writes the light ones as inline styles, and hydration keeps
  // attributes as they are). The colour mode it reads now only turns dark after hydration, in an
  // ordinary update, which rewrites those styles: the remount only redid the highlighting (on an
  // operation page, ~1,400 components). tests/e2e/color-mode.spec.ts opens a page in dark mode.
  return (
    <IsBrowserAsMounted>
      <CodeBlock {...props}>{children}</CodeBlock>
    </IsBrowserAsMounted>
  );
}
