/**
 * Turns the sections of one locale into the published search files (src/lib/search/files.ts): a
 * manifest, shards of terms split by prefix until each fits its byte budget, and one file per
 * section. Scores are computed here (BM25 per field, with the field boosts), so the browser only
 * adds them up.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import {
  searchManifestFile,
  sectionPath,
  shardPath,
  type SearchManifest,
  type SearchShard,
  type StoredSection,
} from '../../src/lib/search/files';
import {
  exactForm,
  fieldBoosts,
  processTerm,
  tokenize,
  type SearchDocument,
  type SearchField,
  type SearchLocale,
} from '../../src/lib/search/text';

/**
 * A shard's budget. A question reads a shard per word it keeps and per synonym beside the manifest
 * and a page of results, so a shard is a small share of the 60 KiB a query may download.
 */
const shardGzipBudget = 2 * 1024;
/**
 * A published section keeps this much of its text, for the excerpt: the index reads all of it, so
 * a word deep in a long section (an operation's responses) still finds it.
 */
const storedSectionText = 1200;
/** A prefix split this far stops splitting: what remains is one very common term. */
const maxPrefixLength = 8;
/** Completions kept in the shard of a split prefix, for a reader who typed only that prefix. */
const splitPrefixCompletions = 200;

/** BM25+ as MiniSearch computes it (k 1.2, b 0.7, d 0.5), which ranked the site before. */
function bm25(
  termFrequency: number,
  matching: number,
  total: number,
  length: number,
  average: number,
) {
  const inverseFrequency = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return (
    inverseFrequency *
    (0.5 + (termFrequency * 2.2) / (termFrequency + 1.2 * (0.3 + (0.7 * length) / average)))
  );
}

/** The bytes a reader's browser receives for a file, as deploy/nginx serves it (gzip 6 from 1 KiB). */
export function servedBytes(content: string): number {
  const raw = Buffer.byteLength(content);
  return raw < 1024 ? raw : gzipSync(content, { level: 6 }).length;
}

interface TermEntry {
  term: string;
  /** Form as written → section id → score. */
  forms: Map<string, Map<number, number>>;
  sections: number;
}

function shardJson(key: string, complete: boolean, entries: TermEntry[]): string {
  const forms: SearchShard['forms'] = {};
  for (const entry of entries) {
    for (const [form, postings] of entry.forms) {
      const coded: number[] = [];
      let previous = 0;
      for (const [id, score] of [...postings].sort(([a], [b]) => a - b)) {
        coded.push(id - previous, Math.round(score * 100));
        previous = id;
      }
      forms[form] = coded;
    }
  }
  return JSON.stringify({ key, complete, forms } satisfies SearchShard);
}

/** Splits terms by prefix until each shard fits the budget; returns [prefix, json] pairs. */
function splitShards(
  prefix: string,
  entries: TermEntry[],
  budget: number,
): Array<[string, string]> {
  const whole = shardJson(prefix, true, entries);
  if (prefix !== '' && (servedBytes(whole) <= budget || prefix.length >= maxPrefixLength)) {
    return [[prefix, whole]];
  }
  const groups = new Map<string, TermEntry[]>();
  for (const entry of entries) {
    if (entry.term.length <= prefix.length) continue;
    const next = entry.term.slice(0, prefix.length + 1);
    const group = groups.get(next);
    if (group === undefined) groups.set(next, [entry]);
    else group.push(entry);
  }
  const shards: Array<[string, string]> = [];
  if (prefix !== '') {
    let completions = splitPrefixCompletions;
    const common = [...entries].sort((a, b) => b.sections - a.sections);
    let own: string;
    do {
      const kept = common.filter((entry, rank) => entry.term === prefix || rank < completions);
      own = shardJson(prefix, false, kept);
      completions = Math.floor(completions / 2);
    } while (servedBytes(own) > budget && completions > 0);
    shards.push([prefix, own]);
  }
  for (const [next, group] of [...groups].sort(([a], [b]) => (a < b ? -1 : 1))) {
    shards.push(...splitShards(next, group, budget));
  }
  return shards;
}

export interface SearchFiles {
  manifest: SearchManifest;
  /** Path under the locale's root → content, the manifest included. */
  files: Map<string, string>;
}

export function buildSearchFiles(
  documents: SearchDocument[],
  locale: SearchLocale,
  budget = shardGzipBudget,
): SearchFiles {
  const fields = Object.keys(fieldBoosts) as SearchField[];
  const lengths = documents.map((document) =>
    fields.map((field) => tokenize(document[field]).length),
  );
  const averages = fields.map(
    (_, index) =>
      lengths.reduce((sum, length) => sum + (length[index] ?? 0), 0) /
      Math.max(1, documents.length),
  );
  // term → section → per-field counts, and the forms it was written in per section.
  const counts = new Map<string, Map<number, number[]>>();
  const forms = new Map<string, Map<string, Set<number>>>();
  documents.forEach((document, id) => {
    fields.forEach((field, fieldIndex) => {
      for (const word of tokenize(document[field])) {
        const term = processTerm(word, locale);
        const bySection = counts.get(term) ?? new Map<number, number[]>();
        const perField = bySection.get(id) ?? fields.map(() => 0);
        perField[fieldIndex] = (perField[fieldIndex] ?? 0) + 1;
        bySection.set(id, perField);
        counts.set(term, bySection);
        const byForm = forms.get(term) ?? new Map<string, Set<number>>();
        const form = exactForm(word);
        byForm.set(form, (byForm.get(form) ?? new Set()).add(id));
        forms.set(term, byForm);
      }
    });
  });
  const entries: TermEntry[] = [...counts.keys()].sort().map((term) => {
    const bySection = counts.get(term) ?? new Map<number, number[]>();
    const matching = fields.map(
      (_, index) => [...bySection.values()].filter((perField) => (perField[index] ?? 0) > 0).length,
    );
    const scores = new Map<number, number>();
    for (const [id, perField] of bySection) {
      let score = 0;
      fields.forEach((field, index) => {
        const frequency = perField[index] ?? 0;
        if (frequency === 0) return;
        const length = lengths[id]?.[index] ?? 0;
        score +=
          fieldBoosts[field] *
          bm25(frequency, matching[index] ?? 1, documents.length, length, averages[index] ?? 1);
      });
      scores.set(id, score);
    }
    const formPostings = new Map<string, Map<number, number>>();
    for (const [form, ids] of forms.get(term) ?? []) {
      formPostings.set(form, new Map([...ids].map((id) => [id, scores.get(id) ?? 0])));
    }
    return { term, forms: formPostings, sections: bySection.size };
  });
  const shards = splitShards('', entries, budget);
  const sections = documents.map((document) =>
    JSON.stringify({
      title: document.title,
      heading: document.heading,
      url: document.url,
      area: document.area,
      text: document.text.slice(0, storedSectionText),
    } satisfies StoredSection),
  );
  const build = createHash('sha256')
    .update(JSON.stringify(shards))
    .update(sections.join('\n'))
    .digest('hex')
    .slice(0, 12);
  const manifest: SearchManifest = {
    version: 2,
    build,
    documents: documents.length,
    shards: shards.map(([key]) => key),
  };
  const files = new Map<string, string>([[searchManifestFile, JSON.stringify(manifest)]]);
  shards.forEach(([, json], index) => files.set(shardPath(manifest, index), json));
  sections.forEach((json, id) => files.set(sectionPath(manifest, id), json));
  return { manifest, files };
}
