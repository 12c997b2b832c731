/**
 * The arithmetic of /pricing: one function for the worked example (server-rendered) and the
 * estimator (browser), so both always show the same total for the same inputs.
 */
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
  /** VND per month, whole đồng. */
  amount: number;
}

export interface MonthlyCost {
  lines: CostLine[];
  total: number;
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

/** Every line a shop pays in a month (MiniAI, OA plan, ZNS, payment fees) and their sum, in VND. */
export function monthlyCost(
  scenario: CostScenario,
  assumptions: CostAssumptions = costAssumptions,
): MonthlyCost {
  const orderValue = scenario.ordersPerMonth * scenario.averageOrderValue;
  const lines: CostLine[] = [
    { id: 'miniai', amount: findPackage(scenario.packageId).monthlyFee },
    { id: 'oaPlan', amount: assumptions.oaPlanMonthly },
    { id: 'zns', amount: scenario.messagesPerMonth * assumptions.znsPerMessage },
    // Basis points keep the rate exact; the fee is rounded to the đồng once, on the month's total.
    {
      id: 'payment',
      amount: Math.round((orderValue * assumptions.paymentFeeBasisPoints) / 10_000),
    },
  ];
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}

/** A count typed by the reader: a whole number from 0 up, or undefined when it is not one. */
export function parseCount(text: string): number | undefined {
  const compact = text.replace(/[\s.,]/g, '');
  if (!/^\d{1,12}$/.test(compact)) return undefined;
  return Number(compact);
}
