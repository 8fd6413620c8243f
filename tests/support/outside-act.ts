import { afterEach, beforeEach } from 'vitest';

/**
 * The file's tests run React's scheduler as a browser does: outside act(), which would flush an
 * urgent render and the transition after it together, so the moment between the two (the press's
 * own paint) can be looked at. Testing Library's act warnings are off for that time.
 */
export function runReactAsInTheBrowser(): void {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
}
