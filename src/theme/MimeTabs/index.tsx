// Swizzle (wrap): the theme's MimeTabs, without its remount right after hydration (see
// src/components/NoRemountAfterHydration for why it is not needed and what it cost).
import MimeTabs from '@theme-original/MimeTabs';
import { withoutRemountAfterHydration } from '@site/src/components/NoRemountAfterHydration';

export default withoutRemountAfterHydration(MimeTabs);
