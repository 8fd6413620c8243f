import { useId, useState, type FormEvent } from 'react';
import { notify } from '@/lib/toast';
import { isNewsletterEmail } from './newsletter-rules';

/** The footer's newsletter sign-up: idle, 'Subscribing...', then success (input cleared) or failure. */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isNewsletterEmail(email)) {
      void notify.error('Invalid Email', { description: 'Please enter a valid email address.' });
      return;
    }
    setSubmitting(true);
    try {
      // Loaded on first use: the footer is on every page, the data client is not needed until now.
      const { subscribeToNewsletter } = await import('../api/newsletter');
      const outcome = await subscribeToNewsletter(email);
      if (outcome === 'insert-failed') {
        void notify.error('Subscription Failed', {
          description: 'There was an error subscribing you to our newsletter. Please try again.',
        });
        return;
      }
      setEmail('');
      void notify.success('Subscribed Successfully!', { description: 'Thanks for subscribing to our newsletter.' });
    } catch (error) {
      console.error('Newsletter sign-up failed:', error);
      void notify.error('Subscription Error', { description: 'An unexpected error occurred. Please try again later.' });
    } finally {
      setSubmitting(false);
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
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1 rounded-pill border border-white/20 bg-white/10 px-4 py-2.5 text-white placeholder:text-ink-300 focus-visible:outline-2 focus-visible:outline-accent-400"
        />
        <button
          type="submit"
          disabled={submitting}
          className="rounded-pill bg-accent-400 px-5 py-2.5 font-semibold text-ink-950 hover:bg-accent-300 disabled:opacity-60"
        >
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
    </form>
  );
}
