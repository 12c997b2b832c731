import { useState, type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * "Copy page as Markdown": copies the page's Markdown copy (built next to it as page.md by
 * plugins/llms-txt) for pasting into an AI tool or an issue. The link beside it works without
 * JavaScript and when the clipboard is refused.
 */
export default function CopyPageMarkdown({ permalink }: { permalink: string }): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  const markdownUrl = `${permalink}.md`;

  async function copy(): Promise<void> {
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${markdownUrl}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch (error) {
      console.warn('Copy page as Markdown:', error);
      setState('failed');
    }
  }

  return (
    <div className={styles.copyPage}>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => void copy()}>
        <Translate id="copyPage.button">Chép trang dạng Markdown</Translate>
      </button>
      <a className={styles.viewLink} href={markdownUrl}>
        <Translate id="copyPage.view">Xem Markdown</Translate>
      </a>
      <span className={styles.status} role="status">
        {state === 'copied' &&
          translate({ id: 'copyPage.copied', message: 'Đã chép vào bộ nhớ tạm.' })}
        {state === 'failed' &&
          translate({ id: 'copyPage.failed', message: 'Không chép được; hãy mở bản Markdown.' })}
      </span>
    </div>
  );
}
