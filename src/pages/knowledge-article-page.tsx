import { Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { PageHead } from '@/components/seo/page-head';
import { BreadcrumbTrail } from '@/components/layout/breadcrumb-trail';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { catalog, unlistedDocuments } from '@/content/knowledge-base/catalog.generated';
import { pageCardImage } from '@/content/og-cards';
import { site } from '@/content/site';
import { teamMemberPath } from '@/content/team-anchors';
import { ArticleBody, ArticleCard, hasArticleModule, relatedArticles } from '@/features/knowledge-base';
import { absoluteUrl } from '@/lib/site-url';
import { formatLongDate } from '@/lib/dates';
import { breadcrumbSchema } from '@/lib/structured-data/breadcrumbs';

function ArticleNotFound({ path }: { path: string }) {
  return (
    <>
      <PageHead
        title="Article Not Found | LA SEO Group"
        description="This article could not be found. Browse all of our free SEO guides in the knowledge base."
        path={path}
        noindex
      />
      <Container size="narrow" className="py-section text-center">
        <h1 className="text-display-md">Article not found</h1>
        <p className="mt-4 text-lg text-ink-700">We could not find that article. It may have moved or been renamed.</p>
        <Link to="/knowledge-base" className={`${buttonClasses()} mt-8`}>
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to the knowledge base
        </Link>
      </Container>
    </>
  );
}

export default function KnowledgeArticlePage() {
  const { id = '' } = useParams();
  const path = `/knowledge-base/${id}`;
  const entry = [...catalog, ...unlistedDocuments].find((item) => item.id === id);
  if (!entry || !hasArticleModule(id)) return <ArticleNotFound path={path} />;

  const related = relatedArticles(entry, catalog);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Knowledge Base', path: '/knowledge-base' },
    { name: entry.title, path },
  ];

  return (
    <>
      <PageHead
        title={entry.seoTitle ?? entry.title}
        description={entry.seoDescription ?? entry.summary}
        path={path}
        ogType="article"
        author={entry.author.name}
        publishedTime={entry.date}
        modifiedTime={entry.lastUpdated}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: entry.title,
            description: entry.summary,
            // The page's 1200×630 share card, a raster image as Google's Article guidelines ask; the SVG cover is for the page.
            image: absoluteUrl(pageCardImage(path)),
            datePublished: entry.date,
            dateModified: entry.lastUpdated,
            author: { '@type': 'Person', name: entry.author.name, jobTitle: entry.author.role, url: absoluteUrl(teamMemberPath(entry.author.name)) },
            publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') } },
            mainEntityOfPage: absoluteUrl(path),
          },
          breadcrumbSchema(crumbs),
        ]}
      />
      <article>
        <header className="bg-gradient-to-b from-brand-50 to-white">
          <Container size="prose" className="pb-8 pt-8">
            <BreadcrumbTrail crumbs={crumbs} />
            <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-700">{entry.categoryLabel}</p>
            <h1 className="mt-2 text-4xl font-extrabold leading-tight sm:text-display-lg">{entry.title}</h1>
            <p className="mt-4 text-lg text-ink-700">{entry.summary}</p>
            <p className="mt-4 text-sm text-ink-600">
              By {entry.author.name}, {entry.author.role} · Published <time dateTime={entry.date}>{formatLongDate(entry.date)}</time> · Updated{' '}
              <time dateTime={entry.lastUpdated}>{formatLongDate(entry.lastUpdated)}</time>
            </p>
          </Container>
        </header>
        <Container size="prose" className="pb-section">
          <img
            src={entry.coverImage}
            alt={`Illustration for ${entry.title}`}
            width={800}
            height={420}
            className="mb-8 aspect-[40/21] w-full rounded-card bg-brand-50 object-cover"
          />
          <Suspense fallback={<p role="status">Loading article...</p>}>
            <ArticleBody id={id} />
          </Suspense>
          {related.length ? (
            <section aria-labelledby="related-heading" className="mt-14">
              <h2 id="related-heading" className="text-display-sm">
                Related articles
              </h2>
              <ul className="mt-6 grid gap-6 sm:grid-cols-3">
                {related.map((article) => (
                  <li key={article.id}>
                    <ArticleCard article={article} headingLevel={3} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </Container>
      </article>
    </>
  );
}
