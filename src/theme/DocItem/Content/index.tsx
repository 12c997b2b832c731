// Swizzle (wrap): a translated docs page whose source changed after it says so above its content.
import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import TranslationNotice from '@site/src/components/TranslationNotice';

type Props = WrapperProps<typeof ContentType>;

export default function DocItemContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <TranslationNotice source={metadata.source} permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
