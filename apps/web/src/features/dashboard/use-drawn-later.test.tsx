// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler, useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDrawnLater } from './use-drawn-later.ts';

afterEach(cleanup);

type Log = { drawn: string[]; commits: string[][] };

function Card(props: { name: string; log: Log; onDrawn?: () => void }) {
  const { name, log, onDrawn } = props;
  const lowerHalf = useDrawnLater(false);
  useLayoutEffect(() => {
    if (!lowerHalf) return;
    log.drawn.push(name);
    onDrawn?.();
  }, [lowerHalf, log, name, onDrawn]);
  return <p>{lowerHalf ? `${name}: whole` : `${name}: top`}</p>;
}

/** The cards, with what was drawn at each commit of the list. */
function Cards(props: { names: string[]; log: Log; leaveWhenFirstDrawn?: string }) {
  const [names, setNamesTo] = useState(props.names);
  // The same list when nothing changes, so a card's effect that asks again does not loop.
  const setNames = (change: (now: string[]) => string[]) =>
    setNamesTo((now) => {
      const next = change(now);
      return next.length === now.length ? now : next;
    });
  const { log } = props;
  return (
    <Profiler id="cards" onRender={() => log.commits.push([...log.drawn])}>
      {names.map((name, index) => (
        <Card
          key={name}
          name={name}
          log={log}
          onDrawn={
            index === 0 && props.leaveWhenFirstDrawn
              ? () => setNames((now) => now.filter((other) => other !== props.leaveWhenFirstDrawn))
              : undefined
          }
        />
      ))}
    </Profiler>
  );
}

describe("a project card's lower half", () => {
  it('comes after the first commit, one card per commit, in order', async () => {
    const log: Log = { drawn: [], commits: [] };
    await act(async () => {
      render(<Cards names={['a', 'b', 'c']} log={log} />);
    });
    expect(screen.getByText('a: whole')).toBeTruthy();
    expect(screen.getByText('c: whole')).toBeTruthy();
    // The first commit drew the tops alone; then each lower half had a commit of its own.
    expect(log.commits[0]).toEqual([]);
    const growth = log.commits.map((drawn) => drawn.join(''));
    expect([...new Set(growth)]).toEqual(['', 'a', 'ab', 'abc']);
  });

  it('is drawn for the cards that stay when one waiting for its turn leaves the page', async () => {
    const log: Log = { drawn: [], commits: [] };
    await act(async () => {
      render(<Cards names={['a', 'b', 'c']} log={log} leaveWhenFirstDrawn="b" />);
    });
    expect(screen.queryByText(/^b:/)).toBeNull();
    expect(screen.getByText('c: whole')).toBeTruthy();
    expect([...new Set(log.drawn)]).toEqual(['a', 'c']);
  });

  it('is drawn at once when asked to', () => {
    function Whole() {
      return <p>{useDrawnLater(true) ? 'whole' : 'top'}</p>;
    }
    render(<Whole />);
    expect(screen.getByText('whole')).toBeTruthy();
  });
});
