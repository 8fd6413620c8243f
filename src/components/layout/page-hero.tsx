import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

/** The title band that opens an inner page: an optional eyebrow, the page's h1 and an intro. */
export function PageHero({ title, intro, eyebrow, children }: { title: string; intro?: ReactNode; eyebrow?: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white py-section-sm">
      <Container>
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl font-extrabold sm:text-display-lg">{title}</h1>
        {intro ? <p className="mt-4 max-w-2xl text-lg text-ink-700">{intro}</p> : null}
        {children}
      </Container>
    </section>
  );
}
