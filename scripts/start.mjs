// `npm start`: builds the web app when its sources changed since the last build (see
// web-build.mjs), then runs the server on PORT (signals reach it, so a SIGTERM to npm start shuts
// the server down gracefully).
import { spawn } from 'node:child_process';
import { ensureWebBuild } from './web-build.mjs';

if (process.env.SKIP_WEB_BUILD !== 'true') {
  try {
    ensureWebBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
// React renders pages in its development build unless told otherwise: checks and warnings that
// made a page's first render nearly twice as slow (bench/many-pages.bench.ts).
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
