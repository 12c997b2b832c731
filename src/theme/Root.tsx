// Swizzle (wrap): Root is the one component around every page, where site-wide <head> tags that
// need bundled asset URLs (the preloaded fonts) can be rendered once.
import type { ReactNode } from 'react';
import Root from '@theme-original/Root';
import type { Props } from '@theme/Root';
import FontPreloads from '@site/src/components/FontPreloads';

export default function RootWrapper(props: Props): ReactNode {
  return (
    <>
      <FontPreloads />
      <Root {...props} />
    </>
  );
}
