import { insertLead, notifyLeadHandler } from '@/lib/api/leads';
import { currentAttribution } from '@/lib/attribution';
import { inBackground } from '@/lib/in-background';

/** The anonymous visitor of the tool, as the url_test lead records it (docs/requirements/seo-tool.md#url_test-lead). */
export const URL_TEST_LEAD = { name: 'SEO Tool User', email: 'seo-tool@anonymous.invalid' } as const;

/**
 * Starting an analysis records a url_test lead and tells the lead handler (service 'SEO Tool').
 * Both run in the background; a failure is logged and the analysis goes on.
 */
export function recordUrlTest(url: string, pathname: string): void {
  const message = `Ran the free SEO analysis tool on ${url}`;
  inBackground('URL test lead', () =>
    insertLead({ ...URL_TEST_LEAD, website: url, message, service: 'SEO Tool', lead_type: 'url_test', ...currentAttribution(pathname) }),
  );
  inBackground('URL test notification', () => notifyLeadHandler({ ...URL_TEST_LEAD, message, website: url, service: 'SEO Tool', phone: '' }));
}
