/**
 * MiniAI's packages and the assumptions of the monthly cost example: the one source for /pricing,
 * its cost estimator and the tests. Numbers only; the texts live with the components (translate()).
 *
 * Every figure comes from src/data/facts.ts, with its source and dates: package prices are MiniAI's
 * indicative list prices (the final quote depends on scope); Zalo and payment figures are labelled
 * assumptions.
 */
import { facts } from './facts';

/** The five project phases of the typical roadmap (blog post "zalo-mini-app"), in order. */
export const projectPhases = ['discovery', 'design', 'build', 'zaloReview', 'launch'] as const;
export type ProjectPhase = (typeof projectPhases)[number];

export type PackageId = 'starter' | 'growth' | 'chain';

export interface PricingPackage {
  id: PackageId;
  /** One-time fee for the project, VND. */
  setupFee: number;
  /** Monthly fee for hosting, the management app, updates and support, VND. */
  monthlyFee: number;
  /** Planned weeks per phase; the Zalo review phase is a planning allowance, not a promise. */
  weeks: Record<ProjectPhase, number>;
  /** Whether the package includes a test environment of its own, apart from production data. */
  separateTestEnvironment: boolean;
  /** Whether the package includes connecting the shop's own systems through the MiniAI API. */
  apiIntegration: boolean;
}

export const pricingPackages: readonly PricingPackage[] = [
  {
    id: 'starter',
    setupFee: facts.starterSetupFee.value,
    monthlyFee: facts.starterMonthlyFee.value,
    weeks: { discovery: 1, design: 1, build: 2, zaloReview: 1, launch: 1 },
    separateTestEnvironment: false,
    apiIntegration: false,
  },
  {
    id: 'growth',
    setupFee: facts.growthSetupFee.value,
    monthlyFee: facts.growthMonthlyFee.value,
    weeks: { discovery: 2, design: 2, build: 4, zaloReview: 2, launch: 1 },
    separateTestEnvironment: false,
    apiIntegration: true,
  },
  {
    id: 'chain',
    setupFee: facts.chainSetupFee.value,
    monthlyFee: facts.chainMonthlyFee.value,
    weeks: { discovery: 3, design: 3, build: 6, zaloReview: 2, launch: 2 },
    separateTestEnvironment: true,
    apiIntegration: true,
  },
];

/** What a shop pays outside MiniAI each month, as assumptions for the example and the estimator. */
export interface CostAssumptions {
  /** Zalo OA paid plan per month, VND. */
  oaPlanMonthly: number;
  /** ZNS/ZBS price per message, VND. */
  znsPerMessage: number;
  /** Online payment fee in basis points of the order value (150 = 1.5 %). */
  paymentFeeBasisPoints: number;
  /** VAT rate in basis points, added to every line (1000 = 10 %). */
  vatBasisPoints: number;
}

export const costAssumptions: CostAssumptions = {
  oaPlanMonthly: facts.oaPlanMonthly.value,
  znsPerMessage: facts.znsPerMessage.value,
  paymentFeeBasisPoints: facts.paymentFee.value,
  vatBasisPoints: facts.vatRate.value,
};

/** The illustrative shop of the worked example on /pricing (a scenario, not a customer). */
export interface CostScenario {
  packageId: PackageId;
  messagesPerMonth: number;
  ordersPerMonth: number;
  averageOrderValue: number;
}

export const workedExample: CostScenario = {
  packageId: 'starter',
  messagesPerMonth: 2_000,
  ordersPerMonth: 1_500,
  averageOrderValue: 120_000,
};
