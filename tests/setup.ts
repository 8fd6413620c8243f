import '@testing-library/jest-dom/vitest';
import { cleanup } from './support/render';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
