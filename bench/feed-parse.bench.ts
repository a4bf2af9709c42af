// Feed parse time and peak memory: the 730-episode real feed (when ../shared/fixtures is there)
// and generated feeds of 1,000 and 10,000 episodes. Each case runs in its own child process so
// its peak resident memory is its own. Goal: time growing linearly with the episode count, and
// under 200 MB peak for 10,000 episodes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFeed } from '../apps/server/src/modules/parser/feed/parse-feed.ts';
import { decodeDocument } from '../apps/server/src/modules/parser/shared/charset.ts';

const PEAK_GOAL_MB = 200;
const here = dirname(fileURLToPath(import.meta.url));
const realFeed = resolve(here, '../../shared/fixtures/feeds/rss-parser__giantbomb-podcast.rss');

interface CaseReport {
  name: string;
  episodes: number;
  feedMb: number;
  /** Best of several runs: the machine is shared, so the best run is the least disturbed. */
  parseMs: number;
  /** Resident memory before parsing (runtime, loader, the feed's bytes). */
  baseMb: number;
  /** Peak resident memory of the process through its first parse. */
  peakMb: number;
}

/** A feed shaped like a real one: CDATA show notes, iTunes tags and a guest per episode. */
const generateFeed = (count: number): Buffer => {
  const items: string[] = [];
  const start = Date.UTC(2024, 0, 1);
  for (let index = count; index > 0; index -= 1) {
    const date = new Date(start - index * 86_400_000).toUTCString();
    items.push(`<item>
  <title>Episode ${index}: Harbour stories &amp; night shifts</title>
  <guid isPermaLink="false">bench-${index}</guid>
  <link>https://bench.example/episodes/${index}</link>
  <pubDate>${date}</pubDate>
  <description><![CDATA[<p>In episode ${index} we talk to the crane operators, pilots and cooks who keep the harbour running after dark.</p><p>Links: <a href="https://bench.example/${index}">show notes</a> &middot; <b>sponsor</b> message.</p><ul><li>Cranes</li><li>Tides</li><li>Fog horns</li></ul>]]></description>
  <enclosure url="https://media.bench.example/${index}.mp3" length="${30_000_000 + index}" type="audio/mpeg"/>
  <itunes:duration>${String(Math.floor(index / 60) % 3).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}:07</itunes:duration>
  <itunes:image href="https://cdn.bench.example/${index}.jpg"/>
  <podcast:person role="guest" href="https://bench.example/people/${index}">Guest ${index}</podcast:person>
</item>`);
  }
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
<channel>
<title>Bench Harbour</title>
<description>Generated for the feed parse benchmark.</description>
<itunes:image href="https://cdn.bench.example/cover.jpg"/>
<podcast:person role="host">Ada Quay</podcast:person>
${items.join('\n')}
</channel>
</rss>`);
};

const parseOnce = (bytes: Buffer) =>
  parseFeed(decodeDocument(bytes, 'xml'), { url: 'https://bench.example/feed' });

/** Child side: parse one feed file and print its report as one JSON line. */
const runCase = (name: string, file: string) => {
  const bytes = readFileSync(file);
  parseOnce(generateFeed(50)); // warm up the JIT on a small feed
  const baseMb = process.memoryUsage().rss / 1024 / 1024;
  const times: number[] = [];
  let episodes = 0;
  let peakMb = 0;
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    episodes = parseOnce(bytes).episodes.length;
    times.push(performance.now() - started);
    if (run === 0) peakMb = process.resourceUsage().maxRSS / 1024;
  }
  const report: CaseReport = {
    name,
    episodes,
    feedMb: bytes.length / 1024 / 1024,
    parseMs: Math.min(...times),
    baseMb,
    peakMb,
  };
  console.log(JSON.stringify(report));
};

const runInChild = (name: string, file: string): CaseReport => {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), name, file],
    { encoding: 'utf8' },
  );
  const line = child.stdout.trim().split('\n').pop() ?? '';
  if (child.status !== 0 || !line.startsWith('{')) {
    throw new Error(`case ${name} failed: ${child.stderr}`);
  }
  return JSON.parse(line) as CaseReport;
};

const main = () => {
  const work = mkdtempSync(join(tmpdir(), 'podpie-feed-bench-'));
  const cases: Array<[string, string]> = [];
  if (existsSync(realFeed)) cases.push(['real-730', realFeed]);
  else console.log('(the 730-episode real feed is not here: ../shared/fixtures missing)');
  for (const count of [1_000, 10_000]) {
    const file = join(work, `generated-${count}.xml`);
    writeFileSync(file, generateFeed(count));
    cases.push([`generated-${count}`, file]);
  }
  let reports: CaseReport[];
  try {
    reports = cases.map(([name, file]) => runInChild(name, file));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log('case              episodes  feed MB  best ms  ms/1k eps  base MB  peak MB');
  for (const report of reports) {
    console.log(
      [
        report.name.padEnd(16),
        String(report.episodes).padStart(9),
        report.feedMb.toFixed(1).padStart(8),
        report.parseMs.toFixed(1).padStart(8),
        ((report.parseMs / report.episodes) * 1000).toFixed(1).padStart(10),
        report.baseMb.toFixed(0).padStart(8),
        report.peakMb.toFixed(0).padStart(8),
      ].join(' '),
    );
  }
  const small = reports.find((report) => report.name === 'generated-1000');
  const large = reports.find((report) => report.name === 'generated-10000');
  if (small && large) {
    const growth = large.parseMs / large.episodes / (small.parseMs / small.episodes);
    console.log(
      `growth: 10x the episodes costs ${(large.parseMs / small.parseMs).toFixed(1)}x the time ` +
        `(per-episode cost ratio ${growth.toFixed(2)}; 1.00 is perfectly linear)`,
    );
    const verdict = large.peakMb < PEAK_GOAL_MB ? 'within' : 'OVER';
    console.log(
      `peak memory for 10,000 episodes: ${large.peakMb.toFixed(0)} MB (${verdict} the ${PEAK_GOAL_MB} MB goal)`,
    );
  }
};

const [requested, file] = process.argv.slice(2);
if (requested && file) runCase(requested, file);
else main();
