import { Profiler, Suspense, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateInTurn } from '@/components/layout/hydrate-in-turn';
import { act } from '../support/render';

function Section({ name }: { name: string }) {
  return <section aria-label={name}>{name}</section>;
}

let container: HTMLElement | undefined;
let root: Root | undefined;
function unmount(): void {
  act(() => root?.unmount());
  container?.remove();
  root = container = undefined;
}
afterEach(unmount);

/** Hydrates prerendered markup and counts React's commits while doing it. */
async function commitsToHydrate(tree: ReactNode): Promise<number> {
  unmount();
  container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  let commits = 0;
  const counted = (
    <Profiler id="page" onRender={() => (commits += 1)}>
      {tree}
    </Profiler>
  );
  await act(async () => {
    root = hydrateRoot(container as HTMLElement, counted);
  });
  return commits;
}

const sections = ['Hero', 'Services', 'Testimonials', 'Neighborhoods'].map((name) => <Section key={name} name={name} />);

describe('HydrateInTurn', () => {
  it('hydrates a prerendered page one section per commit, so no single task hydrates it all', async () => {
    expect(await commitsToHydrate(<>{sections}</>)).toBe(1);
    expect(await commitsToHydrate(<HydrateInTurn>{sections}</HydrateInTurn>)).toBe(4);
  });

  it('keeps the prerendered sections, in order, with no element of its own', async () => {
    const plain = renderToString(<main>{sections}</main>);
    const inTurn = renderToString(
      <main>
        <HydrateInTurn>{sections}</HydrateInTurn>
      </main>,
    );
    expect(inTurn.replaceAll(/<!--.*?-->/g, '')).toBe(plain.replaceAll(/<!--.*?-->/g, ''));
    await commitsToHydrate(<HydrateInTurn>{sections}</HydrateInTurn>);
    expect([...(container as HTMLElement).querySelectorAll('section')].map((node) => node.textContent)).toEqual([
      'Hero',
      'Services',
      'Testimonials',
      'Neighborhoods',
    ]);
  });

  it('renders every section at once on a client-side render', async () => {
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container as HTMLElement);
      root.render(
        <Suspense fallback={<p>Loading</p>}>
          <HydrateInTurn>{sections}</HydrateInTurn>
        </Suspense>,
      );
    });
    expect(container.querySelectorAll('section')).toHaveLength(4);
  });
});
