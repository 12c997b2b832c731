/**
 * The webhook signature verifiers of examples/webhooks, one program per language shown on
 * /docs/webhooks, and the Debian package that brings each toolchain (scripts/test.ts installs
 * the missing ones when run as root). Each program takes `<timestamp> <signature>` as arguments,
 * the raw body on stdin and the secret in MINIAI_APP_SECRET, and exits 0 only when it accepts.
 */
import path from 'node:path';

export const webhookExamplesDir = 'examples/webhooks';

export interface WebhookVerifier {
  language: string;
  file: string;
  /** The command that runs `file` (its path relative to the site root). */
  command: (file: string) => [string, string[]];
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
    command: (file) => ['go', ['run', file]],
    probe: ['go', ['version']],
    aptPackage: 'golang-go',
    env: goEnv,
  },
  {
    language: 'Java',
    file: 'VerifyWebhook.java',
    // The source-file launcher (`java File.java`) compiles in memory: it needs the JDK, not a JRE.
    command: (file) => ['java', [file]],
    probe: ['javac', ['-version']],
    aptPackage: 'default-jdk-headless',
  },
];
