import {
  type AnalyticsReport,
  analyticsRangeProblem,
  type DeviceClass,
  DIRECTORY_TEMPLATES,
  daysBetween,
  MAX_ANALYTICS_DAYS,
  MESSENGER_TEMPLATES,
  SOCIAL_TEMPLATES,
} from '@podpie/core';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { blocksOf, dailyTotals, dimensionTotals } from './repository.ts';

export const RANGE_INVALID_DATE = 'Dates must be real days written as YYYY-MM-DD.';
export const RANGE_REVERSED = '"from" must not be after "to".';
export const RANGE_TOO_LONG = `A report covers at most ${MAX_ANALYTICS_DAYS} days.`;

const RANGE_MESSAGES = {
  invalid_date: RANGE_INVALID_DATE,
  reversed: RANGE_REVERSED,
  too_long: RANGE_TOO_LONG,
} as const;

const DEVICES: readonly DeviceClass[] = ['mobile', 'tablet', 'desktop'];
const isDevice = (value: string): value is DeviceClass =>
  (DEVICES as readonly string[]).includes(value);

const mostFirst = <T extends { count: number; name: string }>(a: T, b: T) =>
  b.count - a.count || a.name.localeCompare(b.name);

/** Catalogue entries (socials, messengers, directories) by their block name, e.g. INSTAGRAM. */
const CATALOGUE_LABELS = new Map(
  [...SOCIAL_TEMPLATES, ...MESSENGER_TEMPLATES, ...DIRECTORY_TEMPLATES].map((entry) => [
    `${entry.main_type} ${entry.name}`,
    entry.label,
  ]),
);

/** The name an owner knows a block by: its title, its catalogue label, else its name or address. */
function blockTitle(block: {
  main_type: string;
  title: string | null;
  name: string | null;
  link_value: string | null;
}): string {
  return (
    block.title?.trim() ||
    CATALOGUE_LABELS.get(`${block.main_type} ${block.name}`) ||
    block.name?.trim() ||
    block.link_value?.trim() ||
    ''
  );
}

/**
 * The titles of a page's episodes by key. The episode pages' module provides it (from the stored
 * feed and core's episode key); without it, or for an episode the feed no longer has, the
 * report shows the key itself.
 */
export type EpisodeTitles = (
  projectId: number,
  keys: readonly string[],
) => Promise<ReadonlyMap<string, string>>;

/** Episodes shown in a report at most. */
export const MAX_REPORT_EPISODES = 50;

/** The page's numbers for the UTC days from `from` to `to`, both included. */
export async function analyticsReport(
  db: Queryable,
  projectId: number,
  from: string,
  to: string,
  episodeTitles?: EpisodeTitles,
): Promise<AnalyticsReport> {
  const problem = analyticsRangeProblem(from, to);
  if (problem) throw new AppError('unprocessable', RANGE_MESSAGES[problem]);

  const [daily, dimensions] = await Promise.all([
    dailyTotals(db, projectId, from, to),
    dimensionTotals(db, projectId, from, to),
  ]);
  const byDay = new Map<string, { views: number; unique_visitors: number; clicks: number }>();
  for (const date of daysBetween(from, to)) {
    byDay.set(date, { views: 0, unique_visitors: 0, clicks: 0 });
  }
  for (const row of daily) {
    const day = byDay.get(row.day);
    if (!day) continue;
    const count = Number(row.count);
    if (row.metric === 'views') day.views += count;
    else if (row.metric === 'visitors') day.unique_visitors += count;
    else if (row.metric === 'clicks') day.clicks += count;
  }
  const days = [...byDay].map(([date, counts]) => ({ date, ...counts }));
  const totals = { views: 0, unique_visitors: 0, clicks: 0 };
  for (const day of days) {
    totals.views += day.views;
    totals.unique_visitors += day.unique_visitors;
    totals.clicks += day.clicks;
  }

  const of = (metric: string) =>
    dimensions
      .filter((row) => row.metric === metric)
      .map((row) => ({ name: row.dimension, count: Number(row.count) }))
      .sort(mostFirst);
  const clicked = of('clicks').map((row) => ({ id: Number(row.name), count: row.count }));
  const blocks = new Map(
    (
      await blocksOf(
        db,
        projectId,
        clicked.map((row) => row.id),
      )
    ).map((block) => [block.id, block]),
  );
  const titleOf = (pieId: number) => {
    const block = blocks.get(pieId);
    return block ? blockTitle(block) : '';
  };
  const episodes = episodeRows(of('episode-views'), of('episode-clicks'), titleOf);
  const titles =
    episodes.length > 0 && episodeTitles
      ? await episodeTitles(
          projectId,
          episodes.map((row) => row.key),
        )
      : new Map<string, string>();
  return {
    totals,
    days,
    blocks: clicked.map((row) => ({ pie_id: row.id, title: titleOf(row.id), clicks: row.count })),
    referrers: of('referrer').map((row) => ({ domain: row.name, views: row.count })),
    devices: of('device').flatMap((row) =>
      isDevice(row.name) ? [{ device: row.name, views: row.count }] : [],
    ),
    episodes: episodes.map((row) => ({ ...row, title: titles.get(row.key) || row.key })),
  };
}

type Counted = { name: string; count: number };

/**
 * Episodes by views and app clicks (most first), each with the apps chosen for it: the
 * 'episode-clicks' dimension is "<key> <block id>" (repository.ts episodeClick).
 */
function episodeRows(
  views: readonly Counted[],
  clicks: readonly Counted[],
  titleOf: (pieId: number) => string,
) {
  const rows = new Map<
    string,
    { key: string; views: number; clicks: number; apps: AnalyticsReport['blocks'] }
  >();
  const rowOf = (key: string) => {
    let row = rows.get(key);
    if (!row) {
      row = { key, views: 0, clicks: 0, apps: [] };
      rows.set(key, row);
    }
    return row;
  };
  for (const { name, count } of views) rowOf(name).views += count;
  for (const { name, count } of clicks) {
    const space = name.lastIndexOf(' ');
    const pieId = Number(name.slice(space + 1));
    if (space <= 0 || !Number.isInteger(pieId)) continue;
    const row = rowOf(name.slice(0, space));
    row.clicks += count;
    row.apps.push({ pie_id: pieId, title: titleOf(pieId), clicks: count });
  }
  return [...rows.values()]
    .map((row) => ({ ...row, apps: row.apps.sort((a, b) => b.clicks - a.clicks) }))
    .sort((a, b) => b.views + b.clicks - (a.views + a.clicks) || a.key.localeCompare(b.key))
    .slice(0, MAX_REPORT_EPISODES);
}
