import { useMutation } from '@tanstack/react-query';
import { leadKeys } from '@/lib/api/lead-keys';
import { addNewsletterSubscriber } from '@/lib/api/leads';
import { notify, type ToastMessage } from '@/lib/toast';

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

/** The spec's words for each answer; the form also shows a failure's under the field. */
export const NEWSLETTER_TOASTS = {
  subscribed: { title: 'Subscribed Successfully!', description: 'Thanks for subscribing to our newsletter.' },
  writeFailed: { title: 'Subscription Failed', description: 'There was an error subscribing you to our newsletter. Please try again.' },
  unexpected: { title: 'Subscription Error', description: 'An unexpected error occurred. Please try again later.' },
} satisfies Record<string, ToastMessage>;

export const useSubscribeToNewsletter = () =>
  useMutation({
    mutationKey: leadKeys.submit('newsletter'),
    mutationFn: subscribeToNewsletter,
    onSuccess: (outcome) => {
      const { title, description } = NEWSLETTER_TOASTS[outcome === 'subscribed' ? 'subscribed' : 'writeFailed'];
      void (outcome === 'subscribed' ? notify.success : notify.error)(title, { description });
    },
    onError: () => void notify.error(NEWSLETTER_TOASTS.unexpected.title, { description: NEWSLETTER_TOASTS.unexpected.description }),
  });
