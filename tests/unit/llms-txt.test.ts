/**
 * What llms.txt tells AI assistants is current (issue #38): its instructions, in both locales,
 * name every shipped developer feature an agent needs (the in-browser sandbox, idempotent writes,
 * signed webhooks) and call nothing "planned" or "coming soon".
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { agentInstructions } from '@site/plugins/llms-txt';
import { siteLocales } from '@site/config/locales';
import { sandboxBasePath } from '@site/src/lib/sandboxBasePath';

/** Words that present a feature as not shipped yet, in either locale. */
const notShipped =
  /\b(planned|coming soon|not yet available|upcoming)\b|lên kế hoạch|sắp có|sắp ra mắt|dự kiến ra mắt|chưa có sẵn/i;

/** Shipped features an agent must be told about: what the text names them by. */
const shipped = [
  { feature: 'the in-browser sandbox', named: sandboxBasePath },
  { feature: 'idempotent writes', named: '`Idempotency-Key`' },
  { feature: 'signed webhooks', named: '`X-MiniAI-Signature`' },
  { feature: 'the webhooks guide', named: 'docs/webhooks' },
];

for (const locale of siteLocales) {
  describe(`${locale}: llms.txt's instructions for agents`, () => {
    const text = agentInstructions(locale, {
      site: 'https://example.test/',
      localeRoot: 'https://example.test/',
    }).lines.join('\n');

    it('call no shipped feature planned or coming soon', () => {
      assert.doesNotMatch(text, notShipped);
    });

    for (const { feature, named } of shipped) {
      it(`name ${feature}`, () => {
        assert.ok(text.includes(named), `${named} is not named`);
      });
    }
  });
}
