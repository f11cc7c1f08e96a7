import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface EmailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Delivers one message now. The email service calls it from the `email.send` job, never from a request. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<{ messageId: string }>;
  close(): void;
}

/** Scaled mode: SMTP from a URL such as smtp://user:pass@host:587 or smtps://host:465. */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail(message);
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/** `20260501T101500123Z-3f9a1c2b7d4e.eml`: sortable by time, unique without coordination. */
function outboxName(now: Date): string {
  return `${now.toISOString().replace(/[-:.]/g, '')}-${randomBytes(6).toString('hex')}.eml`;
}

/** Embedded mode: each message as an RFC 822 `.eml` file in a folder, readable by any mail client. */
export function createOutboxMailer(dir: string, clock: () => Date = () => new Date()): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail(message);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, outboxName(clock())), info.message as Buffer, { flag: 'wx' });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/** SMTP when `SMTP_URL` is set, otherwise `<dataDir>/outbox`. */
export function createMailer(opts: { smtpUrl?: string; dataDir: string }): Mailer {
  return opts.smtpUrl ? createSmtpMailer(opts.smtpUrl) : createOutboxMailer(path.join(opts.dataDir, 'outbox'));
}

/** Start-up choice from the parsed environment (server and worker processes). */
export function createMailerFromEnv(env: { SMTP_URL?: string; dataDir: string }): Mailer {
  return createMailer({ smtpUrl: env.SMTP_URL || undefined, dataDir: env.dataDir });
}
