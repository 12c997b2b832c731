// Swizzle (wrap): the OpenAPI theme's ApiItem renders every page of the /api docs area, so without
// this wrapper /api/overview would download the whole OpenAPI theme; here it is a normal doc page
// and only operation pages load the theme: their generated MDX re-exports it, so it comes with the
// page's own chunk. Not React.lazy: a lazy component suspends during server rendering, and React
// then ships the page body hidden until an inline script reveals it, unreadable without JavaScript.
import type { ComponentType, ReactNode } from 'react';
import DocItem from '@theme/DocItem';
import type { Props } from '@theme/DocItem';

type OperationContent = Props['content'] & { OpenApiItem?: ComponentType<Props> };

export default function ApiItem(props: Props): ReactNode {
  const { OpenApiItem, frontMatter } = props.content as OperationContent;
  // Generated operation pages carry their operation in the `api` front matter.
  if (!('api' in frontMatter)) return <DocItem {...props} />;
  if (OpenApiItem === undefined) {
    throw new Error(
      `${props.content.metadata.permalink} has no OpenApiItem export: run "npm run gen-api-docs".`,
    );
  }
  return <OpenApiItem {...props} />;
}
