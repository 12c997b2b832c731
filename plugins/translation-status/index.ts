/**
 * Tells each English page whether its Vietnamese source changed after it (global data read by
 * src/components/TranslationNotice), so a reader knows the translation may be behind.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  translationStatusPluginName,
  type TranslationStatusData,
} from '../../src/lib/translationStatus';
import { behindTranslations, siteAlias } from './behind';

export default function translationStatusPlugin(context: LoadContext): Plugin {
  return {
    name: translationStatusPluginName,
    async contentLoaded({ actions }) {
      // Only translations can be behind; the Vietnamese build gets an empty list.
      const content =
        context.i18n.currentLocale === context.i18n.defaultLocale
          ? []
          : await behindTranslations(context.siteDir, context.siteConfig.future.experimental_vcs);
      const data: TranslationStatusData = {
        behind: Object.fromEntries(
          content.map((page) => [siteAlias(page.english), page.sourceChangedAt]),
        ),
      };
      actions.setGlobalData(data);
    },
  };
}
