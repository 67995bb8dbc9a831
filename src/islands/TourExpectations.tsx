/** The /tours expectations section, loaded lazily after hydration in a box sized for it, so nothing shifts. */
import { useEffect, useState, type ComponentType } from 'react';
import type { ExpectationItem } from './shared/ExpectationsList.tsx';

type State =
  | { status: 'loading' }
  | { status: 'ready'; List: ComponentType<{ items: ExpectationItem[] }> }
  | { status: 'failed' };

export default function TourExpectations({ items }: { items: ExpectationItem[] }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    import('./shared/ExpectationsList.tsx').then(
      (mod) => {
        if (live) setState({ status: 'ready', List: mod.ExpectationsList });
      },
      (error: unknown) => {
        console.error('[TourExpectations] Unable to load the tour-expectations section', error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className={`expectations is-${state.status}`} aria-busy={state.status === 'loading'}>
      {state.status === 'ready' ? (
        <state.List items={items} />
      ) : (
        <p className="expectations-status" role="status">
          {state.status === 'loading'
            ? 'Loading what to expect…'
            : "Sorry, this section didn't load. The questions below cover the essentials, or reload the page to try again."}
        </p>
      )}
    </div>
  );
}
