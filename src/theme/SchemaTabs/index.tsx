// Swizzle (wrap): the theme's SchemaTabs, without its remount right after hydration (see
// src/components/NoRemountAfterHydration for why it is not needed and what it cost).
import SchemaTabs from '@theme-original/SchemaTabs';
import { withoutRemountAfterHydration } from '@site/src/components/NoRemountAfterHydration';

export default withoutRemountAfterHydration(SchemaTabs);
