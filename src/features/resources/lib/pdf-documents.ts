/** The PDF guides as document specs, built from the content modules. */
import { backlinkEffectiveness, backlinkPage, backlinkRisk, backlinkTabs } from '@/content/resources/backlink-101';
import { onPageEssentials } from '@/content/resources/on-page-seo-essentials';
import { CHECKLIST_CATEGORIES, checklistPage, seoChecklist } from '@/content/resources/seo-checklist';
import { sopMeta, sopPhases } from '@/content/resources/website-seo-sop';
import { whitepaper } from '@/content/resources/whitepaper';
import type { PdfDocumentSpec } from '@shared/pdf-spec';

/** The checklist; `completed` holds the ids the visitor ticked (none for the printed-blank version). */
export function checklistPdfSpec(completed: ReadonlySet<string> = new Set()): PdfDocumentSpec {
  const done = seoChecklist.filter((item) => completed.has(item.id)).length;
  return {
    title: checklistPage.heading,
    subtitle: completed.size > 0 ? `Your progress: ${done} of ${seoChecklist.length} tasks done` : `${seoChecklist.length} tasks in 5 categories, by priority`,
    intro: checklistPage.intro,
    sections: CHECKLIST_CATEGORIES.map((category) => ({
      heading: category,
      checklist: seoChecklist
        .filter((item) => item.category === category)
        .map((item) => ({ text: `${item.task} (${item.priority} priority)`, detail: item.description, checked: completed.has(item.id) })),
    })),
    closing: 'Questions about a task? Call (213) 555-0142 or write to hello@losangelesseogroup.com for a free consultation.',
  };
}

export function sopPdfSpec(): PdfDocumentSpec {
  return {
    title: sopMeta.heading,
    subtitle: `Timeframe: ${sopMeta.timeframe}  |  Difficulty: ${sopMeta.difficulty}`,
    intro: sopMeta.intro,
    sections: [
      { heading: 'Resources needed', bullets: sopMeta.resourcesNeeded },
      ...sopPhases.map((phase, index) => ({
        heading: `Phase ${index + 1}: ${phase.title} (${phase.duration})`,
        paragraphs: [`Goal: ${phase.goal}`],
        checklist: phase.steps.map((step) => ({ text: step.title, detail: step.detail, checked: false })),
        bullets: [`Deliverable: ${phase.deliverable}`],
      })),
    ],
  };
}

export function backlinkGuidePdfSpec(): PdfDocumentSpec {
  const scores = (data: typeof backlinkEffectiveness) => data.map((datum) => `${datum.name}: ${datum.value} / 100`);
  return {
    title: backlinkPage.heading,
    intro: backlinkPage.intro,
    sections: [
      ...backlinkTabs.map((tab) => ({
        heading: tab.heading,
        paragraphs: [tab.intro, ...tab.items.map((item) => `${item.title}. ${item.text}`)],
      })),
      { heading: backlinkPage.effectivenessChart.title, paragraphs: [backlinkPage.effectivenessChart.description], bullets: scores(backlinkEffectiveness) },
      { heading: backlinkPage.riskChart.title, paragraphs: [backlinkPage.riskChart.description], bullets: scores(backlinkRisk) },
    ],
  };
}

export function onPageEssentialsPdfSpec(): PdfDocumentSpec {
  return onPageEssentials;
}

export function whitepaperPdfSpec(): PdfDocumentSpec {
  return whitepaper;
}
