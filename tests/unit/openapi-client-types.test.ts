/**
 * A real client of the contract: openapi-typescript generates TypeScript types from the English
 * spec, and a small usage file that calls one operation of each group and reads `data` without
 * non-null assertions must compile under `tsc --strict`. It fails when a success envelope stops
 * marking `data` as required (generated clients would then type it `T | undefined`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { localizedDocument, resolvePointer, type JsonObject } from '@site/openapi/tools/document';

/** One call per API group; every line reads `data` the way an integrator would. */
const usage = `import type { paths } from './schema';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Success<Op> = Op extends { responses: { 200: infer R } }
  ? Json<R>
  : Op extends { responses: { 201: infer R } }
    ? Json<R>
    : never;
declare function call<Op>(): Success<Op>;

const article = call<paths['/news/{news_id}']['get']>();
export const processing: boolean = article.data.processing;

const zns = call<paths['/zns-messages']['post']>();
export const messageId: string = zns.data.message_id;
export const remaining: number = zns.data.quota.remaining_quota;

const order = call<paths['/orders/{order_id}/status']['post']>();
export const orderStatus: string = order.data.status;

const product = call<paths['/products/{product_id}']['patch']>();
export const stock: number = product.data.stock;

const template = call<paths['/zns-templates/{template_id}']['patch']>();
export const templateStatus: string = template.data.status;

export const productChange: paths['/products/{product_id}']['patch']['requestBody'] = {
  content: { 'application/json': { price: 49000, stock: 320 } },
};
`;

const tsconfig = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    // No ambient @types: the generated client must stand on its own.
    types: [],
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
  },
  files: ['schema.d.ts', 'usage.ts'],
};

/** Generates the types of `document`, compiles them with the usage file, returns tsc's output. */
async function compileClient(
  document: JsonObject,
): Promise<{ status: number | null; output: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'miniai-client-'));
  try {
    const schema = astToString(await openapiTS(document as never));
    writeFileSync(path.join(dir, 'schema.d.ts'), schema);
    writeFileSync(path.join(dir, 'usage.ts'), usage);
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    const tsc = spawnSync(
      process.execPath,
      [path.resolve('node_modules/typescript/bin/tsc'), '-p', dir],
      {
        encoding: 'utf8',
      },
    );
    return { status: tsc.status, output: `${tsc.stdout}${tsc.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a client generated with openapi-typescript compiles under tsc --strict and reads data', async () => {
  const { status, output } = await compileClient(localizedDocument('en'));
  assert.equal(status, 0, output);
});

test('a success envelope without required data fails the typed client', async () => {
  // Proves the check above can fail: OrderResponse's data becomes optional again.
  const document = localizedDocument('en');
  const branch = resolvePointer(document, '#/components/schemas/OrderResponse/allOf/1');
  assert.ok(branch !== undefined && typeof branch === 'object' && !Array.isArray(branch));
  delete (branch as JsonObject).required;
  const { status, output } = await compileClient(document);
  assert.notEqual(status, 0);
  assert.match(output, /TS18048/);
});
