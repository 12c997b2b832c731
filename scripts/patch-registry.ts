/**
 * `npm run patches:registry`: writes plugins/theme-patches/README.md's table from the patch
 * table (plugins/theme-patches/index.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { themePatches } from '@site/plugins/theme-patches';
import { registryTable, withRegistryTable } from '@site/plugins/theme-patches/registry-table';

const readme = path.join(process.cwd(), 'plugins/theme-patches/README.md');
writeFileSync(readme, withRegistryTable(readFileSync(readme, 'utf8'), registryTable(themePatches)));
console.log(`Wrote the table of ${path.relative(process.cwd(), readme)}.`);
