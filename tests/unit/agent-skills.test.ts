/**
 * The task skills of the agent-skills index (agent-skills/, plugins/agent-discovery/skills.ts)
 * against the contract: each exists in both locales with the front matter of the Agent Skills
 * format, names only operations, paths, headers and error codes the contract has, and the error
 * codes skill carries every code of the contract. Their code blocks run in guide-samples.test.ts.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  apiGroups,
  everyOperation,
  localizedDocument,
  operationParameters,
  operationRoute,
  readOpenApiSource,
} from '@site/openapi/tools/document';
import { contractErrorCodes, errorCodeRows } from '@site/openapi/tools/errorCodes';
import { localeFolder, siteLocales } from '@site/config/locales';
import { skillEntry } from '@site/plugins/agent-discovery';
import { publishedSkill, skillNames, skillSourceFile } from '@site/plugins/agent-discovery/skills';
import { contentAreas, siteDir } from '@site/tests/support/content';

const root = 'https://docs.example/';
const contract = readOpenApiSource();
const operationRoutes = new Set(
  apiGroups(localizedDocument('vi')).flatMap((group) =>
    group.operations.map((operation) => operationRoute(group.name, operation.operationId)),
  ),
);
/** Each contract path as a pattern of the concrete paths a sample calls. */
const contractPaths = everyOperation(contract).map(({ method, path: apiPath }) => ({
  method: method.toUpperCase(),
  pattern: new RegExp(`^${apiPath.replace(/\{[^}]+\}/g, '[^/?]+')}(\\?|$)`),
}));
/** Request headers: the operations' header parameters and the API-key schemes' headers. */
const securitySchemes = Object.values(
  (
    (contract.components ?? {}) as {
      securitySchemes?: Record<string, { in?: string; name?: string }>;
    }
  ).securitySchemes ?? {},
);
const headerNames = new Set([
  ...everyOperation(contract).flatMap(({ pathItem, operation }) =>
    operationParameters(contract, pathItem, operation)
      .filter((parameter) => parameter.in === 'header')
      .map((parameter) => (typeof parameter.name === 'string' ? parameter.name.toLowerCase() : '')),
  ),
  ...securitySchemes
    .filter((scheme) => scheme.in === 'header')
    .map((scheme) => String(scheme.name)),
]);
const docsArea = contentAreas.find((area) => area.name === 'docs');

const skills = skillNames(siteDir);

it('there are task skills for the first call, webhooks, ZNS and error codes', () => {
  assert.deepEqual(skills, [
    'miniai-error-codes',
    'miniai-first-call',
    'miniai-send-zns',
    'miniai-verify-webhooks',
  ]);
});

for (const name of skills) {
  for (const locale of siteLocales) {
    describe(`the ${locale} skill ${name}`, () => {
      const skill = publishedSkill(
        name,
        locale,
        `${root}${localeFolder(locale)}`,
        siteDir,
        errorCodeRows,
      );
      const text = skill.content;

      it('has the front matter of the format, and a digest entry for its one file', () => {
        assert.match(skill.name, /^(?!.*--)[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/);
        assert.ok(skill.description.length > 0 && skill.description.length <= 1024);
        assert.match(text, new RegExp(`^---\\nname: ${skill.name}\\ndescription: `));
        const entry = skillEntry({ ...skill, files: [{ path: 'SKILL.md', content: text }] });
        assert.match(JSON.stringify(entry), /"digest":"sha256:[0-9a-f]{64}"/);
        assert.doesNotMatch(text, /\{\{[a-z-]+\}\}/, 'a placeholder left unfilled');
      });

      it('links only to operation pages and docs pages that exist', () => {
        const links = [...text.matchAll(/https:\/\/docs\.example\/(?:en\/)?([a-z][\w/.-]*)/g)];
        assert.ok(links.length > 0);
        for (const [, target = ''] of links) {
          const page = target.replace(/[.,)]+$/, '');
          if (page.startsWith('api/')) {
            assert.ok(operationRoutes.has(`/${page}`), `${name}: no operation at /${page}`);
          } else if (page.startsWith('docs/')) {
            const file = path.join(siteDir, docsArea?.source ?? 'docs', page.slice('docs/'.length));
            assert.ok(existsSync(`${file}.mdx`) || existsSync(`${file}.md`), `${name}: no ${page}`);
          } else {
            assert.equal(page, 'openapi/miniai.yaml', `${name}: unexpected link ${page}`);
          }
        }
      });

      it('calls only paths of the contract, with the method it declares', () => {
        for (const [call] of text.matchAll(/(?:-X (\w+) )?"\$MINIAI_BASE_URL(\/[^"]*)"/g)) {
          const [, method = 'GET', apiPath = ''] =
            /(?:-X (\w+) )?"\$MINIAI_BASE_URL(\/[^"]*)"/.exec(call) ?? [];
          assert.ok(
            contractPaths.some((op) => op.method === method && op.pattern.test(apiPath)),
            `${name}: ${method} ${apiPath} is not in the contract`,
          );
        }
        for (const [, apiPath = ''] of text.matchAll(/\$\{baseUrl\}(\/[\w/-]*)/g)) {
          assert.ok(
            contractPaths.some((op) => op.pattern.test(apiPath)),
            `${name}: ${apiPath} is not in the contract`,
          );
        }
      });

      it('names only request headers and error codes the contract declares', () => {
        for (const [, header = ''] of text.matchAll(/`(Idempotency-Key|access_token)`/g)) {
          assert.ok(headerNames.has(header.toLowerCase()), `${name}: header ${header}`);
        }
        const codes = new Set(contractErrorCodes(locale).map((entry) => entry.code));
        for (const [, code = ''] of text.matchAll(/`(-\d+)`/g)) {
          assert.ok(codes.has(Number(code)), `${name}: error code ${code} is not in the contract`);
        }
      });
    });
  }
}

it('the error codes skill lists every code of the contract, in each locale', () => {
  for (const locale of siteLocales) {
    const { content } = publishedSkill('miniai-error-codes', locale, root, siteDir, errorCodeRows);
    for (const { code, httpStatus } of contractErrorCodes(locale)) {
      assert.match(content, new RegExp(`^\\| \`${code}\` \\| ${httpStatus} \\|`, 'm'), `${code}`);
    }
  }
});

it('every skill has its English copy at the mirrored path', () => {
  for (const name of skills) {
    for (const locale of siteLocales) {
      assert.ok(existsSync(path.join(siteDir, skillSourceFile(name, locale))), `${name} ${locale}`);
    }
  }
});
