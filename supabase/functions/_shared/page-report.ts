/**
 * What analyze-page reports about one fetched page. Shared by the edge function and the browser
 * (type only, so the browser bundle carries nothing from here).
 */
import type { RobotsDirective } from './seo-rules/robots-directives.ts';

export type { RobotsDirective };

export interface PageFacts {
  title: string | null;
  metaDescription: string | null;
  canonical: string | null;
  h1Count: number;
  wordCount: number;
  internalLinks: number;
  externalLinks: number;
  images: number;
  imagesWithAlt: number;
  /**
   * The crawler rules of the page's robots meta tags and, from the page check, its X-Robots-Tag
   * header. Missing from reports stored before issue 62, which were not checked for them.
   */
  robots?: RobotsDirective[];
}

/** What robots.txt says about the page for Googlebot (seo-rules/robots-txt.ts). */
export interface RobotsTxtFinding {
  /** robots.txt's HTTP status after redirects; null when it could not be fetched. */
  status: number | null;
  /** The rule that blocks the page for Googlebot (`Disallow: /private`), or null when it may be crawled. */
  blockedBy: string | null;
}

export interface PageReport extends PageFacts {
  /** The URL that was asked for, after normalisation. */
  url: string;
  /** Where the page was finally served from, after redirects. */
  finalUrl: string;
  status: number;
  /** Time from request to the last byte of the body, in milliseconds. */
  loadTimeMs: number;
  titleLength: number;
  metaDescriptionLength: number;
  /**
   * The status the canonical URL answers with, asked without following redirects, when it is another
   * address on the page's own site; null when it could not be fetched; missing when it was not asked
   * (no canonical, the page's own address, another site) and in reports stored before issue 62.
   */
  canonicalStatus?: number | null;
  /** Missing when the check did not read robots.txt (reports stored before issue 62). */
  robotsTxt?: RobotsTxtFinding;
  /** 0 to 100, from the facts above (see scorePage). */
  score: number;
}

/**
 * analyze-page's answer. A page that could not be checked (unreachable, not found, too slow or
 * large, not a web page, on a private network) is an outcome, answered 200 with `outcome`; a
 * malformed request or one over the limit is a 4xx with only `error`.
 */
export type AnalyzePageResponse = { ok: true; report: PageReport } | { ok: false; outcome?: 'not_checked'; error: string };

/** The lead columns that say where a visitor came from (the same names in lsg_leads). */
export type AttributionField = 'source_path' | 'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content';

/**
 * What the browser sends: the address, and where the visitor came from, which analyze-page stores
 * with the url_test lead it records for the check (as text within the columns' limits, nothing more).
 */
export interface AnalyzePageRequest {
  url: string;
  attribution?: Partial<Record<AttributionField, string | null>>;
}
