/**
 * "Was this helpful?" (src/lib/pageFeedback.ts) and the device queue both forms share
 * (src/lib/intake.ts): what the feedback function accepts, and that a waiting submission is kept
 * once per key until it leaves.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { siteLocales } from '@site/config/locales';
import { dequeue, enqueue, readQueue } from '@site/src/lib/intake';
import {
  feedbackCommentMaxLength,
  feedbackPayload,
  readFeedbackPayload,
} from '@site/src/lib/pageFeedback';

/** The Web Storage interface over a Map, as localStorage behaves in one tab. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

describe('what the feedback function accepts', () => {
  it('reads back what the box sends, the comment trimmed', () => {
    const sent = feedbackPayload(
      '/en/docs/quickstart',
      'en',
      false,
      '  The token step is unclear. ',
    );
    assert.equal(sent.comment, 'The token step is unclear.');
    assert.deepEqual(readFeedbackPayload(JSON.parse(JSON.stringify(sent)), siteLocales), {
      payload: sent,
    });
    assert.deepEqual(
      readFeedbackPayload({ page: '/docs/intro', locale: 'vi', helpful: true }, siteLocales),
      { payload: { page: '/docs/intro', locale: 'vi', helpful: true, comment: '' } },
    );
  });

  it('refuses a long comment, a page off the site, an unknown locale and a non-boolean answer', () => {
    assert.deepEqual(
      readFeedbackPayload(
        {
          page: 'https://evil.example/',
          locale: 'fr',
          helpful: 'yes',
          comment: 'x'.repeat(feedbackCommentMaxLength + 1),
        },
        siteLocales,
      ),
      { problems: ['page', 'locale', 'helpful', 'comment'] },
    );
    assert.deepEqual(readFeedbackPayload(null, siteLocales), { problems: ['body'] });
  });
});

describe('the queue on the device', () => {
  const key = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
  const item = { endpoint: '/api/feedback', key, body: { helpful: true } };

  it('keeps a submission once per key until it is dequeued, then leaves nothing behind', () => {
    const storage = new MemoryStorage();
    enqueue(storage, 'miniai.feedbackQueue', item);
    enqueue(storage, 'miniai.feedbackQueue', { ...item, body: { helpful: false } });
    assert.deepEqual(readQueue(storage, 'miniai.feedbackQueue'), [
      { ...item, body: { helpful: false } },
    ]);
    assert.deepEqual(readQueue(storage, 'miniai.leadQueue'), []);
    dequeue(storage, 'miniai.feedbackQueue', key);
    assert.equal(storage.length, 0);
  });

  it('reads an unreadable queue as empty', () => {
    const storage = new MemoryStorage();
    storage.setItem('miniai.leadQueue', '{not json');
    assert.deepEqual(readQueue(storage, 'miniai.leadQueue'), []);
    storage.setItem('miniai.leadQueue', JSON.stringify([{ ...item, key: 'not-a-uuid' }]));
    assert.deepEqual(readQueue(storage, 'miniai.leadQueue'), []);
  });
});
