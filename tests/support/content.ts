/** Finds the site's Markdown sources and their English counterparts, and reads front matter. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { contentFolders } from '@site/config/contentFolders';

export const siteDir = process.cwd();

/** The production build that the build checks and the browser tests read (`npm run build`). */
export const buildDir = path.join(siteDir, 'build');

/** Each content area: where the Vietnamese sources are and where Docusaurus expects English. */
export const contentAreas = contentFolders;

/** Folders inside a content area that hold generated output, not sources (never committed). */
const generatedFolders = new Set(['generated']);

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    if (entry.startsWith('_') || entry.startsWith('.') || generatedFolders.has(entry)) return [];
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry) ? [full] : [];
  });
}

/** Markdown files of an area, as paths relative to the area's folder. */
export function markdownFiles(root: string): string[] {
  const base = path.join(siteDir, root);
  return walk(base)
    .map((file) => path.relative(base, file))
    .sort();
}

export interface MarkdownDocument {
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
}

export function readMarkdown(file: string): MarkdownDocument {
  const text = readFileSync(path.join(siteDir, file), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) return { file, frontMatter: {}, body: text };
  const frontMatter = (parse(match[1] ?? '') ?? {}) as Record<string, unknown>;
  return { file, frontMatter, body: text.slice(match[0].length) };
}

/** Prose words of a body: code blocks, imports, JSX comments and footnote definitions removed. */
export function proseWords(body: string): number {
  const prose = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^import .*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/^\[\^[^\]]+\]:.*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#*_|>`[\]()-]/g, ' ');
  return prose.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}

/** Letters that exist in Vietnamese but not in English (any tone mark, ă â đ ê ô ơ ư). */
export const vietnameseLetters =
  /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/giu;

/** Does `text` contain a Vietnamese letter? (Stateless: a global pattern's test() is not.) */
export function hasVietnameseLetter(text: string): boolean {
  return text.search(vietnameseLetters) !== -1;
}

export interface BlogPost {
  /** File name in blog/, e.g. "2024-03-18-zalo-miniapp-la-gi.mdx". */
  file: string;
  slug: string;
  /** Publication date as the front matter writes it (YYYY-MM-DD). */
  date: string;
}

/** A blog instance's posts (blog/, or changelog/ for the API changelog), from their Vietnamese sources. */
export function blogPosts(folder: 'blog' | 'changelog' = 'blog'): BlogPost[] {
  return markdownFiles(folder).map((file) => {
    const { frontMatter } = readMarkdown(path.join(folder, file));
    return { file, slug: String(frontMatter.slug), date: String(frontMatter.date) };
  });
}
