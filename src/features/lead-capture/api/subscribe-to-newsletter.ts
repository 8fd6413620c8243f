import { useMutation } from '@tanstack/react-query';
import { leadKeys, retryLostRequests } from '@/lib/api/lead-keys';
import { addNewsletterSubscriber, insertLegacyLead, notifyLeadHandler } from '@/lib/api/leads';
import { inBackground } from '@/lib/in-background';

const NAME = 'Newsletter Subscriber';
const MESSAGE = 'Newsletter subscription';

export type NewsletterOutcome = 'subscribed' | 'insert-failed';

/**
 * The newsletter sequence (docs/requirements/lead-capture.md#newsletter-form): the legacy-table insert decides success; the
 * subscriber procedure and the lead-handling function follow, their failures only logged.
 */
export async function subscribeToNewsletter(email: string): Promise<NewsletterOutcome> {
  const address = email.trim();
  try {
    await insertLegacyLead({
      name: NAME,
      email: address,
      message: MESSAGE,
      website: '',
      lead_type: 'newsletter',
    });
  } catch (error) {
    console.warn('Newsletter insert failed:', error instanceof Error ? error.message : error);
    return 'insert-failed';
  }
  try {
    await addNewsletterSubscriber(address);
  } catch (error) {
    console.warn('add_newsletter_subscriber failed:', error instanceof Error ? error.message : error);
  }
  inBackground('Newsletter notification', () =>
    notifyLeadHandler({
      name: NAME,
      email: address,
      message: MESSAGE,
      website: '',
      service: 'Newsletter',
      phone: '',
    }),
  );
  return 'subscribed';
}

export const useSubscribeToNewsletter = () =>
  useMutation({
    mutationKey: leadKeys.submit('newsletter'),
    mutationFn: subscribeToNewsletter,
    retry: retryLostRequests,
  });
