/**
 * What a stand-in for a company detail looks like, so that the tests can refuse one in the config's
 * defaults, the sources and the built pages: a phone number with a run of zeros, an address that
 * is only the country, an example domain, a to-do marker, lorem ipsum, or xxx.
 */

/** Names of the country, which alone is no address. */
const countryOnly = /^(?:Việt Nam|Viet Nam|Vietnam)\.?$/iu;

/** A phone number: +84 or a leading 0, then 8 to 10 digits with optional spaces, dots or dashes. */
const phoneNumber = /(?:\+84|(?<![\p{L}\p{N}.,])0)(?:[\s.-]?\d){8,10}(?!\d)/gu;

/** Rules for running text: each finds the stand-ins a reader would see. */
const textRules: readonly { name: string; find: (text: string) => string[] }[] = [
  {
    name: 'a phone number with a run of zeros',
    find: (text) =>
      [...text.matchAll(phoneNumber)]
        .map((match) => match[0])
        .filter((phone) => /0{5,}/.test(phone.replace(/^(?:\+84|0)/, '').replace(/\D/g, ''))),
  },
  {
    name: 'an address that is only the country',
    find: (text) =>
      [
        ...text.matchAll(
          /(?:Địa chỉ|Address|Registered address)\s*:\s*(?:Việt Nam|Viet Nam|Vietnam)\s*(?=$|[·|<\n.;,])/giu,
        ),
      ].map((match) => match[0]),
  },
  {
    name: 'an example domain',
    find: (text) =>
      [
        ...text.matchAll(
          /[\w.+-]+@example\.[a-z]{2,}|https?:\/\/(?:[\w-]+\.)*example\.[a-z]{2,}/giu,
        ),
      ].map((match) => match[0]),
  },
  {
    name: 'a to-do marker',
    find: (text) => [...text.matchAll(/\b(?:TODO|FIXME|TBD)\b/g)].map((match) => match[0]),
  },
  {
    name: 'lorem ipsum',
    find: (text) => [...text.matchAll(/\blorem\b/giu)].map((match) => match[0]),
  },
  {
    name: 'xxx',
    find: (text) => [...text.matchAll(/\bx{3,}\b/giu)].map((match) => match[0]),
  },
];

/** Every stand-in in a text, as "rule: match". */
export function placeholdersInText(text: string): string[] {
  return textRules.flatMap(({ name, find }) => find(text).map((match) => `${name}: ${match}`));
}

/**
 * The stand-ins in one configured value: those of running text, and a value that is only the
 * country or mentions "example" at all.
 */
export function placeholdersInValue(value: string): string[] {
  const found = placeholdersInText(value);
  if (countryOnly.test(value.trim())) found.push(`an address that is only the country: ${value}`);
  if (/example/i.test(value) && !found.some((item) => item.startsWith('an example domain'))) {
    found.push(`an example value: ${value}`);
  }
  return found;
}
