import { lazy } from 'react';

/** The newsletter form as a chunk of its own: prerendered in the footer, hydrated once its code arrives. */
export const LazyNewsletterForm = lazy(() => import('./newsletter-form'));
