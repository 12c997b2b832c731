// Swizzle (wrap): the OpenAPI theme's ApiItem renders every page of the /api docs area, so without
// this wrapper /api/overview would download the whole OpenAPI theme; here it is a normal doc page
// and only operation pages load the theme, as a separate chunk.
import { lazy, Suspense, type ReactNode } from 'react';
import DocItem from '@theme/DocItem';
import type { Props } from '@theme/DocItem';

const OpenApiItem = lazy(() => import('@theme-original/ApiItem'));

export default function ApiItem(props: Props): ReactNode {
  // Generated operation pages carry their operation in the `api` front matter.
  if (!('api' in props.content.frontMatter)) return <DocItem {...props} />;
  return (
    <Suspense fallback={null}>
      <OpenApiItem {...props} />
    </Suspense>
  );
}
