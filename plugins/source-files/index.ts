/**
 * Lets an MDX page show a real file of the repository as text:
 * `import source from '@site/examples/webhooks/verify_webhook.py?raw'`. /docs/webhooks shows the
 * signature verifiers this way, the same files tests/unit/webhook-verification.test.ts runs, so
 * the page cannot drift from tested code. An asset module of the bundler, no loader package.
 */
import type { Plugin } from '@docusaurus/types';

export default function sourceFilesPlugin(): Plugin {
  return {
    name: 'source-files',
    configureWebpack() {
      return { module: { rules: [{ resourceQuery: /^\?raw$/, type: 'asset/source' }] } };
    },
  };
}
