/**
 * Pictures of the mini app and the management app (scenes.tsx) for pages and slides. In MDX:
 * `<Illustration scene="managementOrders" caption="…" />`, two side by side inside
 * `<IllustrationPair>`. The text alternative comes from labels.ts in the reader's language.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import ImageZoom from '@site/src/components/ImageZoom';
import { sceneLabel } from './labels';
import { frameViewBox, scenes, type IllustrationScene } from './scenes';
import styles from './styles.module.css';

export type { IllustrationScene } from './scenes';

interface ArtProps {
  scene: IllustrationScene;
  /** Overrides the scene's own text alternative. */
  label?: string;
  className?: string;
}

/** The drawing alone: an SVG with role="img" and its text alternative. */
export function IllustrationArt({ scene, label, className }: ArtProps): ReactNode {
  const { Art, frame } = scenes[scene];
  return (
    <svg
      className={clsx(styles.art, className)}
      viewBox={frameViewBox[frame]}
      role="img"
      aria-label={label ?? sceneLabel(scene)}>
      <Art />
    </svg>
  );
}

interface Props {
  scene: IllustrationScene;
  /** A short visible caption under the picture. */
  caption?: string;
}

/** A figure that opens larger on click, Enter or Space (ImageZoom). */
export default function Illustration({ scene, caption }: Props): ReactNode {
  const label = sceneLabel(scene);
  return (
    <figure className={clsx(styles.figure, scenes[scene].frame === 'window' && styles.wide)}>
      <ImageZoom label={label}>
        <IllustrationArt scene={scene} label={label} />
      </ImageZoom>
      {caption !== undefined && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}

/** Two figures side by side (phone, then browser window); stacked on narrow screens. */
export function IllustrationPair({ children }: { children: ReactNode }): ReactNode {
  return <div className={styles.pair}>{children}</div>;
}
