// Swizzle (wrap): the theme's ApiTabs (an operation's responses, one tab per status code), without
// its remount right after hydration (see src/components/NoRemountAfterHydration for why it is not
// needed and what it cost), and rendering only the selected status code's panel: the others'
// schemas and examples, hidden until a tab is clicked, were most of an operation page's elements,
// all hydrated. The page's Markdown copy adds every response from the contract (plugins/llms-txt).
import type { ComponentProps, ReactNode } from 'react';
import ApiTabs from '@theme-original/ApiTabs';
import { withoutRemountAfterHydration } from '@site/src/components/NoRemountAfterHydration';

const ApiTabsMountedOnce = withoutRemountAfterHydration(ApiTabs);

export default function ApiTabsSelectedPanelOnly(props: ComponentProps<typeof ApiTabs>): ReactNode {
  return <ApiTabsMountedOnce {...props} lazy />;
}
