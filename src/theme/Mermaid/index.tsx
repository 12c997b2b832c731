// Swizzle (wrap): Mermaid (~185 KiB of gzipped JS, and seconds of main-thread work on a phone) is
// loaded and rendered only when a diagram is in view, or comes near it once the reader scrolls; a
// diagram below the fold then costs nothing to a reader who does not scroll to it. Each diagram is a figure named by
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
    const drawWhenSeen = (entries: IntersectionObserverEntry[]) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    };
    const inView = new IntersectionObserver(drawWhenSeen);
    const ahead = new IntersectionObserver(drawWhenSeen, { rootMargin: renderAhead });
    inView.observe(element);
    // Looking a screen ahead starts with the reader's first scroll (or a jump to an anchor).
    const startLookingAhead = () => ahead.observe(element);
    if (window.scrollY > 0) startLookingAhead();
    else window.addEventListener('scroll', startLookingAhead, { once: true, passive: true });
    return () => {
      window.removeEventListener('scroll', startLookingAhead);
      inView.disconnect();
      ahead.disconnect();
    };
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
