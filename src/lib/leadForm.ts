/**
 * The request-a-demo form without React: validation, the JSON sent to the lead endpoint, the
 * prefilled email used when no endpoint is configured, and the submission itself. The lead
 * function (functions/api/lead.ts) checks a received payload with the same rules (`readLeadPayload`).
 */
import { leadConsent } from '../data/consent';
import { isEmailAddress, isVietnamesePhone } from './contactDetails';
import { isPlainObject, pagePathPattern, postSubmission } from './intake';

export interface LeadFields {
  name: string;
  company: string;
  phone: string;
  email: string;
  need: string;
}

export type LeadField = keyof LeadFields;

/** The order of the fields on the form: the first invalid one in this order gets the focus. */
export const leadFieldOrder: readonly LeadField[] = ['name', 'company', 'phone', 'email', 'need'];

export const emptyLead: LeadFields = { name: '', company: '', phone: '', email: '', need: '' };

/** Longest accepted value per field: a name, a company name, an address line, a short brief. */
export const leadMaxLength: Record<LeadField, number> = {
  name: 100,
  company: 150,
  phone: 20,
  email: 254,
  need: 2000,
};

/** Why a field was refused; the form turns each into a sentence in the reader's language. */
export type LeadProblem = 'required' | 'phone' | 'email' | 'tooLong';

/** Fields the team cannot answer without: who, how to call back, and what is wanted. */
const requiredFields: ReadonlySet<LeadField> = new Set(['name', 'phone', 'need']);

/** The problems of a filled-in form, by field; an empty object when it can be sent. */
export function validateLead(fields: LeadFields): Partial<Record<LeadField, LeadProblem>> {
  const problems: Partial<Record<LeadField, LeadProblem>> = {};
  for (const field of leadFieldOrder) {
    const value = fields[field].trim();
    if (value === '') {
      if (requiredFields.has(field)) problems[field] = 'required';
    } else if (value.length > leadMaxLength[field]) problems[field] = 'tooLong';
    else if (field === 'phone' && !isVietnamesePhone(value)) problems[field] = 'phone';
    else if (field === 'email' && !isEmailAddress(value)) problems[field] = 'email';
  }
  return problems;
}

/** The first field with a problem, in form order: where the focus goes after a refused submit. */
export function firstInvalidField(
  problems: Partial<Record<LeadField, LeadProblem>>,
): LeadField | undefined {
  return leadFieldOrder.find((field) => problems[field] !== undefined);
}

/** What the visitor agreed to: the consent text's version and when the box was ticked. */
interface LeadConsent {
  version: string;
  /** An ISO 8601 time from the visitor's device. */
  givenAt: string;
}

/** The JSON body POSTed to MINIAI_LEAD_ENDPOINT (documented in the README, Configuration). */
export interface LeadPayload extends LeadFields {
  /** The language the reader used: `vi` or `en`. */
  locale: string;
  /** The path of the page the form was sent from, e.g. `/en/contact`. */
  page: string;
  consent: LeadConsent;
  /** A field people never see and bots fill in: a lead with text in it is not stored. */
  website: string;
}

export function leadPayload(
  fields: LeadFields,
  locale: string,
  page: string,
  consentGivenAt: string,
  honeypot = '',
): LeadPayload {
  return {
    name: fields.name.trim(),
    company: fields.company.trim(),
    phone: fields.phone.trim(),
    email: fields.email.trim(),
    need: fields.need.trim(),
    locale,
    page,
    consent: { version: leadConsent.version, givenAt: consentGivenAt },
    website: honeypot,
  };
}

/** Why the lead function refused a payload, by member: the field rules, or the envelope's. */
export type LeadPayloadProblems = Partial<
  Record<LeadField, LeadProblem> &
    Record<'locale' | 'page' | 'consent' | 'website' | 'body', 'invalid'>
>;

/**
 * The server's reading of a received body: the payload when every rule of the form holds, the
 * locale is one of `locales`, and the consent is the current text's; otherwise what is wrong.
 */
export function readLeadPayload(
  value: unknown,
  locales: readonly string[],
): { payload: LeadPayload } | { problems: LeadPayloadProblems } {
  if (!isPlainObject(value)) return { problems: { body: 'invalid' } };
  const fields = { ...emptyLead };
  const notText: LeadPayloadProblems = {};
  for (const field of leadFieldOrder) {
    const member = value[field] ?? '';
    if (typeof member === 'string') fields[field] = member;
    else notText[field] = 'required';
  }
  const problems: LeadPayloadProblems = { ...validateLead(fields), ...notText };
  const { locale, page, consent, website = '' } = value;
  if (typeof locale !== 'string' || !locales.includes(locale)) problems.locale = 'invalid';
  if (typeof page !== 'string' || !pagePathPattern.test(page)) problems.page = 'invalid';
  const givenAt = isPlainObject(consent) ? consent.givenAt : undefined;
  if (
    !isPlainObject(consent) ||
    consent.version !== leadConsent.version ||
    typeof givenAt !== 'string' ||
    givenAt.length > 40 ||
    Number.isNaN(Date.parse(givenAt))
  ) {
    problems.consent = 'invalid';
  }
  if (typeof website !== 'string') problems.website = 'invalid';
  if (Object.keys(problems).length > 0) return { problems };
  return {
    payload: leadPayload(
      fields,
      locale as string,
      page as string,
      givenAt as string,
      website as string,
    ),
  };
}

/** A `mailto:` link with the subject and a body listing every field under its label. */
export function leadMailto(
  address: string,
  subject: string,
  labels: Record<LeadField, string>,
  fields: LeadFields,
): string {
  const body = leadFieldOrder
    .map((field) => `${labels[field]}: ${fields[field].trim()}`)
    .join('\n');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * POSTs the payload with the lead's idempotency key (a resend is stored once): 'failed' for an
 * answer that refuses it, the other results as `postSubmission` gives them.
 */
export async function sendLead(
  endpoint: string,
  payload: LeadPayload,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<'sent' | 'failed' | 'unavailable' | 'unreachable'> {
  const result = await postSubmission({ endpoint, key: idempotencyKey, body: payload }, fetchImpl);
  return result === 'refused' ? 'failed' : result;
}
