/**
 * The plugin whose global data turns src/components/NoRemountAfterHydration on: a row of
 * plugins/theme-patches/index.ts, so MINIAI_PATCHES_OFF can turn the swizzles off without editing them.
 */
export const noRemountPluginName = 'theme-patches-no-remount';
