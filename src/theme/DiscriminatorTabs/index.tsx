// Swizzle (wrap): the theme's DiscriminatorTabs, without its remount right after hydration (see
// src/components/NoRemountAfterHydration for why it is not needed and what it cost).
import DiscriminatorTabs from '@theme-original/DiscriminatorTabs';
import { withoutRemountAfterHydration } from '@site/src/components/NoRemountAfterHydration';

export default withoutRemountAfterHydration(DiscriminatorTabs);
