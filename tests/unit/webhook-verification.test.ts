/**
 * The signature verifiers shown on /docs/webhooks (examples/webhooks) run in their own language
 * against the contract's documented delivery: the `order.created` example as compact JSON and the
 * test secret named in the X-MiniAI-Signature description. Each must accept it freshly signed, and
 * refuse a tampered body and a timestamp older than the five-minute window.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import {
  jsonText,
  firstExample,
  isJsonObject,
  jsonMediaType,
  readOpenApiSource,
  resolvePointer,
  type JsonObject,
} from '@site/openapi/tools/document';
import {
  webhookExamplesDir,
  webhookVerifiers,
  type WebhookVerifier,
} from '@site/tests/support/webhookVerifiers';

const document = readOpenApiSource();
const webhooks = isJsonObject(document.webhooks) ? document.webhooks : {};
const orderCreated = resolvePointer(document, '#/webhooks/order.created/post') as JsonObject;
const example = firstExample(document, jsonMediaType(document, orderCreated.requestBody) ?? {});
const rawBody = JSON.stringify(example);

const signatureHeader = resolvePointer(document, '#/components/parameters/WebhookSignature');
const timestampHeader = resolvePointer(document, '#/components/parameters/WebhookTimestamp');
const secret =
  /test secret `([^`]+)`/.exec(jsonText((signatureHeader as JsonObject).description))?.[1] ?? '';

function sign(timestamp: number | string, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Runs one verifier; its exit status says whether it accepted the delivery. */
function verify(verifier: WebhookVerifier, timestamp: number, signature: string, body: string) {
  const [command, args] = verifier.command(path.join(webhookExamplesDir, verifier.file));
  const result = spawnSync(command, [...args, String(timestamp), signature], {
    input: body,
    encoding: 'utf8',
    env: { ...process.env, ...verifier.env?.(), MINIAI_APP_SECRET: secret },
    timeout: 120_000,
  });
  if (result.error) throw result.error;
  return { accepted: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

describe('the documented webhook delivery', () => {
  it('has six or more events, each with a payload example', () => {
    assert.ok(Object.keys(webhooks).length >= 6, Object.keys(webhooks).join(', '));
  });

  it('is signed in the contract with the test secret at the example timestamp', () => {
    assert.ok(secret !== '', 'the X-MiniAI-Signature description names no test secret');
    assert.ok(example !== undefined, 'order.created has no example');
    const timestamp = (timestampHeader as JsonObject).example as string;
    assert.equal((signatureHeader as JsonObject).example, sign(timestamp, rawBody));
  });
});

for (const verifier of webhookVerifiers) {
  describe(`${verifier.language} verifier (${webhookExamplesDir}/${verifier.file})`, () => {
    it('has its toolchain installed', () => {
      const [command, args] = verifier.probe;
      const probe = spawnSync(command, args);
      assert.equal(
        probe.error,
        undefined,
        `${verifier.language}: "${command}" is missing. Install it with ` +
          `"sudo apt-get install -y ${verifier.aptPackage ?? 'nodejs'}" (npm test does it as root).`,
      );
    });

    it('accepts the documented example, freshly signed', () => {
      const timestamp = nowSeconds();
      const result = verify(verifier, timestamp, sign(timestamp, rawBody), rawBody);
      assert.ok(result.accepted, `${verifier.language}: ${result.output}`);
    });

    it('accepts it during a secret rotation (two v1= values, the second valid)', () => {
      const timestamp = nowSeconds();
      const other = `v1=${'0'.repeat(64)}`;
      const result = verify(verifier, timestamp, `${other},${sign(timestamp, rawBody)}`, rawBody);
      assert.ok(result.accepted, `${verifier.language}: ${result.output}`);
    });

    it('rejects a tampered body', () => {
      const timestamp = nowSeconds();
      const tampered = rawBody.replace('"total_amount":358000', '"total_amount":1000');
      assert.notEqual(tampered, rawBody);
      const result = verify(verifier, timestamp, sign(timestamp, rawBody), tampered);
      assert.ok(!result.accepted, `${verifier.language} accepted a tampered body`);
    });

    it('rejects a timestamp older than five minutes, even correctly signed', () => {
      const timestamp = nowSeconds() - 301;
      const result = verify(verifier, timestamp, sign(timestamp, rawBody), rawBody);
      assert.ok(!result.accepted, `${verifier.language} accepted an expired timestamp`);
    });
  });
}
