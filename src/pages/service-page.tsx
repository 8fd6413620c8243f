import { useParams } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head';
import { ServicePageView, serviceBreadcrumbs } from '@/features/services';
import { useServicePage } from '@/features/services/lib/use-service-page';
import { breadcrumbSchema } from '@/lib/structured-data/breadcrumbs';
import { serviceSchema } from '@/lib/structured-data/service';
import { NotFoundView } from '@/components/layout/not-found-view';

export default function ServicePage() {
  const { id = '' } = useParams();
  const service = useServicePage(id);
  if (!service) return <NotFoundView />;
  return (
    <>
      <PageHead
        title={service.seoTitle}
        description={service.seoDescription}
        path={service.path}
        jsonLd={[
          serviceSchema({
            name: service.name,
            serviceType: service.serviceType,
            description: service.seoDescription,
            path: service.path,
            price: service.priceCard.price,
            priceFrom: service.priceCard.period === 'starting price',
          }),
          breadcrumbSchema(serviceBreadcrumbs(service)),
        ]}
      />
      <ServicePageView service={service} />
    </>
  );
}
