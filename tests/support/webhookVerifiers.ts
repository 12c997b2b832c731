/**
 * The webhook verifiers of examples/webhooks, one program per language shown on /docs/webhooks,
 * and the Debian package that brings each toolchain (scripts/test.mts installs the missing ones
 * when run as root). Each program takes `<timestamp> <signature>` as arguments, the raw body on
 * stdin, the secret in MINIAI_APP_SECRET and its seen-events directory in MINIAI_SEEN_EVENTS_DIR;
 * it prints its outcome and exits 0 (accepted), 1 (rejected), 3 (duplicate) or 2 (no secret).
 */
import path from 'node:path';

export const webhookExamplesDir = 'examples/webhooks';

export interface WebhookVerifier {
  language: string;
  file: string;
  /** Compiles `file` into `outDir`, once, for the languages that compile. */
  build?: (file: string, outDir: string) => [string, string[]];
  /** The command that runs `file` (its path relative to the site root), or what `build` wrote. */
  command: (file: string, outDir: string) => [string, string[]];
  /** A command that exists only when the toolchain is installed. */
  probe: [string, string[]];
  /** The Debian package of the toolchain; Node.js runs the site, so it has none. */
  aptPackage?: string;
  env?: () => Record<string, string>;
}

/**
 * Go builds with the module proxy off (the programs use the standard library only) and one cache
 * in node_modules/.cache shared by every run: a new cache per run compiled net/http each time.
 */
export function goEnv(): Record<string, string> {
  const root = path.resolve('node_modules/.cache/miniai-go');
  return {
    GOCACHE: path.join(root, 'cache'),
    GOPATH: path.join(root, 'path'),
    GOPROXY: 'off',
    GOTOOLCHAIN: 'local',
  };
}

/** A verifier run as `program <file>`, its toolchain found by `program --version`. */
function runBy(
  program: string,
  verifier: Pick<WebhookVerifier, 'language' | 'file' | 'aptPackage'>,
): WebhookVerifier {
  return { ...verifier, command: (file) => [program, [file]], probe: [program, ['--version']] };
}

export const webhookVerifiers: WebhookVerifier[] = [
  runBy('node', { language: 'Node.js', file: 'verify-webhook.mjs' }),
  runBy('python3', { language: 'Python', file: 'verify_webhook.py', aptPackage: 'python3' }),
  runBy('php', { language: 'PHP', file: 'verify-webhook.php', aptPackage: 'php-cli' }),
  {
    language: 'Go',
    file: 'verify_webhook.go',
    // Built once: `go run` would link the program again for every delivery.
    build: (file, outDir) => ['go', ['build', '-o', path.join(outDir, 'verify_webhook'), file]],
    command: (_file, outDir) => [path.join(outDir, 'verify_webhook'), []],
    probe: ['go', ['version']],
    aptPackage: 'golang-go',
    env: goEnv,
  },
  {
    language: 'Java',
    file: 'VerifyWebhook.java',
    // Compiled once: the source-file launcher (`java File.java`) compiles again on every run.
    build: (file, outDir) => ['javac', ['-d', outDir, file]],
    command: (_file, outDir) => ['java', ['-cp', outDir, 'VerifyWebhook']],
    probe: ['javac', ['-version']],
    aptPackage: 'default-jdk-headless',
  },
];
