// `npm start`: builds the web app, then runs the server on PORT (signals reach it, so a
// SIGTERM to npm start shuts the server down gracefully).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const web = JSON.parse(readFileSync('apps/web/package.json', 'utf8'));
if (web.scripts?.build && process.env.SKIP_WEB_BUILD !== 'true') {
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
