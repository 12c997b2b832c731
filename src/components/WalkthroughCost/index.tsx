/**
 * The full sum of a solution walkthrough: every cost line with its VAT (the same table as /pricing),
 * the one-time setup fee, and what is left of the walkthrough's saving after all of them.
 */
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { walkthroughs, type WalkthroughId } from '@site/src/data/walkthroughs';
import { formatVnd } from '@site/src/lib/numberFormat';
import { walkthroughSum } from '@site/src/lib/walkthroughs';
import CostBreakdown from '@site/src/components/CostBreakdown';

function netText(saved: number, net: number, paybackMonths: number | undefined): string {
  if (net < 0) {
    return translate(
      {
        id: 'walkthrough.cost.loss',
        message:
          'Khoản không còn phải trả, {saved} mỗi tháng, nhỏ hơn tổng chi phí: với các giả định này, mỗi tháng lỗ {loss}.',
      },
      { saved: formatVnd(saved), loss: formatVnd(-net) },
    );
  }
  return translate(
    {
      id: 'walkthrough.cost.net',
      message:
        'Khoản không còn phải trả, {saved} mỗi tháng, trừ tổng chi phí trong bảng còn {net} mỗi tháng; phí triển khai (đã gồm VAT) được bù sau khoảng {months} tháng.',
    },
    { saved: formatVnd(saved), net: formatVnd(net), months: paybackMonths ?? 0 },
  );
}

export default function WalkthroughCost({ id }: { id: WalkthroughId }): ReactNode {
  const sum = walkthroughSum(id);
  return (
    <div data-walkthrough-cost={id}>
      <CostBreakdown
        scenario={walkthroughs[id].scenario}
        withSetupFee
        caption={translate({
          id: 'walkthrough.cost.caption',
          message: 'Mọi khoản chi trong một tháng, theo bảng giá và giả định của MiniAI',
        })}
      />
      {sum.saved !== undefined && sum.net !== undefined && (
        <p data-testid="walkthrough-net">{netText(sum.saved, sum.net, sum.paybackMonths)}</p>
      )}
    </div>
  );
}
