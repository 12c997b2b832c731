// Swizzle (wrap): the theme's OperationTabs, without its remount right after hydration (see
// src/components/NoRemountAfterHydration for why it is not needed and what it cost).
import OperationTabs from '@theme-original/OperationTabs';
import { withoutRemountAfterHydration } from '@site/src/components/NoRemountAfterHydration';

export default withoutRemountAfterHydration(OperationTabs);
