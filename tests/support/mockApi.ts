/**
 * Starts the mock API (`npm run mock-api`: Prism serving openapi/miniai.yaml) for tests, and
 * builds, for every operation, the request its examples describe and the answer they promise.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import {
  everyOperation,
  exampleRequest,
  firstExample,
  isJsonObject,
  jsonMediaType,
  successStatus,
  type ExampleRequest,
  type Json,
  type JsonObject,
} from '@site/openapi/tools/document';

/** Port of `npm run mock-api` for the browser tests (its default, 4010, unless MOCK_API_PORT). */
export const mockApiPort = Number(process.env.MOCK_API_PORT ?? 4010);

export interface MockApi {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs `npm run mock-api` itself on a free port and waits until Prism listens. */
export async function startMockApi(siteDir: string = process.cwd()): Promise<MockApi> {
  const port = await freePort();
  // Its own process group (npm, the shell and Prism), so that stop() ends all three.
  const child: ChildProcess = spawn('npm', ['run', '--silent', 'mock-api'], {
    cwd: siteDir,
    env: { ...process.env, MOCK_API_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    // Prism needs a few seconds to parse the document; 60 s covers a loaded 2-core machine.
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${output}`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      }),
  };
}

/** An operation's example request (what its code samples send) and the answer it promises. */
export interface ExampleExchange extends ExampleRequest {
  /** The operation's path as the document writes it. */
  path: string;
  /** The lowest 2xx status the operation documents, and the example of that response. */
  status: number;
  response: Json;
}

/** The request and answer every operation's examples describe, in document order. */
export function exampleExchanges(document: JsonObject): ExampleExchange[] {
  return everyOperation(document).map((entry) => {
    const request = exampleRequest(document, entry);
    if (/\{[^}]*\}/.test(request.url))
      throw new Error(`${request.operationId}: a path parameter has no example`);
    const status = successStatus(entry.operation);
    if (status === undefined) throw new Error(`${request.operationId}: no 2xx response`);
    const responses = isJsonObject(entry.operation.responses) ? entry.operation.responses : {};
    const media = jsonMediaType(document, responses[String(status)]);
    const response = media && firstExample(document, media);
    if (response === undefined) throw new Error(`${request.operationId}: no ${status} example`);
    return { ...request, path: entry.path, status, response };
  });
}
