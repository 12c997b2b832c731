/**
 * One table of Accept headers and what a page's URL answers to each: its Markdown twin or its
 * HTML. The unit test runs it against the nginx map and plugins/serving-rules/negotiation.ts
 * (the Cloudflare Pages Function's rule); the server spec against both running servers.
 */
const browserAccept =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';

export const acceptCases: ReadonlyArray<{ accept: string; markdown: boolean }> = [
  { accept: 'text/markdown', markdown: true },
  { accept: 'text/html;q=0.9, text/markdown', markdown: true },
  { accept: 'text/markdown, */*;q=0.1', markdown: true },
  { accept: 'text/markdown, text/plain;q=0.5', markdown: true },
  { accept: 'text/markdown, text/html;q=0', markdown: true },
  { accept: 'text/markdown;q=0.5', markdown: true },
  { accept: 'TEXT/MARKDOWN', markdown: true },
  { accept: 'text/html,text/markdown;q=0.9', markdown: false },
  { accept: browserAccept, markdown: false },
  { accept: '*/*', markdown: false },
  { accept: 'text/markdown;q=0', markdown: false },
  { accept: 'text/markdown, text/html', markdown: false },
  { accept: 'text/markdown;q=0.9, text/html;q=0.5', markdown: false },
  { accept: 'text/plain', markdown: false },
];
