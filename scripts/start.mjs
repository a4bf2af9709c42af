// `npm start`: builds the web app and the server when their sources changed since the last build
// (see web-build.mjs and server-build.mjs), then runs the compiled server on PORT. SIGTERM and
// SIGINT reach the server, which shuts down gracefully.
import { spawn } from 'node:child_process';
import cluster from 'node:cluster';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, SERVER_MAIN } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

// With WEB_CONCURRENCY, the cluster's server processes run this script again; the primary built.
try {
  if (cluster.isPrimary && process.env.SKIP_WEB_BUILD !== 'true') ensureWebBuild();
  if (cluster.isPrimary) await ensureServerBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// React renders pages in its development build unless told otherwise: checks and warnings that
// made a page's first render nearly twice as slow (bench/many-pages.bench.ts).
process.env.NODE_ENV ||= 'production';
// libuv's thread pool (4 threads unless told) hashes passwords, resolves names, reads files and
// runs sharp; image work keeps to 2 of them (lib/image-lane.ts). The size is read once, when the
// pool starts, and loading this script already started it: package.json's start script sets it
// before Node runs, and the server then runs in this process. Run any other way, the server gets
// a process of its own with the size set.
//
// The same holds for settings that keep the server's resident memory down (issue 32), which glibc
// and V8 read only when the process starts: MALLOC_ARENA_MAX (glibc otherwise gives each of the
// server's ~20 threads an arena of its own, each keeping tens of MB it freed),
// MALLOC_MMAP_THRESHOLD_ (glibc otherwise raises it up to 32 MB as big buffers are freed, and the
// later ones, PGlite's start-up among them, then stay in the heap as holes it never returns) and
// V8's young generation (--max-semi-space-size: 16 MB per half by default, mostly empty between
// requests). package.json's start script sets them all.
const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
if (process.env.UV_THREADPOOL_SIZE) {
  await import(pathToFileURL(SERVER_MAIN).href);
} else {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_MAIN], {
    stdio: 'inherit',
    env: {
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      ...process.env,
      UV_THREADPOOL_SIZE: '16',
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
