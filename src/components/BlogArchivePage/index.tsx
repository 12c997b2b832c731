/**
 * The blog archive (/blog/archive), used through the blog plugin's `blogArchiveComponent` option.
 * The theme's archive puts its title in a <header> outside <main> (a second banner landmark next
 * to the announcement bar) and jumps from h1 to h3 for the years; this page keeps one landmark
 * structure with the rest of the site: title and years inside <main>, h1 → h2, newest post first.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDateFormat } from '@site/src/lib/useDateFormat';
import type { ArchiveBlogPost, Props } from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import styles from './styles.module.css';

interface YearOfPosts {
  year: string;
  posts: ArchiveBlogPost[];
}

/** Posts grouped by year, in the order the plugin gives them (newest first). */
function postsByYear(posts: readonly ArchiveBlogPost[]): YearOfPosts[] {
  const years: YearOfPosts[] = [];
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    const last = years.at(-1);
    if (last?.year === year) last.posts.push(post);
    else years.push({ year, posts: [post] });
  }
  return years;
}

export default function BlogArchivePage({ archive }: Props): ReactNode {
  const title = translate({
    id: 'blog.archive.title',
    message: 'Lưu trữ bài viết',
    description: 'Title of the blog archive page',
  });
  const description = translate({
    id: 'blog.archive.description',
    message: 'Mọi bài viết trên blog MiniAI, bài mới nhất trước.',
    description: 'Introduction and meta description of the blog archive page',
  });
  // Dates are stored at midnight UTC: format them in UTC so no reader sees the day before.
  const dateFormat = useDateFormat({ day: 'numeric', month: 'long', timeZone: 'UTC' });
  const years = postsByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main className="container margin-vert--lg">
          <header className={styles.header}>
            <Heading as="h1">{title}</Heading>
            <p className={styles.description}>{description}</p>
          </header>
          {years.map(({ year, posts }) => (
            <section key={year} className={styles.year} aria-labelledby={`archive-${year}`}>
              <Heading as="h2" id={`archive-${year}`}>
                {year}
              </Heading>
              <ul className={styles.posts}>
                {posts.map(({ metadata }) => (
                  <li key={metadata.permalink}>
                    <time dateTime={metadata.date} className={styles.date}>
                      {dateFormat.format(new Date(metadata.date))}
                    </time>
                    <Link to={metadata.permalink}>{metadata.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </main>
      </Layout>
    </>
  );
}
