import pg from 'pg';
import type { Database } from '../db/client';

/** Events that cross API instances. Payloads stay small (Postgres NOTIFY caps them at 8000 bytes). */
export type BusEvent =
  | { type: 'notification'; user_id: string; id: string }
  | {
      type: 'job.progress';
      user_id: string;
      job: string;
      ref: string;
      progress: number;
      status: string;
      message?: string;
      data?: Record<string, unknown>;
    }
  | { type: 'sessions.revoked'; user_id: string; session_ids: string[] | 'all'; except?: string }
  /** A session entered or left a child's view: its sockets are narrowed or widened to match. */
  | { type: 'session.view'; user_id: string; session_id: string; child_id: string | null };

const CHANNEL = 'ss_events';

/**
 * Fan-out through Postgres LISTEN/NOTIFY, on PGlite (embedded: one process, same code path) and on PostgreSQL
 * (scaled: every API instance listens, so a notification created on one reaches a socket on another).
 */
export class EventBus {
  private readonly handlers = new Set<(e: BusEvent) => void>();
  private client?: pg.Client;
  private unlisten?: () => Promise<void>;
  private stopped = false;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly database: Database,
    private readonly connectionString: string | undefined,
    private readonly log: { warn: (o: object, m: string) => void },
  ) {}

  onEvent(handler: (e: BusEvent) => void) {
    this.handlers.add(handler);
  }

  private dispatch(payload: string) {
    let event: BusEvent;
    try {
      event = JSON.parse(payload);
    } catch {
      return;
    }
    for (const h of this.handlers) h(event);
  }

  async start(): Promise<void> {
    if (this.database.pglite) {
      this.unlisten = await this.database.pglite.listen(CHANNEL, (p) => this.dispatch(p));
      return;
    }
    await this.connect();
  }

  private async connect(attempt = 0): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (msg) => msg.payload && this.dispatch(msg.payload));
    client.on('error', (err) => {
      this.log.warn({ err }, 'event bus connection lost; reconnecting');
      void client.end().catch(() => {});
      this.scheduleReconnect(0);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.client = client;
    } catch (err) {
      this.log.warn({ err }, 'event bus could not listen; retrying');
      await client.end().catch(() => {});
      this.scheduleReconnect(attempt + 1);
    }
  }

  private scheduleReconnect(attempt: number) {
    if (this.stopped || this.retry) return;
    const delay = Math.min(30_000, 500 * 2 ** attempt);
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect(attempt);
    }, delay);
  }

  async publish(event: BusEvent): Promise<void> {
    await this.database.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.unlisten?.().catch(() => {});
    await this.client?.end().catch(() => {});
  }
}
