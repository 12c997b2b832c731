import { useEffect, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import Translate, { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SearchHitView from '@site/src/components/SiteSearch/SearchHitView';
import { useSiteSearch } from '@site/src/components/SiteSearch/useSiteSearch';
import { searchResultLimits } from '@site/src/lib/search/files';
import styles from '@site/src/components/SiteSearch/page.module.css';

/** The full results page: /search?q=… (and /en/search?q=…), shareable as a link. */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const searchPageUrl = useBaseUrl('/search');
  const llmsTxtUrl = useBaseUrl('/llms.txt');
  // The URL holds the query, so a shared link opens the same results. The static HTML has no
  // query, and the first render in the browser must match it: read the URL only after hydration.
  const query = isBrowser ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const { status, load, hits, settled } = useSiteSearch(query, searchResultLimits.page);

  // A reader who lands here came to search: load the index at once.
  useEffect(() => {
    load();
  }, [load]);

  const trimmed = query.trim();

  function updateQuery(value: string): void {
    const params = value === '' ? '' : `?q=${encodeURIComponent(value)}`;
    history.replace({ ...location, search: params });
  }

  const title = translate({ id: 'search.page.title', message: 'Tìm kiếm' });
  return (
    <Layout
      title={trimmed === '' ? title : `${title}: ${trimmed}`}
      description={translate({
        id: 'search.page.description',
        message: 'Tìm trong tài liệu, tài liệu API, giải pháp quà tặng và blog của MiniAI.',
      })}>
      {/* Results only lead to pages that are indexed themselves; noindex also keeps it out of the sitemap. */}
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>{title}</h1>
        {/* A plain GET form: without JavaScript, Enter still reaches /search?q=… in this locale. */}
        <form
          role="search"
          action={searchPageUrl}
          method="get"
          onSubmit={(event) => event.preventDefault()}>
          <label className={styles.label} htmlFor="search-page-query">
            <Translate id="search.page.label">
              Từ khóa (gõ có dấu hoặc không dấu đều được)
            </Translate>
          </label>
          <div className={styles.row}>
            <input
              id="search-page-query"
              name="q"
              type="search"
              className={styles.input}
              value={query}
              autoComplete="off"
              onChange={(event) => updateQuery(event.target.value)}
            />
            <button type="submit" className="button button--primary">
              <Translate id="search.page.submit">Tìm</Translate>
            </button>
          </div>
        </form>
        <noscript>
          <p className={styles.status}>
            <Translate
              id="search.page.needsJavaScript"
              values={{
                llmsTxt: <a href={llmsTxtUrl}>llms.txt</a>,
              }}>
              {
                'Trang kết quả tìm trong chỉ mục ngay trên trình duyệt, nên cần JavaScript. Khi chưa bật JavaScript, bạn có thể xem danh sách mọi trang trong {llmsTxt}.'
              }
            </Translate>
          </p>
        </noscript>
        <p className={styles.status} aria-live="polite" aria-atomic="true">
          {status === 'loading' &&
            translate({ id: 'search.status.loading', message: 'Đang tải chỉ mục tìm kiếm…' })}
          {status === 'error' &&
            translate({
              id: 'search.status.error',
              message: 'Không tải được chỉ mục tìm kiếm. Hãy thử lại.',
            })}
          {status === 'ready' &&
            settled &&
            trimmed !== '' &&
            (hits.length === 0
              ? translate(
                  { id: 'search.noResults', message: 'Không có kết quả cho “{query}”' },
                  { query: trimmed },
                )
              : translate(
                  { id: 'search.page.count', message: '{count} kết quả cho “{query}”' },
                  { count: hits.length, query: trimmed },
                ))}
        </p>
        <ol className={styles.results}>
          {hits.map((hit) => (
            <li key={hit.id}>
              <Link to={hit.url} className={styles.hit}>
                <SearchHitView hit={hit} />
              </Link>
            </li>
          ))}
        </ol>
      </main>
    </Layout>
  );
}
