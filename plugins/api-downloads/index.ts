/**
 * Downloads of the API contract, per locale, next to the built site:
 *   /openapi/miniai.yaml, /openapi/miniai.json and /openapi/miniai.postman_collection.json
 *   (/en/openapi/… for English). They are the localized specs that the API pages are generated
 *   from (npm run gen-api-docs writes them), so a download never disagrees with the pages.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { convert } from 'openapi-to-postmanv2';
import { stringify } from 'yaml';

export const apiDownloadsFolder = 'openapi';

function toPostman(spec: object): Promise<object> {
  return new Promise((resolve, reject) => {
    convert(
      { type: 'json', data: spec },
      // Folders follow the tags (news, orders, …), like the sidebar.
      {
        folderStrategy: 'Tags',
        requestParametersResolution: 'Example',
        exampleParametersResolution: 'Example',
      },
      (error, result) => {
        const collection = result?.output?.[0]?.data;
        if (error || !result?.result || !collection) {
          reject(error ?? new Error(`Postman conversion failed: ${result?.reason ?? 'no output'}`));
        } else resolve(collection);
      },
    );
  });
}

export interface ApiDownloadsOptions {
  /** The localized spec of a locale, relative to the site folder. */
  specFileOf: (locale: string) => string;
}

export default function apiDownloadsPlugin(
  context: LoadContext,
  options: ApiDownloadsOptions,
): Plugin {
  return {
    name: 'miniai-api-downloads',

    async postBuild({ outDir, i18n }) {
      const specFile = path.join(context.siteDir, options.specFileOf(i18n.currentLocale));
      const spec = JSON.parse(await readFile(specFile, 'utf8')) as Record<string, unknown>;
      const folder = path.join(outDir, apiDownloadsFolder);
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, 'miniai.json'), `${JSON.stringify(spec, null, 2)}\n`);
      await writeFile(path.join(folder, 'miniai.yaml'), stringify(spec, { lineWidth: 0 }));
      const collection = await toPostman(spec);
      await writeFile(
        path.join(folder, 'miniai.postman_collection.json'),
        `${JSON.stringify(collection, null, 2)}\n`,
      );
    },
  };
}
