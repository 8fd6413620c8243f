export function SkipLink() {
  // The padding sits on the inner span: Tailwind's not-sr-only resets the link's own padding to 0,
  // which left the shown link's text squeezed against its edges over the logo.
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-white font-semibold text-brand-700 shadow-card focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      <span className="block px-4 py-2">Skip to main content</span>
    </a>
  );
}
