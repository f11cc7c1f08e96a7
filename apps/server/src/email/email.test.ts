import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase } from '../../test/helpers';
import type { Database } from '../db/client';
import { emailLog } from '../db/schema/index';
import type { JobContext, JobHandler, JobQueue } from '../jobs/queue';
import { createEmailService, DEFAULT_MAIL_FROM, EMAIL_JOB, type EmailJobData } from './email.service';
import { createMailer, createOutboxMailer, createSmtpMailer, type EmailMessage, type Mailer } from './mailer';

/** An in-memory JobQueue: jobs wait until the test drains them (the pg-boss queue has its own tests). */
class FakeQueue implements JobQueue {
  readonly queued: JobContext<any>[] = [];
  readonly handlers = new Map<string, JobHandler<any>>();
  async send<T extends object>(name: string, data: T) {
    const id = randomUUID();
    this.queued.push({ id, name, data, attempt: 1 });
    return id;
  }
  async work<T extends object>(name: string, handler: JobHandler<T>) {
    this.handlers.set(name, handler);
  }
  async drain() {
    for (const job of this.queued.splice(0)) await this.handlers.get(job.name)!(job);
  }
}

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 (random port, no auth, no TLS) that keeps what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Headers of an RFC 822 message (unfolded, names lower-cased) and its body. */
function parseEml(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  expect(split).toBeGreaterThan(0);
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body: raw.slice(split + 4) };
}

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

const message: EmailJobData = {
  to: 'asha.rao@example.com',
  subject: 'Welcome to Smart Support',
  text: 'Your one-time password is in this email.',
  html: '<p>Your one-time password is in this email.</p>',
};

describe('mailers', () => {
  it('SMTP: a real server receives from, to, subject and body', async () => {
    const mailer = createSmtpMailer(smtp.url);
    const before = smtp.received.length;
    const { messageId } = await mailer.send({ from: DEFAULT_MAIL_FROM, ...message });
    mailer.close();
    expect(messageId).toMatch(/^<.+@.+>$/);
    const got = smtp.received[before];
    expect(got.from).toBe('no-reply@smartsupport.local');
    expect(got.to).toEqual(['asha.rao@example.com']);
    const { headers } = parseEml(got.raw);
    expect(headers.subject).toBe('Welcome to Smart Support');
    expect(headers.to).toBe('asha.rao@example.com');
    expect(headers.from).toBe('Smart Support <no-reply@smartsupport.local>');
    expect(got.raw).toContain('Your one-time password is in this email.');
    expect(got.raw).toContain('<p>Your one-time password is in this email.</p>');
  });

  it('outbox: writes one parseable .eml file per message', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'ss-outbox-')), 'outbox');
    const mailer = createOutboxMailer(dir, () => new Date('2026-05-01T10:15:00.123Z'));
    const { messageId } = await mailer.send({ from: DEFAULT_MAIL_FROM, ...message });
    await mailer.send({ from: DEFAULT_MAIL_FROM, ...message, subject: 'Second' });
    const names = (await readdir(dir)).sort();
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/^20260501T101500123Z-[0-9a-f]{12}\.eml$/);
    const emls = await Promise.all(names.map((n) => readFile(path.join(dir, n), 'utf8')));
    const first = emls.map(parseEml).find((e) => e.headers.subject === 'Welcome to Smart Support')!;
    expect(first.headers).toMatchObject({
      from: 'Smart Support <no-reply@smartsupport.local>',
      to: 'asha.rao@example.com',
      'message-id': messageId,
      'mime-version': '1.0',
    });
    expect(first.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(first.body).toContain('Your one-time password is in this email.');
  });

  it('is chosen by configuration', () => {
    expect(createMailer({ dataDir: os.tmpdir() }).kind).toBe('outbox');
    expect(createMailer({ dataDir: os.tmpdir(), smtpUrl: smtp.url }).kind).toBe('smtp');
  });
});

describe('email service', () => {
  it('sendEmail only enqueues; the email.send worker delivers through SMTP', async () => {
    const jobs = new FakeQueue();
    const service = createEmailService({ db: database.db, jobs, transport: createSmtpMailer(smtp.url) });
    await service.registerWorker();
    expect(jobs.handlers.has(EMAIL_JOB)).toBe(true);
    const before = smtp.received.length;
    const id = await service.sendEmail({ ...message, subject: 'Queued hello' });
    expect(jobs.queued).toMatchObject([{ id, name: EMAIL_JOB, data: { to: message.to, subject: 'Queued hello' } }]);
    expect(smtp.received.length).toBe(before);
    await jobs.drain();
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received[before].raw).toContain('Subject: Queued hello');
    const [row] = await database.db.select().from(emailLog).where(eq(emailLog.jobId, id!));
    expect(row).toMatchObject({ status: 'sent', to: message.to, subject: 'Queued hello', attempts: 1 });
    expect(row.messageId).toMatch(/@/);
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('refuses a malformed message at enqueue time', async () => {
    const service = createEmailService({
      db: database.db,
      jobs: new FakeQueue(),
      transport: createSmtpMailer(smtp.url),
    });
    await expect(service.sendEmail({ ...message, to: 'not an address' })).rejects.toThrow();
  });

  it('sends once per job id, however often the job runs', async () => {
    const sent: EmailMessage[] = [];
    const transport: Mailer = {
      kind: 'outbox',
      async send(m) {
        sent.push(m);
        return { messageId: `<${sent.length}@test>` };
      },
      close() {},
    };
    const service = createEmailService({ db: database.db, jobs: new FakeQueue(), transport, from: 'Custom <c@x.in>' });
    const job = { id: randomUUID(), name: EMAIL_JOB, data: message, attempt: 1 };
    await service.handleEmailJob(job);
    await service.handleEmailJob({ ...job, attempt: 2 });
    expect(sent).toHaveLength(1);
    expect(sent[0].from).toBe('Custom <c@x.in>');
    const rows = await database.db.select().from(emailLog).where(eq(emailLog.jobId, job.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', messageId: '<1@test>', attempts: 1 });
  });

  it('records a failed attempt and sends on the retry', async () => {
    let fail = true;
    const sent: EmailMessage[] = [];
    const transport: Mailer = {
      kind: 'smtp',
      async send(m) {
        if (fail) throw new Error('connection refused');
        sent.push(m);
        return { messageId: '<ok@test>' };
      },
      close() {},
    };
    const service = createEmailService({ db: database.db, jobs: new FakeQueue(), transport });
    const job = { id: randomUUID(), name: EMAIL_JOB, data: message, attempt: 1 };
    await expect(service.handleEmailJob(job)).rejects.toThrow('connection refused');
    let [row] = await database.db.select().from(emailLog).where(eq(emailLog.jobId, job.id));
    expect(row).toMatchObject({ status: 'failed', error: 'connection refused', attempts: 1 });
    fail = false;
    await service.handleEmailJob({ ...job, attempt: 2 });
    await service.handleEmailJob({ ...job, attempt: 3 });
    expect(sent).toHaveLength(1);
    [row] = await database.db.select().from(emailLog).where(eq(emailLog.jobId, job.id));
    expect(row).toMatchObject({ status: 'sent', error: null, attempts: 2, messageId: '<ok@test>' });
  });
});

describe('email plugin', () => {
  it('app.email.sendEmail goes through the real job queue into the outbox', async () => {
    const app = await buildTestApp(database, { deps: { mailFrom: 'Smart Support <hello@school.example>' } });
    try {
      const outbox = path.join(app.deps.dataDir, 'outbox');
      const id = await app.email.sendEmail({ ...message, subject: 'Through pg-boss' });
      expect(id).toBeTruthy();
      const end = Date.now() + 15_000;
      let names: string[] = [];
      while (Date.now() < end && names.length === 0) {
        names = await readdir(outbox).catch(() => []);
        if (names.length === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(names).toHaveLength(1);
      const { headers } = parseEml(await readFile(path.join(outbox, names[0]), 'utf8'));
      expect(headers).toMatchObject({ subject: 'Through pg-boss', from: 'Smart Support <hello@school.example>' });
      const [row] = await database.db.select().from(emailLog).where(eq(emailLog.jobId, id!));
      expect(row.status).toBe('sent');
    } finally {
      await app.close();
    }
  });
});
