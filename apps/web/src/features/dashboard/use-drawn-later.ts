import { startTransition, useEffect, useState } from 'react';

// The lower half of a project card (its alias form, QR settings and buttons) was most of the
// dashboard's longest task on a phone: React commits everything it rendered in one go, with the
// effects that start each part's queries, however finely a transition sliced the render. Each card
// draws its top first; the lower halves follow one card at a time, each a commit of its own.

type Turn = { go: () => void; gone: boolean };

const waiting: Turn[] = [];
let current: Turn | null = null;

/**
 * The next card still on the page gets its turn: a transition, which React renders in a task of
 * its own (this runs from effects, after a commit).
 */
function passTurn() {
  current = null;
  let turn = waiting.shift();
  while (turn?.gone) turn = waiting.shift();
  if (!turn) return;
  current = turn;
  turn.go();
}

/**
 * False for the first commit, true once this card's turn has come (a transition); true from the
 * start with `immediately` (the build's render of the cards for their styles).
 */
export function useDrawnLater(immediately: boolean): boolean {
  const [drawn, setDrawn] = useState(immediately);
  useEffect(() => {
    if (drawn) return;
    const turn: Turn = { go: () => startTransition(() => setDrawn(true)), gone: false };
    waiting.push(turn);
    if (current === null) passTurn();
    return () => {
      // Drawn (this runs after that commit) or gone from the page: either way the turn moves on.
      turn.gone = true;
      if (current === turn) passTurn();
    };
  }, [drawn]);
  return drawn;
}
