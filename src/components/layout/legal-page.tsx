import { Link } from 'react-router-dom';
import type { LegalDocument } from '@/content/types';
import { PageHead } from '@/components/seo/page-head';
import { Container } from '@/components/ui/container';
import { formatLongDate } from '@/lib/dates';

/** A legal page (privacy policy, terms of service): its head and its text, from one content module. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHead
        title={document.seoTitle}
        description={document.description}
        path={document.path}
      />
      <LegalDocumentView document={document} />
    </>
  );
}

function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article className="py-section-sm">
      <Container size="prose">
        <h1 className="text-display-md sm:text-display-lg">{document.title}</h1>
        <p className="mt-3 text-sm text-ink-600">
          Last updated <time dateTime={document.lastUpdated}>{formatLongDate(document.lastUpdated)}</time>
        </p>
        <p className="mt-8 text-lg text-ink-800">{document.intro}</p>
        {document.sections.map((section) => (
          <section key={section.heading} id={section.id} className="mt-10 scroll-mt-header">
            <h2 className="text-display-sm">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-ink-800">
                {paragraph}
              </p>
            ))}
            {section.list ? (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-ink-800">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {section.link ? (
              <p className="mt-4 leading-relaxed text-ink-800">
                {section.link.before}{' '}
                <Link to={section.link.path} className="font-semibold text-brand-700 underline hover:text-brand-800">
                  {section.link.text}
                </Link>
                .
              </p>
            ) : null}
          </section>
        ))}
      </Container>
    </article>
  );
}
