import { eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { emailLog } from '../db/schema/index';
import type { JobContext, JobQueue } from '../jobs/queue';
import type { Mailer } from './mailer';

export const EMAIL_JOB = 'email.send';
export const DEFAULT_MAIL_FROM = 'Smart Support <no-reply@smartsupport.local>';

export const ZEmailJob = z.object({
  to: z.email(),
  subject: z.string().min(1).max(500),
  text: z.string(),
  html: z.string().optional(),
});
export type EmailJobData = z.infer<typeof ZEmailJob>;

export interface EmailServiceDeps {
  db: Db;
  jobs: JobQueue;
  transport: Mailer;
  from?: string;
  clock?: () => Date;
  log?: { info(obj: object, msg: string): void };
}

export interface EmailService {
  /** Enqueues the message (durable, retried); returns the job id. */
  sendEmail(message: EmailJobData): Promise<string | null>;
  /** The `email.send` worker: sends at most once per job id, however often the job is retried. */
  handleEmailJob(job: JobContext<EmailJobData>): Promise<void>;
  /** Registers the worker with the queue (once per process, at start-up). */
  registerWorker(): Promise<void>;
}

export function createEmailService(deps: EmailServiceDeps): EmailService {
  const { db, jobs, transport } = deps;
  const from = deps.from || DEFAULT_MAIL_FROM;
  const now = deps.clock ?? (() => new Date());

  async function sendEmail(message: EmailJobData) {
    return jobs.send(EMAIL_JOB, ZEmailJob.parse(message), { retryLimit: 5, retryDelay: 30 });
  }

  async function handleEmailJob(job: JobContext<EmailJobData>) {
    const data = ZEmailJob.parse(job.data);
    // Claim the job's row; a row already 'sent' is left alone and returns nothing, so the retry stops here.
    const [claimed] = await db
      .insert(emailLog)
      .values({ jobId: job.id, to: data.to, subject: data.subject, status: 'sending', attempts: 1 })
      .onConflictDoUpdate({
        target: emailLog.jobId,
        set: { status: 'sending', attempts: sql`${emailLog.attempts} + 1`, error: null },
        setWhere: ne(emailLog.status, 'sent'),
      })
      .returning({ id: emailLog.id });
    if (!claimed) {
      deps.log?.info({ jobId: job.id }, 'email already sent for this job');
      return;
    }
    try {
      const { messageId } = await transport.send({ from, ...data });
      await db.update(emailLog).set({ status: 'sent', messageId, sentAt: now() }).where(eq(emailLog.id, claimed.id));
    } catch (err) {
      await db
        .update(emailLog)
        .set({ status: 'failed', error: String((err as Error)?.message ?? err).slice(0, 1000) })
        .where(eq(emailLog.id, claimed.id));
      throw err;
    }
  }

  return {
    sendEmail,
    handleEmailJob,
    registerWorker: () => jobs.work<EmailJobData>(EMAIL_JOB, handleEmailJob),
  };
}
