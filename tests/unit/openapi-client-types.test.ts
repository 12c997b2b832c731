/**
 * A real client of the contract: openapi-typescript generates TypeScript types from the English
 * spec, and a small usage file that calls one operation of each group and reads `data` without
 * non-null assertions must compile under `tsc --strict` with `exactOptionalPropertyTypes`. It fails
 * when a success envelope stops marking `data` as required (generated clients would then type it
 * `T | undefined`), when the error envelope's `error`/`data` turn optional, or when a request field
 * that has a default in prose becomes required (openapi-typescript requires a field with `default`).
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

// Optional fields left out, as an integrator writes them: no default may make them required.
type Body<Op> = Op extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
export const newOrder: Body<paths['/orders']['post']> = {
  customer: { name: 'Lan', phone: '84912345678', address: '1 Lê Lợi, Quận 1, TP.HCM' },
  items: [{ product_id: 'prd_51a8c3e0', quantity: 1 }],
  payment_method: 'cod',
};
export const newProduct: Body<paths['/products']['post']> = {
  code: 'CF-01',
  name: 'Cà phê sữa',
  price: 29000,
  category_id: 'cat_1',
  photos: ['https://example.com/a.jpg'],
};

type Failure<Op> = Op extends { responses: { 400: infer R } } ? Json<R> : never;
declare function fail<Op>(): Failure<Op>;
const failure = fail<paths['/orders']['post']>();
export const code: number = failure.error;
export const fields: number = failure.data?.fields?.length ?? 0;
`;

const tsconfig = {
  compilerOptions: {
    strict: true,
    // Integrators who turn this on must be able to use the generated types as they are.
    exactOptionalPropertyTypes: true,
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

test('the generated error envelope declares error and data required, not optional', async () => {
  const schema = astToString(await openapiTS(localizedDocument('en') as never));
  const errorResponse = /ErrorResponse: [^;]*?& \{([\s\S]*?)\n {8}\};/.exec(schema)?.[1];
  assert.ok(errorResponse !== undefined, 'no ErrorResponse in the generated types');
  assert.match(errorResponse, /\n\s+error: /);
  assert.match(errorResponse, /\n\s+data: /);
});
