// `npm run invite -- <email>`: creates (or finds) the account and prints a sign-in link with a
// passcode that works once, within seven days. Uses the same environment as the server.
import { signInSchema } from '@podpie/core';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { runningServer } from '../src/lib/server-lock.ts';
import { AuthService } from '../src/modules/auth/service.ts';

type Invite = { link: string; created: boolean };

/** A server holds the embedded database: ask it, over loopback, with APP_SECRET. */
async function inviteThroughServer(port: number, secret: string, email: string): Promise<Invite> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/auth/invites`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ email }),
  });
  if (!answer.ok) throw new Error(`the running server answered ${answer.status}`);
  const body: unknown = await answer.json();
  if (
    body !== null &&
    typeof body === 'object' &&
    'link' in body &&
    'created' in body &&
    typeof body.link === 'string' &&
    typeof body.created === 'boolean'
  ) {
    return { link: body.link, created: body.created };
  }
  throw new Error('the running server gave an unexpected answer');
}

async function inviteDirectly(
  config: ReturnType<typeof loadConfig>,
  email: string,
): Promise<Invite> {
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    return await new AuthService(database.db, () => new Date()).invite(email, config.publicUrl);
  } finally {
    await database.close();
  }
}

async function main() {
  const email = signInSchema.shape.email.safeParse(process.argv[2] ?? '');
  if (!email.success) {
    console.error('Usage: npm run invite -- <email>');
    process.exit(1);
  }
  const config = loadConfig();
  const server = config.databaseUrl === undefined ? runningServer(config.dataDir) : null;
  const invite = server
    ? await inviteThroughServer(server.port, config.appSecret, email.data)
    : await inviteDirectly(config, email.data);
  console.log(
    invite.created ? `Created the account ${email.data}.` : `${email.data} already has an account.`,
  );
  console.log('Sign-in link (works once, for 7 days):');
  console.log(invite.link);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Invite failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
