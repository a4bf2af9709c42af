import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  mailingChanged,
  mailingKeys,
  projectKeys,
  projectRemoved,
  projectsChanged,
} from './query-keys.ts';

const project = (id: number) => ({ id, slug: `show${id}` });

/** A cache as the dashboard, the settings, analytics and integrations screens leave it. */
function filledCache() {
  const client = new QueryClient();
  client.setQueryData(projectKeys.list, [project(3), project(4)]);
  for (const id of [3, 4]) {
    client.setQueryData(projectKeys.view(id), project(id));
    client.setQueryData(projectKeys.health(id), []);
    client.setQueryData(projectKeys.analytics(id, '2026-01-01', '2026-01-30'), {});
    client.setQueryData(projectKeys.analyticsSettings(id), { recording: true });
    client.setQueryData(projectKeys.subscribers(id), { count: 0, data: [] });
  }
  client.setQueryData(mailingKeys.integrations, []);
  client.setQueryData(mailingKeys.services, []);
  return client;
}

const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);

describe('a change reaches every screen that shows what changed', () => {
  it('a publish or settings save of one project makes the list and all of that project stale', async () => {
    const client = filledCache();
    await projectsChanged(client, 3);
    expect(stale(client)).toEqual(
      expect.arrayContaining([
        projectKeys.list,
        projectKeys.view(3),
        projectKeys.health(3),
        projectKeys.analytics(3, '2026-01-01', '2026-01-30'),
        projectKeys.analyticsSettings(3),
        projectKeys.subscribers(3),
      ]),
    );
    expect(stale(client)).toHaveLength(6);
  });

  it('a new project (quick start, import) makes only the list stale', async () => {
    const client = filledCache();
    await projectsChanged(client);
    expect(stale(client)).toEqual([projectKeys.list]);
  });

  it('a deleted project leaves the list and nothing about it stays cached', () => {
    const client = filledCache();
    projectRemoved(client, 3);
    expect(client.getQueryData(projectKeys.list)).toEqual([project(4)]);
    const left = client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(left.filter((key) => key[0] === 'projects' && key[1] === 3)).toEqual([]);
    expect(client.getQueryData(projectKeys.view(4))).toEqual(project(4));
  });

  it('connecting or disconnecting a mailing account refetches services and integrations only', async () => {
    const client = filledCache();
    await mailingChanged(client);
    expect(stale(client)).toEqual(
      expect.arrayContaining([mailingKeys.integrations, mailingKeys.services]),
    );
    expect(stale(client)).toHaveLength(2);
  });
});
