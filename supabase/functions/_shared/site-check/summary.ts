/**
 * What a lead's site check keeps of a page report (docs/decisions/0080-leads-site-checks.md): the
 * score, whether Google may index the page, its title, the SEO tool's first action and the three
 * most important findings, each with its rule and the site's page that explains the rule. Everything
 * comes from the tool's own rules (seo-rules/evaluate.ts), so staff read what a visitor would.
 * No parser and no network here: the unit tests run it on reports they write.
 */
import { AGENCY } from '../agency.ts';
import type { PageReport } from '../page-report.ts';
import { evaluatePage, type PageFinding } from '../seo-rules/evaluate.ts';

/** One finding as stored (private.site_checks.findings) and shown to staff. */
export interface SiteCheckFinding {
  rule_id: string;
  /** What to do about it (the rule's action), or what the rule checks when it gives none. */
  title: string;
  /** What the rule found on the page, in a sentence. */
  detail: string;
  /** The site's page that explains the rule, and its address. */
  source_title: string;
  source_url: string;
}

/** The result finish_site_check stores. */
export interface SiteCheckResult {
  score: number;
  indexable: boolean;
  title: string | null;
  /** The tool's first action's title; null when nothing on the page needs one. */
  first_action: string | null;
  findings: SiteCheckFinding[];
}

/** The findings staff read: every cap (indexability) first, in the rules' order, then the deductions, most points lost first. */
function rank(findings: PageFinding[]): PageFinding[] {
  const caps = findings.filter((finding) => finding.rule.effect.kind === 'cap');
  const deductions = findings.filter((finding) => finding.rule.effect.kind === 'deduct' && finding.lost > 0).sort((a, b) => b.lost - a.lost);
  return [...caps, ...deductions];
}

export function summarizeReport(report: PageReport, siteUrl: string = AGENCY.siteUrl): SiteCheckResult {
  const evaluation = evaluatePage(report);
  const origin = siteUrl.replace(/\/+$/, '');
  return {
    score: evaluation.score,
    // A cap is one of Google's indexability rules (the rules list them first): one found, the page is not indexed.
    indexable: !evaluation.findings.some((finding) => finding.rule.effect.kind === 'cap'),
    title: report.title ? report.title.slice(0, 300) : null,
    first_action: evaluation.first?.action?.title ?? null,
    findings: rank(evaluation.findings)
      .slice(0, 3)
      .map((finding) => ({
        rule_id: finding.rule.id,
        title: finding.action?.title ?? finding.rule.checks,
        detail: finding.found,
        source_title: finding.rule.source.title,
        source_url: `${origin}${finding.rule.source.path}`,
      })),
  };
}
