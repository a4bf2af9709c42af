import nodemailer from 'nodemailer';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** An HTML twin of `text`, for mail programs that show it instead. */
  html?: string;
  /** Extra header lines, such as a subscriber mail's List-Unsubscribe. */
  headers?: Record<string, string>;
};

export interface Mailer {
  /** False when no SMTP server is configured: mail cannot reach anyone. */
  readonly configured: boolean;
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Mail through the SMTP server of SMTP_URL (smtp://user:pass@host:587, smtps://... for TLS from
 * the first byte). Without one, `configured` is false and sending fails, so callers decide what
 * the operator gets instead.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer {
  const { smtpUrl, from } = options;
  if (!smtpUrl) {
    return {
      configured: false,
      send: async () => {
        throw new Error('no SMTP server is configured (SMTP_URL)');
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    configured: true,
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
