import { type LiveMessage, ZJobProgress, ZLiveNotification } from '@app/shared/schemas/notifications';
import { useEffect, useEffectEvent } from 'react';

// The live channel `/ws/{userId}` (spec 01 §7): the server pushes notifications and job progress. The token goes
// in the subprotocol list so it never lands in URLs or logs. Several features may listen; one socket serves them.

/** `ready` arrives on every (re)connect: listeners refetch what they may have missed while disconnected. */
export type LiveEvent = LiveMessage | { type: 'ready' };
export type LiveListener = (event: LiveEvent) => void;

/** The server's answer to a missing, revoked or foreign token, or an unverified session: do not retry. */
export const CLOSE_POLICY = 1008;
const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

export function liveChannelUrl(userId: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws/${encodeURIComponent(userId)}`;
}

/** Exponential backoff with jitter (half fixed, half random) so many clients do not come back at once. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export function parseLiveMessage(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (value && typeof value === 'object' && (value as { type?: unknown }).type === 'ready') return { type: 'ready' };
  const notification = ZLiveNotification.safeParse(value);
  if (notification.success) return notification.data;
  const progress = ZJobProgress.safeParse(value);
  return progress.success ? progress.data : null;
}

export interface LiveChannelOptions {
  userId: string;
  token: string;
  /** For tests: the socket constructor and the location whose scheme and host are used. */
  createSocket?: (url: string, protocols: string[]) => WebSocket;
  location?: Pick<Location, 'protocol' | 'host'>;
}

export class LiveChannel {
  private readonly listeners = new Set<LiveListener>();
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private stopped = false;
  private readonly onOnline = () => {
    if (this.timer) this.connectNow();
  };

  constructor(private readonly options: LiveChannelOptions) {}

  get isStopped(): boolean {
    return this.stopped;
  }

  start(): void {
    window.addEventListener('online', this.onOnline);
    this.connect();
  }

  /** On logout, unmount, or when the server said the session is gone. */
  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.onOnline);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000, 'Client done');
  }

  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private connectNow(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.connect();
  }

  private connect(): void {
    if (this.stopped) return;
    const { userId, token } = this.options;
    const url = liveChannelUrl(userId, this.options.location ?? window.location);
    const create = this.options.createSocket ?? ((u, p) => new WebSocket(u, p));
    let socket: WebSocket;
    try {
      socket = create(url, ['bearer', token]);
    } catch (error) {
      console.error('Live channel could not open', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onmessage = (event) => {
      const message = parseLiveMessage(event.data);
      if (!message) return;
      // Only an accepted session gets `ready`: the backoff starts over from here.
      if (message.type === 'ready') this.attempt = 0;
      for (const listener of [...this.listeners]) listener(message);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === CLOSE_POLICY) {
        // Session gone or refused: retrying would only hammer the server with a dead token.
        this.stop();
        return;
      }
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    const delay = reconnectDelay(this.attempt++);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }
}

// One socket per signed-in user and token, shared by every component that listens, closed with the last one.
let shared: { key: string; channel: LiveChannel; users: number } | null = null;

function acquire(userId: string, token: string): LiveChannel {
  const key = `${userId}|${token}`;
  if (shared && (shared.key !== key || shared.channel.isStopped)) {
    shared.channel.stop();
    shared = null;
  }
  if (!shared) {
    const channel = new LiveChannel({ userId, token });
    channel.start();
    shared = { key, channel, users: 0 };
  }
  shared.users++;
  return shared.channel;
}

function release(channel: LiveChannel): void {
  if (!shared || shared.channel !== channel) return;
  shared.users--;
  if (shared.users <= 0) {
    channel.stop();
    shared = null;
  }
}

/**
 * Listens to the live channel of a signed-in, verified user. Pass a null token (signed out) to close it. The
 * listener may change between renders without reconnecting.
 */
export function useLiveChannel(userId: string | null, token: string | null, listener: LiveListener): void {
  const onEvent = useEffectEvent(listener);
  useEffect(() => {
    if (!userId || !token) return;
    const channel = acquire(userId, token);
    const unsubscribe = channel.subscribe((event) => onEvent(event));
    return () => {
      unsubscribe();
      release(channel);
    };
  }, [userId, token]);
}
