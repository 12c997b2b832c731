/**
 * Many Vietnamese readers type without an input method, in Telex ("ddown hangf") or VNI
 * ("d9o7n ha2ng"): the keys that would have made "đơn hàng" end up as letters and digits. This
 * turns such a query back into Vietnamese, so search can look for that too. A word is converted
 * only when it holds an input-method key and comes out as a well-formed Vietnamese syllable, so
 * ordinary words ("orders", "error", "1007") are left alone.
 */

const toneMarks = {
  sac: '\u0301',
  huyen: '\u0300',
  hoi: '\u0309',
  nga: '\u0303',
  nang: '\u0323',
} as const;
type Tone = (typeof toneMarks)[keyof typeof toneMarks] | '';

const telexTones: Record<string, Tone> = {
  s: toneMarks.sac,
  f: toneMarks.huyen,
  r: toneMarks.hoi,
  x: toneMarks.nga,
  j: toneMarks.nang,
};
const vniTones: Record<string, Tone> = {
  '1': toneMarks.sac,
  '2': toneMarks.huyen,
  '3': toneMarks.hoi,
  '4': toneMarks.nga,
  '5': toneMarks.nang,
};
const circumflex: Record<string, string> = { a: 'â', e: 'ê', o: 'ô' };
const vowels = new Set([...'aăâeêioôơuưy']);
/** Vowels that carry a mark of their own: the tone goes on them ("ươ" on the ơ). */
const markedVowels = new Set([...'ăâêôơư']);

/**
 * Initial consonant, vowels, final consonant of a Vietnamese syllable, on letters without marks
 * (đ counts as d). "gi" and "qu" are initials when a vowel follows them.
 */
const syllablePattern =
  /^(ngh|ng|nh|ch|gh|gi(?=[aeiouy])|kh|ph|qu(?=[aeiouy])|th|tr|[bcdghklmnprstvx])?([aeiouy]{1,3})(ch|ng|nh|[cmnpt])?$/;

function plain(letter: string): string {
  return letter
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace('đ', 'd');
}

/** Hooks the last o/u before (ươ when they come as "uo"), or makes the last a an ă if allowed. */
function addHorn(letters: string[], breveToo: boolean): boolean {
  for (let at = letters.length - 1; at >= 0; at -= 1) {
    const letter = letters[at];
    if (letter === 'o' || letter === 'ô') {
      letters[at] = 'ơ';
      if (letters[at - 1] === 'u') letters[at - 1] = 'ư';
      return true;
    }
    if (letter === 'u') {
      letters[at] = 'ư';
      return true;
    }
    if (letter === 'a' && breveToo) {
      letters[at] = 'ă';
      return true;
    }
  }
  return false;
}

function replaceLast(letters: string[], from: (letter: string) => string | undefined): boolean {
  for (let at = letters.length - 1; at >= 0; at -= 1) {
    const replaced = from(letters[at] ?? '');
    if (replaced !== undefined) {
      letters[at] = replaced;
      return true;
    }
  }
  return false;
}

/** Puts the tone on the vowel that carries it; undefined when the letters are no syllable. */
function composeSyllable(letters: string[], tone: Tone): string | undefined {
  const parts = syllablePattern.exec(letters.map(plain).join(''));
  if (parts === null) return undefined;
  if (letters.slice(1).includes('đ')) return undefined;
  const start = (parts[1] ?? '').length;
  const cluster = (parts[2] ?? '').length;
  const hasFinal = (parts[3] ?? '') !== '';
  const clusterLetters = letters.slice(start, start + cluster);
  let toneAt: number;
  const horned = clusterLetters.indexOf('ơ');
  const marked = clusterLetters.findIndex((letter) => markedVowels.has(letter));
  if (horned !== -1) toneAt = horned;
  else if (marked !== -1) toneAt = marked;
  else if (hasFinal || cluster === 3) toneAt = cluster === 3 ? 1 : cluster - 1;
  else toneAt = 0;
  const result = [...letters];
  result[start + toneAt] = `${result[start + toneAt] ?? ''}${tone}`;
  return result.join('').normalize('NFC');
}

/** "ddown" → "đơn", "hangf" → "hàng"; undefined when the word has no Telex key or is no syllable. */
export function fromTelex(word: string): string | undefined {
  if (!/^[a-z]+$/.test(word)) return undefined;
  const letters: string[] = [];
  let tone: Tone = '';
  let changed = false;
  let previousKey = '';
  for (const key of word) {
    const last = letters.at(-1);
    const hasVowel = letters.some((letter) => vowels.has(letter));
    const keyTone = telexTones[key];
    if (key === 'd' && last === 'd' && previousKey === 'd') {
      letters[letters.length - 1] = 'đ';
      changed = true;
    } else if (circumflex[key] !== undefined && last === key && previousKey === key) {
      letters[letters.length - 1] = circumflex[key];
      changed = true;
    } else if (key === 'w') {
      if (!addHorn(letters, true)) letters.push('ư');
      changed = true;
    } else if (keyTone !== undefined && hasVowel) {
      // The same tone key twice writes the letter itself, as input methods do ("error").
      if (previousKey === key && tone === keyTone) {
        tone = '';
        letters.push(key);
      } else {
        tone = keyTone;
        changed = true;
      }
    } else if (key === 'z' && hasVowel) {
      tone = '';
      changed = true;
    } else letters.push(key);
    previousKey = key;
  }
  return changed ? composeSyllable(letters, tone) : undefined;
}

/** "d9o7n" → "đơn", "ha2ng" → "hàng"; undefined when the word has no VNI digit or is no syllable. */
export function fromVni(word: string): string | undefined {
  if (!/^[a-z][a-z0-9]*$/.test(word) || !/[0-9]/.test(word)) return undefined;
  // A syllable has one tone: more tone digits, or a 0, is a code or a number ("e164", "v10").
  if ((word.match(/[0-5]/g) ?? []).length > 1 || word.includes('0')) return undefined;
  const letters: string[] = [];
  let tone: Tone = '';
  for (const key of word) {
    const keyTone = vniTones[key];
    let applied = true;
    if (key === '9') applied = replaceLast(letters, (letter) => (letter === 'd' ? 'đ' : undefined));
    else if (key === '6') applied = replaceLast(letters, (letter) => circumflex[letter]);
    else if (key === '7') applied = addHorn(letters, false);
    else if (key === '8')
      applied = replaceLast(letters, (letter) => (letter === 'a' ? 'ă' : undefined));
    else if (keyTone !== undefined) tone = keyTone;
    else if (key === '0') tone = '';
    else letters.push(key);
    if (!applied) return undefined;
  }
  return composeSyllable(letters, tone);
}

/**
 * The query read as Telex and as VNI, each only when it changes a word ("ddown hangf" →
 * ["đơn hàng"]). Words that are not input-method typing stay as they are.
 */
export function inputMethodCandidates(query: string): string[] {
  const words = query
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  const candidates = new Set<string>();
  for (const convert of [fromTelex, fromVni]) {
    const converted = words.map((word) => convert(word));
    if (converted.every((word) => word === undefined)) continue;
    candidates.add(converted.map((word, index) => word ?? words[index]).join(' '));
  }
  return [...candidates];
}
