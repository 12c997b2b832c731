// Swizzle (wrap): the theme's ApiTabs, without its remount right after hydration (see
// src/components/NoRemountAfterHydration for why it is not needed and what it cost).
import ApiTabs from '@theme-original/ApiTabs';
import { withoutRemountAfterHydration } from '@site/src/components/NoRemountAfterHydration';

export default withoutRemountAfterHydration(ApiTabs);
