import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * The path of a page's Markdown twin (plugins/llms-txt writes it next to the page's HTML): an
 * area's index page has a trailing slash ("/solutions/") but its files are solutions.html/.md.
 */
export function markdownPath(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}.md`;
}

/** The absolute URL of a page's Markdown twin. */
export function useMarkdownUrl(permalink: string): string {
  const { siteConfig } = useDocusaurusContext();
  return `${siteConfig.url}${markdownPath(permalink)}`;
}

/** `<link rel="alternate" type="text/markdown">` to the page's Markdown twin, in the page's head. */
export default function MarkdownAlternate({ permalink }: { permalink: string }): ReactNode {
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={useMarkdownUrl(permalink)} />
    </Head>
  );
}
