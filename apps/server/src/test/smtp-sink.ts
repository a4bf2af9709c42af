import { SMTPServer } from 'smtp-server';

export type SunkMail = { from: string; to: string[]; raw: string; text: string };

export type SmtpSink = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: SunkMail[];
  /** The first mail to `to` that arrives (or arrived), within `timeoutMs`. */
  mailTo(to: string, timeoutMs?: number): Promise<SunkMail>;
  close(): Promise<void>;
};

/** Undoes quoted-printable (soft line breaks and =XX), which mailers use for long lines. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text of a single-part message: its body after the headers, decoded. */
function textOf(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = split === -1 ? '' : raw.slice(0, split);
  const body = split === -1 ? raw : raw.slice(split + 4);
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    return decodeQuotedPrintable(body);
  }
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return body;
}

/**
 * A mail server on 127.0.0.1 that accepts everything and keeps it in memory: the tests' outside
 * SMTP service. No TLS and no login, like a local relay.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: SunkMail[] = [];
  const waiting: Array<{ to: string; resolve: (mail: SunkMail) => void }> = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: SunkMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw,
          text: textOf(raw),
        };
        received.push(mail);
        for (const waiter of [...waiting]) {
          if (!mail.to.includes(waiter.to)) continue;
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('SMTP sink has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    mailTo(to, timeoutMs = 10_000) {
      const wanted = to.toLowerCase();
      const kept = received.find((mail) => mail.to.includes(wanted));
      if (kept) return Promise.resolve(kept);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push({
          to: wanted,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
