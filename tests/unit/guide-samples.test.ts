/**
 * The code a reader copies from the developer guides (docs/ and its English copy), and the code an
 * agent copies from the agent skills (agent-skills/, plugins/agent-discovery/skills.ts), runs here, block
 * by block, in its own language: against the local Prism mock it must succeed, sending an
 * Idempotency-Key to every operation that declares one, and against a server that refuses every
 * request it must fail (a non-zero exit) and print the X-Request-Id of the refusal, which support
 * asks for. The vi and en copies of a block are the same code; only comments
 * and strings may differ. Which blocks do not run, and why, is said in `notRunnable` below.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  everyOperation,
  operationParameters,
  readOpenApiSource,
} from '@site/openapi/tools/document';
import { siteLocales } from '@site/config/locales';
import { skillNames, skillSourceFile } from '@site/plugins/agent-discovery/skills';
import { contentAreas, markdownFiles, siteDir } from '@site/tests/support/content';
import { startMockApi, type MockApi } from '@site/tests/support/mockApi';
import { sampleRunners } from '@site/tests/support/sampleRunners';
import { python3, webhookExamplesDir } from '@site/tests/support/webhookVerifiers';

const docsArea = contentAreas.find((area) => area.name === 'docs');
if (docsArea === undefined) throw new Error('tests/support/content.ts lists no docs area');
const locales = [docsArea.source, docsArea.english];

const contract = readOpenApiSource();
/** The production base URL the guides write; runs send to a local server instead. */
const productionBase = (contract.servers as { url: string }[])[0]?.url ?? '';

/** The operations that take an Idempotency-Key, as a method and a pattern of their paths. */
const idempotentOperations = everyOperation(contract)
  .filter(({ pathItem, operation }) =>
    operationParameters(contract, pathItem, operation).some(
      (parameter) => parameter.name === 'Idempotency-Key',
    ),
  )
  .map(({ method, path: apiPath }) => ({
    method: method.toUpperCase(),
    path: new RegExp(`^${apiPath.replace(/\{[^}]+\}/g, '[^/]+')}(\\?|$)`),
  }));

interface Block {
  lang: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

function codeBlocks(body: string): Block[] {
  return [...body.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```$/gm)].map((match) => ({
    lang: match[1] ?? '',
    code: match[2] ?? '',
    line: body.slice(0, match.index).split('\n').length,
  }));
}

/**
 * Why a block does not run here, or undefined when it runs. JSON blocks are bodies and answers:
 * tests/unit/docs-examples.test.ts finds each among the contract's examples, which
 * tests/unit/openapi-examples.test.ts validates against their schemas.
 */
function notRunnable({ lang, code }: Block): string | undefined {
  if (lang === 'json') return 'a JSON body or answer, checked as a contract example';
  if (lang === 'mermaid') return 'a diagram';
  if (lang === 'text') return 'output shown to the reader';
  const lines = code.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
  if (lang === 'bash' && lines.every((line) => line.startsWith('export '))) {
    return 'sets the environment, which each run here sets itself';
  }
  if (/^npx @stoplight\/prism-cli/.test(code)) return 'starts the mock, which this test starts';
  // The webhook command lines: their programs run in tests/unit/webhook-verification.test.ts.
  if (/<[^<>\s][^<>\n]*>/.test(code)) return 'a command form with placeholders';
  if (/localhost:3000/.test(code)) {
    return 'signs a delivery for a receiver the reader runs';
  }
  return undefined;
}

/** How a block runs: its file and command, from the API reference samples' runners. */
function runnerFor({ lang, code }: Block): { file: string; command: [string, string[]] } {
  const byLang = { javascript: 'javascript', python: 'python', bash: 'curl' } as const;
  const runner = sampleRunners.find(
    (candidate) => candidate.lang === byLang[lang as keyof typeof byLang],
  );
  assert.ok(runner, `no runner for a ${lang} block`);
  const file = runner.file('Sample');
  // The testing guide's samples are tests themselves, run by their languages' test runners.
  if (lang === 'javascript' && code.includes("from 'node:test'")) {
    return { file, command: ['node', ['--test', file]] };
  }
  if (lang === 'python' && /^import unittest$/m.test(code)) {
    return { file, command: [python3, ['-m', 'unittest', file.replace(/\.py$/, '')]] };
  }
  if (lang === 'bash') return { file, command: ['bash', ['-eo', 'pipefail', file]] };
  return { file, command: runner.command(file) };
}

/**
 * A block's code without comments and with every string literal alike (a command line's
 * `<placeholder>` counts as one): what must match between the locales.
 */
function codeShape({ lang, code }: Block): string {
  const comment = lang === 'javascript' ? String.raw`\/\/[^\n]*` : '#[^\n]*';
  const placeholder = lang === 'bash' ? '|<[^<>\\s][^<>\\n]*>' : '';
  const token = new RegExp(
    String.raw`(["'\`])(?:\\.|(?!\1)[^\\\n])*\1${placeholder}|${comment}`,
    'g',
  );
  return code
    .replace(token, (match) => (match.startsWith('#') || match.startsWith('//') ? '' : '""'))
    .replace(/\s+$/gm, '');
}

/**
 * The runnable blocks of a page, each with the blocks it continues: a Python block without an
 * import (the authentication guide's rotation check) uses the definitions of the one before it.
 */
function runnableSamples(blocks: Block[]): { block: Block; source: string }[] {
  const samples: { block: Block; source: string }[] = [];
  for (const block of blocks) {
    if (notRunnable(block) !== undefined) continue;
    const previous = [...samples].reverse().find((sample) => sample.block.lang === block.lang);
    if (previous && block.lang === 'python' && !/^(import|from) /m.test(block.code)) {
      // The definitions run as part of the block that uses them.
      samples.splice(samples.indexOf(previous), 1);
      samples.push({ block, source: `${previous.source}\n${block.code}` });
    } else samples.push({ block, source: block.code });
  }
  return samples;
}

/** Whether a block calls the API, so that an error answer can reach it. */
function callsTheApi(source: string): boolean {
  return source.includes('MINIAI_BASE_URL') || source.includes(productionBase);
}

/** A block meant to show an error answer: a request without a token, or one asking Prism for one. */
function showsAnError({ lang, code }: Block): boolean {
  if (lang !== 'bash' || !callsTheApi(code)) return false;
  return !code.includes('access_token') || /Prefer: code=[45]/.test(code);
}

/**
 * Files a page asks the reader to save before running a block: the webhooks guide's test vector,
 * the line of its `json webhook=order.created` block.
 */
function readerFiles(body: string): Record<string, string> {
  const vector = /^```json webhook=order\.created\n(.*)\n```$/m.exec(body)?.[1];
  return vector === undefined ? {} : { 'vector.txt': `${vector}\n` };
}

const workDir = mkdtempSync(path.join(tmpdir(), 'miniai-guide-samples-'));
const tokenFile = path.join(workDir, 'token');
writeFileSync(tokenFile, 'trial-token\n');

async function run(
  block: Block,
  source: string,
  baseUrl: string,
  files: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const dir = mkdtempSync(path.join(workDir, 'run-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const { file, command } = runnerFor(block);
  writeFileSync(path.join(dir, file), source.replaceAll(productionBase, baseUrl));
  // Not this test's own runner context: node --test would take the sample for a subtest and skip it.
  const environment = { ...process.env };
  delete environment.NODE_TEST_CONTEXT;
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command[1], {
      cwd: dir,
      env: {
        ...environment,
        MINIAI_BASE_URL: baseUrl,
        MINIAI_ACCESS_TOKEN: 'trial-token',
        MINIAI_TOKEN_FILE: tokenFile,
      },
      timeout: 60_000,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The X-Request-Id of every refusal sent so far. */
const issued: string[] = [];
/** Answers every request as MiniAI does a refused token, each with a fresh X-Request-Id. */
const refusingServer = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const requestId = `req_${randomBytes(12).toString('hex')}`;
    issued.push(requestId);
    response.writeHead(401, { 'Content-Type': 'application/json', 'X-Request-Id': requestId });
    response.end(JSON.stringify({ error: -1003, message: 'Invalid access token', data: null }));
  });
});
/** What the recording proxy saw of each request, by the run that sent it. */
const seen = new Map<string, { method: string; url: string; headers: IncomingHttpHeaders }[]>();
/**
 * Passes each request on to the mock and records it under its run: a run sends to
 * `/<run>/…`, which the proxy takes off.
 */
const recordingProxy = createServer((incoming, outgoing) => {
  const [, run = '', ...rest] = (incoming.url ?? '').split('/');
  const url = `/${rest.join('/')}`;
  const method = incoming.method ?? 'GET';
  seen.set(run, [...(seen.get(run) ?? []), { method, url, headers: incoming.headers }]);
  const target = new URL(url, mock?.baseUrl);
  const forwarded = httpRequest(target, { method, headers: incoming.headers }, (answer) => {
    outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(outgoing);
  });
  incoming.pipe(forwarded);
});
let recording = '';
let runs = 0;
let refusing = '';
let mock: MockApi | undefined;

before(async () => {
  mock = await startMockApi();
  await new Promise<void>((resolve) => recordingProxy.listen(0, '127.0.0.1', resolve));
  recording = `http://127.0.0.1:${(recordingProxy.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => refusingServer.listen(0, '127.0.0.1', resolve));
  refusing = `http://127.0.0.1:${(refusingServer.address() as AddressInfo).port}`;
});
after(async () => {
  await mock?.stop();
  recordingProxy.close();
  refusingServer.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** Each guide and each agent skill, as its vi and en files: the same samples, run alike. */
const sources = [
  ...markdownFiles(docsArea.source).map((guide) => ({
    name: guide,
    files: locales.map((root) => path.join(root, guide)),
  })),
  ...skillNames(siteDir).map((skill) => ({
    name: `the agent skill ${skill}`,
    files: siteLocales.map((locale) => skillSourceFile(skill, locale)),
  })),
];

for (const { name: guide, files: localeFiles } of sources) {
  // Four at a time: each test mostly waits for its sample's process.
  describe(`the code blocks of ${guide}`, { concurrency: 4 }, () => {
    const pages = localeFiles.map((file) => ({ file, body: readFileSync(file, 'utf8') }));

    it('are the same code in vi and en, but for comments and strings', () => {
      const [vi, en] = pages.map(({ body }) =>
        codeBlocks(body)
          .filter(({ lang }) => ['javascript', 'python', 'bash'].includes(lang))
          .map((block) => `${block.lang}\n${codeShape(block)}`),
      );
      assert.deepEqual(en, vi);
    });

    it(`show files only from ${webhookExamplesDir}, whose programs the webhook tests run`, () => {
      for (const { file, body } of pages) {
        for (const [, shown] of body.matchAll(/from '@site\/([^']+)\?raw'/g)) {
          assert.equal(path.dirname(shown ?? ''), webhookExamplesDir, `${file}: ${shown}`);
        }
      }
    });

    for (const { file, body } of pages) {
      const files = readerFiles(body);
      // The signature the test vector must give, as the page states it.
      const signature = /^```text\nv1=([0-9a-f]{64})$/m.exec(body)?.[1];
      for (const { block, source } of runnableSamples(codeBlocks(body))) {
        const where = `${file}:${block.line} (${block.lang})`;

        it(`${where} runs against the mock API, with an Idempotency-Key where one is declared`, async () => {
          runs += 1;
          const runId = `run-${runs}`;
          const { code, output } = await run(block, source, `${recording}/${runId}`, files);
          for (const { method, url, headers } of seen.get(runId) ?? []) {
            if (!idempotentOperations.some((op) => op.method === method && op.path.test(url)))
              continue;
            const key = headers['idempotency-key'];
            assert.ok(
              typeof key === 'string' && /^[A-Za-z0-9_.:-]{1,255}$/.test(key),
              `${where}: ${method} ${url} without an Idempotency-Key`,
            );
          }
          if (showsAnError(block)) assert.notEqual(code, 0, `${where} failed to fail:\n${output}`);
          else assert.equal(code, 0, `${where}:\n${output}`);
          if (source.includes('vector.json')) {
            assert.ok(signature && output.trim().endsWith(signature), `${where}:\n${output}`);
          }
        });

        if (!callsTheApi(source)) continue;
        it(`${where} stops on an error answer and prints its X-Request-Id`, async () => {
          const { code, output } = await run(block, source, refusing, files);
          assert.notEqual(code, 0, `${where} went on after an error:\n${output}`);
          const printed = issued.some((requestId) => output.includes(requestId));
          assert.ok(printed, `${where} printed no X-Request-Id it was sent:\n${output}`);
        });
      }
    }
  });
}
