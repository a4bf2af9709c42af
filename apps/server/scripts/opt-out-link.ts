// `npm run opt-out-link -- <itunes_id>`: prints the cold e-mail campaign's opt-out link for a
// podcast, keyed under this server's APP_SECRET. Uses the same environment as the server.
import { ConfigError, loadConfig } from '../src/config.ts';
import { optOutLink } from '../src/modules/opt-out/opt-out-key.ts';

const itunesId = process.argv[2]?.trim() ?? '';
if (!/^[A-Za-z0-9_-]{1,64}$/.test(itunesId)) {
  console.error('Usage: npm run opt-out-link -- <itunes_id>');
  process.exit(1);
}
try {
  const config = loadConfig(process.env);
  console.log(optOutLink(config.publicUrl, config.appSecret, itunesId));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}
