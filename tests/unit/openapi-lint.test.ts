/** openapi/miniai.yaml passes Redocly's recommended rules (redocly.yaml) with zero errors. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

test('the OpenAPI document passes the Redocly linter', () => {
  const result = spawnSync(
    'npx',
    ['redocly', 'lint', 'openapi/miniai.yaml', '--format', 'stylish'],
    {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
    },
  );
  assert.equal(result.status, 0, `${result.stdout}\n${result.stderr}`);
});
