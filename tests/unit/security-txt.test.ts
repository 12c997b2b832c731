import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { securityTxt, securityTxtLifetimeDays } from '@site/plugins/security-txt';
import { securityTxtFields } from '@site/tests/support/securityTxt';

describe('security.txt (plugins/security-txt, RFC 9116)', () => {
  const now = new Date('2026-11-24T08:30:15.123Z');
  const text = securityTxt({
    securityEmail: 'security@example.vn',
    siteUrl: 'https://docs.example.vn',
    baseUrl: '/site/',
    now,
  });
  const fields = securityTxtFields(text);

  it('names the configured mailbox as the one Contact', () => {
    assert.deepEqual(fields.get('Contact'), ['mailto:security@example.vn']);
  });

  it('expires once, under a year after the build, as an RFC 3339 UTC time', () => {
    const expires = fields.get('Expires') ?? [];
    assert.equal(expires.length, 1);
    assert.match(expires[0] ?? '', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const days = (Date.parse(expires[0] ?? '') - now.getTime()) / 86_400_000;
    assert.ok(days > 300 && days < 365, `Expires ${days.toFixed(1)} days after the build`);
    assert.equal(Math.round(days), securityTxtLifetimeDays);
  });

  it('prefers Vietnamese then English, and points at its canonical address and the policy', () => {
    assert.deepEqual(fields.get('Preferred-Languages'), ['vi, en']);
    assert.deepEqual(fields.get('Canonical'), [
      'https://docs.example.vn/site/.well-known/security.txt',
    ]);
    assert.deepEqual(fields.get('Policy'), ['https://docs.example.vn/site/security']);
  });

  it('has only field lines and ends with a newline', () => {
    assert.ok(text.endsWith('\n'));
    const lines = text.trimEnd().split('\n');
    assert.equal(lines.length, [...fields.values()].flat().length);
  });
});
