// Swizzle (wrap): the OpenAPI theme's ApiItem renders every page of the /api docs area, so without
// this wrapper /api/overview would download the whole OpenAPI theme; here it is a normal doc page
// and only operation pages load the theme: their generated MDX re-exports it, so it comes with the
// page's own chunk. Not React.lazy: a lazy component suspends during server rendering, and React
// then ships the page body hidden until an inline script reveals it, unreadable without JavaScript.
import { memo, type ComponentType, type ReactNode } from 'react';
import DocItem from '@theme/DocItem';
import type { Props } from '@theme/DocItem';
import { cached } from '@site/src/lib/cached';

type OperationContent = Props['content'] & { OpenApiItem?: ComponentType<Props> };

const stableContents = new WeakMap<Props['content'], Props['content']>();

/**
 * Whenever the theme's ApiItem renders again, it re-renders the whole page body, schemas included.
 * It does so right after every hydration (useIsBrowser turns true and it builds its request store
 * anew): about 1 s of main thread in one task on Lighthouse's throttled phone without this guard.
 * The body (the MDX component) takes no props, so a memoised copy skips such a pass; the parts of
 * it that read the store still update through the store's context. The copy keeps the module's
 * named exports (frontMatter, metadata, toc…), which Docusaurus attaches to the component.
 */
function stableContent(content: Props['content']): Props['content'] {
  return cached(stableContents, content, () => Object.assign(memo(content), content));
}

export default function ApiItem(props: Props): ReactNode {
  const { OpenApiItem, frontMatter } = props.content as OperationContent;
  // Generated operation pages carry their operation in the `api` front matter.
  if (!('api' in frontMatter)) return <DocItem {...props} />;
  if (OpenApiItem === undefined) {
    throw new Error(
      `${props.content.metadata.permalink} has no OpenApiItem export: run "npm run gen-api-docs".`,
    );
  }
  return <OpenApiItem {...props} content={stableContent(props.content)} />;
}
