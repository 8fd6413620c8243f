import { useMutation } from '@tanstack/react-query';
import { leadKeys } from '@/lib/api/lead-keys';
import { addNewsletterSubscriber } from '@/lib/api/leads';

export type NewsletterOutcome = 'subscribed' | 'write-failed';

/**
 * The newsletter sign-up (docs/requirements/lead-capture.md#newsletter-form): one call to
 * add_newsletter_subscriber with the trimmed address, which also writes the legacy leads row and,
 * for a new address, the lsg_leads row whose e-mail the database queues. Its outcome decides
 * success: a refusal (an address the database finds invalid) or no answer is 'write-failed'.
 * Not sent again after a lost answer: a repeat would store a second legacy row.
 */
export async function subscribeToNewsletter(email: string): Promise<NewsletterOutcome> {
  try {
    await addNewsletterSubscriber(email.trim());
    return 'subscribed';
  } catch (error) {
    console.warn('Newsletter subscription failed:', error instanceof Error ? error.message : error);
    return 'write-failed';
  }
}

export const useSubscribeToNewsletter = () =>
  useMutation({
    mutationKey: leadKeys.submit('newsletter'),
    mutationFn: subscribeToNewsletter,
  });
