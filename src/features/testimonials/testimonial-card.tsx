import { Star } from 'lucide-react';
import type { Testimonial } from '@/content/types';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card">
      <div className="flex gap-0.5 text-accent-500" role="img" aria-label={`${testimonial.stars} out of 5 stars`}>
        {Array.from({ length: testimonial.stars }, (_, index) => (
          <Star key={index} aria-hidden="true" className="size-4 fill-current" />
        ))}
      </div>
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
