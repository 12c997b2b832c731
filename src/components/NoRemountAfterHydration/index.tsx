// Docusaurus and the OpenAPI theme render some components with `key={String(useIsBrowser())}`, so
// each one unmounts and mounts anew right after hydration, with everything inside. On an
// operation page that was the whole responses section and every JSON example, each tokenised
// again by Prism, in one long task.
// Tabs: the key was a workaround for facebook/docusaurus#5653 (a tab restored from storage or the
// URL not matching the server's); both tabsUtils now restore it in a layout effect, so the remount
// redoes work for nothing. Code blocks: see src/theme/CodeBlock.
import {
  Children,
  cloneElement,
  isValidElement,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { usePluginData } from '@docusaurus/useGlobalData';
import { noRemountPluginName } from '@site/src/lib/noRemountAfterHydration';
// The context useIsBrowser reads (@docusaurus/useIsBrowser imports it from this module too).
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';

/** Whether the patch is on: its plugin is listed unless MINIAI_PATCHES_OFF names it. */
function useNoRemountIsOn(): boolean {
  return usePluginData(noRemountPluginName) !== undefined;
}

/** Its children see the `isBrowser` of the moment it mounted: false when it was hydrated. */
export function IsBrowserAsMounted({ children }: { children: ReactNode }): ReactNode {
  const isBrowser = useIsBrowser();
  const [mountedInBrowser] = useState(isBrowser);
  if (!useNoRemountIsOn()) return children;
  return <BrowserContext.Provider value={mountedInBrowser}>{children}</BrowserContext.Provider>;
}

interface TabsProps {
  children?: ReactNode;
}

/**
 * The tab set sees the `isBrowser` it was mounted with, so its key stays put; the content of each
 * tab still sees the real value, as it would without this wrapper.
 */
export function withoutRemountAfterHydration<Props extends TabsProps>(
  Tabs: ComponentType<Props>,
): (props: Props) => ReactNode {
  return function TabsMountedOnce(props: Props): ReactNode {
    const isBrowser = useIsBrowser();
    if (!useNoRemountIsOn()) return <Tabs {...props} />;
    const tabs = Children.map(props.children, (tab) =>
      isValidElement<TabsProps>(tab)
        ? cloneElement(
            tab,
            undefined,
            <BrowserContext.Provider value={isBrowser}>
              {tab.props.children}
            </BrowserContext.Provider>,
          )
        : tab,
    );
    return (
      <IsBrowserAsMounted>
        <Tabs {...props}>{tabs}</Tabs>
      </IsBrowserAsMounted>
    );
  };
}
