// @vitest-environment jsdom
import type { Pie } from '@podpie/core';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownParts, usePreviewClock } from './use-preview-clock.ts';

const START = Date.UTC(2026, 10, 29, 12, 0, 0);
const COUNTDOWN = { id: 1, main_type: 'COUNT-DOWN' } as Pie;

/** A preview drawing one countdown ending `inSeconds` from START, counting its renders. */
function Preview(props: { pies: readonly Pie[]; inSeconds: number; renders: Date[] }) {
  const now = usePreviewClock(props.pies);
  props.renders.push(now);
  const end = new Date(START + props.inSeconds * 1000).toISOString();
  const parts = countdownParts(end, now.getTime());
  return (
    <div className="pp pp-editor">
      <div role="timer" data-pp-end={end}>
        {parts.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the four boxes are fixed
          <span key={index} data-pp-part>
            {part}
          </span>
        ))}
      </div>
    </div>
  );
}

const boxes = () => [...document.querySelectorAll('[data-pp-part]')].map((box) => box.textContent);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the editor preview's clock", () => {
  it('reads what is left as the published page shows it', () => {
    const end = new Date(START + (2 * 86_400 + 3 * 3_600 + 4 * 60 + 5) * 1000).toISOString();
    expect(countdownParts(end, START)).toEqual(['02', '03', '04', '05']);
    expect(countdownParts(end, START + 5_500)).toEqual(['02', '03', '04', '00']);
    expect(countdownParts(end, START + 6_500)).toEqual(['02', '03', '03', '59']);
    expect(countdownParts(end, START + 10 * 86_400_000)).toEqual(['00', '00', '00', '00']);
  });

  it('ticks the countdown every second without drawing the editor again', () => {
    const renders: Date[] = [];
    render(<Preview pies={[COUNTDOWN]} inSeconds={90} renders={renders} />);
    const drawn = renders.length;
    expect(boxes()).toEqual(['00', '00', '01', '30']);
    act(() => vi.advanceTimersByTime(3_000));
    expect(boxes()).toEqual(['00', '00', '01', '27']);
    expect(renders).toHaveLength(drawn);
  });

  it('draws the page again when a countdown reaches zero, and every half minute', () => {
    const renders: Date[] = [];
    render(<Preview pies={[COUNTDOWN]} inSeconds={2} renders={renders} />);
    const drawn = renders.length;
    act(() => vi.advanceTimersByTime(2_000));
    expect(renders.length).toBeGreaterThan(drawn);
    expect(renders.at(-1)?.getTime()).toBe(START + 2_000);
    const atZero = renders.length;
    act(() => vi.advanceTimersByTime(30_000));
    expect(renders.length).toBeGreaterThan(atZero);
  });

  it('leaves a page without a countdown alone between the half minutes', () => {
    const renders: Date[] = [];
    render(<Preview pies={[]} inSeconds={90} renders={renders} />);
    const drawn = renders.length;
    act(() => vi.advanceTimersByTime(29_000));
    expect(renders).toHaveLength(drawn);
    act(() => vi.advanceTimersByTime(1_000));
    expect(renders.length).toBeGreaterThan(drawn);
  });
});
