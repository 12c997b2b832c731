/**
 * /.well-known/security.txt (RFC 9116), written at build time so its Expires date always lies
 * ahead of the build: where to report a vulnerability (the configured security e-mail), the
 * policy page, the languages we read and the file's canonical address.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { securityTxtPath } from '../../src/lib/securityTxtPath';
import { originFilesPostBuild } from '../seo';

/** RFC 9116 §2.5.5 recommends an Expires under a year ahead: a build refreshes it well before. */
export const securityTxtLifetimeDays = 360;

const dayMs = 24 * 60 * 60 * 1000;

export interface SecurityTxtInput {
  securityEmail: string;
  /** The site's origin and base URL, e.g. "https://miniai.vn" and "/". */
  siteUrl: string;
  baseUrl: string;
  /** When the file is written; Expires is counted from it. */
  now: Date;
}

/** The file's text: one field per line, CRLF-free, ending with a newline. */
export function securityTxt({ securityEmail, siteUrl, baseUrl, now }: SecurityTxtInput): string {
  const site = `${siteUrl}${baseUrl}`;
  // RFC 3339 without milliseconds, in UTC, as in the RFC's examples.
  const expires = new Date(now.getTime() + securityTxtLifetimeDays * dayMs)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
  return [
    `Contact: mailto:${securityEmail}`,
    `Expires: ${expires}`,
    'Preferred-Languages: vi, en',
    `Canonical: ${site}${securityTxtPath}`,
    `Policy: ${site}security`,
    '',
  ].join('\n');
}

export default function securityTxtPlugin(
  context: LoadContext,
  settings: Omit<SecurityTxtInput, 'now'>,
): Plugin {
  return {
    name: 'miniai-security-txt',

    // One file at the site root: the English build lives under /en/, where no client looks.
    postBuild: originFilesPostBuild(context.siteConfig.baseUrl, () => ({
      [securityTxtPath]: securityTxt({ ...settings, now: new Date() }),
    })),
  };
}
