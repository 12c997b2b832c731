/**
 * The reader's values (src/lib/readerValues.ts): where they are stored, how they are cleared, which
 * placeholders they fill in the code samples, and that the token never ends up in a URL.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { apiGroups, localizedDocument } from '@site/openapi/tools/document';
import { codeSamples, sampleRequest } from '@site/openapi/tools/code-samples';
import { toPostman } from '@site/plugins/api-downloads';
import {
  baseUrlChoices,
  clearReaderValues,
  consoleAuthKey,
  consoleServerKey,
  emptyReaderValues,
  fillPlaceholders,
  fillsLanguage,
  oaIdExample,
  postmanEnvironment,
  postmanVariables,
  readReaderValues,
  readerValueProblems,
  readerValuesKey,
  writeConsoleValues,
  writeReaderValues,
  type ReaderStorages,
  type ReaderValues,
} from '@site/src/lib/readerValues';
import { sandboxBasePath } from '@site/src/lib/sandboxBasePath';

const document = localizedDocument('en');
const productionUrl = 'https://api.miniai.vn/v1';
// Webhooks are calls MiniAI makes: their pages have no code samples to fill.
const operations = apiGroups(document)
  .flatMap((group) => group.operations)
  .filter((operation) => operation.section === 'paths');
const samples = operations.flatMap((operation) =>
  codeSamples(sampleRequest(document, operation.path, operation.method)).map((sample) => ({
    ...sample,
    operationId: operation.operationId,
  })),
);

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

function storages(): ReaderStorages & { session: MemoryStorage; local: MemoryStorage } {
  return { session: new MemoryStorage(), local: new MemoryStorage() };
}

const values: ReaderValues = {
  baseUrl: `http://127.0.0.1:4341${sandboxBasePath}`,
  accessToken: 'e2e.Token-_~+/=42',
  oaId: '987654321',
  remember: false,
};

describe('storage', () => {
  test('values go to sessionStorage unless the reader asks to be remembered', () => {
    const stores = storages();
    writeReaderValues(stores, values);
    assert.ok(stores.session.items.has(readerValuesKey));
    assert.equal(stores.local.items.size, 0);
    assert.deepEqual(readReaderValues(stores), values);
  });

  test('"remember on this device" moves them to localStorage, and unticking moves them back', () => {
    const stores = storages();
    writeReaderValues(stores, values);
    writeReaderValues(stores, { ...values, remember: true });
    assert.equal(stores.session.items.size, 0);
    assert.ok(stores.local.items.has(readerValuesKey));
    assert.deepEqual(readReaderValues(stores), { ...values, remember: true });
    writeReaderValues(stores, values);
    assert.equal(stores.local.items.size, 0);
    assert.deepEqual(readReaderValues(stores), values);
  });

  test('clear removes them from both storages', () => {
    const stores = storages();
    stores.session.setItem(readerValuesKey, JSON.stringify(values));
    stores.local.setItem(readerValuesKey, JSON.stringify({ ...values, remember: true }));
    clearReaderValues(stores);
    assert.equal(stores.session.items.size + stores.local.items.size, 0);
    assert.deepEqual(readReaderValues(stores), emptyReaderValues);
  });

  test('stored text that is not valid values is ignored, not filled in', () => {
    const stores = storages();
    stores.session.setItem(readerValuesKey, '{not json');
    assert.deepEqual(readReaderValues(stores), emptyReaderValues);
    stores.session.setItem(readerValuesKey, JSON.stringify({ ...values, accessToken: 'a"; rm' }));
    assert.deepEqual(readReaderValues(stores), emptyReaderValues);
  });

  test('the request console gets its auth and server keys, and loses them on clear', () => {
    const session = new MemoryStorage();
    writeConsoleValues(session, values, productionUrl);
    assert.deepEqual(JSON.parse(session.getItem(consoleAuthKey) ?? ''), {
      apiKey: values.accessToken,
    });
    assert.deepEqual(JSON.parse(session.getItem(consoleServerKey) ?? ''), {
      url: '{base_url}',
      variables: { base_url: { default: values.baseUrl } },
    });
    writeConsoleValues(session, emptyReaderValues, productionUrl);
    assert.equal(session.items.size, 0);
  });

  test('the installed OpenAPI theme still reads its auth and server from those keys', () => {
    const require = createRequire(import.meta.url);
    const theme = (file: string) =>
      readFileSync(require.resolve(`docusaurus-theme-openapi-docs/lib/theme/${file}`), 'utf8');
    assert.match(theme('ApiExplorer/Authorization/slice.js'), /storage\.getItem\(schemeID\)/);
    assert.match(theme('ApiExplorer/Authorization/auth-types.js'), /return \["apiKey"\]/);
    assert.match(theme('ApiItem/index.js'), /storage\.getItem\("server"\)/);
    // sessionStorage unless themeConfig.api.authPersistence says otherwise (this site does not).
    assert.match(theme('ApiItem/index.js'), /authPersistence \?\? "sessionStorage"/);
  });

  test('the console keys are the contract’s security scheme and editable server', () => {
    const components = document.components as Record<string, Record<string, unknown>>;
    assert.deepEqual(components.securitySchemes?.[consoleAuthKey], {
      ...(components.securitySchemes?.[consoleAuthKey] as object),
      type: 'apiKey',
      in: 'header',
      name: 'access_token',
    });
    const servers = (document.servers as Array<{ url: string }>).map((server) => server.url);
    assert.ok(servers.includes('{base_url}'), servers.join(', '));
  });
});

describe('filling the samples', () => {
  test('every sample of every operation gets the token, base URL and oa_id', () => {
    let sendsOaId = 0;
    for (const sample of samples) {
      const label = `${sample.operationId} ${sample.lang}`;
      const filled = fillPlaceholders(sample.source, values, { productionUrl });
      assert.doesNotMatch(filled, /MINIAI_ACCESS_TOKEN/, label);
      assert.ok(filled.includes(values.accessToken), label);
      assert.ok(!filled.includes(productionUrl), label);
      assert.ok(filled.includes(values.baseUrl), label);
      assert.ok(!filled.includes(oaIdExample), label);
      if (sample.source.includes(oaIdExample)) {
        sendsOaId += 1;
        assert.ok(filled.includes(values.oaId), label);
      }
      // Go refuses an unused import: "os" must still be used once the token is a literal.
      if (sample.lang === 'go') assert.match(filled, /\bos\./, label);
    }
    assert.ok(sendsOaId > 0, 'no sample sends the example oa_id');
  });

  test('empty values leave the placeholders as they are', () => {
    for (const sample of samples) {
      assert.equal(
        fillPlaceholders(sample.source, emptyReaderValues, { productionUrl }),
        sample.source,
      );
    }
  });

  test('only the known placeholders are replaced', () => {
    const text = [
      'curl "$MINIAI_BASE_URL/products" -H "access_token: $MINIAI_ACCESS_TOKEN"',
      'echo $MINIAI_ACCESS_TOKEN_OLD <token> <customer_name> <access_token> <oa_id>',
      'const id = "4318245037421576393"; fetch("https://api.miniai.vn/v10")',
    ].join('\n');
    assert.equal(
      fillPlaceholders(text, values, { productionUrl }),
      [
        `curl "${values.baseUrl}/products" -H "access_token: ${values.accessToken}"`,
        `echo $MINIAI_ACCESS_TOKEN_OLD <token> <customer_name> ${values.accessToken} ${values.oaId}`,
        'const id = "4318245037421576393"; fetch("https://api.miniai.vn/v10")',
      ].join('\n'),
    );
  });

  test('JSON blocks (documented responses and bodies) keep the contract’s examples', () => {
    assert.equal(fillsLanguage('json'), false);
    for (const language of ['bash', 'javascript', 'python', 'php', 'java', 'go', undefined]) {
      assert.equal(fillsLanguage(language), true, String(language));
    }
  });

  test('every oa_id the samples send is the example the panel replaces', () => {
    const sent = samples.flatMap((sample) =>
      [...sample.source.matchAll(/oa_id=(\w+)|"oa_id": "(\w+)"/g)].map(
        (match) => match[1] ?? match[2],
      ),
    );
    assert.ok(sent.length > 0, 'no sample sends an oa_id');
    assert.deepEqual([...new Set(sent)], [oaIdExample]);
  });
});

describe('the token never travels in a URL', () => {
  test('filled samples carry the token in a header, never in a URL', () => {
    for (const sample of samples) {
      const filled = fillPlaceholders(sample.source, values, { productionUrl });
      for (const url of filled.match(/https?:\/\/[^\s'"`]+/g) ?? []) {
        assert.ok(
          !url.includes(values.accessToken),
          `${sample.operationId} ${sample.lang}: ${url}`,
        );
      }
    }
  });

  test('a base URL with a query, a fragment or credentials is refused', () => {
    for (const baseUrl of [
      `${productionUrl}?access_token=${values.accessToken}`,
      `${productionUrl}#${values.accessToken}`,
      `https://user:${values.accessToken}@api.miniai.vn/v1`,
      'javascript:alert(1)',
      "https://api.miniai.vn/v1'; rm -rf",
    ]) {
      assert.deepEqual(readerValueProblems({ ...values, baseUrl }), ['baseUrlInvalid'], baseUrl);
    }
    assert.deepEqual(readerValueProblems(values), []);
  });

  test('tokens and OA ids with characters a sample would have to escape are refused', () => {
    assert.deepEqual(readerValueProblems({ ...values, accessToken: 'abc def' }), [
      'accessTokenCharacters',
    ]);
    assert.deepEqual(readerValueProblems({ ...values, accessToken: "a'b" }), [
      'accessTokenCharacters',
    ]);
    assert.deepEqual(readerValueProblems({ ...values, oaId: '12a' }), ['oaIdDigits']);
  });
});

describe('base URL choices', () => {
  const mock = 'http://127.0.0.1:4010';

  test('the public site offers the sandbox on its own origin and production, not the local mock', () => {
    const choices = baseUrlChoices(
      { origin: 'https://miniai.vn', hostname: 'miniai.vn' },
      productionUrl,
      mock,
    );
    assert.deepEqual(choices, [
      { id: 'sandbox', url: `https://miniai.vn${sandboxBasePath}` },
      { id: 'production', url: productionUrl },
    ]);
  });

  test('a site served from this machine also offers the local mock', () => {
    const choices = baseUrlChoices(
      { origin: 'http://127.0.0.1:3000', hostname: '127.0.0.1' },
      productionUrl,
      mock,
    );
    assert.deepEqual(
      choices.map((choice) => choice.id),
      ['sandbox', 'production', 'localMock'],
    );
  });
});

test('the Postman environment fills the variables the published collection uses', async () => {
  const collection = JSON.stringify(await toPostman(document));
  assert.ok(collection.includes(`{{${postmanVariables.baseUrl}}}`), 'collection uses baseUrl');
  assert.ok(collection.includes(`{{${postmanVariables.accessToken}}}`), 'collection uses apiKey');
  const environment = postmanEnvironment(values, productionUrl, 'MiniAI') as {
    values: Array<{ key: string; value: string }>;
  };
  assert.deepEqual(
    Object.fromEntries(environment.values.map((variable) => [variable.key, variable.value])),
    {
      [postmanVariables.baseUrl]: values.baseUrl,
      [postmanVariables.accessToken]: values.accessToken,
      [postmanVariables.oaId]: values.oaId,
    },
  );
});
