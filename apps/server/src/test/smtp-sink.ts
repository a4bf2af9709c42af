import { SMTPServer } from 'smtp-server';

export type SunkMail = {
  from: string;
  to: string[];
  raw: string;
  /** The Subject header, unfolded and decoded. */
  subject: string;
  /** The plain text, also of a message with an HTML twin. */
  text: string;
  /** The HTML part of a multipart message, or null. */
  html: string | null;
};

export type SmtpSink = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: SunkMail[];
  /**
   * The first mail to `to` that arrives (or arrived), within `timeoutMs`; with `subject`, the
   * first whose subject holds it (a new account is sent a verification mail first).
   */
  mailTo(to: string, timeoutMs?: number, subject?: string): Promise<SunkMail>;
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

/** A header's value with its encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) decoded. */
function headerOf(raw: string, name: string): string {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const value = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_word, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** The part of a multipart message with this content type, or null. */
function partOf(headers: string, body: string, type: string): string | null {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!/content-type:\s*multipart\//i.test(headers) || !boundary) return null;
  for (const part of body.split(`--${boundary}`)) {
    const trimmed = part.replace(/^\r\n/, '');
    const end = trimmed.indexOf('\r\n\r\n');
    if (end === -1) continue;
    if (new RegExp(`content-type:\\s*${type}`, 'i').test(trimmed.slice(0, end))) {
      return decodedBody(trimmed);
    }
  }
  return null;
}

/** The body of a message or part after its headers, decoded; a multipart one's plain text. */
function decodedBody(raw: string, type = 'text/plain'): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = split === -1 ? '' : raw.slice(0, split);
  const body = split === -1 ? raw : raw.slice(split + 4);
  const part = partOf(headers, body, type);
  if (part !== null) return part;
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
  const waiting: Array<{ to: string; subject: string; resolve: (mail: SunkMail) => void }> = [];
  const fits = (mail: SunkMail, to: string, subject: string) =>
    mail.to.includes(to) && mail.subject.includes(subject);
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
          subject: headerOf(raw, 'Subject'),
          text: decodedBody(raw),
          html: raw.includes('text/html') ? decodedBody(raw, 'text/html') : null,
        };
        received.push(mail);
        for (const waiter of [...waiting]) {
          if (!fits(mail, waiter.to, waiter.subject)) continue;
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
    mailTo(to, timeoutMs = 10_000, subject = '') {
      const wanted = to.toLowerCase();
      const kept = received.find((mail) => fits(mail, wanted, subject));
      if (kept) return Promise.resolve(kept);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push({
          to: wanted,
          subject,
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
