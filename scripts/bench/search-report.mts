/**
 * The search part of `npm run bench`: bytes per query and latency on build/ (scripts/bench/search.ts),
 * written to reports/search.json; exits 1 when a budget is broken.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchSearch, reportSearch, searchQueryByteBudget } from '@site/scripts/bench/search';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const results = [await benchSearch(buildDir, 'vi'), await benchSearch(buildDir, 'en')];
console.log('\nSearch: bytes a query downloads (as served) and query latency (Node, files loaded)');
const broken = reportSearch(results, searchQueryByteBudget);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/search.json', `${JSON.stringify({ results, broken }, null, 2)}\n`);
for (const line of broken) console.error(line);
process.exit(broken.length > 0 ? 1 : 0);
