/**
 * One truth for every figure (issue #38): each fee, price, quota and window a page states comes
 * from src/data/facts.ts, carries a source and dates, and no page types one by hand; every cost
 * sum (the walkthroughs, the worked example) adds up its lines and their VAT.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { contentFolders } from '@site/config/contentFolders';
import ts from 'typescript';
import { siteLocales, type SiteLocale } from '@site/config/locales';
import { skillNames, skillSourceFile } from '@site/plugins/agent-discovery/skills';
import { isJsonObject, localizedDocument, readOpenApiSource } from '@site/openapi/tools/document';
import { apiReleases } from '@site/src/data/apiReleases';
import {
  dateFacts,
  facts,
  factsDueForReview,
  type Fact,
  type FactId,
  type FactUnit,
} from '@site/src/data/facts';
import { formatFact } from '@site/src/lib/facts';
import { announcedApiVersion } from '@site/src/lib/apiVersion';
import { dateFormatter } from '@site/src/lib/dateFormat';
import { walkthroughs, type WalkthroughId } from '@site/src/data/walkthroughs';
import { monthlyCost } from '@site/src/lib/pricing';
import { walkthroughSum } from '@site/src/lib/walkthroughs';
import { markdownFiles, siteDir } from '@site/tests/support/content';
import { contractProse } from '@site/tests/support/openapi';

const moneyUnits: readonly FactUnit[] = ['vnd', 'vndPerMonth', 'vndPerMessage'];
const factEntries = Object.entries(facts) as [string, Fact][];
const valuesOf = (units: readonly FactUnit[]): Set<number> =>
  new Set(
    factEntries.filter(([, fact]) => units.includes(fact.unit)).map(([, fact]) => fact.value),
  );

const moneyValues = valuesOf(moneyUnits);
const hourValues = valuesOf(['hours', 'workingHours']);
const minuteValues = valuesOf(['minutes']);
const dayValues = valuesOf(['days']);
const monthValues = valuesOf(['months']);
/** "8:00", as a time of day of the facts is written. */
const timeOfDay = (id: 'supportOpens' | 'supportCloses'): string =>
  `${Math.floor(facts[id].value / 60)}:${String(facts[id].value % 60).padStart(2, '0')}`;

/** A number as pages write it in either locale: "20.000", "20,000", "1.5", "1,5". */
const numberText = String.raw`\d{1,3}(?:[.,\u00a0 ]\d{3})+|\d+(?:[.,]\d+)?`;
const toNumber = (text: string): number => Number(text.replace(/[.,\u00a0 ](?=\d{3}\b)/g, ''));

/** The contract's version, major.minor: what the announcement bar and <ApiVersion /> say. */
const currentVersion = announcedApiVersion(readOpenApiSource());

/** A date as the pages' own components write it ("25 tháng 11, 2026", "November 25, 2026"). */
const longDate = (locale: 'vi' | 'en', iso: string): string =>
  dateFormatter(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** The ways a page writes an ISO date: 25/11/2026, 25 tháng 11, 2026, 25 November 2026, November 25, 2026. */
function datePattern(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const monthName = /[A-Za-z]+/.exec(longDate('en', iso))?.[0] ?? '';
  return [
    String.raw`\b0?${day}/0?${month}/${year}\b`,
    String.raw`\b${day} tháng ${month},? (?:năm )?${year}\b`,
    String.raw`\b${day} ${monthName},? ${year}\b`,
    String.raw`\b${monthName} ${day}, ${year}\b`,
  ].join('|');
}

const releaseDates = new RegExp(apiReleases.map(({ date }) => datePattern(date)).join('|'), 'gu');
const currentVersionText = new RegExp(
  String.raw`(?:\bv|\b(?:phiên bản|bản|version)\s)${currentVersion.replace('.', '\\.')}(?:\.\d+)?(?![\d]|[.,]\d)`,
  'giu',
);

interface Finding {
  rule: string;
  text: string;
}

/**
 * The hand-typed figures of a page's prose (code blocks and code spans are data, headings are
 * names; both left out):
 * - money with ₫, VND or "đồng" whose value is one of the facts' prices and fees;
 * - a percentage next to a fee word (payment fee, gateway fee, VAT): every rate comes from facts;
 * - a ZNS/ZBS daily quota ("bắt đầu với 20.000 tin ZBS mỗi ngày", "starts at 20,000 messages a day");
 * - a window of the facts in hours or minutes ("24 giờ", "63 minutes": retention, retries);
 * - a contract term or the API's support period in months ("12 tháng"), or a notice, export or
 *   deletion period in days next to what it is for ("báo trước 30 ngày", "30 days to export",
 *   "90 ngày trước ngày có hiệu lực");
 * - the support hours ("8:00–17:30");
 * - how long webhook events are kept: a count of days after an event word ("giữ mọi sự kiện
 *   trong 30 ngày", "the webhook events of the last 30 days");
 * - a rate limit: any count of requests per minute ("1.000 yêu cầu mỗi phút", "1,000 requests a minute");
 * - the contract's current version ("bản 1.2", "v1.2") or the date of an API release
 *   (src/data/apiReleases.ts): <ApiVersion /> and <ApiReleaseDate version="…" /> read them.
 */
function handTypedFigures(markdown: string): Finding[] {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/^import .*$/gm, ' ')
    // A heading names a topic and gives its anchor, which a component inside would change.
    .replace(/^#{1,6} .*$/gm, ' ');
  const findings: Finding[] = [];
  const money = new RegExp(String.raw`(${numberText})\s?(?:₫|VND\b|đồng)`, 'gu');
  for (const match of prose.matchAll(money)) {
    if (moneyValues.has(toNumber(match[1] ?? ''))) findings.push({ rule: 'money', text: match[0] });
  }
  const percent = String.raw`(?:${numberText})\s?%`;
  const feeWord = String.raw`(?:phí thanh toán|phí cổng|payment fee|gateway fee|VAT|GTGT)`;
  const feeRate = new RegExp(
    String.raw`${feeWord}[^,;()\n%<]{0,25}?${percent}|${percent}\s(?:payment fee|gateway fee|VAT)`,
    'giu',
  );
  for (const match of prose.matchAll(feeRate)) findings.push({ rule: 'fee rate', text: match[0] });
  // A quota is a daily count that an OA starts at or is limited to, not any count per day.
  const quota = new RegExp(
    String.raw`(?:bắt đầu|khởi đầu|hạn mức|start\w*|quota|limit)[^.\n]{0,20}?(?:${numberText})\s(?:tin(?: ZNS| ZBS| ZNS \(ZBS\))? mỗi ngày|(?:ZNS |ZBS )?messages (?:a|per) day)`,
    'giu',
  );
  for (const match of prose.matchAll(quota)) findings.push({ rule: 'ZNS quota', text: match[0] });
  for (const [values, unit] of [
    [hourValues, String.raw`(?:giờ|(?:working )?hours?)`],
    [minuteValues, String.raw`(?:phút|minutes?)`],
  ] as const) {
    for (const match of prose.matchAll(new RegExp(String.raw`\b(\d+)\s${unit}(?!\p{L})`, 'gu'))) {
      if (values.has(Number(match[1]))) findings.push({ rule: 'window', text: match[0] });
    }
  }
  for (const match of prose.matchAll(/\b(\d+)\s(?:tháng|months?)(?!\p{L})/gu)) {
    if (monthValues.has(Number(match[1]))) findings.push({ rule: 'term', text: match[0] });
  }
  const contractPeriod = new RegExp(
    String.raw`(?:báo trước|gia hạn|xuất|bị xóa|notice|renew|export|delet)[^.\n]{0,40}?\b(\d+)\s(?:ngày|days?)(?!\p{L})|\b(\d+)\s(?:ngày|days?)\s(?:để xuất|to export|before|trước khi|trước ngày)`,
    'giu',
  );
  for (const match of prose.matchAll(contractPeriod)) {
    if (dayValues.has(Number(match[1] ?? match[2]))) {
      findings.push({ rule: 'contract period', text: match[0] });
    }
  }
  const support = `${timeOfDay('supportOpens')}\\s?[–-]\\s?${timeOfDay('supportCloses')}`;
  for (const match of prose.matchAll(new RegExp(support, 'gu'))) {
    findings.push({ rule: 'support hours', text: match[0] });
  }
  const rateLimit = new RegExp(
    String.raw`(?:${numberText})\s(?:yêu cầu|requests?)\s?(?:mỗi phút|trong một phút|per minute|an? minute|in a minute|/\s?(?:phút|min)\b)`,
    'giu',
  );
  for (const match of prose.matchAll(rateLimit)) {
    findings.push({ rule: 'rate limit', text: match[0] });
  }
  const eventRetention = /(?:sự kiện|\bevents?\b)[^.;:\n]{0,40}?\b\d+\s(?:ngày|days?)(?!\p{L})/giu;
  for (const match of prose.matchAll(eventRetention)) {
    findings.push({ rule: 'event retention', text: match[0] });
  }
  for (const match of prose.matchAll(currentVersionText)) {
    findings.push({ rule: 'API version', text: match[0] });
  }
  for (const match of prose.matchAll(releaseDates)) {
    findings.push({ rule: 'API release date', text: match[0] });
  }
  return findings;
}

/**
 * Every page a reader sees, in both locales. The changelog is left out: a release note records
 * what was true on its date.
 */
const scannedFolders = contentFolders
  .filter((folder) => folder.name !== 'changelog')
  .flatMap((folder) => [folder.source, folder.english]);

describe('facts (src/data/facts.ts)', () => {
  it('gives every fact a source, an "as of" date and a later "review by" date', () => {
    for (const [id, fact] of factEntries) {
      assert.ok(fact.source.name.trim().length > 0, `${id}: no source`);
      assert.match(fact.asOf, /^\d{4}-\d{2}-\d{2}$/, `${id}: asOf`);
      assert.match(fact.reviewBy, /^\d{4}-\d{2}-\d{2}$/, `${id}: reviewBy`);
      assert.ok(fact.reviewBy > fact.asOf, `${id}: reviewBy must come after asOf`);
      if (fact.source.url !== undefined) assert.match(fact.source.url, /^https:\/\//, id);
    }
  });

  it('gives every date fact (dateFacts) a date, a source and its review dates', () => {
    for (const [id, fact] of Object.entries(dateFacts)) {
      assert.match(fact.date, /^\d{4}-\d{2}-\d{2}$/, `${id}: date`);
      assert.ok(fact.source.name.trim().length > 0, `${id}: no source`);
      assert.ok(fact.reviewBy > fact.asOf, `${id}: reviewBy must come after asOf`);
    }
    assert.ok(
      factsDueForReview('9999-12-31').some(({ id }) => id in dateFacts),
      'date facts are reviewed too',
    );
  });

  it('finds the facts whose "review by" date has passed, naming each', () => {
    const table: Record<string, Fact> = {
      current: { ...facts.vatRate, reviewBy: '2027-01-01' },
      due: { ...facts.vatRate, reviewBy: '2026-06-30' },
      today: { ...facts.vatRate, reviewBy: '2026-07-01' },
    };
    assert.deepEqual(
      factsDueForReview('2026-07-01', table).map(({ id }) => id),
      ['due'],
    );
  });
});

describe('API releases (src/data/apiReleases.ts)', () => {
  it('ends with the version the contract ships', () => {
    assert.equal(apiReleases[apiReleases.length - 1]?.version, currentVersion);
  });

  it('has one entry for each release the changelog announces, on the same date', () => {
    const changelog = contentFolders.find((folder) => folder.name === 'changelog');
    assert.ok(changelog, 'config/contentFolders.ts has a changelog area');
    for (const folder of [changelog.source, changelog.english]) {
      const announced = readdirSync(path.join(siteDir, folder))
        .map((file) => /^(\d{4}-\d{2}-\d{2})-api-v(\d+)(?:-(\d+))?\.mdx$/.exec(file))
        .filter((match) => match !== null)
        .map(([, date, major, minor]) => ({ version: `${major}.${minor ?? '0'}`, date }));
      assert.deepEqual(announced, [...apiReleases], folder);
    }
  });
});

describe('no page types a fact by hand', () => {
  it('recognises each kind of hand-typed figure, and leaves other figures alone', () => {
    const planted = [
      'Giá giả định 800 đồng một tin.',
      'A 1,500,000 VND monthly fee.',
      'phí thanh toán giả định 2%',
      'an assumed 1.5% payment fee',
      'chưa gồm VAT 10%',
      'OA mới bắt đầu với 20.000 tin ZBS mỗi ngày',
      'new OAs start at 20,000 messages a day',
      'trong 24 giờ, yêu cầu cùng khóa',
      'about 63 minutes after the first',
      'Hợp đồng có thời hạn đầu tiên 12 tháng.',
      'mỗi bên báo bằng văn bản ít nhất 30 ngày trước khi kỳ hiện tại kết thúc',
      'you have 30 days to export all customer data',
      'báo trong nhật ký thay đổi ít nhất 90 ngày trước ngày có hiệu lực',
      'announced in the changelog at least 90 days before the date it takes effect',
      'the old one keeps running for at least 6 months after the new one',
      'Thứ Hai đến thứ Sáu, 8:00–17:30 (giờ Việt Nam)',
      'Within 16 working hours',
      'Mỗi token được gửi 1.000 yêu cầu mỗi phút; header',
      'Each access token may send 1,000 requests a minute.',
      'up to 1,000 requests per minute',
      'đọc và gửi lại sự kiện webhook trong 30 ngày',
      'MiniAI keeps every event for 30 days, including',
      'the webhook events of the last 30 days)',
      `Chính sách này được nêu lại cùng bản ${currentVersion}.`,
      `Version ${currentVersion} adds an events API`,
      `MiniAI API v${currentVersion}.0 đã ra mắt`,
      ...apiReleases.flatMap(({ date }) => {
        const [year, month, day] = date.split('-').map(Number) as [number, number, number];
        return [
          `có hiệu lực ngay ngày phát hành, ${day}/${month}/${year}, không báo trước`,
          `từ ngày ${longDate('vi', date)}, không báo trước`,
          `took effect on its release day, ${longDate('en', date)}.`,
        ];
      }),
    ];
    for (const text of planted) assert.equal(handTypedFigures(text).length, 1, text);
    const fine = [
      'Giá trị đơn 70.000 đồng, hoa hồng 25%.',
      'phí thanh toán, phí dịch vụ) 15%',
      'Giá <Fact id="znsPerMessage" /> một tin, `price: 800`.',
      '```json\n{ "price": 800 }\n```',
      'theo 24h.com.vn, 3 giờ sáng',
      '### Khung tương tác 48 giờ',
      '1.440 tin mỗi tháng chia 30 ngày là 48 tin mỗi ngày',
      'đọc và gửi lại sự kiện webhook trong <Fact id="webhookEventRetention" /> ngày',
      'sự kiện đến trong 3 giây; đơn hàng 30 ngày trước',
      'luôn trong khung 06:00–22:00',
      'một tin nhắn trong 3 tháng gần nhất',
      'Với client viết cho bản 1.0, đó là thay đổi phá vỡ tương thích',
      `quà cho ${currentVersion.replace('.', '')}00 nhân viên, ZMP SDK 2.45.0`,
      'hạn chót 06/02/2026',
      'Bản này thêm <ApiReleaseDate version="1.1" />',
      'Mỗi token được gửi <Fact id="apiRateLimit" /> yêu cầu mỗi phút',
      'chỉ hỏi tối đa mỗi phút một lần, 20 yêu cầu cho một trang',
    ];
    for (const text of fine) assert.deepEqual(handTypedFigures(text), [], text);
  });

  for (const folder of scannedFolders) {
    it(`${folder}: every fee, price, quota and window comes from <Fact>`, () => {
      const found = markdownFiles(folder).flatMap((file) =>
        handTypedFigures(readFileSync(path.join(siteDir, folder, file), 'utf8')).map(
          ({ rule, text }) => `${folder}/${file}: ${rule} "${text}"`,
        ),
      );
      assert.deepEqual(
        found,
        [],
        'use <Fact id="…" /> (src/data/facts.ts), <ApiVersion /> or <ApiReleaseDate /> for these',
      );
    });
  }
});

/**
 * The text of every string literal of a module, a template's substitutions left out: what a
 * data module (the glossary) says in prose, without the figures it reads from the facts.
 */
function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      texts.push(
        [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** The data modules pages render prose from (glossary definitions, the versioning rule…). */
const proseModules = readdirSync(path.join(siteDir, 'src/data'))
  .filter((file) => file !== 'facts.ts')
  .map((file) => `src/data/${file}`);

describe('no data module types a fact by hand', () => {
  for (const file of proseModules) {
    it(`${file}: every figure of its prose comes from the facts`, () => {
      const found = literalTexts(file).flatMap((text) =>
        handTypedFigures(text).map(({ rule, text: figure }) => `${rule} "${figure}"`),
      );
      assert.deepEqual(found, [], 'use formatFact(id, locale) for these');
    });
  }
});

/**
 * The contract (openapi/miniai.yaml) and the agent skills (agent-skills/) cannot import the facts,
 * so they type the figures they share with the pages; each figure below must equal its fact in
 * every sentence of both locales that states it, and be stated at least once per locale.
 */
const contractFigures: { id: FactId; figure: RegExp; topic?: RegExp }[] = [
  {
    id: 'apiRateLimit',
    figure: new RegExp(
      String.raw`(${numberText})\s(?:requests?|yêu cầu)\s(?:per|an?|in a|mỗi|trong một)\s(?:minute|phút)|(?:per minute|trong một phút)\s\((${numberText})\)`,
      'giu',
    ),
  },
  {
    id: 'idempotencyKeyRetention',
    topic: /Idempoten|khóa|\bkey\b/i,
    figure: /\b(\d+)\s(?:hours?|giờ)(?!\p{L})/giu,
  },
  {
    id: 'webhookEventRetention',
    topic: /sự kiện|\bevents?\b/i,
    figure: /\b(\d+)\s(?:days?|ngày)(?!\p{L})/giu,
  },
  {
    id: 'messageHistoryRetention',
    topic: /history|lịch sử/i,
    figure: /\b(\d+)\s(?:days?|ngày)(?!\p{L})/giu,
  },
];

/** The sentences of the contract's prose and of the agent skills in one locale. */
const contractSentences = (locale: SiteLocale): string[] =>
  [
    ...contractProse(localizedDocument(locale)),
    ...skillNames(siteDir).map((name) => readFileSync(skillSourceFile(name, locale), 'utf8')),
  ].flatMap((text) => text.split(/(?<=[.;!?])\s+|\n+/));

describe('the contract and the agent skills state the facts they repeat with their values', () => {
  for (const locale of siteLocales) {
    const sentences = contractSentences(locale);
    for (const { id, figure, topic } of contractFigures) {
      it(`${locale}: ${id} (${formatFact(id, 'en')})`, () => {
        const stated = sentences
          .filter((sentence) => topic === undefined || topic.test(sentence))
          .flatMap((sentence) =>
            [...sentence.matchAll(figure)].map((match) => ({
              sentence,
              value: toNumber(match.slice(1).find((group) => group !== undefined) ?? ''),
            })),
          );
        assert.ok(stated.length > 0, `the contract no longer states ${id}`);
        for (const { sentence, value } of stated) {
          assert.equal(value, facts[id].value, `${id} in "${sentence}"`);
        }
      });
    }
  }

  it('gives X-RateLimit-Limit the rate limit as its example', () => {
    const components = readOpenApiSource().components;
    const headers = isJsonObject(components) ? components.headers : undefined;
    const header = isJsonObject(headers) ? headers.XRateLimitLimit : undefined;
    const schema = isJsonObject(header) ? header.schema : undefined;
    assert.ok(isJsonObject(schema), 'components.headers.XRateLimitLimit.schema');
    assert.equal(schema.example, facts.apiRateLimit.value);
  });
});

describe('cost sums', () => {
  it('adds every line and its VAT in the worked example and each walkthrough', () => {
    for (const id of Object.keys(walkthroughs) as WalkthroughId[]) {
      const { cost } = walkthroughSum(id);
      const lines = cost.lines.reduce((sum, line) => sum + line.amount + line.vat, 0);
      assert.equal(cost.total, lines, `${id}: total is the sum of its lines`);
      assert.deepEqual(
        cost.lines.map((line) => line.id),
        ['miniai', 'oaPlan', 'zns', 'payment'],
        `${id}: every cost line`,
      );
      for (const line of cost.lines) {
        assert.equal(line.vat, Math.round((line.amount * facts.vatRate.value) / 10_000), id);
      }
    }
  });

  it('subtracts every cost, VAT included, from what a walkthrough saves', () => {
    for (const id of Object.keys(walkthroughs) as WalkthroughId[]) {
      const sum = walkthroughSum(id);
      const walkthrough = walkthroughs[id];
      if (!('savedPerMonth' in walkthrough)) continue;
      assert.equal(sum.net, walkthrough.savedPerMonth - monthlyCost(walkthrough.scenario).total);
    }
  });

  const walkthroughFolder = contentFolders.find((folder) => folder.name === 'solutions');
  assert.ok(walkthroughFolder, 'config/contentFolders.ts has a solutions area');
  for (const folder of [walkthroughFolder.source, walkthroughFolder.english]) {
    for (const file of markdownFiles(folder).filter((name) => name !== 'index.mdx')) {
      it(`${folder}/${file} shows its full sum, computed from the facts`, () => {
        const text = readFileSync(path.join(siteDir, folder, file), 'utf8');
        const ids = [...text.matchAll(/<WalkthroughCost id="([^"]+)"/g)].map((match) => match[1]);
        assert.ok(ids.includes(file.replace(/\.mdx$/, '')), `${file} has no <WalkthroughCost>`);
        for (const id of ids) assert.ok(id !== undefined && id in walkthroughs, `unknown ${id}`);
      });
    }
  }
});
