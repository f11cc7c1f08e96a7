import type { Notification } from '@app/shared';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/index';
import { findByIds } from '../modules/notifications/notifications.repository';
import { toNotification } from '../modules/notifications/notifications.service';
import type { BusEvent, EventBus } from './event-bus';

interface Conn {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  /** Set while the session is in a child's view: only notifications concerning that child reach it. */
  childId: string | null;
  alive: boolean;
}

/** Policy violation: what the live channel answers a socket it will not serve. */
export const CLOSE_POLICY = 1008;

/**
 * The sockets of this instance, by user. Events arrive from the bus (whichever instance raised them) and are
 * delivered to the local sockets they concern. A heartbeat drops dead sockets and closes revoked sessions.
 */
export class RealtimeHub {
  private readonly byUser = new Map<string, Set<Conn>>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    bus: EventBus,
    private readonly clock: () => Date,
    private readonly heartbeatMs: number,
  ) {
    bus.onEvent((e) => void this.onEvent(e));
  }

  start() {
    this.timer = setInterval(() => void this.heartbeat(), this.heartbeatMs);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    for (const set of this.byUser.values()) for (const c of set) c.socket.close(1001, 'Server shutting down');
    this.byUser.clear();
  }

  add(socket: WebSocket, userId: string, sessionId: string, childId: string | null = null) {
    const conn: Conn = { socket, userId, sessionId, childId, alive: true };
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(conn);
    socket.on('pong', () => {
      conn.alive = true;
    });
    socket.on('close', () => {
      set.delete(conn);
      if (set.size === 0) this.byUser.delete(userId);
    });
  }

  connectionCount(userId?: string): number {
    if (userId) return this.byUser.get(userId)?.size ?? 0;
    let n = 0;
    for (const s of this.byUser.values()) n += s.size;
    return n;
  }

  private send(userId: string, message: object, reaches: (c: Conn) => boolean = () => true) {
    const set = this.byUser.get(userId);
    if (!set) return;
    const text = JSON.stringify(message);
    for (const c of set) if (c.socket.readyState === c.socket.OPEN && reaches(c)) c.socket.send(text);
  }

  private async onEvent(e: BusEvent) {
    if (!this.byUser.has(e.user_id)) return;
    if (e.type === 'notification') {
      const [row] = await findByIds(this.db, [e.id]);
      if (row)
        this.send(
          e.user_id,
          { type: 'notification', ...toNotification(row) } satisfies Notification & { type: string },
          (c) => !c.childId || c.childId === row.childId,
        );
    } else if (e.type === 'session.view') {
      for (const c of this.byUser.get(e.user_id) ?? []) if (c.sessionId === e.session_id) c.childId = e.child_id;
    } else if (e.type === 'job.progress') {
      const { user_id: _u, ...rest } = e;
      this.send(e.user_id, rest);
    } else if (e.type === 'sessions.revoked') {
      for (const c of this.byUser.get(e.user_id) ?? []) {
        if ((e.session_ids === 'all' || e.session_ids.includes(c.sessionId)) && c.sessionId !== e.except) {
          c.socket.close(CLOSE_POLICY, 'Session ended');
        }
      }
    }
  }

  /**
   * Pings every socket, drops the silent ones, closes sockets whose session is no longer live (or waits for its
   * code again), and re-reads each session's view in case an event was missed.
   */
  async heartbeat() {
    const all = [...this.byUser.values()].flatMap((s) => [...s]);
    if (all.length === 0) return;
    for (const c of all) {
      if (!c.alive) {
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
    }
    const ids = [...new Set(all.map((c) => c.sessionId))];
    const live = await this.db
      .select({ id: sessions.id, childId: sessions.activeChildId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.id, ids),
          eq(sessions.accessVerified, true),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, this.clock()),
          eq(users.isActive, true),
        ),
      );
    const view = new Map(live.map((r) => [r.id, r.childId]));
    for (const c of all) {
      if (!view.has(c.sessionId)) c.socket.close(CLOSE_POLICY, 'Session ended');
      else c.childId = view.get(c.sessionId) ?? null;
    }
  }
}
