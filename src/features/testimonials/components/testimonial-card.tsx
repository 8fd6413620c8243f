import type { Testimonial } from '@/content/types';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card">
      <StarRow count={testimonial.stars} />
      <blockquote className="mt-4 flex-1 text-ink-800">
        <p>“{testimonial.content}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <img
          src={testimonial.image}
          alt={testimonial.name}
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="size-12 rounded-full bg-ink-100"
        />
        <span>
          <span className="block font-semibold text-ink-950">{testimonial.name}</span>
          <span className="block text-sm text-ink-600">
            {testimonial.position}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

// One small SVG for the whole row, one path for its stars: 50 cards of five icon SVGs each made the
// prerendered home page 180 KB heavier, and five paths a card were still 38 KB of it (issue 63: the
// page's HTML is parsed before it paints). The star in relative steps, so the next one is `m18 0` on.
const STAR = 'l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5-3.6-3.5 5-.7z';

/** The path of `count` stars 18 units apart, the first at the row's left edge. */
export const starRowPath = (count: number) => `M8 .8${STAR}${`m18 0${STAR}`.repeat(Math.max(0, count - 1))}`;

function StarRow({ count }: { count: number }) {
  return (
    <svg role="img" aria-label={`${count} out of 5 stars`} width={count * 18} height="16" viewBox={`0 0 ${count * 18} 16`} className="text-accent-500">
      <path d={starRowPath(count)} fill="currentColor" />
    </svg>
  );
}
