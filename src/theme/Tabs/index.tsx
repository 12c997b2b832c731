// Swizzle (wrap): the theme's Tabs, without their remount right after hydration (see
// src/components/NoRemountAfterHydration for why it is not needed and what it cost).
import Tabs from '@theme-original/Tabs';
import { withoutRemountAfterHydration } from '@site/src/components/NoRemountAfterHydration';

export default withoutRemountAfterHydration(Tabs);
