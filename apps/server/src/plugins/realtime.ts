import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { sha256 } from '../lib/crypto';
import { findActiveSession } from './session';
import { createNotifier, type Notify } from '../modules/notifications/notifications.service';
import { EventBus } from '../realtime/event-bus';
import { CLOSE_POLICY, RealtimeHub } from '../realtime/hub';

declare module 'fastify' {
  interface FastifyInstance {
    bus: EventBus;
    hub: RealtimeHub;
    /** Stores a notification for a user and pushes it live. Every feature tells users things through this. */
    notify: Notify;
    /** Publishes a long operation's progress to its owner's sockets (generic `job.progress` message). */
    publishJobProgress(
      userId: string,
      p: {
        job: string;
        ref: string;
        progress: number;
        status: 'queued' | 'running' | 'done' | 'failed';
        message?: string;
        data?: Record<string, unknown>;
      },
    ): Promise<void>;
  }
}

const BEARER_PROTOCOL = 'bearer';

/** The token comes as `?token=` or as the second entry of `Sec-WebSocket-Protocol: bearer, <token>`. */
function socketToken(request: FastifyRequest): string | null {
  const q = (request.query as { token?: unknown }).token;
  if (typeof q === 'string' && q) return q;
  const header = request.headers['sec-websocket-protocol'];
  if (typeof header === 'string') {
    const parts = header.split(',').map((s) => s.trim());
    const i = parts.indexOf(BEARER_PROTOCOL);
    if (i >= 0 && parts[i + 1]) return parts[i + 1];
  }
  return null;
}

/** Same origin as the request, or the configured app origin; a missing Origin (non-browser client) is allowed. */
function originAllowed(request: FastifyRequest, appOrigin: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (origin === appOrigin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const { db, clock } = app.deps;
    const bus = new EventBus(db, db.connectionString, app.log);
    const hub = new RealtimeHub(db.db, bus, clock, app.deps.heartbeatMs ?? 30_000);
    app.decorate('bus', bus);
    app.decorate('hub', hub);
    app.decorate('notify', createNotifier(db.db, bus));
    app.decorate('publishJobProgress', async (userId, p) => {
      await bus.publish({ type: 'job.progress', user_id: userId, ...p });
    });

    await app.register(websocket, {
      options: {
        maxPayload: 4096,
        // The token rides in the protocol list; the server answers with the bare protocol name.
        handleProtocols: (protocols: Set<string>) => (protocols.has(BEARER_PROTOCOL) ? BEARER_PROTOCOL : false),
      },
    });

    app.get(
      '/ws/:userId',
      {
        websocket: true,
        schema: { hide: true, params: z.object({ userId: z.string().max(64) }) },
        config: { auth: 'none' },
      },
      async (socket, request) => {
        const refuse = (reason: string) => socket.close(CLOSE_POLICY, reason);
        if (!originAllowed(request, app.deps.appOrigin)) return refuse('Origin not allowed');
        const token = socketToken(request);
        if (!token) return refuse('Missing token');
        const found = await findActiveSession(db.db, sha256(token), clock());
        if (!found) return refuse('Invalid session');
        const { userId } = request.params as { userId: string };
        if (found.user.id !== userId) return refuse('Not your channel');
        if (!found.session.accessVerified) return refuse('Access code required');
        hub.add(socket, userId, found.session.id, found.session.activeChildId);
        // Clients only listen; anything they send is ignored (the size cap bounds it).
        socket.on('message', () => {});
        socket.send(JSON.stringify({ type: 'ready' }));
      },
    );

    app.addHook('onReady', async () => {
      await bus.start();
      hub.start();
    });
    app.addHook('preClose', async () => {
      hub.stop();
    });
    app.addHook('onClose', async () => {
      await bus.stop();
    });
  },
  { name: 'realtime', dependencies: ['deps', 'auth'] },
);
