import { flushSync } from 'react-dom';

/**
 * Renders a state change (the next step of a form) and moves focus into it in the same task.
 * Focus moved a frame later can land while the visitor is already typing and carry their words
 * into another field.
 */
export function showAndFocus(show: () => void, focus: () => void): void {
  flushSync(show);
  focus();
}
