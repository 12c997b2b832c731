/**
 * The discovery files for AI agents at the site's root, besides the API catalog
 * (plugins/api-downloads) and robots.txt's Content-Signal (plugins/seo):
 *   - /.well-known/mcp/catalog.json, the MCP catalog of the current draft, naming the docs MCP
 *     server's card, and that card at /.well-known/mcp/server-card.json (the place the public
 *     scorecards probe; the draft lets a card live at any URI the catalog names):
 *     https://github.com/modelcontextprotocol/experimental-ext-server-card/blob/main/docs/discovery.md
 *     https://github.com/modelcontextprotocol/modelcontextprotocol/pull/2127 (SEP-2127);
 *   - /.well-known/agent-skills/index.json (Agent Skills Discovery, v0.2.0: a sha256 digest per
 *     file and per skill) with the skills' files: the docs skill written here, and the task skills
 *     of agent-skills/ in both locales (./skills.ts):
 *     https://github.com/cloudflare/agent-skills-discovery-rfc
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { agentInstructions } from '../llms-txt';
import { agentDiscoveryPaths } from '../serving-rules/links';
import { originFilesPostBuild, type LocaleSite, type OriginFiles } from '../seo';
import { docsMcpServer } from '../../config/mcpServer';
import { localeTable } from '../../config/locales';
import { publishedSkill, skillNames, type ErrorCodeRowsOf } from './skills';

export interface AgentDiscoveryOptions {
  /** The error codes skill's table (docusaurus.config.ts passes openapi/tools/errorCodes.ts's). */
  errorCodeRowsOf: ErrorCodeRowsOf;
}

/** The server card schema the draft names (`/v2/`). */
const serverCardSchema =
  'https://static.modelcontextprotocol.io/schemas/v2/server-card.schema.json';

/** The agent-skills index version implemented here. */
const agentSkillsVersion = '0.2.0';

/** `sha256:{hex}` of raw bytes, the index's digest format. */
function sha256Digest(bytes: string | Uint8Array): string {
  return `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
}

/** One skill's files, by path relative to its folder. */
interface SkillFiles {
  name: string;
  description: string;
  files: ReadonlyArray<{ path: string; content: string }>;
}

/**
 * A skill's entry of the index: per-file digests, and the skill's digest over the manifest of
 * `{path}\0{hex}\n` lines sorted by path (the draft's "Skill-Level Digest").
 */
export function skillEntry(skill: SkillFiles): object {
  const files = skill.files.map((file) => ({
    path: file.path,
    digest: sha256Digest(Buffer.from(file.content, 'utf8')),
  }));
  const manifest = [...files]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((file) => `${file.path}\0${file.digest.slice('sha256:'.length)}\n`)
    .join('');
  return {
    name: skill.name,
    description: skill.description,
    digest: sha256Digest(manifest),
    files,
  };
}

/** The reverse-DNS namespace of the site's host: miniai.vn → vn.miniai. */
function reverseDns(siteUrl: string): string {
  return new URL(siteUrl).hostname.split('.').reverse().join('.');
}

/** The skill that teaches an agent to read these docs: where everything is, then llms.txt's rules. */
function docsSkill(siteRoot: string, sites: LocaleSite[], origin: string): SkillFiles {
  const name = 'miniai-docs';
  const description =
    'Find and read the MiniAI docs and API contract (Zalo Mini Apps, OA messages, ZNS, orders, webhooks) in Vietnamese or English, and call the MiniAI API the way its docs require. Use when building on the MiniAI API or answering questions about it.';
  const perLocale = sites.map((site) => {
    const base = `${origin}${site.baseUrl}`;
    const { heading, lines } = agentInstructions(site.locale, { site: siteRoot, localeRoot: base });
    return [
      `## ${localeTable[site.locale].label}`,
      '',
      `- Index of every page as Markdown: ${base}llms.txt (all pages in one file: ${base}llms-full.txt)`,
      `- OpenAPI contract: ${base}openapi/miniai.yaml (also .json)`,
      '',
      `### ${heading}`,
      '',
      ...lines.map((line) => `- ${line}`),
    ].join('\n');
  });
  const skill = [
    '---',
    `name: ${name}`,
    `description: ${description}`,
    '---',
    '',
    '# MiniAI docs',
    '',
    `Every page of ${siteRoot} has a Markdown version at its URL plus ".md", also answered at the page's own URL to a request whose Accept header prefers text/markdown. The API catalog (RFC 9727) is ${origin}${sites[0]?.baseUrl.replace(/\/$/, '') ?? ''}${agentDiscoveryPaths.apiCatalog}.`,
    '',
    ...perLocale.flatMap((section) => [section, '']),
  ].join('\n');
  return { name, description, files: [{ path: 'SKILL.md', content: skill }] };
}

export default function agentDiscoveryPlugin(
  context: LoadContext,
  options: AgentDiscoveryOptions,
): Plugin {
  return {
    name: 'miniai-agent-discovery',

    // /.well-known is per origin: written once, into the default locale's (root) folder.
    postBuild: originFilesPostBuild(context.siteConfig.baseUrl, ({ siteConfig }, sites) => {
      const siteRoot = `${siteConfig.url}${context.siteConfig.baseUrl}`;
      const base = context.siteConfig.baseUrl.replace(/\/$/, '');
      const files: OriginFiles = {};
      const json = (value: object) => `${JSON.stringify(value, null, 2)}\n`;
      const namespace = reverseDns(siteConfig.url);
      const cardUrl = `${siteConfig.url}${base}${agentDiscoveryPaths.mcpServerCard}`;
      files[agentDiscoveryPaths.mcpServerCard] = json({
        $schema: serverCardSchema,
        name: `${namespace}/${docsMcpServer.name}`,
        version: docsMcpServer.version,
        title: docsMcpServer.title,
        description: docsMcpServer.description,
        websiteUrl: siteRoot,
        // How to connect (the draft's card has no install packages): the site's own /mcp.
        remotes: [
          { type: 'streamable-http', url: `${siteConfig.url}${base}${docsMcpServer.httpPath}` },
        ],
      });
      files[agentDiscoveryPaths.mcpCatalog] = json({
        specVersion: 'draft',
        entries: [
          {
            identifier: `urn:air:${new URL(siteConfig.url).hostname}:${docsMcpServer.name}`,
            displayName: docsMcpServer.title,
            type: 'application/mcp-server-card+json',
            url: cardUrl,
          },
        ],
      });
      const skills: SkillFiles[] = [
        docsSkill(siteRoot, sites, siteConfig.url),
        ...skillNames(context.siteDir).flatMap((name) =>
          sites.map((site) => {
            const skill = publishedSkill(
              name,
              site.locale,
              `${siteConfig.url}${site.baseUrl}`,
              context.siteDir,
              options.errorCodeRowsOf,
            );
            return { ...skill, files: [{ path: 'SKILL.md', content: skill.content }] };
          }),
        ),
      ];
      const skillsFolder = path.posix.dirname(agentDiscoveryPaths.agentSkills);
      for (const skill of skills) {
        for (const file of skill.files) {
          files[`${skillsFolder}/${skill.name}/${file.path}`] = file.content;
        }
      }
      files[agentDiscoveryPaths.agentSkills] = json({
        version: agentSkillsVersion,
        skills: skills.map(skillEntry),
      });
      return files;
    }),
  };
}
