/**
 * The Tết gift campaign that gift/solution.mdx walks through, planned backwards from the next Tết
 * (src/data/facts.ts, `dateFacts.nextTet`): the page shows these dates through
 * <TetCampaignDates />, its samples use them, and tests/unit/gift-campaign.test.ts fails when one
 * is past, so the example never silently plans a campaign that is over.
 */
import type { SiteLocale } from '@site/config/locales';
import { dateFacts } from '@site/src/data/facts';

/** MiniAI's example plan, in days: the gaps the walkthrough's steps need, not a Zalo rule. */
const tetCampaignPlan = {
  /** Staff choose until this many days before Tết, so the gifts are delivered before the holiday. */
  chooseByDaysBeforeTet: 11,
  /** The hour of the last day, Vietnam time, at which the choice closes. */
  chooseByTime: '17:00',
  /** The campaign is announced (OA article, ZNS) this long before the choice closes. */
  announceDaysBeforeChooseBy: 14,
  /** ZNS templates go to Zalo's review this long before the announcement, to be approved in time. */
  registerTemplatesDaysBeforeAnnouncement: 5,
} as const;

/** The campaign's dates, ISO (YYYY-MM-DD), earliest first. */
export interface TetCampaignDates {
  registerTemplatesBy: string;
  announceOn: string;
  chooseBy: string;
  tet: string;
}

const dayMs = 24 * 60 * 60 * 1000;

/** `iso` moved by `days` (negative: earlier). */
function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The campaign planned backwards from the first day of Tết `tet`. */
export function tetCampaignDates(tet: string = dateFacts.nextTet.date): TetCampaignDates {
  const plan = tetCampaignPlan;
  const chooseBy = addDays(tet, -plan.chooseByDaysBeforeTet);
  const announceOn = addDays(chooseBy, -plan.announceDaysBeforeChooseBy);
  const registerTemplatesBy = addDays(announceOn, -plan.registerTemplatesDaysBeforeAnnouncement);
  return { registerTemplatesBy, announceOn, chooseBy, tet };
}

const plan = tetCampaignPlan;

/** Each date of the campaign with what happens on it, per locale, in the order of the steps. */
export const tetCampaignMilestones: readonly {
  id: keyof TetCampaignDates;
  label: Record<SiteLocale, string>;
}[] = [
  {
    id: 'registerTemplatesBy',
    label: {
      vi: `Gửi mẫu ZNS cho Zalo duyệt (bước 3), chậm nhất ${plan.registerTemplatesDaysBeforeAnnouncement} ngày trước ngày thông báo`,
      en: `Send the ZNS templates for Zalo’s review (step 3), at least ${plan.registerTemplatesDaysBeforeAnnouncement} days before the announcement`,
    },
  },
  {
    id: 'announceOn',
    label: {
      vi: `Thông báo chiến dịch bằng bài viết OA và tin ZNS (bước 4), ${plan.announceDaysBeforeChooseBy} ngày trước hạn chọn quà`,
      en: `Announce the campaign with an OA article and ZNS messages (step 4), ${plan.announceDaysBeforeChooseBy} days before the choice closes`,
    },
  },
  {
    id: 'chooseBy',
    label: {
      vi: `Hạn chọn quà, ${plan.chooseByTime} giờ Việt Nam, ${plan.chooseByDaysBeforeTet} ngày trước Tết để kịp giao quà`,
      en: `The choice closes at ${plan.chooseByTime} Vietnam time, ${plan.chooseByDaysBeforeTet} days before Tết so the gifts arrive in time`,
    },
  },
  { id: 'tet', label: { vi: 'Mùng 1 Tết', en: 'First day of Tết' } },
];
