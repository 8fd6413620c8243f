import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import type { Testimonial } from '@/content/types';
import { TestimonialCard } from './testimonial-card';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

interface TestimonialCarouselProps {
  testimonials: Testimonial[];
  labelledBy: string;
}

/**
 * A looping carousel: one card per view on phones, 3 on medium and 4 on large screens.
 * Previous and next are buttons, arrow keys work when the carousel has focus, and with
 * reduced motion the slides jump instead of gliding.
 */
export function TestimonialCarousel({ testimonials, labelledBy }: TestimonialCarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' });
  const reducedMotion = usePrefersReducedMotion();
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(reducedMotion), [embla, reducedMotion]);
  const next = useCallback(() => embla?.scrollNext(reducedMotion), [embla, reducedMotion]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowLeft') previous();
    if (event.key === 'ArrowRight') next();
  };

  return (
    <section aria-roledescription="carousel" aria-labelledby={labelledBy} data-ready={embla ? 'true' : 'false'} className="relative">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {testimonials.map((testimonial, index) => (
            <div
              key={testimonial.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${testimonials.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/3 lg:basis-1/4"
            >
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-8 flex items-center justify-center gap-4">
        <ArrowButton icon={ChevronLeft} label="Previous testimonials" onClick={previous} onKeyDown={onKeyDown} />
        <p className="min-w-20 text-center text-sm tabular-nums text-ink-600" aria-live="polite">
          <VisuallyHidden>Showing testimonial </VisuallyHidden>
          {selected + 1} of {testimonials.length}
        </p>
        <ArrowButton icon={ChevronRight} label="Next testimonials" onClick={next} onKeyDown={onKeyDown} />
      </div>
    </section>
  );
}

interface ArrowButtonProps {
  icon: LucideIcon;
  /** Read by screen readers; the arrow alone is decorative. */
  label: string;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

function ArrowButton({ icon: Icon, label, onClick, onKeyDown }: ArrowButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      onKeyDown={onKeyDown}
      className="inline-flex size-11 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-900 hover:bg-brand-50"
    >
      <Icon aria-hidden="true" className="size-5" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </button>
  );
}
