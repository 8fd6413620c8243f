/**
 * The page score and the first action, from the rules (rules.ts): 100 less each deduction found,
 * held at or below the lowest cap found; the first action is the first cap's (the rules list
 * indexability first), else the fix worth the most points, first of equals. The SEO tool's score,
 * its first recommendation and the weekly report's action all come from here.
 */
import { PAGE_RULES, type PageRule, type RuleAction, type RuleFinding, type RuleInput } from './rules.ts';

export interface PageFinding extends RuleFinding {
  rule: PageRule;
  /** The points it costs: 0 for a fact or a cap. */
  lost: number;
}

export interface PageEvaluation {
  score: number;
  findings: PageFinding[];
  /** The finding whose action comes first; null when nothing on the page needs one. */
  first: PageFinding | null;
}

export function evaluatePage(page: RuleInput, rules: readonly PageRule[] = PAGE_RULES): PageEvaluation {
  const findings: PageFinding[] = [];
  for (const rule of rules) {
    const finding = rule.find(page);
    if (!finding) continue;
    const lost = rule.effect.kind === 'deduct' ? Math.min(rule.effect.points, finding.points ?? rule.effect.points) : 0;
    findings.push({ ...finding, rule, lost });
  }
  const caps = findings.flatMap((finding) => (finding.rule.effect.kind === 'cap' ? [finding.rule.effect.max] : []));
  const deducted = 100 - findings.reduce((sum, finding) => sum + finding.lost, 0);
  const score = Math.max(0, Math.min(100, deducted, ...caps));
  const firstCap = findings.find((finding) => finding.rule.effect.kind === 'cap' && finding.action) ?? null;
  const biggest = findings.reduce<PageFinding | null>(
    (best, finding) => (finding.action && finding.lost > 0 && (best === null || finding.lost > best.lost) ? finding : best),
    null,
  );
  return { score, findings, first: firstCap ?? biggest };
}

/** When nothing needs fixing: the weekly report's words, and the tool's first recommendation. */
export const NOTHING_TO_FIX: RuleAction = {
  title: 'Keep the page as it is, and look beyond it',
  detail:
    'Everything we check on this page is in order. The next gains are off the page: your Google Business Profile, reviews and links from local sites. We can help.',
};

export function firstAction(page: RuleInput): RuleAction {
  return evaluatePage(page).first?.action ?? NOTHING_TO_FIX;
}
