import { useId, type FormEvent } from 'react';
import { QueryProvider } from '@/lib/query-provider';
import { useIsClient } from '@/lib/use-is-client';
import { notify } from '@/lib/toast';
import { useSubscribeToNewsletter } from '../api/subscribe-to-newsletter';
import { isNewsletterEmail } from './newsletter-rules';
import { CollectionNotice } from '@/components/ui/collection-notice';

/**
 * The footer's newsletter sign-up: idle, 'Subscribing...', then success (input cleared) or failure.
 * The default export is loaded as its own chunk by the footer, so the data cache it needs stays off
 * the first load of every page.
 */
export default function NewsletterForm() {
  return (
    <QueryProvider>
      <NewsletterSignup />
    </QueryProvider>
  );
}

function NewsletterSignup() {
  const id = useId();
  const subscription = useSubscribeToNewsletter();
  const submitting = subscription.isPending;
  // Until its code has hydrated, a click would submit the form natively and reload the page.
  const ready = useIsClient();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Read from the field, not from state: what was typed before the form hydrated counts too.
    const email = String(new FormData(form).get('email') ?? '');
    if (!isNewsletterEmail(email)) {
      void notify.error('Invalid Email', {
        description: 'Please enter a valid email address.',
      });
      return;
    }
    try {
      const outcome = await subscription.mutateAsync(email);
      if (outcome === 'insert-failed') {
        void notify.error('Subscription Failed', {
          description: 'There was an error subscribing you to our newsletter. Please try again.',
        });
        return;
      }
      form.reset();
      void notify.success('Subscribed Successfully!', {
        description: 'Thanks for subscribing to our newsletter.',
      });
    } catch (error) {
      console.error('Newsletter sign-up failed:', error);
      void notify.error('Subscription Error', {
        description: 'An unexpected error occurred. Please try again later.',
      });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-display text-base font-semibold text-white">
        SEO tips in your inbox
      </h2>
      <p className="mt-1 text-sm text-ink-200">One practical e-mail a month. Unsubscribe anytime.</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@business.com"
          name="email"
          className="min-w-0 flex-1 rounded-pill border border-white/20 bg-white/10 px-4 py-2.5 text-white placeholder:text-ink-300 focus-visible:outline-2 focus-visible:outline-accent-400"
        />
        <button
          type="submit"
          disabled={submitting || !ready}
          className="rounded-pill bg-accent-400 px-5 py-2.5 font-semibold text-ink-950 hover:bg-accent-300 disabled:opacity-60"
        >
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <CollectionNotice tone="dark" className="mt-2" />
    </form>
  );
}
