/**
 * The arithmetic behind /pricing (src/lib/pricing.ts): the worked example and the estimator use the
 * same function, every cost line counts, and VND is written the Vietnamese way in both locales.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  costAssumptions,
  pricingPackages,
  projectPhases,
  workedExample,
  type CostAssumptions,
} from '@site/src/data/pricing';
import {
  findPackage,
  monthlyCost,
  parseCount,
  projectWeeks,
  setupCost,
} from '@site/src/lib/pricing';
import { formatBasisPoints, formatVnd } from '@site/src/lib/numberFormat';

const testRates: CostAssumptions = {
  oaPlanMonthly: 100_000,
  znsPerMessage: 250,
  paymentFeeBasisPoints: 200,
  vatBasisPoints: 1_000,
};

describe('monthly cost (src/lib/pricing.ts)', () => {
  it('adds the MiniAI fee, the OA plan, ZNS per message and the payment fee, each with its VAT', () => {
    const cost = monthlyCost(
      {
        packageId: 'growth',
        messagesPerMonth: 1_000,
        ordersPerMonth: 200,
        averageOrderValue: 50_000,
      },
      testRates,
    );
    const growth = findPackage('growth');
    assert.deepEqual(cost.lines, [
      { id: 'miniai', amount: growth.monthlyFee, vat: growth.monthlyFee / 10 },
      { id: 'oaPlan', amount: 100_000, vat: 10_000 },
      { id: 'zns', amount: 1_000 * 250, vat: 25_000 },
      // 200 orders × 50,000 ₫ = 10,000,000 ₫ at 2 %.
      { id: 'payment', amount: 200_000, vat: 20_000 },
    ]);
    const subtotal = growth.monthlyFee + 100_000 + 250_000 + 200_000;
    assert.equal(cost.subtotal, subtotal);
    assert.equal(cost.vat, subtotal / 10);
    assert.equal(cost.total, subtotal + subtotal / 10);
  });

  it('rounds the payment fee to the whole đồng once, on the month', () => {
    const cost = monthlyCost(
      { packageId: 'starter', messagesPerMonth: 0, ordersPerMonth: 3, averageOrderValue: 33_333 },
      { ...testRates, paymentFeeBasisPoints: 150 },
    );
    // 99,999 ₫ × 1.5 % = 1,499.985 ₫.
    assert.equal(cost.lines.find((line) => line.id === 'payment')?.amount, 1_500);
  });

  it('gives the worked example the total of its lines under the published assumptions', () => {
    const cost = monthlyCost(workedExample);
    const expected =
      findPackage(workedExample.packageId).monthlyFee +
      costAssumptions.oaPlanMonthly +
      workedExample.messagesPerMonth * costAssumptions.znsPerMessage +
      (workedExample.ordersPerMonth *
        workedExample.averageOrderValue *
        costAssumptions.paymentFeeBasisPoints) /
        10_000;
    assert.equal(cost.subtotal, expected);
    assert.equal(cost.total, expected + cost.vat);
    assert.equal(cost.lines.length, 4, 'MiniAI, OA plan, ZNS and payment fees');
  });

  it('adds VAT to the one-time setup fee', () => {
    const setup = setupCost('starter', testRates);
    const fee = findPackage('starter').setupFee;
    assert.deepEqual(setup, { amount: fee, vat: fee / 10, total: fee + fee / 10 });
  });

  it('refuses an unknown package', () => {
    assert.throws(() => findPackage('gold' as never), /Unknown pricing package "gold"/);
  });
});

describe('packages (src/data/pricing.ts)', () => {
  it('offers at least three packages, each dearer than the one before', () => {
    assert.ok(pricingPackages.length >= 3);
    for (const [index, current] of pricingPackages.entries()) {
      const previous = pricingPackages[index - 1];
      if (previous === undefined) continue;
      assert.ok(current.setupFee > previous.setupFee, `${current.id} setup fee`);
      assert.ok(current.monthlyFee > previous.monthlyFee, `${current.id} monthly fee`);
    }
  });

  it('plans at least one week for every phase and sums them', () => {
    for (const pricingPackage of pricingPackages) {
      for (const phase of projectPhases) assert.ok(pricingPackage.weeks[phase] >= 1, phase);
      const sum = Object.values(pricingPackage.weeks).reduce((a, b) => a + b, 0);
      assert.equal(projectWeeks(pricingPackage), sum);
    }
  });
});

describe('numbers as readers see them', () => {
  it('writes VND the Vietnamese way: dots between thousands, ₫ after a no-break space', () => {
    assert.equal(formatVnd(1_250_000), '1.250.000\u00a0₫');
    assert.equal(formatVnd(0), '0\u00a0₫');
  });

  it('writes the fee rate in the reader’s locale', () => {
    assert.equal(formatBasisPoints(150, 'vi-VN'), '1,5%');
    assert.equal(formatBasisPoints(150, 'en-US'), '1.5%');
  });

  it('reads a typed count with thousands separators and refuses anything else', () => {
    assert.equal(parseCount('2000'), 2000);
    assert.equal(parseCount(' 1.500 '), 1500);
    assert.equal(parseCount('1,500'), 1500);
    assert.equal(parseCount('0'), 0);
    for (const bad of ['', '-5', '12a', '1e3']) assert.equal(parseCount(bad), undefined, bad);
  });
});
