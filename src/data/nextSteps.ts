/**
 * The two next steps a reader is offered at the end of the landing page, of every blog post and of
 * the gift slide deck: what it costs (/pricing) and how to talk to MiniAI (/contact). The first is
 * the primary button.
 */
import { translate } from '@docusaurus/Translate';

export interface NextStepLink {
  /** A page of this site. */
  to: string;
  label: string;
}

/** Built when called, so that the labels are those of the locale being rendered. */
export function nextStepLinks(): NextStepLink[] {
  return [
    { to: '/pricing', label: translate({ id: 'nextSteps.pricing', message: 'Xem chi phí' }) },
    { to: '/contact', label: translate({ id: 'nextSteps.contact', message: 'Đặt lịch demo' }) },
  ];
}
