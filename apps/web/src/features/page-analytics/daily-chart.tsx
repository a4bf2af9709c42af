import type { AnalyticsDay } from '@podpie/core';
import { useTranslation } from 'react-i18next';
import '../../shared/texts/dashboard.ts';

const HEIGHT = 160;
const GAP = 0.2;

/** A round top for the axis: 1, 2, 5, 10, 20, 50... at or above the highest count. */
export function axisTop(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/**
 * Views and clicks per day as paired bars in an SVG that stretches to its box: a handful of
 * elements instead of a charting library, so the screen's chunk stays small. Each day carries a
 * tooltip; the figure's label sums the range up for screen readers.
 */
export function DailyChart({ days }: { days: readonly AnalyticsDay[] }) {
  const { t } = useTranslation();
  const top = axisTop(Math.max(0, ...days.map((day) => Math.max(day.views, day.clicks))));
  const width = Math.max(1, days.length);
  const views = days.reduce((sum, day) => sum + day.views, 0);
  const clicks = days.reduce((sum, day) => sum + day.clicks, 0);
  const first = days[0]?.date ?? '';
  const last = days.at(-1)?.date ?? '';
  const bar = (1 - GAP) / 2;
  const y = (value: number) => HEIGHT - (value / top) * HEIGHT;
  return (
    <figure className="analytics-chart">
      <div className="analytics-chart-legend" aria-hidden>
        <span className="analytics-key analytics-key-views" />
        {t('dashboard:pageAnalytics.views')}
        <span className="analytics-key analytics-key-clicks" />
        {t('dashboard:pageAnalytics.clicks')}
      </div>
      <div className="analytics-chart-plot">
        <div className="analytics-chart-axis" aria-hidden>
          <span>{top}</span>
          <span>{top / 2}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-label={t('dashboard:pageAnalytics.chartSummary', {
            views,
            clicks,
            from: first,
            to: last,
          })}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          width="100%"
          height={HEIGHT}
        >
          <line x1={0} x2={width} y1={HEIGHT / 2} y2={HEIGHT / 2} className="analytics-grid" />
          {days.map((day, index) => (
            <g key={day.date}>
              <title>
                {t('dashboard:pageAnalytics.dayTooltip', {
                  date: day.date,
                  views: day.views,
                  clicks: day.clicks,
                })}
              </title>
              {/* The whole column takes the hover, so thin bars still show their tooltip. */}
              <rect x={index} y={0} width={1} height={HEIGHT} fill="transparent" />
              <rect
                className="analytics-bar-views"
                x={index + GAP / 2}
                y={y(day.views)}
                width={bar}
                height={HEIGHT - y(day.views)}
              />
              <rect
                className="analytics-bar-clicks"
                x={index + GAP / 2 + bar}
                y={y(day.clicks)}
                width={bar}
                height={HEIGHT - y(day.clicks)}
              />
            </g>
          ))}
        </svg>
      </div>
      <figcaption className="analytics-chart-dates" aria-hidden>
        <span>{first}</span>
        <span>{last}</span>
      </figcaption>
    </figure>
  );
}
