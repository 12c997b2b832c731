import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import MarkdownAlternate, {
  markdownPath as twinPath,
  useMarkdownUrl,
} from '@site/src/components/MarkdownAlternate';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** Assistants that open a new chat from a prompt in the URL (`?q=`); plain links, never prefetched. */
const assistants = [
  { name: 'ChatGPT', newChat: 'https://chatgpt.com/?q=' },
  { name: 'Claude', newChat: 'https://claude.ai/new?q=' },
] as const;

/**
 * The page menu of a docs, API, gift or blog page: copy the page as Markdown, view the Markdown
 * twin (built next to the page as page.md by plugins/llms-txt), or open an assistant with a prompt
 * that names that twin. A disclosure: Escape or a click outside closes it, focus returns to its
 * button. It also gives the page its `rel="alternate" type="text/markdown"` link.
 */
export default function PageMenu({ permalink }: { permalink: string }): ReactNode {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<CopyState>('idle');
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const markdownPath = twinPath(permalink);
  const markdownUrl = useMarkdownUrl(permalink);
  const prompt = translate(
    {
      id: 'pageMenu.prompt',
      message: 'Đọc {url} và trả lời các câu hỏi của tôi về trang này.',
      description:
        'The prompt an assistant (ChatGPT, Claude) opens with; {url} is the page Markdown',
    },
    { url: markdownUrl },
  );

  useEffect(() => {
    if (!open) return undefined;
    function closeOnEscape(event: KeyboardEvent): void {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    function closeOnOutside(event: PointerEvent): void {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutside);
    };
  }, [open]);

  async function copy(): Promise<void> {
    try {
      const response = await fetch(markdownPath);
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${markdownPath}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch (error) {
      console.warn('Copy page as Markdown:', error);
      setState('failed');
    }
  }

  return (
    <div className={styles.pageMenu} ref={menuRef}>
      <MarkdownAlternate permalink={permalink} />
      <button
        ref={toggleRef}
        type="button"
        className="button button--sm button--secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}>
        <Translate id="pageMenu.toggle" description="The button that opens the page menu">
          Markdown và AI
        </Translate>
      </button>
      <ul id={panelId} className={styles.panel} hidden={!open}>
        <li>
          <button type="button" className={styles.item} onClick={() => void copy()}>
            <Translate id="copyPage.button">Chép trang dạng Markdown</Translate>
          </button>
        </li>
        <li>
          <a className={styles.item} href={markdownPath}>
            <Translate id="copyPage.view">Xem Markdown</Translate>
          </a>
        </li>
        {assistants.map(({ name, newChat }) => (
          <li key={name}>
            <a
              className={styles.item}
              href={`${newChat}${encodeURIComponent(prompt)}`}
              target="_blank"
              rel="noopener noreferrer">
              {translate(
                {
                  id: 'pageMenu.openIn',
                  message: 'Mở trong {assistant}',
                  description: 'A page menu link; {assistant} is ChatGPT or Claude',
                },
                { assistant: name },
              )}
            </a>
          </li>
        ))}
      </ul>
      <span className={styles.status} role="status">
        {state === 'copied' &&
          translate({ id: 'copyPage.copied', message: 'Đã chép vào bộ nhớ tạm.' })}
        {state === 'failed' &&
          translate({ id: 'copyPage.failed', message: 'Không chép được; hãy mở bản Markdown.' })}
      </span>
    </div>
  );
}
