import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/** API reference (/api): the overview first, then one category per API group. */
const sidebars = {
  apiSidebar: [{ type: 'doc', id: 'overview' }],
} satisfies SidebarsConfig;

export default sidebars;
