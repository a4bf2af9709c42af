// Many visitors reading one published page at once over keep-alive connections, each answer
// checked for its status and for the version it shows.
import { Agent, request } from 'node:http';
import { type Seen, versionShown } from './api.ts';

/** One answer in time: its status, or 0 when the request failed without an answer. */
export type Sample = { startedAt: number; endedAt: number; status: number };

export type VisitResult = {
  requests: number;
  statuses: Map<number, number>;
  networkErrorCount: number;
  networkErrors: string[];
  mixed: string[];
  empty: number;
  versions: Set<number>;
  samples: Sample[];
};

function get(agent: Agent, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
      response.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', reject);
    req.end();
  });
}

/**
 * `visitors` loops, each reading `/<slug>` from the servers in turn until `until` (ms since the
 * epoch); answers what they saw.
 */
export async function visit(options: {
  servers: string[];
  slug: string;
  marker: string;
  count: number;
  visitors: number;
  until: number;
  /** Keep every answer's timing (outage tests classify answers by when they were asked). */
  keepSamples?: boolean;
}): Promise<VisitResult> {
  const { servers, slug, marker, count, visitors, until, keepSamples = false } = options;
  const agents = servers.map(
    () => new Agent({ keepAlive: true, maxSockets: Math.ceil(visitors / servers.length) }),
  );
  const result: VisitResult = {
    requests: 0,
    statuses: new Map(),
    networkErrorCount: 0,
    networkErrors: [],
    mixed: [],
    empty: 0,
    versions: new Set(),
    samples: [],
  };
  const note = (seen: Seen) => {
    if (seen.kind === 'whole') result.versions.add(seen.version);
    else if (seen.kind === 'empty') result.empty += 1;
    else if (result.mixed.length < 20) result.mixed.push(seen.detail);
  };
  const worker = async (n: number) => {
    let turn = n;
    while (Date.now() < until) {
      const which = turn++ % servers.length;
      const agent = agents[which];
      const server = servers[which];
      if (!agent || !server) break;
      const startedAt = Date.now();
      try {
        const answer = await get(agent, `${server}/${slug}`);
        if (keepSamples)
          result.samples.push({ startedAt, endedAt: Date.now(), status: answer.status });
        result.requests += 1;
        result.statuses.set(answer.status, (result.statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 200) note(versionShown(answer.body, marker, count));
      } catch (error) {
        result.requests += 1;
        result.networkErrorCount += 1;
        if (keepSamples) result.samples.push({ startedAt, endedAt: Date.now(), status: 0 });
        if (result.networkErrors.length < 20) result.networkErrors.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: visitors }, (_, n) => worker(n)));
  for (const agent of agents) agent.destroy();
  return result;
}
