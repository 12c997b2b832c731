/**
 * The consent the demo form asks for (Law 91/2025/QH15 on Personal Data Protection, Art. 9, and
 * Decree 356/2025/ND-CP). The wording is the form's `contact.consent.*` strings and /privacy; a
 * change to what it says gets a new version, so every stored lead names the text its sender ticked.
 * The retention is a fact of src/data/facts.ts (`leadRetention`), with its dates.
 */
import { facts } from './facts';

export interface LeadConsentPolicy {
  /** Stored with each lead (`consent_version`); the lead function accepts only this one. */
  version: string;
  /** How long a lead is kept after the last contact about it, unless consent is withdrawn sooner. */
  retentionMonths: number;
  /** Who set the figure: a company policy, not a legal requirement. */
  source: 'MiniAI';
}

export const leadConsent: LeadConsentPolicy = {
  version: 'lead-demo-v1',
  retentionMonths: facts.leadRetention.value,
  source: 'MiniAI',
};
