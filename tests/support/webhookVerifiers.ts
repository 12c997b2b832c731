/**
 * The webhook verifiers of examples/webhooks, one program per language shown on /docs/webhooks,
 * and the Debian package that brings each toolchain (scripts/test.mts installs the missing ones
 * when run as root). Each program takes `<timestamp> <signature>` as arguments, the raw body on
 * stdin, the secret in MINIAI_APP_SECRET and its seen-events directory in MINIAI_SEEN_EVENTS_DIR;
 * it prints its outcome and exits 0 (accepted), 1 (rejected), 3 (duplicate) or 2 (no secret).
 * The programs read the real clock; a case at another time (the published test vector's) runs the
 * same command-line function through a driver of the tests', `clockCommand`, which passes the clock
 * as an argument: no sample takes its clock from the environment.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const webhookExamplesDir = 'examples/webhooks';

export interface WebhookVerifier {
  language: string;
  file: string;
  /** Compiles `file` into `outDir`, once, for the languages that compile. */
  build?: (file: string, outDir: string) => [string, string[]];
  /** The command that runs `file` (its path relative to the site root), or what `build` wrote. */
  command: (file: string, outDir: string) => [string, string[]];
  /**
   * The command that runs the program's command-line function at a given clock: its arguments
   * are followed by `<now> <timestamp> <signature>`.
   */
  clockCommand: (file: string, outDir: string) => [string, string[]];
  /** Writes and compiles the clock driver into `outDir`, once, after `build`. */
  buildClock?: (file: string, outDir: string, env: Record<string, string>) => void;
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

/**
 * JVM flags for the tests' short runs: the client compiler only and the serial collector, which
 * start a small program with about a third less CPU; what the program does is unchanged.
 */
export const javaShortRunFlags = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/**
 * Debian's Python, whose packages npm test installs (python3-requests); a version manager's
 * `python3` in PATH may be a shell shim that costs ten times the interpreter's own start.
 */
export const python3 = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

/** A verifier run as `program <file>`, its toolchain found by `program --version`. */
function runBy(
  program: string,
  verifier: Pick<WebhookVerifier, 'language' | 'file' | 'aptPackage' | 'clockCommand'>,
): WebhookVerifier {
  return { ...verifier, command: (file) => [program, [file]], probe: [program, ['--version']] };
}

/** Runs a build step of a clock driver; throws with its output when it fails. */
function compile(command: string, args: string[], env: Record<string, string>, cwd?: string): void {
  const built = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (built.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${built.stderr}`);
}

export const webhookVerifiers: WebhookVerifier[] = [
  runBy('node', {
    language: 'Node.js',
    file: 'verify-webhook.mjs',
    clockCommand: (file) => [
      'node',
      [
        '--input-type=module',
        '-e',
        `import { commandLine } from ${JSON.stringify(pathToFileURL(path.resolve(file)).href)};\n` +
          'const [now, ...args] = process.argv.slice(1);\n' +
          'process.exitCode = await commandLine(args, Number(now));',
        '--',
      ],
    ],
  }),
  runBy(python3, {
    language: 'Python',
    file: 'verify_webhook.py',
    aptPackage: 'python3',
    clockCommand: (file) => [
      python3,
      [
        '-c',
        'import importlib.util, sys\n' +
          `spec = importlib.util.spec_from_file_location("verify_webhook", ${JSON.stringify(path.resolve(file))})\n` +
          'module = importlib.util.module_from_spec(spec)\n' +
          'spec.loader.exec_module(module)\n' +
          'sys.exit(module.command_line(sys.argv[2:], float(sys.argv[1])))',
      ],
    ],
  }),
  runBy('php', {
    language: 'PHP',
    file: 'verify-webhook.php',
    aptPackage: 'php-cli',
    clockCommand: (file) => [
      'php',
      [
        '-r',
        `require ${JSON.stringify(path.resolve(file))};\n` +
          'exit(miniai_command_line(array_slice($argv, 2), (int) $argv[1]));',
        '--',
      ],
    ],
  }),
  {
    language: 'Go',
    file: 'verify_webhook.go',
    // Built once: `go run` would link the program again for every delivery.
    build: (file, outDir) => ['go', ['build', '-o', path.join(outDir, 'verify_webhook'), file]],
    command: (_file, outDir) => [path.join(outDir, 'verify_webhook'), []],
    // A test binary of the same package: its TestMain calls commandLine and never runs a test.
    buildClock: (file, outDir, env) => {
      const dir = path.join(outDir, 'clock');
      mkdirSync(dir, { recursive: true });
      copyFileSync(file, path.join(dir, path.basename(file)));
      writeFileSync(
        path.join(dir, 'clock_test.go'),
        [
          'package main',
          '',
          'import (',
          '\t"os"',
          '\t"strconv"',
          '\t"testing"',
          '\t"time"',
          ')',
          '',
          'func TestMain(m *testing.M) {',
          '\tseconds, err := strconv.ParseInt(os.Args[1], 10, 64)',
          '\tif err != nil {',
          '\t\tpanic(err)',
          '\t}',
          '\tos.Exit(commandLine(os.Args[2:], time.Unix(seconds, 0)))',
          '}',
          '',
        ].join('\n'),
      );
      compile(
        'go',
        [
          'test',
          '-c',
          '-o',
          path.join(outDir, 'verify_webhook_clock'),
          path.basename(file),
          'clock_test.go',
        ],
        env,
        dir,
      );
    },
    clockCommand: (_file, outDir) => [path.join(outDir, 'verify_webhook_clock'), []],
    probe: ['go', ['version']],
    aptPackage: 'golang-go',
    env: goEnv,
  },
  {
    language: 'Java',
    file: 'VerifyWebhook.java',
    // Compiled once: the source-file launcher (`java File.java`) compiles again on every run.
    build: (file, outDir) => ['javac', ['-d', outDir, file]],
    command: (_file, outDir) => ['java', [...javaShortRunFlags, '-cp', outDir, 'VerifyWebhook']],
    buildClock: (_file, outDir, env) => {
      const driver = path.join(outDir, 'VerifyWebhookClock.java');
      writeFileSync(
        driver,
        [
          'public class VerifyWebhookClock {',
          '    public static void main(String[] args) throws Exception {',
          '        String[] rest = java.util.Arrays.copyOfRange(args, 1, args.length);',
          '        System.exit(VerifyWebhook.commandLine(rest, Long.parseLong(args[0])));',
          '    }',
          '}',
          '',
        ].join('\n'),
      );
      compile('javac', ['-cp', outDir, '-d', outDir, driver], env);
    },
    clockCommand: (_file, outDir) => [
      'java',
      [...javaShortRunFlags, '-cp', outDir, 'VerifyWebhookClock'],
    ],
    probe: ['javac', ['-version']],
    aptPackage: 'default-jdk-headless',
  },
];
