import { CheckCircle2, ExternalLink, Lightbulb } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { KnowledgeArticle } from '@/content/knowledge-base/types';
import { IconList } from '@/components/ui/icon-list';
import { paragraphs } from '../lib/search';
import { ChartFigure } from '@/components/charts/chart-figure';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

function ResourceLink({ resource }: { resource: { title: string; url: string } }) {
  const external = /^https?:\/\//.test(resource.url);
  const className = 'inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-2 hover:underline';
  return external ? (
    <a href={resource.url} target="_blank" rel="noopener noreferrer" className={className}>
      {resource.title}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </a>
  ) : (
    <Link to={resource.url} className={className}>
      {resource.title}
    </Link>
  );
}

/** The article body: collapsible sections (the first open), charts, highlights, tips and resources. */
export function ArticleView({ article }: { article: KnowledgeArticle }) {
  return (
    <div>
      <div className="space-y-4">
        {article.content.map((section, index) => (
          <details key={section.title} open={index === 0} className="group rounded-card border border-ink-100 bg-white shadow-card">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card px-6 py-5 [&::-webkit-details-marker]:hidden">
              <h2 className="text-xl font-bold text-ink-950">{section.title}</h2>
              <span aria-hidden="true" className="text-2xl leading-none text-brand-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="border-t border-ink-100 px-6 pb-6 pt-4">
              {paragraphs(section.content).map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-ink-800 first:mt-0">
                  {paragraph}
                </p>
              ))}
              {section.chartData ? <ChartFigure chart={section.chartData} /> : null}
              {section.highlights.length ? (
                <div className="mt-6 rounded-lg bg-brand-50 p-4">
                  <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-800">Key points</h3>
                  <IconList items={section.highlights} icon={CheckCircle2} iconClassName="text-success" className="mt-2 text-ink-900" />
                </div>
              ) : null}
              {section.tips.length ? (
                <div className="mt-4 rounded-lg bg-accent-50 p-4">
                  <h3 className="text-sm font-semibold uppercase tracking-wide text-accent-700">Tips</h3>
                  <IconList items={section.tips} icon={Lightbulb} iconClassName="text-accent-600" className="mt-2 text-ink-900" />
                </div>
              ) : null}
            </div>
          </details>
        ))}
      </div>
      {article.resources.length ? (
        <section aria-labelledby="resources-heading" className="mt-10">
          <h2 id="resources-heading" className="text-display-sm">
            Resources
          </h2>
          <ul className="mt-4 space-y-2">
            {article.resources.map((resource) => (
              <li key={resource.url}>
                <ResourceLink resource={resource} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
