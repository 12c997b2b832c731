/**
 * The request-a-demo form without React: validation, the JSON sent to the lead endpoint, the
 * prefilled email used when no endpoint is configured, and the submission itself.
 */
import { isEmailAddress, isVietnamesePhone } from './contactDetails';

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

/** The JSON body POSTed to MINIAI_LEAD_ENDPOINT (documented in the README, Configuration). */
export interface LeadPayload extends LeadFields {
  /** The language the reader used: `vi` or `en`. */
  locale: string;
  /** The path of the page the form was sent from, e.g. `/en/contact`. */
  page: string;
}

export function leadPayload(fields: LeadFields, locale: string, page: string): LeadPayload {
  return {
    name: fields.name.trim(),
    company: fields.company.trim(),
    phone: fields.phone.trim(),
    email: fields.email.trim(),
    need: fields.need.trim(),
    locale,
    page,
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
 * POSTs the payload as JSON without cookies; 'sent' only on a 2xx answer, 'failed' on any other
 * answer or a network error (the form then keeps what was typed).
 */
export async function sendLead(
  endpoint: string,
  payload: LeadPayload,
  fetchImpl: typeof fetch = fetch,
): Promise<'sent' | 'failed'> {
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'omit',
    });
    return response.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
