/**
 * How the API reference's code samples (openapi/tools/code-samples.ts) run in their own languages,
 * for tests/unit/code-samples.test.ts: the file each is saved as, the command that runs it, and the
 * Debian package of what it needs beyond the webhook verifiers' toolchains (scripts/test.mts
 * installs the missing ones when run as root).
 */
import { codeSampleLanguages, type CodeSampleLang } from '@site/src/lib/codeSampleLanguages';
import { goEnv, javaShortRunFlags, python3 } from '@site/tests/support/webhookVerifiers';

export interface SampleRunner {
  /** The sample's `lang` in x-codeSamples. */
  lang: CodeSampleLang;
  /** The file name the sample is saved as; Java's must be its class name. */
  file: (className: string) => string;
  command: (file: string) => [string, string[]];
  /** A command that succeeds only when the sample can run here. */
  probe: [string, string[]];
  /** The Debian packages that bring it. */
  aptPackages?: string[];
  env?: () => Record<string, string>;
}

/** One runner per language of the table: a language without one fails the type check. */
const runners: { [lang in CodeSampleLang]: Omit<SampleRunner, 'lang'> } = {
  curl: {
    file: () => 'sample.sh',
    command: (file) => ['bash', [file]],
    probe: ['bash', ['-c', 'command -v curl && command -v openssl']],
    aptPackages: ['curl', 'openssl'],
  },
  javascript: {
    // Top-level await: an ES module.
    file: () => 'sample.mjs',
    command: (file) => ['node', [file]],
    probe: ['node', ['--version']],
  },
  python: {
    file: () => 'sample.py',
    command: (file) => [python3, [file]],
    // The samples use requests, the library most Python HTTP code is written with.
    probe: [python3, ['-c', 'import requests']],
    aptPackages: ['python3-requests'],
  },
  php: {
    file: () => 'sample.php',
    command: (file) => ['php', [file]],
    probe: ['php', ['-r', 'exit(function_exists("curl_init") ? 0 : 1);']],
    aptPackages: ['php-curl'],
  },
  java: {
    file: (className) => `${className}.java`,
    // The source-file launcher compiles in memory (JDK 11+; the samples' text blocks need 15+).
    command: (file) => ['java', [...javaShortRunFlags, file]],
    probe: ['javac', ['-version']],
  },
  go: {
    file: () => 'main.go',
    command: (file) => ['go', ['run', file]],
    probe: ['go', ['version']],
    env: goEnv,
  },
};

export const sampleRunners: SampleRunner[] = codeSampleLanguages.map(({ lang }) => ({
  lang,
  ...runners[lang],
}));
