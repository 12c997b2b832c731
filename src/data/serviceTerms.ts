/**
 * MiniAI's standard service terms for buyers (/service-terms): the figures a buyer asks for, per
 * package of src/data/pricing.ts. Every figure is MiniAI's own commitment (`source: 'MiniAI'`),
 * not a market or legal number; the contract signed with a business prevails over this page. The
 * figures are entries of src/data/facts.ts, with their dates, so the facts test guards them too.
 */
import { facts } from '@site/src/data/facts';
import type { PackageId } from '@site/src/data/pricing';

/** Support for one package: when the team answers, and how soon it first replies. */
export interface PackageSupport {
  packageId: PackageId;
  /** Working days and hours (Vietnam time, UTC+7) in which tickets and chats are answered. */
  hours: 'weekdays' | 'weekdaysAndSaturday';
  /** First reply to a new request, in working hours within `hours`. */
  firstReplyHours: number;
  /** First reply when the mini app or the management app is down, in hours, any day. */
  outageReplyHours: number | null;
}

export interface ServiceTerms {
  /** ISO date from which these terms apply to new contracts. */
  effectiveDate: string;
  /** The first term of a contract, in months; it then renews for the same length. */
  minimumTermMonths: number;
  /** Written notice either side gives to end a contract at the end of a term, in days. */
  noticeDays: number;
  /** How long after the end of a contract the data export stays available, in days. */
  exportWindowDays: number;
  /** When the customer data is deleted after the end of a contract, in days (after the export window). */
  deletionDays: number;
  support: readonly PackageSupport[];
  source: 'MiniAI';
}

export const serviceTerms: ServiceTerms = {
  effectiveDate: '2026-12-01',
  minimumTermMonths: facts.serviceMinimumTerm.value,
  noticeDays: facts.serviceNoticePeriod.value,
  exportWindowDays: facts.dataExportWindow.value,
  deletionDays: facts.dataDeletion.value,
  support: [
    {
      packageId: 'starter',
      hours: 'weekdays',
      firstReplyHours: facts.starterFirstReply.value,
      outageReplyHours: null,
    },
    {
      packageId: 'growth',
      hours: 'weekdays',
      firstReplyHours: facts.growthFirstReply.value,
      outageReplyHours: facts.growthOutageReply.value,
    },
    {
      packageId: 'chain',
      hours: 'weekdaysAndSaturday',
      firstReplyHours: facts.chainFirstReply.value,
      outageReplyHours: facts.chainOutageReply.value,
    },
  ],
  source: 'MiniAI',
};
