import { useParams } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head';
import { builtInCaseStudies, CaseStudyDetail, caseStudyBreadcrumbs } from '@/features/case-studies';
import { QueryProvider } from '@/lib/query-provider';
import { absoluteUrl } from '@/lib/site-url';
import { breadcrumbSchema } from '@/lib/structured-data/breadcrumbs';
import { pageCardImage } from '@/content/og-cards';
import { site } from '@/content/site';

export default function CaseStudyPage() {
  const { id = '' } = useParams();
  // The head comes from the built-in list, which is what is prerendered for each id.
  const study = builtInCaseStudies.find((item) => item.id === id);
  const path = `/case-studies/${id}`;
  return (
    <>
      {study ? (
        <PageHead
          title={study.seoTitle}
          description={study.seoDescription}
          path={path}
          ogType="article"
          publishedTime={study.published}
          modifiedTime={study.updated}
          schema={{
            '@type': 'Article',
            headline: study.title,
            description: study.description,
            // The page's 1200×630 share card, a raster image as Google's Article guidelines ask.
            image: absoluteUrl(pageCardImage(path)),
            datePublished: study.published,
            dateModified: study.updated,
            articleSection: study.category,
            about: study.industry,
            author: { '@type': 'Organization', name: site.name, url: absoluteUrl('/') },
            publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') } },
          }}
          jsonLd={breadcrumbSchema(caseStudyBreadcrumbs(study))}
        />
      ) : (
        <PageHead
          title="Case Study Not Found | LA SEO Group"
          description="This case study could not be found. Browse all of our Los Angeles SEO case studies."
          path={path}
          noindex
        />
      )}
      <QueryProvider>
        <CaseStudyDetail id={id} />
      </QueryProvider>
    </>
  );
}
