/**
 * Stands in for the OpenAPI theme's lib/markdown/schema module: its limit text joins two limits
 * with a hard-coded English "and" ("`non-empty` and `<= 64 characters`") while every other word of
 * it is translatable. This re-exports the module and translates that one word.
 */
import { translate } from '@docusaurus/Translate';
// The file path with its extension, so the replacement rule in ../index.ts does not match it again.
import * as original from 'docusaurus-theme-openapi-docs/lib/markdown/schema.js';

export * from 'docusaurus-theme-openapi-docs/lib/markdown/schema.js';

type QualifierSchema = Parameters<typeof original.getQualifierMessage>[0];

export function getQualifierMessage(schema: QualifierSchema): string | undefined {
  const message = original.getQualifierMessage(schema);
  if (message === undefined) return undefined;
  const and = translate({
    id: 'api.schema.limitsJoiner',
    message: 'và',
    description:
      'Joins two limits of a field in the API reference, e.g. "non-empty and <= 64 characters"',
  });
  // The theme writes each limit as a code span: only the word between two of them is replaced.
  return message.replaceAll('` and `', `\` ${and} \``);
}
