/**
 * The inputs of the solution walkthroughs' cost sums (illustrative scenarios, not customers):
 * the package each walkthrough would buy, its messages and online orders in a month, and what the
 * shop stops paying elsewhere. src/components/WalkthroughCost turns them into the same cost table
 * as /pricing (monthlyCost() of src/lib/pricing.ts), so every sum carries every line and its VAT.
 */
import type { CostScenario } from './pricing';

export interface Walkthrough {
  scenario: CostScenario;
  /**
   * What the shop no longer pays in the month because of the mini app (commission, marketplace
   * fees), VND; undefined when the walkthrough's gain is time, not money.
   */
  savedPerMonth?: number;
}

/** F&B chain: 20 % of 7,200 delivery-app orders of 70,000 ₫ move to the mini app. */
const fnbMovedOrders = 1_440;
const fnbOrderValue = 70_000;
/** The delivery apps' assumed commission, in basis points. */
const fnbCommissionBasisPoints = 2_500;

/** Cosmetics brand: 20 % of 500 M₫ of marketplace sales move, in orders of 250,000 ₫. */
const cosmeticsMovedSales = 100_000_000;
/** The same brand when only 5 % move. */
const cosmeticsLowShiftSales = 25_000_000;
const cosmeticsOrderValue = 250_000;
/** The marketplaces' assumed total fees, in basis points. */
const cosmeticsMarketplaceBasisPoints = 1_500;
/** An order confirmation and a delivery notice. */
const cosmeticsMessagesPerOrder = 2;

export const walkthroughs = {
  'fnb-ordering': {
    scenario: {
      packageId: 'chain',
      messagesPerMonth: fnbMovedOrders,
      ordersPerMonth: fnbMovedOrders,
      averageOrderValue: fnbOrderValue,
    },
    savedPerMonth: (fnbMovedOrders * fnbOrderValue * fnbCommissionBasisPoints) / 10_000,
  },
  'cosmetics-off-marketplaces': {
    scenario: {
      packageId: 'growth',
      messagesPerMonth: (cosmeticsMovedSales / cosmeticsOrderValue) * cosmeticsMessagesPerOrder,
      ordersPerMonth: cosmeticsMovedSales / cosmeticsOrderValue,
      averageOrderValue: cosmeticsOrderValue,
    },
    savedPerMonth: (cosmeticsMovedSales * cosmeticsMarketplaceBasisPoints) / 10_000,
  },
  'cosmetics-low-shift': {
    scenario: {
      packageId: 'growth',
      messagesPerMonth: (cosmeticsLowShiftSales / cosmeticsOrderValue) * cosmeticsMessagesPerOrder,
      ordersPerMonth: cosmeticsLowShiftSales / cosmeticsOrderValue,
      averageOrderValue: cosmeticsOrderValue,
    },
    savedPerMonth: (cosmeticsLowShiftSales * cosmeticsMarketplaceBasisPoints) / 10_000,
  },
  // 1,200 invitations and 480 reminders in the campaign's month; the company pays for the gifts.
  'hr-gift-campaign': {
    scenario: {
      packageId: 'chain',
      messagesPerMonth: 1_680,
      ordersPerMonth: 0,
      averageOrderValue: 0,
    },
  },
} as const satisfies Record<string, Walkthrough>;

export type WalkthroughId = keyof typeof walkthroughs;
