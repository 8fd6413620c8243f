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

// One small SVG for the whole row: 50 cards of five icon SVGs each made the prerendered home page 180 KB heavier.
const STAR = 'M8 .8l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5L.8 6.1l5-.7z';

function StarRow({ count }: { count: number }) {
  return (
    <svg role="img" aria-label={`${count} out of 5 stars`} width={count * 18} height="16" viewBox={`0 0 ${count * 18} 16`} className="text-accent-500">
      {Array.from({ length: count }, (_, index) => (
        <path key={index} d={STAR} transform={`translate(${index * 18} 0)`} fill="currentColor" />
      ))}
    </svg>
  );
}
