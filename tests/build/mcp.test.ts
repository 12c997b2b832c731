/**
 * The docs MCP server (mcp/cli.ts) against the production build, through the SDK's own client
 * over stdio, as an AI coding tool would start it: `npm run mcp -- --dir build`.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  apiGroups,
  everyOperation,
  jsonText,
  localizedDocument,
  operationById,
  operationRoute,
  operationSections,
} from '@site/openapi/tools/document';
import { localeFolder, siteLocales } from '@site/config/locales';
import { resolveSiteSettings } from '@site/config/site';
import { buildDir } from '@site/tests/support/content';
import { callTool, localStdioServer } from '@site/tests/support/mcp';

const { siteUrl } = resolveSiteSettings(process.env);

const client = new Client({ name: 'miniai-docs-test', version: '1.0.0' });

const call = (name: string, args: Record<string, unknown>) => callTool(client, name, args);

before(async () => {
  await client.connect(localStdioServer(buildDir));
});

after(() => client.close());

describe('the docs MCP server (npm run mcp -- --dir build)', () => {
  it('lists its four read-only tools', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), [
      'get_operation',
      'get_page',
      'list_operations',
      'search_docs',
    ]);
    for (const tool of tools) assert.equal(tool.annotations?.readOnlyHint, true, tool.name);
  });

  it('is the server its card and llms.txt describe: the same name, version and tools', async () => {
    const card = JSON.parse(
      readFileSync(path.join(buildDir, '.well-known/mcp/server-card.json'), 'utf8'),
    ) as { name: string; version: string; title: string };
    const info = client.getServerVersion();
    assert.equal(card.name.split('/')[1], info?.name);
    assert.equal(card.version, info?.version);
    assert.equal(card.title, info?.title);
    const { tools } = await client.listTools();
    for (const locale of siteLocales) {
      const llms = readFileSync(path.join(buildDir, localeFolder(locale), 'llms.txt'), 'utf8');
      const line = llms.split('\n').find((candidate) => candidate.includes('npx -y '));
      assert.ok(line, `${locale}: llms.txt does not say how to run the MCP server`);
      const named = [...line.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]).sort();
      assert.deepEqual(named, tools.map((tool) => tool.name).sort(), locale);
    }
  });

  it('search_docs finds Vietnamese pages with or without diacritics, and English ones', async () => {
    const accented = await call('search_docs', { query: 'tạo đơn hàng', locale: 'vi' });
    const folded = await call('search_docs', { query: 'tao don hang', locale: 'vi' });
    assert.equal(accented.isError, false, accented.text);
    assert.match(accented.text, new RegExp(`URL: ${siteUrl}/api/orders/create-order`));
    assert.equal(folded.text, accented.text);
    const english = await call('search_docs', { query: 'create order', locale: 'en' });
    assert.match(english.text, new RegExp(`URL: ${siteUrl}/en/api/orders/create-order`));
  });

  it('get_page answers the page’s Markdown twin, from a path or a URL', async () => {
    const twin = readFileSync(path.join(buildDir, 'en/docs/intro.md'), 'utf8');
    for (const input of ['/en/docs/intro', `${siteUrl}/en/docs/intro.md`, 'en/docs/intro#x']) {
      const page = await call('get_page', { path: input });
      assert.equal(page.isError, false, page.text);
      assert.equal(page.text, twin, input);
    }
  });

  it('get_page says so for an unknown page or a path outside the site', async () => {
    const unknown = await call('get_page', { path: '/docs/no-such-page' });
    assert.equal(unknown.isError, true);
    assert.match(unknown.text, /No page at \/docs\/no-such-page/);
    const outside = await call('get_page', { path: '../../../etc/passwd' });
    assert.equal(outside.isError, true);
    assert.match(outside.text, /is not a page path/);
  });

  for (const locale of siteLocales) {
    it(`${locale}: list_operations lists every operation and webhook of the contract`, async () => {
      const expected = everyOperation(localizedDocument(locale), operationSections).map(
        ({ section, operation }) =>
          `${section === 'webhooks' ? 'webhook' : 'operation'} ${jsonText(operation.operationId)}`,
      );
      const listed = JSON.parse((await call('list_operations', { locale })).text) as Array<{
        operationId: string;
        kind: string;
        docs: string;
      }>;
      assert.deepEqual(
        listed.map((operation) => `${operation.kind} ${operation.operationId}`).sort(),
        expected.sort(),
      );
      const pages = apiGroups(localizedDocument(locale)).flatMap((group) =>
        group.operations.map(
          (operation) =>
            `${siteUrl}/${localeFolder(locale)}${operationRoute(group.name, operation.operationId).slice(1)}`,
        ),
      );
      assert.deepEqual(listed.map((operation) => operation.docs).sort(), pages.sort());
    });
  }

  it('get_operation gives method, path, resolved schemas, an example and the error codes', async () => {
    const source = operationById(localizedDocument('en'), 'create-order');
    assert.ok(source, 'create-order is in the contract');
    const answer = await call('get_operation', { operationId: 'create-order', locale: 'en' });
    assert.equal(answer.isError, false, answer.text);
    const operation = JSON.parse(answer.text) as {
      method: string;
      path: string;
      requestBody: { schema: unknown; example: unknown };
      responses: Record<string, { schema: unknown }>;
      errorCodes: Array<{ code: number }>;
    };
    assert.equal(operation.method, source.method.toUpperCase());
    assert.equal(operation.path, source.path);
    assert.doesNotMatch(JSON.stringify(operation.requestBody.schema), /\$ref/);
    assert.notEqual(operation.requestBody.example, null);
    assert.ok(Object.keys(operation.responses).some((status) => status.startsWith('2')));
    assert.ok(operation.errorCodes.length > 0);
  });

  it('get_operation describes a webhook: its event, signature headers, payload schema and example', async () => {
    const [source] = everyOperation(localizedDocument('en'), ['webhooks']);
    assert.ok(source, 'the contract has webhooks');
    const operationId = jsonText(source.operation.operationId);
    const answer = await call('get_operation', { operationId, locale: 'en' });
    assert.equal(answer.isError, false, answer.text);
    const webhook = JSON.parse(answer.text) as {
      kind: string;
      event: string;
      path: string | null;
      parameters: Array<{ in: string; name: string }>;
      requestBody: { schema: unknown; example: unknown };
    };
    assert.equal(webhook.kind, 'webhook');
    assert.equal(webhook.event, source.path);
    assert.equal(webhook.path, null);
    assert.ok(webhook.parameters.some((parameter) => parameter.name === 'X-MiniAI-Signature'));
    assert.doesNotMatch(JSON.stringify(webhook.requestBody.schema), /\$ref/);
    assert.notEqual(webhook.requestBody.example, null);
  });

  it('bad arguments get a tool error that says what is wrong, and the server keeps going', async () => {
    const unknown = await call('get_operation', { operationId: 'no-such-operation', locale: 'en' });
    assert.equal(unknown.isError, true);
    assert.match(unknown.text, /No operation "no-such-operation"/);
    const locale = await call('list_operations', { locale: 'fr' });
    assert.equal(locale.isError, true);
    assert.match(locale.text, /locale/);
    const empty = await call('search_docs', { query: '   ' });
    assert.equal(empty.isError, true);
    assert.match(empty.text, /query is empty/);
    assert.equal((await call('list_operations', {})).isError, false);
  });
});
