/**
 * Versioning told once (issue #38, item 4): the API overview and every changelog entry that speaks
 * of the versioning policy render the one rule of src/data/apiVersioning.ts, in both locales; no
 * page restates it by hand; v1.1's in-place changes are called breaking, with the day they took
 * effect; and every dated change is announced at least the promised number of days ahead.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { apiVersioningRule } from '@site/src/data/apiVersioning';
import { facts } from '@site/src/data/facts';
import { contentAreas, markdownFiles, readMarkdown } from '@site/tests/support/content';

const area = (name: string) => {
  const found = contentAreas.find((candidate) => candidate.name === name);
  assert.ok(found, name);
  return found;
};
const api = area('api');
const changelog = area('changelog');

const locales = [
  { code: 'vi', api: api.source, changelog: changelog.source },
  { code: 'en', api: api.english, changelog: changelog.english },
] as const;

/** Words by which a page speaks of the versioning policy. */
const speaksOfPolicy = /chính sách phiên bản|phiên bản chính|versioning policy|major version/i;

/** The rule as it was once typed by hand, and a notice period typed by hand. */
const handWrittenRule = [
  /phá vỡ tương thích chỉ có ở phiên bản chính mới/i,
  /breaking changes only (?:come|ship) (?:with|in) a new major version/i,
  /(?:ít nhất|at least) \d+ (?:ngày|days) (?:trước|before)/i,
];

const breakingChangeNoticeDays = facts.breakingChangeNotice.value;
const previousMajorSupportMonths = facts.previousMajorSupport.value;

const rendersRule = (body: string) =>
  /^import ApiVersioningRule from '@site\/src\/components\/ApiVersioningRule';$/m.test(body) &&
  body.includes('<ApiVersioningRule />');

for (const locale of locales) {
  const overview = readMarkdown(path.join(locale.api, 'overview.mdx'));
  const posts = markdownFiles(locale.changelog).map((file) =>
    readMarkdown(path.join(locale.changelog, file)),
  );

  describe(`${locale.code}: the versioning policy`, () => {
    it('the API overview renders the one rule', () => {
      assert.ok(rendersRule(overview.body), overview.file);
    });

    it('every changelog entry that speaks of the policy renders the same rule', () => {
      const speaking = posts.filter((post) => speaksOfPolicy.test(post.body));
      assert.ok(speaking.length > 0);
      assert.deepEqual(
        speaking.filter((post) => !rendersRule(post.body)).map((post) => post.file),
        [],
      );
    });

    it('no page of the overview or the changelog states the rule by hand', () => {
      const found = [overview, ...posts].flatMap((page) =>
        handWrittenRule
          .map((pattern) => pattern.exec(page.body)?.[0])
          .filter((match) => match !== undefined)
          .map((match) => `${page.file}: ${match}`),
      );
      assert.deepEqual(found, []);
    });

    it("calls v1.1's in-place changes breaking, with the day they took effect, in the overview and the v1.1 entry", () => {
      const v11 = posts.find((post) => post.frontMatter.slug === 'api-v1-1');
      assert.ok(v11);
      const breaking = locale.code === 'vi' ? 'phá vỡ tương thích' : 'breaking changes';
      const day = locale.code === 'vi' ? '25/11/2026' : '25 November 2026';
      for (const page of [overview, v11]) {
        assert.ok(page.body.includes(breaking), `${page.file}: "${breaking}"`);
      }
      // The release note records its day; the overview reads it from src/data/apiReleases.ts.
      assert.ok(v11.body.includes(day), `${v11.file}: "${day}"`);
      assert.ok(
        overview.body.includes('<ApiReleaseDate version="1.1" />'),
        `${overview.file}: <ApiReleaseDate version="1.1" />`,
      );
    });

    it(`announces every dated change at least ${breakingChangeNoticeDays} days before it takes effect`, () => {
      const dated = posts.flatMap((post) =>
        [
          ...post.body.matchAll(
            /^## (?:Có hiệu lực từ ngày (\d{1,2})\/(\d{1,2})\/(\d{4})|Effective on (\d{1,2}) (\w+) (\d{4}))$/gm,
          ),
        ].map((match) => {
          const [, vd, vm, vy, ed, em, ey] = match;
          const effective =
            vd !== undefined
              ? Date.UTC(Number(vy), Number(vm) - 1, Number(vd))
              : // V8 reads an English date with its zone ("1 March 2027 UTC").
                Date.parse(`${ed ?? ''} ${em ?? ''} ${ey ?? ''} UTC`);
          const announced = new Date(String(post.frontMatter.date)).getTime();
          return { file: post.file, days: (effective - announced) / 86_400_000 };
        }),
      );
      assert.ok(dated.length > 0, 'a changelog entry has a dated section');
      for (const { file, days } of dated) {
        assert.ok(days >= breakingChangeNoticeDays, `${file}: ${days} days of notice`);
      }
    });
  });
}

describe('the rule itself (src/data/apiVersioning.ts)', () => {
  it(`names the ${breakingChangeNoticeDays} days of notice and the ${previousMajorSupportMonths} months of support in both locales, from the facts`, () => {
    assert.match(apiVersioningRule.vi, new RegExp(`ít nhất ${breakingChangeNoticeDays} ngày`));
    assert.match(apiVersioningRule.en, new RegExp(`at least ${breakingChangeNoticeDays} days`));
    assert.match(apiVersioningRule.vi, new RegExp(`ít nhất ${previousMajorSupportMonths} tháng`));
    assert.match(apiVersioningRule.en, new RegExp(`at least ${previousMajorSupportMonths} months`));
  });
});
