import { describe, expect, it } from 'vitest';
import { formatClock } from './mock-countdown';

describe('formatClock', () => {
  it('shows minutes and seconds, and hours only when there are some', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(270)).toBe('04:30');
    expect(formatClock(3599)).toBe('59:59');
    expect(formatClock(3600)).toBe('1:00:00');
    expect(formatClock(5405)).toBe('1:30:05');
  });
});
