/**
 * The interface strings a reader sees, per locale, as the build resolves them: the site's own
 * strings are written in Vietnamese in the code (their `message`), and only English has a file of
 * them (i18n/en/code.json); i18n/vi/code.json holds the themes' strings alone (why: the Vietnamese
 * copies would be downloaded a second time in every page's main.js). The site's strings are read
 * with Docusaurus's own extractor, the one `npm run write-translations` runs.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { extractAllSourceCodeFileTranslations, getBabelOptions } from '@docusaurus/babel';
import { siteDir } from '@site/tests/support/content';
import { locales, type LocaleInfo } from '@site/tests/support/routes';

type TranslationFile = Record<string, { message: string; description?: string }>;

export function translationFile(locale: 'vi' | 'en'): TranslationFile {
  return JSON.parse(
    readFileSync(path.join(siteDir, 'i18n', locale, 'code.json'), 'utf8'),
  ) as TranslationFile;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * Every translate() and <Translate> of the site's own code (src/, config/, and the theme shims in
 * plugins/, which write-translations does not read), with its Vietnamese message.
 */
async function extractSourceMessages(): Promise<Map<string, string>> {
  const files = ['src', 'config', 'plugins'].flatMap((dir) => sourceFiles(path.join(siteDir, dir)));
  const extracted = await extractAllSourceCodeFileTranslations(
    files,
    getBabelOptions({ isServer: true }),
  );
  const messages = new Map<string, string>();
  for (const { translations } of extracted) {
    for (const [id, { message }] of Object.entries(translations)) messages.set(id, message);
  }
  return messages;
}

let sourceMessagesOnce: Promise<Map<string, string>> | undefined;

/** The same, extracted once per process: Babel over every source file is seconds of CPU. */
export function sourceMessages(): Promise<Map<string, string>> {
  sourceMessagesOnce ??= extractSourceMessages();
  return sourceMessagesOnce;
}

/** What each id reads as in a locale: the theme strings of its file, then the site's own. */
export async function interfaceMessages(locale: 'vi' | 'en'): Promise<Map<string, string>> {
  const own = locale === 'vi' ? await sourceMessages() : new Map<string, string>();
  const file = Object.entries(translationFile(locale)).map(
    ([id, { message }]) => [id, message] as const,
  );
  return new Map([...own, ...file]);
}

/**
 * Every locale's interface messages, read once (`load`, in a beforeAll of the Playwright `test`
 * given), then looked up by id.
 */
export function messageLookup(test: { setTimeout: (timeout: number) => void }): {
  load: () => Promise<void>;
  text: (locale: LocaleInfo, id: string) => string;
} {
  const messages = new Map<LocaleInfo['code'], Map<string, string>>();
  return {
    load: async () => {
      // Babel reads every source file: seconds on a quiet machine, more under a loaded CI.
      test.setTimeout(120_000);
      for (const { code } of locales) messages.set(code, await interfaceMessages(code));
    },
    text: (locale, id) => {
      const message = messages.get(locale.code)?.get(id);
      if (message === undefined) throw new Error(`no message ${id} for ${locale.code}`);
      return message;
    },
  };
}
