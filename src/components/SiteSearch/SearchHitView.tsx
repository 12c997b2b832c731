import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SearchHit } from '@site/src/lib/search/query';
import { contentAreaName } from '@site/src/lib/contentAreas';
import styles from './styles.module.css';

/** The excerpt with the matched words in <mark>; everything is text, never parsed as HTML. */
function HighlightedText({
  text,
  ranges,
}: {
  text: string;
  ranges: SearchHit['highlights'];
}): ReactNode {
  const parts: ReactNode[] = [];
  let position = 0;
  for (const [start, end] of ranges) {
    if (start > position) parts.push(text.slice(position, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    position = end;
  }
  parts.push(text.slice(position));
  return parts;
}

/** One result: page title, area, matched heading and excerpt. */
export default function SearchHitView({ hit }: { hit: SearchHit }): ReactNode {
  const { currentLocale } = useDocusaurusContext().i18n;
  return (
    <>
      <span className={styles.hitTop}>
        <span className={styles.area}>{contentAreaName(hit.area, currentLocale)}</span>
        <span className={styles.title}>{hit.title}</span>
      </span>
      {hit.heading !== '' && <span className={styles.heading}>{hit.heading}</span>}
      <span className={styles.excerpt}>
        <HighlightedText text={hit.excerpt} ranges={hit.highlights} />
      </span>
    </>
  );
}
