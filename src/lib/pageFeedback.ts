/**
 * "Was this helpful?": the answer a reader sends about a page, checked by the same rules in the
 * browser and in the feedback function (functions/api/feedback.ts).
 */
import { isPlainObject, pagePathPattern } from './intake';

/** Longest optional comment: a few sentences, never a form to fill in. */
export const feedbackCommentMaxLength = 500;

/** The JSON body POSTed to `/api/feedback`. */
export interface FeedbackPayload {
  /** The page's path, e.g. `/en/docs/quickstart`. */
  page: string;
  /** The language of the page: `vi` or `en`. */
  locale: string;
  helpful: boolean;
  /** Optional; trimmed, at most `feedbackCommentMaxLength` characters. */
  comment: string;
}

export function feedbackPayload(
  page: string,
  locale: string,
  helpful: boolean,
  comment: string,
): FeedbackPayload {
  return { page, locale, helpful, comment: comment.trim() };
}

/** Whether a typed comment can be sent (the box refuses a longer one with a message). */
export function isFeedbackCommentValid(comment: string): boolean {
  return comment.trim().length <= feedbackCommentMaxLength;
}

/** The server's reading of a received body: the payload, or the names of the wrong members. */
export function readFeedbackPayload(
  value: unknown,
  locales: readonly string[],
): { payload: FeedbackPayload } | { problems: string[] } {
  if (!isPlainObject(value)) return { problems: ['body'] };
  const { page, locale, helpful, comment = '' } = value;
  const problems = [
    typeof page === 'string' && pagePathPattern.test(page) ? '' : 'page',
    typeof locale === 'string' && locales.includes(locale) ? '' : 'locale',
    typeof helpful === 'boolean' ? '' : 'helpful',
    typeof comment === 'string' && isFeedbackCommentValid(comment) ? '' : 'comment',
  ].filter(Boolean);
  if (problems.length > 0) return { problems };
  return {
    payload: feedbackPayload(
      page as string,
      locale as string,
      helpful as boolean,
      comment as string,
    ),
  };
}
