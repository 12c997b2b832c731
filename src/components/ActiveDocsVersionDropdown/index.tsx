import type { ReactNode } from 'react';
import { useActivePlugin } from '@docusaurus/plugin-content-docs/client';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type { Props as DocsVersionDropdownProps } from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';

type Props = Omit<
  DocsVersionDropdownProps,
  'docsPluginId' | 'dropdownItemsBefore' | 'dropdownItemsAfter'
> &
  Partial<Pick<DocsVersionDropdownProps, 'dropdownItemsBefore' | 'dropdownItemsAfter'>>;

/**
 * The spec's single docs-version dropdown, bound to the docs area being read (docs, api or gift)
 * instead of one fixed plugin; outside the docs it shows the versions of the developer docs.
 */
export default function ActiveDocsVersionDropdown({
  dropdownItemsBefore = [],
  dropdownItemsAfter = [],
  ...props
}: Props): ReactNode {
  const activePlugin = useActivePlugin({ failfast: false });
  return (
    <DocsVersionDropdownNavbarItem
      {...props}
      docsPluginId={activePlugin?.pluginId ?? 'default'}
      dropdownItemsBefore={dropdownItemsBefore}
      dropdownItemsAfter={dropdownItemsAfter}
    />
  );
}
