import { site } from '@/content/site';

/**
 * The footer of a page without the marketing one (the route table's `marketingFooter: false`, the
 * staff dashboard): the copyright line only, no sign-up, no countdown, no code to load.
 */
export function PlainFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-ink-200 bg-white text-ink-700">
      <p className="mx-auto max-w-content px-4 py-6 text-sm sm:px-6 lg:px-8" suppressHydrationWarning>
        © {year} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
