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
const fnb = { movedOrders: 1_440, orderValue: 70_000, commissionBasisPoints: 2_500 };

/**
 * Cosmetics brand: 20 % of 500 M₫ of marketplace sales move (or only 5 %, 25 M₫), in orders of
 * 250,000 ₫ with an order confirmation and a delivery notice each; the marketplaces' assumed
 * total fees are in basis points.
 */
const cosmetics = { orderValue: 250_000, messagesPerOrder: 2, marketplaceBasisPoints: 1_500 };

/** The Growth package walkthrough of a cosmetics brand whose `movedSales` leave the marketplaces. */
function cosmeticsWalkthrough(movedSales: number): Walkthrough & { savedPerMonth: number } {
  const ordersPerMonth = movedSales / cosmetics.orderValue;
  return {
    scenario: {
      packageId: 'growth',
      messagesPerMonth: ordersPerMonth * cosmetics.messagesPerOrder,
      ordersPerMonth,
      averageOrderValue: cosmetics.orderValue,
    },
    savedPerMonth: (movedSales * cosmetics.marketplaceBasisPoints) / 10_000,
  };
}

export const walkthroughs = {
  'fnb-ordering': {
    scenario: {
      packageId: 'chain',
      messagesPerMonth: fnb.movedOrders,
      ordersPerMonth: fnb.movedOrders,
      averageOrderValue: fnb.orderValue,
    },
    savedPerMonth: (fnb.movedOrders * fnb.orderValue * fnb.commissionBasisPoints) / 10_000,
  },
  'cosmetics-off-marketplaces': cosmeticsWalkthrough(100_000_000),
  'cosmetics-low-shift': cosmeticsWalkthrough(25_000_000),
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
