import { PageHead } from '@/components/seo/page-head';
import { Container } from '@/components/ui/container';
import { ManageBooking } from '@/features/booking/components/manage-booking';

/** Where a booked call's cancel link leads (docs/decisions/0062-book-page.md). Not for search engines. */
export default function BookManagePage() {
  return (
    <>
      <PageHead
        title="Manage Your Free Consultation | LA SEO Group"
        description="Cancel or move the free consultation call you booked with Los Angeles SEO Group, with the link from the e-mail we sent when you booked it."
        path="/book/manage"
        noindex
      />
      <section className="py-section">
        <Container size="narrow">
          <ManageBooking />
        </Container>
      </section>
    </>
  );
}
