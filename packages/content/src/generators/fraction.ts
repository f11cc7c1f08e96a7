// Exact rational arithmetic for answers: no floating point ever reaches an answer string.

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;

export class Fraction {
  readonly n: number;
  readonly d: number;

  constructor(n: number, d = 1) {
    if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d === 0)
      throw new Error(`Fraction: not a safe rational ${n}/${d}`);
    const g = gcd(n, d) || 1;
    const s = d < 0 ? -1 : 1;
    this.n = (s * n) / g + 0; // + 0 turns -0 into 0
    this.d = (s * d) / g;
  }

  static of(n: number, d = 1): Fraction {
    return new Fraction(n, d);
  }

  /** Parses "3", "-3/4", "2.75" exactly. */
  static parse(text: string): Fraction | null {
    const s = text.trim();
    let m = /^(-?\d+)\/(\d+)$/.exec(s);
    if (m) return Number(m[2]) === 0 ? null : new Fraction(Number(m[1]), Number(m[2]));
    m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(s);
    if (!m) return null;
    const dec = m[3] ?? '';
    const f = new Fraction(Number(m[2] + dec), 10 ** dec.length);
    return m[1] ? f.neg() : f;
  }

  add(o: Fraction | number): Fraction {
    const f = toF(o);
    return new Fraction(this.n * f.d + f.n * this.d, this.d * f.d);
  }
  sub(o: Fraction | number): Fraction {
    return this.add(toF(o).neg());
  }
  mul(o: Fraction | number): Fraction {
    const f = toF(o);
    return new Fraction(this.n * f.n, this.d * f.d);
  }
  div(o: Fraction | number): Fraction {
    const f = toF(o);
    return new Fraction(this.n * f.d, this.d * f.n);
  }
  neg(): Fraction {
    return new Fraction(-this.n, this.d);
  }
  eq(o: Fraction | number): boolean {
    const f = toF(o);
    return this.n === f.n && this.d === f.d;
  }
  cmp(o: Fraction | number): number {
    const f = toF(o);
    return Math.sign(this.n * f.d - f.n * this.d);
  }
  isInt(): boolean {
    return this.d === 1;
  }

  /** "n" or "n/d". */
  toString(): string {
    return this.d === 1 ? String(this.n) : `${this.n}/${this.d}`;
  }

  toLatex(): string {
    if (this.d === 1) return String(this.n);
    return `${this.n < 0 ? '-' : ''}\\frac{${Math.abs(this.n)}}{${this.d}}`;
  }

  /** "2 1/3" for 7/3; proper fractions and integers unchanged. */
  toMixed(): string {
    const whole = Math.trunc(this.n / this.d);
    const rest = Math.abs(this.n % this.d);
    if (rest === 0 || whole === 0) return this.toString();
    return `${whole} ${rest}/${this.d}`;
  }

  mixedLatex(): string {
    const whole = Math.trunc(this.n / this.d);
    const rest = Math.abs(this.n % this.d);
    if (rest === 0 || whole === 0) return this.toLatex();
    return `${whole}\\frac{${rest}}{${this.d}}`;
  }

  /** Exact decimal text, or null when the decimal does not terminate. */
  toDecimal(): string | null {
    let d = this.d;
    let twos = 0;
    let fives = 0;
    while (d % 2 === 0) {
      d /= 2;
      twos++;
    }
    while (d % 5 === 0) {
      d /= 5;
      fives++;
    }
    if (d !== 1) return null;
    const k = Math.max(twos, fives);
    const scaled = (BigInt(this.n) * 10n ** BigInt(k)) / BigInt(this.d);
    const neg = scaled < 0n;
    const digits = (neg ? -scaled : scaled).toString().padStart(k + 1, '0');
    const text = k === 0 ? digits : `${digits.slice(0, -k)}.${digits.slice(-k)}`;
    return neg ? `-${text}` : text;
  }

  /** Decimal text; throws when it does not terminate (a generator bug). */
  dec(): string {
    const s = this.toDecimal();
    if (s === null) throw new Error(`Fraction ${this} has no terminating decimal`);
    return s;
  }
}

const toF = (o: Fraction | number): Fraction => (typeof o === 'number' ? new Fraction(o) : o);
export const F = Fraction.of;
