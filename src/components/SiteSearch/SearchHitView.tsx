import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import type { SearchHit } from '@site/plugins/search-index/query';
import type { SearchArea } from '@site/plugins/search-index/text';
import styles from './styles.module.css';

export function areaLabel(area: SearchArea): string {
  switch (area) {
    case 'docs':
      return translate({ id: 'search.area.docs', message: 'Tài liệu' });
    case 'api':
      return translate({ id: 'search.area.api', message: 'API' });
    case 'gift':
      return translate({ id: 'search.area.gift', message: 'Quà tặng' });
    case 'blog':
      return translate({ id: 'search.area.blog', message: 'Blog' });
    case 'page':
      return translate({ id: 'search.area.page', message: 'Trang' });
  }
}

/** The excerpt with the matched words in <mark>; everything is text, never parsed as HTML. */
export function HighlightedText({
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
  return (
    <>
      <span className={styles.hitTop}>
        <span className={styles.area}>{areaLabel(hit.area)}</span>
        <span className={styles.title}>{hit.title}</span>
      </span>
      {hit.heading !== '' && <span className={styles.heading}>{hit.heading}</span>}
      <span className={styles.excerpt}>
        <HighlightedText text={hit.excerpt} ranges={hit.highlights} />
      </span>
    </>
  );
}
