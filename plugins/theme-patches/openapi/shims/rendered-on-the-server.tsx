// Stands in for @docusaurus/BrowserOnly in the OpenAPI theme's parameter and schema components
// (see ../index.ts): they need no browser API, so their content is rendered on the server too.
import type { ReactNode } from 'react';
// BrowserOnly's props: its `fallback`, the theme's skeleton until hydration, is never needed here.
import type { Props } from '@docusaurus/BrowserOnly';

export default function RenderedOnTheServer({ children }: Props): ReactNode {
  return children?.() ?? null;
}
