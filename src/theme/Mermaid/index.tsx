// Swizzle (wrap): Mermaid (~150 KiB of gzipped JS, and seconds of main-thread work on a phone) is
// loaded and rendered only when a diagram comes near the viewport, not with every page that has
// one; a diagram below the fold then costs nothing at page load. Each diagram is a figure named by
// its accTitle, and its accDescr is the text a reader without JavaScript gets instead of a blank box.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import { diagramAccessibility } from '@site/src/lib/mermaidAccessibility';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

// Start a screen ahead of the reader, so the diagram is drawn (and the text below it has moved)
// before it scrolls into view: no visible layout shift.
const renderAhead = '100% 0px';

export default function MermaidWrapper(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const { title, description } = diagramAccessibility(props.value);
  useEffect(() => {
    const element = slot.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: renderAhead },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <figure className={styles.figure}>
      <div ref={slot} className={near ? undefined : styles.pending} data-diagram="mermaid">
        {near ? (
          <Mermaid {...props} />
        ) : (
          <noscript>
            <p>{description}</p>
          </noscript>
        )}
      </div>
      {title !== undefined && <figcaption className={styles.caption}>{title}</figcaption>}
    </figure>
  );
}
