// Swizzle (wrap): the theme's CodeBlock without its remount after hydration.
import type { ReactNode } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type { Props } from '@theme/CodeBlock';
import { IsBrowserAsMounted } from '@site/src/components/NoRemountAfterHydration';

export default function CodeBlockWrapper(props: Props): ReactNode {
  // The theme remounts every block once hydrated, so that a reader in dark mode gets the dark
  // Prism colours (the server writes the light ones as inline styles, and hydration keeps
  // attributes as they are). The colour mode it reads now only turns dark after hydration, in an
  // ordinary update, which rewrites those styles: the remount only redid the highlighting (on an
  // operation page, ~1,400 components). tests/e2e/color-mode.spec.ts opens a page in dark mode.
  return (
    <IsBrowserAsMounted>
      <CodeBlock {...props} />
    </IsBrowserAsMounted>
  );
}
