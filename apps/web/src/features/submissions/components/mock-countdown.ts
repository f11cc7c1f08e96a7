import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left on a mock, counted from the server's last word (`remaining_seconds` when it answered) with the
 * browser's monotonic clock, so a wrong or changed system clock cannot stretch the paper. Each new answer from
 * the server re-bases it.
 */
export function useCountdown(remainingAtSync: number | null, syncKey: unknown): number | null {
  const base = useRef<{ remaining: number; at: number } | null>(null);
  const [left, setLeft] = useState<number | null>(remainingAtSync);

  // biome-ignore lint/correctness/useExhaustiveDependencies: syncKey changes with every server answer, even one with the same remaining seconds
  useEffect(() => {
    base.current = remainingAtSync === null ? null : { remaining: remainingAtSync, at: performance.now() };
    setLeft(remainingAtSync);
  }, [remainingAtSync, syncKey]);

  useEffect(() => {
    const id = window.setInterval(() => {
      const b = base.current;
      if (!b) return;
      setLeft(Math.max(0, Math.ceil(b.remaining - (performance.now() - b.at) / 1000)));
    }, 250);
    return () => window.clearInterval(id);
  }, []);

  return left;
}

export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
