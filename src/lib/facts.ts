/**
 * A fact of src/data/facts.ts as a reader sees it, for the pages (src/components/Fact), llms.txt
 * and the content test that looks for hand-typed copies, in each locale's number format.
 */
import type { SiteLocale } from '@site/config/locales';
import { factLabels, facts, type Fact, type FactId } from '../data/facts';
import { formatBasisPoints, formatCount, formatVnd } from './numberFormat';

/** The value alone, written the locale's way: "800 ₫", "2%", "20.000" (vi) or "20,000" (en), "8:00". */
function formatFactValue(fact: Fact, locale: string): string {
  switch (fact.unit) {
    case 'vnd':
    case 'vndPerMonth':
    case 'vndPerMessage':
      return formatVnd(fact.value);
    case 'basisPoints':
      return formatBasisPoints(fact.value, locale);
    case 'timeOfDay':
      return `${Math.floor(fact.value / 60)}:${String(fact.value % 60).padStart(2, '0')}`;
    default:
      return formatCount(fact.value, locale);
  }
}

/** A fact's bare value, for code that src/lib/ loads without @site (the sandbox). */
export function factValue(id: FactId): number {
  return facts[id].value;
}

/** A fact by id, written the locale's way. */
export function formatFact(id: FactId, locale: string): string {
  return formatFactValue(facts[id], locale);
}

const listWords = {
  vi: {
    assumption: 'giả định',
    source: 'nguồn',
    asOf: 'tính đến',
    reviewBy: 'xem lại trước',
    reading: 'cách hiểu của MiniAI',
  },
  en: {
    assumption: 'assumption',
    source: 'source',
    asOf: 'as of',
    reviewBy: 'review by',
    reading: 'MiniAI’s reading',
  },
} as const;

/** One line per fact, for llms.txt: what it is, its value, source and dates. */
export function factList(locale: SiteLocale, htmlLang: string): string[] {
  const words = listWords[locale];
  return (Object.keys(facts) as FactId[]).map((id) => {
    const fact: Fact = facts[id];
    const source =
      fact.source.url === undefined ? fact.source.name : `${fact.source.name}, ${fact.source.url}`;
    const notes = [
      ...(fact.assumption === true ? [words.assumption] : []),
      `${words.source}: ${source}`,
      `${words.asOf} ${fact.asOf}`,
      `${words.reviewBy} ${fact.reviewBy}`,
      ...(fact.reading === undefined ? [] : [`${words.reading}: ${fact.reading[locale]}`]),
    ];
    return `${factLabels[id][locale]}: ${formatFact(id, htmlLang)} (${notes.join('; ')})`;
  });
}
