/**
 * The Calls view's Move and Cancel buttons and the leads list's Delete open their dialogs this way (issue 63, item 2):
 * the press is answered at once by the button going busy, focus kept on it, and what it opens is drawn
 * by a transition after that. React's scheduler runs here as in a browser (not inside act(), which
 * would flush both renders together), so the moment between the two can be looked at.
 */
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OpenerButton } from '@/components/ui/opener-button';
import { render, screen, waitFor } from '../support/render';
import { runReactAsInTheBrowser } from '../support/outside-act';

function Harness() {
  const [opens, setOpens] = useState(0);
  return (
    <>
      <OpenerButton onOpen={() => setOpens((count) => count + 1)}>Cancel call</OpenerButton>
      <p>Opened {opens} times</p>
    </>
  );
}

runReactAsInTheBrowser();

describe('OpenerButton', () => {
  it('goes busy at once and keeps focus, then opens once; a press meanwhile opens nothing more', async () => {
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Cancel call' });
    button.focus();

    button.click();
    // React's discrete update is done at the end of the press's own task (a microtask); the transition is not.
    await Promise.resolve();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(screen.getByText('Opened 0 times')).toBeInTheDocument();
    button.click();

    await waitFor(() => expect(screen.getByText('Opened 1 times')).toBeInTheDocument());
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
  });
});
