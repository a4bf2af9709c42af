// Groups the app's chunks by route, so a route downloads a handful of files instead of one per
// combination of lazy modules that happens to share a piece of code (the editor loaded 48 such
// files). Rolldown's own splitting knows exactly which module each route needs once tree shaking
// is done, which a module-id rule cannot tell through barrel files such as antd's or
// @podpie/core's index; so a first build without output (no minifying, a few seconds) splits as
// usual, and each of its chunks joins the others that exactly the same routes load. A group
// thus never makes a route download code it did not load before; only the number of files falls.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;
type Options = NonNullable<NonNullable<Parameters<typeof build>[0]>['build']>['rolldownOptions'];
type Group = {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively?: boolean;
};

/** Unminified bytes below which a route group is merged into the widest one. */
const SMALL_GROUP_BYTES = 15_000;

/** The lazy route modules (`lazyRoute('src/…', …)` in the router), as absolute module ids. */
function routeModules(root: string): string[] {
  const router = readFileSync(join(root, 'src', 'app', 'router.tsx'), 'utf8');
  return [...router.matchAll(/lazyRoute\(\s*'(src\/[^']+)'/g)].map((match) =>
    join(root, match[1] ?? ''),
  );
}

/** A chunk's file and every file it imports statically. */
function closure(byFile: Map<string, OutputChunk>, file: string, into = new Set<string>()) {
  if (into.has(file)) return into;
  into.add(file);
  for (const next of byFile.get(file)?.imports ?? []) closure(byFile, next, into);
  return into;
}

/**
 * One group per set of routes: the modules of every first-build chunk that exactly those routes
 * load statically, route modules themselves aside (their chunks keep their manifest entries,
 * which the server's preload lists are read from). Chunks no route loads (dialogs, icon packs,
 * languages) are left to Rolldown. A group with more routes comes first, so a module that more
 * routes share is never pulled into a narrower group as another module's dependency.
 */
export async function routeGroups(
  root: string,
  options: Options,
  priority: number,
): Promise<Group[]> {
  const routes = routeModules(root);
  const built = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { write: false, minify: false, manifest: false, rolldownOptions: options },
  });
  const outputs = (Array.isArray(built) ? built : [built]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const chunks = outputs.filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // The lazy modules the app itself may fetch on any screen (answers of the auth API, the notice
  // host, dictionaries) count as routes too: a group they share with a screen would make them
  // fetch the screen's code as well.
  const entry = chunks.find((chunk) => chunk.isEntry);
  const appWide = entry
    ? [...closure(byFile, entry.fileName)].flatMap((file) => byFile.get(file)?.dynamicImports ?? [])
    : [];
  const starts = [
    ...routes.flatMap((route) =>
      chunks.filter((chunk) => chunk.facadeModuleId === route).map((chunk) => chunk.fileName),
    ),
    ...appWide,
  ];
  const loadedBy = new Map<string, string[]>();
  for (const start of new Set(starts)) {
    for (const file of closure(byFile, start)) {
      loadedBy.set(file, [...(loadedBy.get(file) ?? []), start]);
    }
  }
  const members = new Map<string, { users: Set<string>; ids: Set<string>; bytes: number }>();
  const isRoute = new Set(routes);
  for (const chunk of chunks) {
    const users = loadedBy.get(chunk.fileName);
    // The entry chunk and its static imports: every route loads them; the app group holds them.
    if (!users || chunk.isEntry || chunk.name === 'app') continue;
    const key = [...users].sort().join('|');
    const group = members.get(key) ?? { users: new Set(users), ids: new Set<string>(), bytes: 0 };
    for (const id of chunk.moduleIds) if (!isRoute.has(id)) group.ids.add(id);
    group.bytes += chunk.code.length;
    members.set(key, group);
  }
  // Widest first: a small group joins the narrowest group loaded wherever it is loaded, which
  // costs only the routes of that group a few KB and saves a file everywhere.
  const groups = [...members.values()]
    .filter((group) => group.ids.size > 0)
    .sort((a, b) => b.users.size - a.users.size);
  const kept: typeof groups = [];
  for (const group of groups) {
    const host =
      group.bytes < SMALL_GROUP_BYTES
        ? kept
            .filter((candidate) => [...group.users].every((user) => candidate.users.has(user)))
            .at(-1)
        : undefined;
    if (host) for (const id of group.ids) host.ids.add(id);
    else kept.push(group);
  }
  return kept.map((group, index) => ({
    name: `routes-${index}`,
    test: (id: string) => group.ids.has(id),
    priority: priority + group.users.size,
    includeDependenciesRecursively: false,
  }));
}
