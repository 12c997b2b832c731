/**
 * The task skills published in the agent-skills index, one SKILL.md per skill and locale
 * (https://agentskills.io/specification: YAML front matter with `name`, equal to the skill's
 * folder, and `description`). The Vietnamese sources are in agent-skills/<name>/SKILL.md, the
 * English ones at the mirrored path under i18n/en/; the English skill is published as `<name>-en`.
 * Two placeholders are filled when publishing: `{{site}}`, the locale's root URL, and
 * `{{error-codes}}`, the contract's error codes with the docs' advice (as on /docs/errors).
 * tests/unit/guide-samples.test.ts runs every code block; tests/unit/agent-skills.test.ts checks
 * the rest against the contract.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { defaultLocale, type SiteLocale } from '../../config/locales';
import type { ErrorCodeRow } from '../../src/lib/errorCodes';

/** The contract's error codes with the docs' advice, in a locale (openapi/tools/errorCodes.ts). */
export type ErrorCodeRowsOf = (locale: SiteLocale) => ErrorCodeRow[];

const sourceFolder = 'agent-skills';

/** The skills' names, from the Vietnamese sources' folders. */
export function skillNames(siteDir: string): string[] {
  return readdirSync(path.join(siteDir, sourceFolder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** A skill's SKILL.md source in a locale, relative to the site's folder. */
export function skillSourceFile(name: string, locale: SiteLocale): string {
  const folder = locale === defaultLocale ? sourceFolder : path.join('i18n', locale, sourceFolder);
  return path.join(folder, name, 'SKILL.md');
}

/** The name a skill is published under in a locale: the folder's, with `-en` for English. */
function publishedSkillName(name: string, locale: SiteLocale): string {
  return locale === defaultLocale ? name : `${name}-${locale}`;
}

/** The contract's error codes as a Markdown table, in the locale. */
function errorCodeTable(locale: SiteLocale, rowsOf: ErrorCodeRowsOf): string {
  const heading =
    locale === 'vi'
      ? ['Mã', 'HTTP', 'Tên', 'Ý nghĩa', 'Bước tiếp theo']
      : ['Code', 'HTTP', 'Name', 'Meaning', 'Next step'];
  const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|');
  return [
    `| ${heading.join(' | ')} |`,
    `|${heading.map(() => '---').join('|')}|`,
    ...rowsOf(locale).map(
      (row) =>
        `| \`${row.code}\` | ${row.httpStatus} | ${cell(row.name)} | ${cell(row.description)} | ${cell(row.action)} |`,
    ),
  ].join('\n');
}

interface PublishedSkill {
  name: string;
  description: string;
  content: string;
}

/** A skill as published: placeholders filled, its front matter checked. */
export function publishedSkill(
  name: string,
  locale: SiteLocale,
  localeRoot: string,
  siteDir: string,
  errorCodeRowsOf: ErrorCodeRowsOf,
): PublishedSkill {
  const file = skillSourceFile(name, locale);
  const source = readFileSync(path.join(siteDir, file), 'utf8');
  const front = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const meta = (front === null ? {} : parse(front[1] ?? '')) as Record<string, unknown>;
  const expected = publishedSkillName(name, locale);
  if (meta.name !== expected) throw new Error(`${file}: name must be "${expected}"`);
  if (typeof meta.description !== 'string' || meta.description.length > 1024) {
    throw new Error(`${file}: description must be a string of at most 1024 characters`);
  }
  const content = source
    .replaceAll('{{site}}', localeRoot)
    .replace('{{error-codes}}', () => errorCodeTable(locale, errorCodeRowsOf));
  return { name: expected, description: meta.description, content };
}
