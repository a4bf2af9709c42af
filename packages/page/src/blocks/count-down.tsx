import type { BlockProps } from '../block-props.ts';
import type { PageTextKey } from '../context.ts';
import { Frame } from '../frame.tsx';
import { countdownView } from '../rules.ts';
import { titleStyle } from '../text-style.ts';

const UNITS: ReadonlyArray<{ part: 'days' | 'hours' | 'minutes' | 'seconds'; label: PageTextKey }> =
  [
    { part: 'days', label: 'days' },
    { part: 'hours', label: 'hours' },
    { part: 'minutes', label: 'minutes' },
    { part: 'seconds', label: 'seconds' },
  ];

const two = (value: number) => String(value).padStart(2, '0');

/**
 * DAYS HRS MIN SEC until the end, as they stand at `now`; EXPIRED when a date is missing. The end
 * instant rides on data-pp-end so the page script can tick the boxes every second.
 */
export function CountDown({ pies, ctx }: BlockProps) {
  return pies.map((pie) => {
    const countdown = countdownView(pie, ctx.now);
    return (
      <Frame key={pie.id} ctx={ctx} pie={pie} as="section" className="pp-cd">
        {pie.title ? <h2 style={titleStyle(pie)}>{pie.title}</h2> : null}
        {countdown.expired ? (
          <p className="pp-cd-exp">{ctx.t('expired')}</p>
        ) : (
          <div className="pp-cd-boxes" role="timer" data-pp-end={countdown.end}>
            {UNITS.map(({ part, label }) => (
              <div key={part} className="pp-cd-box">
                <span className="pp-cd-n" data-pp-part={part}>
                  {two(countdown[part])}
                </span>
                <span className="pp-cd-l">{ctx.t(label)}</span>
              </div>
            ))}
          </div>
        )}
      </Frame>
    );
  });
}
