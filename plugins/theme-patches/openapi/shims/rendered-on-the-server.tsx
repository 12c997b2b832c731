// Stands in for @docusaurus/BrowserOnly in the OpenAPI theme's parameter and schema components
// (see ../index.ts): they need no browser API, so their content is rendered on the server too.
import type { ReactNode } from 'react';

interface Props {
  children?: () => ReactNode;
  /** The theme's skeleton, shown by BrowserOnly until hydration; never needed here. */
  fallback?: ReactNode;
}

export default function RenderedOnTheServer({ children }: Props): ReactNode {
  return children?.() ?? null;
}
