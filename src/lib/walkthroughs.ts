/**
 * The sum of a solution walkthrough: its cost lines from monthlyCost(), what it stops paying
 * elsewhere, what is left each month and how many months repay the setup fee.
 */
import { walkthroughs, type WalkthroughId } from '../data/walkthroughs';
import { monthlyCost, setupCost, type MonthlyCost, type OneTimeCost } from './pricing';

export interface WalkthroughSum {
  cost: MonthlyCost;
  setup: OneTimeCost;
  /** What the shop no longer pays elsewhere each month, when the walkthrough counts one. */
  saved?: number;
  /** saved − cost.total: negative is a monthly loss. */
  net?: number;
  /** Whole months for the net to repay the setup fee (VAT included), when net is positive. */
  paybackMonths?: number;
}

export function walkthroughSum(id: WalkthroughId): WalkthroughSum {
  const walkthrough = walkthroughs[id];
  const cost = monthlyCost(walkthrough.scenario);
  const setup = setupCost(walkthrough.scenario.packageId);
  if (!('savedPerMonth' in walkthrough)) return { cost, setup };
  const net = walkthrough.savedPerMonth - cost.total;
  return {
    cost,
    setup,
    saved: walkthrough.savedPerMonth,
    net,
    paybackMonths: net > 0 ? Math.ceil(setup.total / net) : undefined,
  };
}
