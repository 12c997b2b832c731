import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { defaultLocale } from './config/locales';
import { apiGroups, generatedDocsFolder, localizedDocument } from './openapi/tools/document';

/**
 * API reference (/api): the overview first, then one category per API group (OpenAPI tag), built
 * from openapi/miniai.yaml so a new operation needs no sidebar edit. Labels are in the default
 * locale (vi); the `key` keeps translation ids stable (sidebar.apiSidebar.category.<group>) and
 * i18n/en/docusaurus-plugin-content-docs-api/current.json holds the English labels.
 */
const groups = apiGroups(localizedDocument(defaultLocale));

const sidebars = {
  apiSidebar: [
    { type: 'doc', id: 'overview' },
    ...groups.map((group) => ({
      type: 'category' as const,
      key: group.name,
      label: group.displayName,
      collapsible: true,
      collapsed: false,
      items: group.operations.map((operation) => ({
        type: 'doc' as const,
        id: `${generatedDocsFolder}/${operation.operationId}`,
        // The theme styles `api-method <verb>` items as method badges; its webhook verb is `event`.
        className: `api-method ${operation.section === 'webhooks' ? 'event' : operation.method}`,
      })),
    })),
  ],
} satisfies SidebarsConfig;

export default sidebars;
