import { useId, useRef, useState, type FormEvent } from 'react';
import { QueryProvider } from '@/lib/query-provider';
import { useIsClient } from '@/lib/use-is-client';
import { notify } from '@/lib/toast';
import { NEWSLETTER_TOASTS, useSubscribeToNewsletter } from '../../api/subscribe-to-newsletter';
import { isNewsletterEmail } from '../../lib/newsletter-rules';
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
  const input = useRef<HTMLInputElement>(null);
  // The spec's toasts stay; the same words also show under the field, tied to it, since a toast
  // leaves after 4 s and is not part of the form (issue 25, WCAG 3.3.1). Only a wrong address
  // makes the field invalid: the other failures are ours, not the visitor's.
  const [problem, setProblem] = useState<{ message: string; invalid: boolean } | null>(null);
  const fail = (title: string, description: string, invalid = false) => {
    setProblem({ message: description, invalid });
    void notify.error(title, { description });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    // Read from the field, not from state: what was typed before the form hydrated counts too.
    const email = String(new FormData(form).get('email') ?? '');
    if (!isNewsletterEmail(email)) {
      fail('Invalid Email', 'Please enter a valid email address.', true);
      input.current?.focus();
      return;
    }
    setProblem(null);
    // The write shows its toast (subscribe-to-newsletter.ts); a failure's words also stay under the field.
    try {
      const outcome = await subscription.mutateAsync(email);
      if (outcome === 'write-failed') {
        setProblem({ message: NEWSLETTER_TOASTS.writeFailed.description, invalid: false });
        return;
      }
      form.reset();
    } catch (error) {
      console.error('Newsletter sign-up failed:', error);
      setProblem({ message: NEWSLETTER_TOASTS.unexpected.description, invalid: false });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-display text-base font-semibold text-white">
        SEO tips in your inbox
      </h2>
      <p className="mt-1 text-sm text-ink-200">One practical e-mail a month. Unsubscribe anytime.</p>
      {/* Side by side only where the footer is one column wide (sm); in its two and four columns the
          field takes the whole width, in the footer's small type from lg: beside its button it showed
          "you@busir" (issue 40). Phones keep 16 px, which spares iOS its zoom on focus. */}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row md:flex-col">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@business.com"
          name="email"
          ref={input}
          aria-invalid={problem?.invalid || undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={() => setProblem(null)}
          className="min-w-0 flex-1 rounded-pill border border-white/20 bg-white/10 px-4 py-2.5 text-white lg:text-sm placeholder:text-ink-300 focus-visible:outline-2 focus-visible:outline-accent-400"
        />
        {/* Busy, not disabled, while subscribing: a disabled button would drop focus to <body>. */}
        <button
          type="submit"
          disabled={!ready}
          aria-disabled={submitting || undefined}
          className="rounded-pill bg-accent-400 px-5 py-2.5 font-semibold text-ink-950 hover:bg-accent-300 disabled:opacity-60 aria-disabled:opacity-60"
        >
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-200">
          {problem.message}
        </p>
      ) : null}
      <CollectionNotice tone="dark" className="mt-2" />
    </form>
  );
}
