import { isEmailAddress, isVietnamesePhone } from '../src/lib/contactDetails';

/**
 * The one place for brand, URLs and social links. Every value can be overridden by an
 * environment variable at build time (see README, "Configuration"), so staging, a white-label
 * build or a domain move never needs a code change.
 */

interface SocialLinks {
  /** The company's Facebook page (footer: community). */
  facebookUrl: string;
  /** Where readers chat with the team: the Zalo Official Account chat link. */
  chatUrl: string;
  /** The company's main website. */
  websiteUrl: string;
}

interface ContactSettings {
  /** The sales phone number shown on /contact (a Vietnamese number: 0… or +84…); left out when unset. */
  phone?: string | undefined;
  /** The sales address shown on /contact; the demo form writes to it when no lead endpoint is set. */
  email: string;
  /**
   * Where the demo form POSTs its JSON (an http(s) URL or a path on this site); by default the
   * site's own `/api/lead` (functions/api/lead.ts); null: the form opens a prefilled email instead.
   */
  leadEndpoint: string | null;
}

/**
 * Content Signals (https://contentsignals.org/, Cloudflare's Content Signals Policy): what the
 * site's robots.txt allows its content to be used for once fetched. `search`: building a search
 * index; `aiInput`: feeding an AI answer in real time (retrieval, grounding); `aiTrain`: training
 * or fine-tuning a model.
 */
export interface ContentSignals {
  search: boolean;
  aiInput: boolean;
  aiTrain: boolean;
}

/** The names robots.txt's `Content-Signal` line gives the signals. */
export const contentSignalNames = {
  search: 'search',
  aiInput: 'ai-input',
  aiTrain: 'ai-train',
} as const satisfies Record<keyof ContentSignals, string>;

/** The company behind the site, shown in the footer's legal line; each part is left out when unset. */
interface LegalEntity {
  /** Registered company name. */
  name?: string | undefined;
  /** Vietnamese tax code (mã số thuế): 10 digits, or 10 + "-" + 3 for a branch; hidden when unset. */
  taxCode?: string | undefined;
  /** Registered office address. */
  address?: string | undefined;
}

export interface SiteSettings {
  /** Brand shown in the navbar, titles, social cards and copyright. */
  brandName: string;
  /** Canonical origin of this site, no trailing slash (used for sitemap, canonical and og URLs). */
  siteUrl: string;
  /** Path the site is served under; `/` unless hosted in a sub-folder. */
  baseUrl: string;
  /** The management app behind the navbar's "Try out" link. */
  tryOutUrl: string;
  /** Production base URL of the MiniAI API, quoted in docs and the OpenAPI servers list. */
  apiBaseUrl: string;
  social: SocialLinks;
  contact: ContactSettings;
  /** Hide the navbar while scrolling down (spec: "can hide when scrolling down if so configured"). */
  navbarHideOnScroll: boolean;
  /** Where browsers report Content-Security-Policy violations; no reporting when undefined. */
  cspReportUrl?: string | undefined;
  /**
   * Where "Was this helpful?" POSTs (a path on this site, so the CSP's 'self' covers it); by
   * default the site's own `/api/feedback` (functions/api/feedback.ts); null: no box on the pages.
   */
  feedbackEndpoint: string | null;
  /** The service's public status page, named by /service-terms; left out when undefined. */
  statusPageUrl?: string | undefined;
  /** Footer legal line and the About, Terms and Privacy pages. */
  legalEntity: LegalEntity;
  /** Where vulnerabilities are reported: /security and /.well-known/security.txt. */
  securityEmail: string;
  /** robots.txt's `Content-Signal` line, on every server. */
  contentSignals: ContentSignals;
}

/** The variables that override each setting, documented in the README. */
export const settingsEnvironment = {
  brandName: 'MINIAI_BRAND_NAME',
  siteUrl: 'MINIAI_SITE_URL',
  baseUrl: 'MINIAI_BASE_URL',
  tryOutUrl: 'MINIAI_TRY_OUT_URL',
  apiBaseUrl: 'MINIAI_API_BASE_URL',
  facebookUrl: 'MINIAI_FACEBOOK_URL',
  chatUrl: 'MINIAI_CHAT_URL',
  websiteUrl: 'MINIAI_WEBSITE_URL',
  contactPhone: 'MINIAI_CONTACT_PHONE',
  contactEmail: 'MINIAI_CONTACT_EMAIL',
  leadEndpoint: 'MINIAI_LEAD_ENDPOINT',
  navbarHideOnScroll: 'MINIAI_NAVBAR_HIDE_ON_SCROLL',
  cspReportUrl: 'MINIAI_CSP_REPORT_URL',
  statusPageUrl: 'MINIAI_STATUS_PAGE_URL',
  feedbackEndpoint: 'MINIAI_FEEDBACK_ENDPOINT',
  legalName: 'MINIAI_LEGAL_NAME',
  legalTaxCode: 'MINIAI_LEGAL_TAX_CODE',
  legalAddress: 'MINIAI_LEGAL_ADDRESS',
  securityEmail: 'MINIAI_SECURITY_EMAIL',
  contentSignals: 'MINIAI_CONTENT_SIGNAL',
} as const;

export const defaultSettings = {
  brandName: 'MiniAI',
  siteUrl: 'https://miniai.vn',
  baseUrl: '/',
  tryOutUrl: 'https://app.miniai.vn',
  apiBaseUrl: 'https://api.miniai.vn/v1',
  social: {
    facebookUrl: 'https://www.facebook.com/miniai.vn',
    chatUrl: 'https://zalo.me/miniai',
    websiteUrl: 'https://miniai.vn',
  },
  // No phone until the company confirms its sales line: an unset value is left out of every page.
  // The site's own Pages Functions: Cloudflare Pages answers them, nginx proxies or refuses them.
  contact: {
    phone: undefined,
    email: 'hello@miniai.vn',
    leadEndpoint: '/api/lead',
  },
  navbarHideOnScroll: false,
  cspReportUrl: undefined,
  statusPageUrl: undefined,
  feedbackEndpoint: '/api/feedback',
  // Unset until the company confirms them: pages, footer and JSON-LD leave out what is unset.
  legalEntity: {
    name: undefined,
    taxCode: undefined,
    address: undefined,
  },
  // A role mailbox on the site's own domain (RFC 2142), needed by security.txt's required Contact.
  securityEmail: 'security@miniai.vn',
  // Public docs written so that developers' assistants answer from them: every use allowed.
  contentSignals: { search: true, aiInput: true, aiTrain: true },
} as const satisfies SiteSettings;

type Environment = Readonly<Record<string, string | undefined>>;

function readText(env: Environment, name: string, fallback: string): string {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  return value;
}

function readUrl(env: Environment, name: string, fallback: string): string {
  const value = readText(env, name, fallback);
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}".`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`${name} must use http or https, got "${value}".`);
  }
  return value.replace(/\/+$/, '');
}

/** An optional URL: undefined when the variable is unset or empty. */
function readOptionalUrl(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return undefined;
  return readUrl(env, name, value);
}

/** An optional text that must match `pattern` (described in `rule` for the error message). */
function readOptionalPattern(
  env: Environment,
  name: string,
  pattern: RegExp,
  rule: string,
): string | undefined {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return undefined;
  if (!pattern.test(value)) throw new Error(`${name} must be ${rule}, got "${value}".`);
  return value;
}

/** Vietnamese tax code: 10 digits for a company, plus "-" and 3 digits for a branch. */
const taxCodePattern = /^\d{10}(-\d{3})?$/;

/** Optional free text: undefined when the variable is unset or empty. */
function readOptionalText(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function readPhone(env: Environment, name: string): string | undefined {
  const value = readOptionalText(env, name);
  if (value === undefined) return undefined;
  if (!isVietnamesePhone(value)) {
    throw new Error(`${name} must be a Vietnamese phone number (0… or +84…), got "${value}".`);
  }
  return value;
}

function readEmail(env: Environment, name: string, fallback: string): string {
  const value = readText(env, name, fallback);
  if (!isEmailAddress(value)) throw new Error(`${name} must be an email address, got "${value}".`);
  return value;
}

/**
 * An endpoint setting: `fallback` while the variable is unset, null when it is set to nothing
 * (the deployment has no endpoint), otherwise its value.
 */
function readEndpointText(env: Environment, name: string, fallback: string | null): string | null {
  const value = env[name]?.trim();
  if (value === undefined) return fallback;
  return value === '' ? null : value;
}

/** An absolute http(s) URL, or a path on this site (`/api/lead`, not `//host`). */
function readEndpoint(env: Environment, name: string, fallback: string | null): string | null {
  const value = readEndpointText(env, name, fallback);
  if (value === null) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return readUrl(env, name, value);
}

/** A path on this site (`/api/feedback`, not `//host` or a URL). */
function readSitePath(env: Environment, name: string, fallback: string | null): string | null {
  const value = readEndpointText(env, name, fallback);
  if (value === null) return null;
  if (!/^\/(?!\/)[\x21-\x7e]*$/.test(value)) {
    throw new Error(`${name} must be a path on this site such as /api/feedback, got "${value}".`);
  }
  return value;
}

function readBaseUrl(env: Environment, name: string, fallback: string): string {
  const value = readText(env, name, fallback);
  // Segments of URL-safe characters only: nginx locations and the static hosts' rules embed it.
  if (!/^\/([A-Za-z0-9][A-Za-z0-9._-]*\/)*$/.test(value)) {
    throw new Error(
      `${name} must start and end with "/" and hold only letters, digits, ".", "_" and "-" between them, got "${value}".`,
    );
  }
  return value;
}

function readBoolean(env: Environment, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be true, false, 1 or 0, got "${env[name]}".`);
}

/**
 * `search=yes, ai-input=yes, ai-train=no` (robots.txt's own syntax): each named signal once, with
 * yes or no; a signal left out keeps its default.
 */
function readContentSignals(
  env: Environment,
  name: string,
  fallback: ContentSignals,
): ContentSignals {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  const signals = { ...fallback };
  const seen = new Set<string>();
  const keys = Object.entries(contentSignalNames) as Array<[keyof ContentSignals, string]>;
  for (const entry of value.split(',')) {
    const [, signal = '', answer = ''] = /^\s*([a-z-]+)\s*=\s*(yes|no)\s*$/.exec(entry) ?? [];
    const key = keys.find(([, signalName]) => signalName === signal)?.[0];
    if (key === undefined || seen.has(signal)) {
      throw new Error(
        `${name} must list ${Object.values(contentSignalNames).join(', ')}, each at most once, as name=yes or name=no separated by commas, got "${value}".`,
      );
    }
    seen.add(signal);
    signals[key] = answer === 'yes';
  }
  return signals;
}

/** Resolves the settings from an environment (process.env in the config); throws naming the bad variable. */
export function resolveSiteSettings(env: Environment): SiteSettings {
  const names = settingsEnvironment;
  const defaults = defaultSettings;
  return {
    brandName: readText(env, names.brandName, defaults.brandName),
    siteUrl: readUrl(env, names.siteUrl, defaults.siteUrl),
    baseUrl: readBaseUrl(env, names.baseUrl, defaults.baseUrl),
    tryOutUrl: readUrl(env, names.tryOutUrl, defaults.tryOutUrl),
    apiBaseUrl: readUrl(env, names.apiBaseUrl, defaults.apiBaseUrl),
    social: {
      facebookUrl: readUrl(env, names.facebookUrl, defaults.social.facebookUrl),
      chatUrl: readUrl(env, names.chatUrl, defaults.social.chatUrl),
      websiteUrl: readUrl(env, names.websiteUrl, defaults.social.websiteUrl),
    },
    contact: {
      phone: readPhone(env, names.contactPhone),
      email: readEmail(env, names.contactEmail, defaults.contact.email),
      leadEndpoint: readEndpoint(env, names.leadEndpoint, defaults.contact.leadEndpoint),
    },
    navbarHideOnScroll: readBoolean(env, names.navbarHideOnScroll, defaults.navbarHideOnScroll),
    cspReportUrl: readOptionalUrl(env, names.cspReportUrl),
    statusPageUrl: readOptionalUrl(env, names.statusPageUrl),
    feedbackEndpoint: readSitePath(env, names.feedbackEndpoint, defaults.feedbackEndpoint),
    legalEntity: {
      name: readOptionalText(env, names.legalName),
      taxCode: readOptionalPattern(
        env,
        names.legalTaxCode,
        taxCodePattern,
        '10 digits, or 10 digits, "-" and 3 digits for a branch',
      ),
      address: readOptionalText(env, names.legalAddress),
    },
    securityEmail: readEmail(env, names.securityEmail, defaults.securityEmail),
    contentSignals: readContentSignals(env, names.contentSignals, defaults.contentSignals),
  };
}

/** A company detail that only the company can confirm, and what the site does while it is unset. */
interface CompanyValue {
  variable: string;
  /** What it is, for the build's report. */
  description: string;
  /** Its value in the resolved settings (the default for the e-mails); undefined when left out. */
  read: (settings: SiteSettings) => string | undefined;
  /** What readers see while the variable is unset. */
  whenUnset: string;
}

export const companyValues: readonly CompanyValue[] = [
  {
    variable: settingsEnvironment.legalName,
    description: 'registered company name',
    read: (settings) => settings.legalEntity.name,
    whenUnset: 'left out of the footer, /about, /terms, /privacy and the JSON-LD',
  },
  {
    variable: settingsEnvironment.legalTaxCode,
    description: 'tax code, mã số thuế',
    read: (settings) => settings.legalEntity.taxCode,
    whenUnset: 'left out of the footer and the JSON-LD',
  },
  {
    variable: settingsEnvironment.legalAddress,
    description: 'registered office address',
    read: (settings) => settings.legalEntity.address,
    whenUnset: 'left out of the footer and the JSON-LD',
  },
  {
    variable: settingsEnvironment.contactPhone,
    description: 'sales phone',
    read: (settings) => settings.contact.phone,
    whenUnset: 'left out of /contact and the JSON-LD',
  },
  {
    variable: settingsEnvironment.contactEmail,
    description: 'sales e-mail',
    read: (settings) => settings.contact.email,
    whenUnset: `/contact and the demo form use the default ${defaultSettings.contact.email}`,
  },
  {
    variable: settingsEnvironment.securityEmail,
    description: 'security e-mail',
    read: (settings) => settings.securityEmail,
    whenUnset: `/security and security.txt use the default ${defaultSettings.securityEmail}`,
  },
];

/** One line per company value the environment leaves unset, for the production build to print. */
export function unsetCompanyValueReport(env: Environment): string[] {
  return companyValues
    .filter(({ variable }) => (env[variable]?.trim() ?? '') === '')
    .map(
      ({ variable, description, whenUnset }) =>
        `${variable} is unset (${description}): ${whenUnset}.`,
    );
}
