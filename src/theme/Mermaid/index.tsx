// Swizzle (wrap): Mermaid (~150 KiB of gzipped JS, and seconds of main-thread work on a phone) is
// loaded and rendered only when a diagram comes near the viewport, not with every page that has
// one; a diagram below the fold then costs nothing at page load (issue #6 JS budget, TBT).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

// Start a screen ahead of the reader, so the diagram is drawn (and the text below it has moved)
// before it scrolls into view: no visible layout shift.
const renderAhead = '100% 0px';

export default function MermaidWrapper(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
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
    <div ref={slot} className={near ? undefined : styles.pending} data-diagram="mermaid">
      {near ? <Mermaid {...props} /> : null}
    </div>
  );
}
