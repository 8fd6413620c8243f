/**
 * The one entry to Testing Library for component and hook tests. Everything renders inside React
 * StrictMode, as `npm run dev` does: React mounts, unmounts and mounts again, so an effect that does
 * not survive that (a timer lost in a cleanup, a counter bumped twice) fails here first.
 * ESLint keeps tests from importing `@testing-library/react` directly.
 */
import { configure } from '@testing-library/react';

configure({ reactStrictMode: true });

export * from '@testing-library/react';
