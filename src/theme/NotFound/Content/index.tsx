// Swizzle (wrap): keeps the theme's localised not-found text and adds the ways back into the site
// that a reader who followed a broken link needs.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

function usefulPages(): Array<{ to: string; label: string }> {
  return [
    { to: '/', label: translate({ id: 'notFound.links.home', message: 'Trang chủ MiniAI' }) },
    {
      to: '/docs/intro',
      label: translate({ id: 'notFound.links.intro', message: 'Bắt đầu với MiniAI' }),
    },
    {
      to: '/api/overview',
      label: translate({ id: 'notFound.links.api', message: 'Tổng quan API' }),
    },
    {
      to: '/gift/overview',
      label: translate({ id: 'notFound.links.gift', message: 'Giải pháp quà tặng' }),
    },
    { to: '/blog', label: translate({ id: 'notFound.links.blog', message: 'Blog' }) },
  ];
}

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      {/* The not-found page is also a file (/404.html) a crawler can reach: it is never a result. */}
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <Content {...props} className={clsx(props.className, styles.message)} />
      <nav
        className={clsx('container', styles.usefulPages)}
        aria-labelledby="not-found-useful-pages">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <h2 id="not-found-useful-pages" className={styles.heading}>
              <Translate id="notFound.links.title">Bạn có thể bắt đầu lại từ đây</Translate>
            </h2>
            <ul className={styles.list}>
              {usefulPages().map((page) => (
                <li key={page.to}>
                  <Link to={page.to}>{page.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </nav>
    </>
  );
}
