/**
 * The switch of the "no remount after hydration" row: the swizzles in src/theme wrap the themes'
 * tabs and code blocks only while this plugin publishes its global data (src/components/NoRemountAfterHydration).
 */
import type { Plugin } from '@docusaurus/types';
import { noRemountPluginName } from '../../src/lib/noRemountAfterHydration';

export default function noRemountAfterHydrationPlugin(): Plugin {
  return {
    name: noRemountPluginName,
    contentLoaded({ actions }) {
      actions.setGlobalData({ on: true });
    },
  };
}
