// Small text helpers shared by the families.

/** Indian digit grouping: 1234567 → 12,34,567. */
export function groupIN(n: number): string {
  const neg = n < 0;
  const s = String(Math.abs(n));
  if (s.length <= 3) return (neg ? '-' : '') + s;
  const last3 = s.slice(-3);
  const rest = s.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${neg ? '-' : ''}${rest},${last3}`;
}

/** Integer inside LaTeX, bracketed when negative so `3 - (-4)` reads right. */
export const paren = (n: number | string): string => (String(n).startsWith('-') ? `(${n})` : String(n));

/** Signed term for expressions: 3 → "+ 3", -3 → "- 3". */
export const signed = (n: number): string => (n < 0 ? `- ${-n}` : `+ ${n}`);

/** Coefficient times a variable in LaTeX: 1x → x, -1x → -x. */
export function term(c: number, v: string): string {
  if (c === 1) return v;
  if (c === -1) return `-${v}`;
  return `${c}${v}`;
}

/** Polynomial a_n x^n + ... as plain/LaTeX text with clean signs; coefficients highest power first. */
export function poly(coeffs: number[], v = 'x'): string {
  const deg = coeffs.length - 1;
  const parts: string[] = [];
  coeffs.forEach((c, i) => {
    if (c === 0) return;
    const p = deg - i;
    const mag = Math.abs(c);
    const body = p === 0 ? String(mag) : `${mag === 1 ? '' : mag}${v}${p > 1 ? `^${p}` : ''}`;
    if (parts.length === 0) parts.push(c < 0 ? `-${body}` : body);
    else parts.push(c < 0 ? `- ${body}` : `+ ${body}`);
  });
  return parts.length ? parts.join(' ') : '0';
}

export const unique = <T>(xs: T[]): T[] => [...new Set(xs)];
