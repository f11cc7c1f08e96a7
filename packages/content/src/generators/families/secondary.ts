import { BASIC, defineFamily, MULTI } from '../build';
import { F, type Fraction } from '../fraction';
import { paren, poly, signed, term } from '../format';
import type { Rng } from '../rng';

const nz = (rng: Rng, max: number) => rng.int(1, max) * (rng.chance(0.5) ? -1 : 1);
const pt = (x: number | string, y: number | string) => `(${x}, ${y})`;
const TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
];

export const coordinateGeometry = defineFamily({
  id: 'coordinate-geometry',
  title: 'Coordinate geometry',
  concept: 'maths.coordinate-geometry',
  grades: [9, 10],
  types: BASIC,
  make(rng, grade, level) {
    const mode =
      grade === 9
        ? rng.pick(['quadrant', 'distance'])
        : rng.pick(level === 0 ? ['distance', 'midpoint'] : ['distance', 'midpoint', 'section']);
    const x1 = nz(rng, 5 + 3 * level);
    const y1 = nz(rng, 5 + 3 * level);
    if (mode === 'quadrant') {
      const names = ['Quadrant I', 'Quadrant II', 'Quadrant III', 'Quadrant IV'];
      const q = x1 > 0 ? (y1 > 0 ? 0 : 3) : y1 > 0 ? 1 : 2;
      return {
        params: { mode, x: x1, y: y1 },
        concept: 'maths.coordinate-geometry.quadrants',
        ask: `In which quadrant does the point $${pt(x1, y1)}$ lie?`,
        blank: `The point $${pt(x1, y1)}$ lies in ____.`,
        answer: names[q],
        accepted: [names[q].replace('Quadrant ', ''), `${['first', 'second', 'third', 'fourth'][q]} quadrant`],
        explanation: `The x-coordinate is ${x1 > 0 ? 'positive' : 'negative'} and the y-coordinate is ${y1 > 0 ? 'positive' : 'negative'}, so the point is in ${names[q]}.`,
        mistakes: [
          {
            value:
              names[x1 > 0 ? (y1 > 0 ? 0 : 1) : y1 > 0 ? 3 : 2] === names[q]
                ? names[(q + 2) % 4]
                : names[x1 > 0 ? (y1 > 0 ? 0 : 1) : y1 > 0 ? 3 : 2],
            why: 'Swapped the roles of the x- and y-coordinates.',
          },
          { value: names[(q + 1) % 4], why: 'Numbered the quadrants clockwise.' },
          { value: names[(q + 3) % 4], why: 'Misread the sign of one coordinate.' },
        ],
      };
    }
    if (mode === 'distance') {
      const [p, q, r] = rng.pick(TRIPLES.slice(0, 2 + Math.min(level, 2)));
      const k = rng.int(1, 1 + level);
      const [dx, dy] = rng.chance(0.5) ? [p * k, q * k] : [q * k, p * k];
      const x2 = x1 + dx * (rng.chance(0.5) ? 1 : -1);
      const y2 = y1 + dy * (rng.chance(0.5) ? 1 : -1);
      return {
        params: { mode, x1, y1, x2, y2 },
        concept: 'maths.coordinate-geometry.distance',
        ask: `Find the distance between $${pt(x1, y1)}$ and $${pt(x2, y2)}$.`,
        blank: `The distance between $${pt(x1, y1)}$ and $${pt(x2, y2)}$ is ____ units.`,
        answer: String(r * k),
        explanation: `$d = \\sqrt{(${x2} - ${paren(x1)})^2 + (${y2} - ${paren(y1)})^2} = \\sqrt{${dx * dx} + ${dy * dy}} = ${r * k}$.`,
        mistakes: [
          { value: String(dx + dy), why: 'Added the differences instead of using squares and a square root.' },
          { value: String(dx * dx + dy * dy), why: 'Forgot the square root.' },
          {
            value: String(Math.abs(x2 + x1) + Math.abs(y2 + y1) || r * k + 1),
            why: 'Added the coordinates instead of subtracting.',
          },
        ],
        unit: { post: 'units' },
      };
    }
    // Midpoint and section points chosen so the answer has integer coordinates.
    const [m, n] =
      mode === 'midpoint'
        ? [1, 1]
        : rng.pick([
            [1, 2],
            [2, 1],
            [1, 3],
            [3, 1],
            [2, 3],
            [3, 2],
          ]);
    // With P = (X, Y), A = P + m·t and B = P − n·t, P divides AB in m : n and every coordinate is whole.
    const X = x1;
    const Y = y1;
    const tx = nz(rng, 2 + level);
    const ty = nz(rng, 2 + level);
    const [Ax, Ay, Bx, By] = [X + m * tx, Y + m * ty, X - n * tx, Y - n * ty];
    const ans = pt(X, Y);
    const q =
      mode === 'midpoint'
        ? 'the midpoint of the segment joining'
        : `the point dividing the segment from A to B in the ratio $${m} : ${n}$, where`;
    const swapped = pt((n * Bx + m * Ax) / (m + n), (n * By + m * Ay) / (m + n));
    const mistakes =
      mode === 'midpoint'
        ? [
            { value: pt(Bx + Ax, By + Ay), why: 'Added the coordinates but did not halve.' },
            { value: pt((Bx - Ax) / 2, (By - Ay) / 2), why: 'Subtracted the coordinates instead of adding.' },
            { value: pt(Y, X), why: 'Swapped the x- and y-coordinates.' },
          ]
        : [
            { value: swapped, why: 'Used the ratio the wrong way round.' },
            { value: pt((Ax + Bx) / 2, (Ay + By) / 2), why: 'Found the midpoint instead.' },
            { value: pt(Y, X), why: 'Swapped the x- and y-coordinates.' },
          ];
    return {
      params: { mode, m, n, ax: Ax, ay: Ay, bx: Bx, by: By },
      concept: 'maths.coordinate-geometry.section',
      ask: `Find ${q} A$${pt(Ax, Ay)}$ and B$${pt(Bx, By)}$.`,
      blank: `${q[0].toUpperCase()}${q.slice(1)} A$${pt(Ax, Ay)}$ and B$${pt(Bx, By)}$ is ____.`,
      answer: ans,
      accepted: [ans.replace(/\s/g, '')],
      explanation:
        mode === 'midpoint'
          ? `Midpoint $= \\left(\\frac{${Ax} + ${paren(Bx)}}{2}, \\frac{${Ay} + ${paren(By)}}{2}\\right) = ${ans}$.`
          : `Section formula: $\\left(\\frac{${m}\\cdot${paren(Bx)} + ${n}\\cdot${paren(Ax)}}{${m + n}}, \\frac{${m}\\cdot${paren(By)} + ${n}\\cdot${paren(Ay)}}{${m + n}}\\right) = ${ans}$.`,
      mistakes,
      near: (k) => pt(X + (k % 2 ? Math.ceil(k / 2) : 0), Y + (k % 2 ? 0 : Math.ceil(k / 2))),
    };
  },
});

export const quadraticEquations = defineFamily({
  id: 'quadratic-equations',
  title: 'Quadratic equations',
  concept: 'maths.quadratic',
  grades: [10, 10],
  types: MULTI,
  make(rng, _grade, level) {
    if (rng.chance(0.35)) {
      const a = rng.int(1, 2 + level);
      const b = nz(rng, 6 + 3 * level);
      const c = nz(rng, 6 + 3 * level);
      const disc = b * b - 4 * a * c;
      const eq = `${poly([a, b, c])} = 0`;
      return {
        params: { mode: 'discriminant', a, b, c },
        concept: 'maths.quadratic.discriminant',
        ask: `Find the discriminant of $${eq}$.`,
        blank: `The discriminant of $${eq}$ is ____.`,
        answer: String(disc),
        explanation: `$D = b^2 - 4ac = ${paren(b)}^2 - 4(${a})(${c}) = ${disc}$, so the equation has ${disc > 0 ? 'two distinct real roots' : disc === 0 ? 'two equal real roots' : 'no real roots'}.`,
        mistakes: [
          { value: String(b * b + 4 * a * c), why: 'Got the sign of $4ac$ wrong.' },
          { value: String(-(b * b) - 4 * a * c), why: 'Squared a negative $b$ as negative.' },
          { value: String(b - 4 * a * c), why: 'Forgot to square $b$.' },
        ],
        steps: 2,
        keyTerms: ['discriminant'],
      };
    }
    const r1 = nz(rng, 4 + 3 * level);
    let r2 = nz(rng, 4 + 3 * level);
    if (r2 === r1 && level < 2) r2 = -r1 || 1;
    // Extreme: a leading coefficient with one fractional root, (kx - p)(x - r2) = 0.
    const k = level === 3 ? rng.int(2, 3) : 1;
    const p = level === 3 ? r1 * k + (rng.chance(0.5) ? 1 : 0) : r1;
    const root1 = F(p, k);
    const coeffs = [k, -(p + k * r2), p * r2];
    const roots = [root1, F(r2)].sort((x, y) => x.cmp(y));
    const fmt = (rs: Fraction[]) => {
      const u = rs[0].eq(rs[1]) ? [rs[0]] : [...rs].sort((x, y) => x.cmp(y));
      return u.map((r) => `x = ${r.toString()}`).join(' or ');
    };
    const ans = fmt(roots);
    const eq = `${poly(coeffs)} = 0`;
    return {
      params: { mode: 'roots', coeffs },
      concept: 'maths.quadratic.factorisation',
      ask: `Solve $${eq}$ by factorisation.`,
      blank: `The roots of $${eq}$ are ____.`,
      answer: ans,
      accepted: [roots.map(String).join(', '), [...roots].reverse().map(String).join(', ')],
      explanation: `$${eq}$ factorises as $(${term(k, 'x')} ${signed(-p)})(x ${signed(-r2)}) = 0$, so $x = ${root1.toLatex()}$ or $x = ${r2}$.`,
      mistakes: [
        {
          value: fmt(roots.map((r) => r.neg())),
          why: 'Took the numbers in the factors as the roots, with the wrong sign.',
        },
        { value: fmt([root1.neg(), F(r2)]), why: 'Got the sign of one root wrong.' },
        { value: fmt([F(p), F(r2).neg()]), why: 'Ignored the coefficient of $x$ and got a sign wrong.' },
        {
          value: fmt([F(coeffs[1]).neg(), F(coeffs[2])]),
          why: 'Gave the sum and product of the roots instead of the roots.',
        },
      ],
      near: (kk) => fmt([roots[0].add(kk), roots[1]]),
      show: (raw) =>
        `$${raw.replace(/(-?\d+)\/(\d+)/g, (_, n, d) => (n.startsWith('-') ? `-\\frac{${n.slice(1)}}{${d}}` : `\\frac{${n}}{${d}}`)).replace(' or ', ',\\ ')}$`,
      steps: 2,
      keyTerms: ['factorisation'],
    };
  },
});
