/**
 * The arithmetic of every cost sum on the site: one function for the worked example on /pricing
 * (server-rendered), the estimator (browser) and the solution walkthroughs, so all of them show
 * the same lines, VAT and total for the same inputs.
 */
import { vatStatus, type VatStatus } from '../data/facts';
import {
  costAssumptions,
  pricingPackages,
  projectPhases,
  type CostAssumptions,
  type CostScenario,
  type PackageId,
  type PricingPackage,
} from '../data/pricing';

export type CostLineId = 'miniai' | 'oaPlan' | 'zns' | 'payment';

interface CostLine {
  id: CostLineId;
  /** VND per month before VAT, whole đồng. */
  amount: number;
  /** The VAT on the line, whole đồng. */
  vat: number;
}

export interface MonthlyCost {
  lines: CostLine[];
  /** The lines before VAT. */
  subtotal: number;
  /** The VAT of all lines. */
  vat: number;
  /** What the shop pays in the month, VAT included. */
  total: number;
}

/** A one-time fee with its VAT. */
export interface OneTimeCost {
  amount: number;
  vat: number;
  total: number;
}

/** How the price behind each line is quoted with respect to VAT, and who says so. */
export function vatStatusOf(id: CostLineId): VatStatus {
  if (id === 'miniai') return vatStatus.miniai;
  if (id === 'payment') return vatStatus.payment;
  return vatStatus.zalo;
}

/** VAT on an amount quoted before VAT, rounded to the đồng once per line. */
function vatOn(amount: number, assumptions: CostAssumptions): number {
  return Math.round((amount * assumptions.vatBasisPoints) / 10_000);
}

export function findPackage(id: PackageId): PricingPackage {
  const found = pricingPackages.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`Unknown pricing package "${id}".`);
  return found;
}

/** Total planned weeks of a package's project, summed over its phases. */
export function projectWeeks(pricingPackage: PricingPackage): number {
  return projectPhases.reduce((sum, phase) => sum + pricingPackage.weeks[phase], 0);
}

/**
 * Every line a shop pays in a month (MiniAI, OA plan, ZNS, payment fees), each with its VAT, and
 * their sums, in VND.
 */
export function monthlyCost(
  scenario: CostScenario,
  assumptions: CostAssumptions = costAssumptions,
): MonthlyCost {
  const orderValue = scenario.ordersPerMonth * scenario.averageOrderValue;
  const amounts: [CostLineId, number][] = [
    ['miniai', findPackage(scenario.packageId).monthlyFee],
    ['oaPlan', assumptions.oaPlanMonthly],
    ['zns', scenario.messagesPerMonth * assumptions.znsPerMessage],
    // Basis points keep the rate exact; the fee is rounded to the đồng once, on the month's total.
    ['payment', Math.round((orderValue * assumptions.paymentFeeBasisPoints) / 10_000)],
  ];
  const lines = amounts.map(([id, amount]) => ({ id, amount, vat: vatOn(amount, assumptions) }));
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const vat = lines.reduce((sum, line) => sum + line.vat, 0);
  return { lines, subtotal, vat, total: subtotal + vat };
}

/** The package's one-time setup fee with its VAT. */
export function setupCost(
  packageId: PackageId,
  assumptions: CostAssumptions = costAssumptions,
): OneTimeCost {
  const amount = findPackage(packageId).setupFee;
  const vat = vatOn(amount, assumptions);
  return { amount, vat, total: amount + vat };
}

/** A count typed by the reader: a whole number from 0 up, or undefined when it is not one. */
export function parseCount(text: string): number | undefined {
  const compact = text.replace(/[\s.,]/g, '');
  if (!/^\d{1,12}$/.test(compact)) return undefined;
  return Number(compact);
}
