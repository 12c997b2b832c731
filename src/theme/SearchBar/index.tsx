// Swizzle (replace): the classic theme's SearchBar is an empty placeholder meant to be provided by
// a search plugin; this is ours, an offline combobox over the build-time index (plugins/search-index).
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import Translate, { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SearchHitView from '@site/src/components/SiteSearch/SearchHitView';
import { useSiteSearch } from '@site/src/components/SiteSearch/useSiteSearch';
import { searchResultLimits } from '@site/src/lib/search/files';
import styles from '@site/src/components/SiteSearch/styles.module.css';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export default function SearchBar(): ReactNode {
  const [query, setQuery] = useState('');
  const { status, load, hits, settled } = useSiteSearch(query, searchResultLimits.box);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const searchPageUrl = useBaseUrl('/search');
  const listId = useId();
  const showList = open && query.trim() !== '';

  // Ctrl/Cmd+K anywhere, or "/" when the reader is not typing, puts the cursor in the box.
  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent): void {
      const shortcutK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
      const shortcutSlash =
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isTypingTarget(event.target);
      if (!shortcutK && !shortcutSlash) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  function close(): void {
    setOpen(false);
    setActive(-1);
  }

  function reset(): void {
    close();
    setQuery('');
    inputRef.current?.blur();
  }

  function navigate(url: string): void {
    reset();
    history.push(url);
  }

  const allResultsUrl = `${searchPageUrl}?q=${encodeURIComponent(query.trim())}`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((current) => Math.min(current + 1, hits.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((current) => Math.max(current - 1, -1));
        break;
      case 'Enter': {
        event.preventDefault();
        const hit = hits[active];
        if (hit) navigate(hit.url);
        else if (query.trim() !== '') navigate(allResultsUrl);
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (showList) close();
        else {
          setQuery('');
          inputRef.current?.blur();
        }
        break;
      default:
        break;
    }
  }

  const statusText =
    status === 'loading'
      ? translate({ id: 'search.status.loading', message: 'Đang tải chỉ mục tìm kiếm…' })
      : status === 'error'
        ? translate({
            id: 'search.status.error',
            message: 'Không tải được chỉ mục tìm kiếm. Hãy thử lại.',
          })
        : translate(
            { id: 'search.status.count', message: '{count} kết quả' },
            { count: hits.length },
          );

  return (
    <div
      className={styles.box}
      role="search"
      // Named, so that it stays distinguishable from the results page's own search form.
      aria-label={translate({ id: 'search.region.label', message: 'Tìm kiếm nhanh' })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}>
      <input
        ref={inputRef}
        // A combobox must be a text input (ARIA in HTML allows no role on type=search); the
        // keyboard still offers its search key.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        className={styles.input}
        placeholder={translate({ id: 'search.placeholder', message: 'Tìm kiếm' })}
        aria-label={translate({ id: 'search.label', message: 'Tìm kiếm trên trang' })}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={() => {
          load();
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <kbd className={styles.shortcut} aria-hidden="true">
        Ctrl K
      </kbd>
      <div className={clsx(styles.panel, !showList && styles.hidden)}>
        <ul
          id={listId}
          role="listbox"
          className={styles.list}
          aria-label={translate({ id: 'search.results.label', message: 'Kết quả tìm kiếm' })}>
          {hits.map((hit, index) => (
            // The link itself is the option: an option wrapping a link is a nested control (axe).
            <li
              key={hit.id}
              role="presentation"
              className={clsx(styles.option, index === active && styles.optionActive)}
              onMouseEnter={() => setActive(index)}>
              <Link
                to={hit.url}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                className={styles.hitLink}
                onClick={reset}>
                <SearchHitView hit={hit} />
              </Link>
            </li>
          ))}
        </ul>
        {status === 'ready' && settled && hits.length === 0 && (
          <p className={styles.empty}>
            {translate(
              { id: 'search.noResults', message: 'Không có kết quả cho “{query}”' },
              { query: query.trim() },
            )}
          </p>
        )}
        {hits.length > 0 && (
          <Link to={allResultsUrl} className={styles.allResults} tabIndex={-1} onClick={reset}>
            <Translate id="search.seeAll">Xem tất cả kết quả</Translate>
          </Link>
        )}
      </div>
      <p className={styles.srOnly} aria-live="polite" aria-atomic="true">
        {showList ? statusText : ''}
      </p>
    </div>
  );
}
