import '@testing-library/jest-dom/vitest';
import { cleanup } from './support/render';
import { afterEach, beforeAll } from 'vitest';
import { preloadHeadTags } from '@/components/seo/page-head';

// PageHead renders its tags from a lazily loaded chunk; loaded up front, they render with the page.
beforeAll(() => preloadHeadTags());

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
