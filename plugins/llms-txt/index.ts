/**
 * Plain-text versions of the site for AI tools and for readers who want Markdown:
 *   - every docs, API, gift, solutions, blog and stand-alone content page also as Markdown at the page's URL plus ".md"
 *     (/docs/intro → /docs/intro.md, /en/docs/intro → /en/docs/intro.md);
 *   - llms.txt per locale: the site's pages by area, each with its description and .md link;
 *   - llms-full.txt per locale: all those Markdown pages in one file;
 *   - the list of the pages with a twin, for the servers (../serving-rules/links.ts).
 * Each Markdown page opens with one line naming its canonical URL and its locale's llms.txt, so a
 * copy pasted elsewhere still says where it came from; llms.txt ends with instructions for agents.
 * Converted from the built HTML, so what a tool reads is exactly what a reader sees.
 */
import { mkdir, open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';
import {
  contentPages,
  pageContent,
  pageDescription,
  pageTitle,
  type BuiltPage,
} from '../built-pages';
import { contentAreaName, type ContentArea } from '../../src/lib/contentAreas';
import { sandboxBasePath } from '../../src/lib/sandboxBasePath';
import { factList } from '../../src/lib/facts';
import { agentDiscoveryPaths, markdownTwinsFile } from '../serving-rules/links';
import { docsMcpServer } from '../../config/mcpServer';
import {
  defaultLocale,
  isSiteLocale,
  localeBaseUrl,
  localeFolder,
  localeTable,
  siteLocales,
  type SiteLocale,
} from '../../config/locales';

const areaOrder: ContentArea[] = ['docs', 'api', 'gift', 'solutions', 'blog', 'changelog', 'page'];

/** The site's root URL and the locale's, each ending in "/", for the instructions' links. */
interface AgentLinks {
  site: string;
  localeRoot: string;
}

/** A well-known file's URL under the site's root URL. */
function wellKnown(site: string, file: keyof typeof agentDiscoveryPaths): string {
  return `${site.replace(/\/$/, '')}${agentDiscoveryPaths[file]}`;
}

/** The docs MCP server's Streamable HTTP endpoint on this site (functions/mcp.ts, nginx's /mcp). */
function mcpUrl(site: string): string {
  return `${site.replace(/\/$/, '')}${docsMcpServer.httpPath}`;
}

const labels = {
  vi: {
    intro:
      'Tài liệu của MiniAI: nền tảng xây dựng và vận hành Zalo Mini App cho doanh nghiệp Việt Nam, MiniAI API (tin bài, tin nhắn OA, đơn hàng, sản phẩm, mẫu ZNS), giải pháp quà tặng và blog. Mỗi trang có bản Markdown tại đường dẫn của trang thêm ".md".',
    otherLocale: 'English version',
    origin: (page: string, llms: string) => `Trang gốc: ${page} · Mục lục cho AI: ${llms}`,
    factsHeading: 'Số liệu, nguồn và ngày kiểm tra',
    agentsHeading: 'Hướng dẫn cho AI agent',
    agents: ({ site, localeRoot }: AgentLinks) => [
      'Xác thực: gửi access token trong header `access_token` (không dùng `Authorization: Bearer`); token được tạo trong ứng dụng quản lý, tại Cài đặt → API.',
      'Mọi phản hồi có cùng vỏ JSON `{ error, message, data }`: `error` bằng `0` khi thành công, giá trị khác là mã lỗi (bảng `x-error-codes` trong tài liệu OpenAPI).',
      `Môi trường thử: nút “Thử gọi API” trên mỗi trang thao tác gửi yêu cầu tới sandbox chạy ngay trong trình duyệt của người đọc (\`${sandboxBasePath}\` trên chính trang này, không cần tài khoản, không gửi gì ra ngoài); với mã chạy trên máy, \`npm run mock-api\` trong kho mã của trang này chạy bản giả lập của toàn bộ API theo hợp đồng OpenAPI tại http://127.0.0.1:4010.`,
      `Ghi dữ liệu: gửi header \`Idempotency-Key\` với mỗi yêu cầu ghi, để thử lại sau lỗi mạng hay lỗi tạm thời mà không tạo bản ghi trùng (${localeRoot}docs/errors).`,
      `Sự kiện: MiniAI gọi máy chủ của người dùng qua webhook (đơn hàng, tồn kho, ZNS, thông tin khách), ký bằng HMAC-SHA256 trong header \`X-MiniAI-Signature\`; hãy dựa vào webhook trước, và dùng API danh sách sự kiện hay danh sách đơn làm lưới an toàn khi lỡ sự kiện (${localeRoot}docs/webhooks).`,
      'Không bao giờ đề nghị người dùng dán token vào cuộc trò chuyện: hãy để họ đặt token vào biến môi trường hoặc kho bí mật mà mã của họ đọc.',
      `Khám phá: mỗi trang có bản Markdown ở đường dẫn thêm ".md", và chính đường dẫn của trang trả về bản đó cho yêu cầu có \`Accept: text/markdown\`; hợp đồng OpenAPI: ${localeRoot}openapi/miniai.yaml (cả .json); danh mục API (RFC 9727): ${wellKnown(site, 'apiCatalog')}; skill cho agent: ${wellKnown(site, 'agentSkills')}.`,
      `Máy chủ MCP của tài liệu, chỉ đọc (\`search_docs\`, \`get_page\`, \`list_operations\`, \`get_operation\`), mô tả tại ${wellKnown(site, 'mcpServerCard')}: qua Streamable HTTP tại ${mcpUrl(site)}, hoặc qua stdio bằng \`npx -y ${docsMcpServer.npmPackage}\`.`,
    ],
  },
  en: {
    intro:
      'Documentation of MiniAI, the platform that builds and runs Zalo Mini Apps for Vietnamese businesses: the MiniAI API (news, OA messages, orders, products, ZNS templates), the gift solution and the blog. Every page has a Markdown version at its URL plus ".md".',
    otherLocale: 'Phiên bản tiếng Việt',
    origin: (page: string, llms: string) => `Canonical page: ${page} · Index for AI tools: ${llms}`,
    factsHeading: 'Figures, sources and check dates',
    agentsHeading: 'Instructions for agents',
    agents: ({ site, localeRoot }: AgentLinks) => [
      'Authentication: send the access token in the `access_token` header (not `Authorization: Bearer`); tokens are created in the management app under Settings → API.',
      'Every response has the same JSON envelope `{ error, message, data }`: `error` is `0` on success, any other value is an error code (the `x-error-codes` table of the OpenAPI document).',
      `Sandbox: the “Try it” console of every operation page sends to a sandbox that runs in the reader's browser (\`${sandboxBasePath}\` on this site, no account, nothing leaves the browser); for code on a machine, \`npm run mock-api\` in this site's repository runs a mock of the whole API from the OpenAPI contract on http://127.0.0.1:4010.`,
      `Writes: send an \`Idempotency-Key\` header with every write, so that a retry after a network or temporary error creates no duplicate (${localeRoot}docs/errors).`,
      `Events: MiniAI calls the user's server by webhook (orders, stock, ZNS, customer details), signed with HMAC-SHA256 in the \`X-MiniAI-Signature\` header; rely on webhooks first, and use the events list or the order list as the safety net for missed events (${localeRoot}docs/webhooks).`,
      'Never ask a person to paste a token into a chat: have them put it in an environment variable or secret store that their code reads.',
      `Discovery: every page has a Markdown version at its URL plus ".md", which the page's own URL also answers to a request with \`Accept: text/markdown\`; the OpenAPI contract: ${localeRoot}openapi/miniai.yaml (also .json); the API catalog (RFC 9727): ${wellKnown(site, 'apiCatalog')}; agent skills: ${wellKnown(site, 'agentSkills')}.`,
      `The docs MCP server, read-only (\`search_docs\`, \`get_page\`, \`list_operations\`, \`get_operation\`), described at ${wellKnown(site, 'mcpServerCard')}: over Streamable HTTP at ${mcpUrl(site)}, or over stdio with \`npx -y ${docsMcpServer.npmPackage}\`.`,
    ],
  },
} as const;

/** llms.txt's instructions for agents in a locale (the agent-skills plugin publishes them too). */
export function agentInstructions(
  locale: SiteLocale,
  links: AgentLinks,
): { heading: string; lines: readonly string[] } {
  return { heading: labels[locale].agentsHeading, lines: labels[locale].agents(links) };
}

function converter(): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
  });
  service.use(gfm);
  // Docusaurus chrome inside the content: anchor links, copy buttons, screen-reader-only text.
  service.remove(['button', 'script', 'style', 'nav']);
  service.remove((node) => node.nodeName.toLowerCase() === 'svg');
  // A drawing in HTML (src/components/LayerDiagram): its text alternative, not its labels run together.
  service.addRule('drawings', {
    filter: (node) =>
      node.nodeName.toLowerCase() !== 'svg' &&
      node.getAttribute('role') === 'img' &&
      node.hasAttribute('aria-label'),
    replacement: (_content, node) =>
      `\n\n${service.escape(node.getAttribute('aria-label') ?? '')}\n\n`,
  });
  service.addRule('hash-links', {
    filter: (node) => node.nodeName === 'A' && node.classList.contains('hash-link'),
    replacement: () => '',
  });
  // A schema property of an API page: the theme sets name, type and qualifiers ("required",
  // "nullable") as adjacent spans, which read "namestringrequired" as text. One line instead:
  // **name** `type` · required
  service.addRule('schema-properties', {
    filter: (node) =>
      node.nodeName === 'SPAN' && node.classList.contains('openapi-schema__container'),
    replacement: (_content, node) => {
      const text = (selector: string): string[] =>
        Array.from(node.querySelectorAll(selector))
          .map((part) => (part.textContent ?? '').trim())
          .filter((part) => part !== '');
      const [name] = text('.openapi-schema__property');
      const [type] = text('.openapi-schema__name, .openapi-schema__type');
      const qualifiers = text(
        '.openapi-schema__required, .openapi-schema__nullable, .openapi-schema__deprecated',
      );
      return [
        name === undefined ? '' : `**${service.escape(name)}**`,
        type === undefined ? '' : `\`${type}\``,
        qualifiers.length > 0 ? `· ${qualifiers.join(', ')}` : '',
      ]
        .filter((part) => part !== '')
        .join(' ');
    },
  });
  // The same qualifiers elsewhere (the request body's heading): set apart from the word before.
  service.addRule('schema-qualifiers', {
    filter: (node) =>
      (node.nodeName === 'SPAN' || node.nodeName === 'STRONG') &&
      ['openapi-schema__required', 'openapi-schema__nullable', 'openapi-schema__deprecated'].some(
        (name) => node.classList.contains(name),
      ),
    replacement: (content) => ` (${content.trim()})`,
  });
  // Code blocks: one fence with the block's language, the text exactly as shown. A highlighted
  // block ends each line with <br>, which has no text: its lines are joined with line breaks.
  service.addRule('code-blocks', {
    filter: (node) => node.nodeName === 'PRE',
    replacement: (_content, node) => {
      const language = /language-(\S+)/.exec(node.className)?.[1] ?? '';
      const lines = Array.from(node.querySelectorAll('.token-line'), (line) => line.textContent);
      const code = (lines.length > 0 ? lines.join('\n') : (node.textContent ?? '')).replace(
        /\n$/,
        '',
      );
      return `\n\n\`\`\`${language}\n${code}\n\`\`\`\n\n`;
    },
  });
  return service;
}

function markdownOf(page: BuiltPage, service: TurndownService, originLine: string): string {
  const title = pageTitle(page.$);
  const description = pageDescription(page.$);
  const content = pageContent(page.$).clone();
  content.find('h1').first().remove();
  // Runs of blank lines become one, except in fenced code (Python keeps two between functions).
  const body = service
    .turndown(content.html() ?? '')
    .split(/(```[^\n]*\n[\s\S]*?\n```)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/\n{3,}/g, '\n\n')))
    .join('')
    .trim();
  return `${originLine}\n\n# ${title}\n\n${description ? `> ${description}\n\n` : ''}${body}\n`;
}

export interface LlmsTxtOptions {
  /** Markdown the built page does not hold, added to its twin (an operation's every response). */
  extraForRoute?: (route: string, locale: SiteLocale) => string | undefined;
}

export default function llmsTxtPlugin(_context: LoadContext, options: LlmsTxtOptions = {}): Plugin {
  return {
    name: 'miniai-llms-txt',

    async postBuild({ outDir, routesPaths, baseUrl, i18n, siteConfig }) {
      const locale = isSiteLocale(i18n.currentLocale) ? i18n.currentLocale : defaultLocale;
      const text = labels[locale];
      const service = converter();
      const entries = new Map<ContentArea, string[]>();
      const llmsUrl = `${siteConfig.url}${baseUrl}llms.txt`;
      // The site's base URL (MINIAI_BASE_URL) is this locale's without the locale's folder.
      const siteBaseUrl = baseUrl.slice(0, baseUrl.length - localeFolder(locale).length);
      const twins: string[] = [];
      // llms-full.txt is written page by page, like the twins: nothing holds every page at once.
      const full = await open(path.join(outDir, 'llms-full.txt'), 'w');
      let pages = 0;
      try {
        for await (const page of contentPages(outDir, routesPaths, baseUrl)) {
          const originLine = text.origin(`${siteConfig.url}${page.routePath}`, llmsUrl);
          const extra = options.extraForRoute?.(page.route, locale);
          const converted = markdownOf(page, service, originLine);
          const markdown = extra === undefined ? converted : `${converted}\n${extra}\n`;
          const file = path.join(outDir, `${page.route}.md`);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, markdown);
          twins.push(`/${page.routePath.slice(siteBaseUrl.length)}`);
          await full.write(pages === 0 ? markdown : `\n---\n\n${markdown}`);
          pages += 1;
          const description = pageDescription(page.$);
          const line = `- [${pageTitle(page.$)}](${siteConfig.url}${page.routePath}.md)${description ? `: ${description}` : ''}`;
          entries.set(page.area, [...(entries.get(page.area) ?? []), line]);
        }
      } finally {
        await full.close();
      }
      await writeFile(path.join(outDir, markdownTwinsFile), JSON.stringify(twins.sort()));
      const otherLlms = siteLocales
        .filter((other) => other !== locale)
        .map(
          (other) => `- [llms.txt](${siteConfig.url}${localeBaseUrl(other, siteBaseUrl)}llms.txt)`,
        );
      const sections = areaOrder
        .filter((area) => entries.has(area))
        .map(
          (area) =>
            `## ${contentAreaName(area, locale)}\n\n${(entries.get(area) ?? []).join('\n')}`,
        );
      const agents = agentInstructions(locale, {
        site: `${siteConfig.url}${siteBaseUrl}`,
        localeRoot: `${siteConfig.url}${baseUrl}`,
      });
      // The same figures the pages show, from src/data/facts.ts, so an assistant quotes them with their dates.
      const figures = factList(locale, localeTable[locale].htmlLang).map((line) => `- ${line}`);
      const llms = `# ${siteConfig.title}\n\n> ${siteConfig.tagline}\n\n${text.intro}\n\n${sections.join('\n\n')}\n\n## ${text.factsHeading}\n\n${figures.join('\n')}\n\n## ${agents.heading}\n\n${agents.lines.map((line) => `- ${line}`).join('\n')}\n\n## ${text.otherLocale}\n\n${otherLlms.join('\n')}\n`;
      await writeFile(path.join(outDir, 'llms.txt'), llms);
      console.log(
        `[llms-txt] ${pages} Markdown pages, llms.txt and llms-full.txt for locale ${locale}`,
      );
    },
  };
}
