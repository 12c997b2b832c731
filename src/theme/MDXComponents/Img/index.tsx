// Swizzle (wrap): every image in docs, posts and pages opens larger on click or Enter/Space.
import type { ReactNode } from 'react';
import Img from '@theme-original/MDXComponents/Img';
import type { Props } from '@theme/MDXComponents/Img';
import ImageZoom from '@site/src/components/ImageZoom';

export default function ImgWrapper(props: Props): ReactNode {
  return (
    <ImageZoom label={props.alt ?? ''} zoomed={<img src={props.src} alt={props.alt} />}>
      <Img {...props} />
    </ImageZoom>
  );
}
