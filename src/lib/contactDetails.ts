/**
 * Rules for the contact details the site shows and the demo form accepts. Shared by config/site.ts
 * (build time, validating the MINIAI_CONTACT_* variables) and the form (browser), so both agree.
 */

/** Spaces, dots, hyphens and brackets people type inside a phone number. */
const phoneSeparators = /[\s.()-]/g;

/**
 * A Vietnamese phone number: `0` or `+84` followed by 9 or 10 digits (mobile numbers have 9 after
 * the prefix, fixed lines 10), separators allowed.
 */
export function isVietnamesePhone(value: string): boolean {
  return /^(?:0|\+84)\d{9,10}$/.test(value.replace(phoneSeparators, ''));
}

/** The number as a `tel:` link target: `+84` and digits only (a leading 0 becomes +84). */
export function telHref(phone: string): string {
  const digits = phone.replace(phoneSeparators, '');
  return `tel:${digits.startsWith('0') ? `+84${digits.slice(1)}` : digits}`;
}

/** A plausible address: something@domain.tld with no spaces (the mail server has the last word). */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value);
}
