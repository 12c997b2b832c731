// Swizzle (wrap): registering a custom navbar item type is only possible by extending this map.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';
import ActiveDocsVersionDropdown from '@site/src/components/ActiveDocsVersionDropdown';

export default {
  ...ComponentTypes,
  'custom-activeDocsVersionDropdown': ActiveDocsVersionDropdown,
} satisfies ComponentTypesObject;
