import { BASIC, defineFamily, MULTI } from '../build';
import { F, type Fraction } from '../fraction';

const TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
];
const num = (f: Fraction) => f.toDecimal() ?? f.toString();

export const perimeterArea = defineFamily({
  id: 'perimeter-area',
  title: 'Perimeter and area',
  concept: 'maths.mensuration',
  grades: [3, 10],
  types: MULTI,
  make(rng, grade, level) {
    const shapes =
      grade <= 5
        ? ['rectangle', 'square']
        : grade === 6
          ? ['rectangle', 'square', 'triangle']
          : ['rectangle', 'triangle', 'circle'];
    const shape = rng.pick(shapes);
    const area = shape === 'triangle' || rng.chance(0.5);
    const u = rng.pick(['cm', 'm']);
    const max = [10, 20, 40, 90][level] + grade * 2;
    let ans: Fraction;
    let desc: string;
    let working: string;
    let mistakes: { value: string; why: string }[];
    const params: Record<string, unknown> = { shape, area };
    if (shape === 'rectangle' || shape === 'square') {
      const l = rng.int(2, max);
      const b = shape === 'square' ? l : rng.int(1, l - 1 || 1);
      Object.assign(params, { l, b });
      ans = F(area ? l * b : 2 * (l + b));
      desc = shape === 'square' ? `a square of side ${l} ${u}` : `a rectangle ${l} ${u} long and ${b} ${u} wide`;
      working = area
        ? `Area $= ${shape === 'square' ? `${l}^2` : `${l} \\times ${b}`} = ${ans.n}$ ${u}².`
        : `Perimeter $= ${shape === 'square' ? `4 \\times ${l}` : `2(${l} + ${b})`} = ${ans.n}$ ${u}.`;
      mistakes = [
        {
          value: String(area ? 2 * (l + b) : l * b),
          why: area ? 'Found the perimeter instead of the area.' : 'Found the area instead of the perimeter.',
        },
        {
          value: String(area ? l + b : l + b),
          why: area ? 'Added the sides instead of multiplying.' : 'Added only two sides.',
        },
        { value: String(area ? 2 * l * b : 2 * l + b), why: area ? 'Doubled the area.' : 'Counted one side too few.' },
      ];
    } else if (shape === 'triangle') {
      const base = rng.int(2, max);
      const h = rng.int(2, max);
      Object.assign(params, { base, h });
      ans = F(base * h, 2);
      desc = `a triangle with base ${base} ${u} and height ${h} ${u}`;
      working = `Area $= \\frac{1}{2} \\times ${base} \\times ${h} = ${num(ans)}$ ${u}².`;
      mistakes = [
        { value: String(base * h), why: 'Forgot the $\\frac{1}{2}$ in the formula.' },
        { value: String(base + h), why: 'Added base and height.' },
        { value: num(F(base * h, 4)), why: 'Halved twice.' },
      ];
    } else {
      // π = 22/7 with a radius that is a multiple of 7 (or 3.5) keeps the answer exact.
      const r = level >= 2 && rng.chance(0.4) ? F(7 * rng.int(1, 5), 2) : F(7 * rng.int(1, 1 + level * 2));
      Object.assign(params, { r: r.toString() });
      const pi = F(22, 7);
      ans = area ? pi.mul(r).mul(r) : pi.mul(2).mul(r);
      desc = `a circle of radius ${num(r)} ${u} (take $\\pi = \\frac{22}{7}$)`;
      working = area
        ? `Area $= \\pi r^2 = \\frac{22}{7} \\times ${num(r)} \\times ${num(r)} = ${num(ans)}$ ${u}².`
        : `Circumference $= 2\\pi r = 2 \\times \\frac{22}{7} \\times ${num(r)} = ${num(ans)}$ ${u}.`;
      mistakes = [
        {
          value: num(area ? pi.mul(2).mul(r) : pi.mul(r).mul(r)),
          why: area ? 'Used $2\\pi r$ (circumference) for the area.' : 'Used $\\pi r^2$ (area) for the circumference.',
        },
        {
          value: num(area ? pi.mul(r).mul(2) : pi.mul(r)),
          why: area ? 'Multiplied the radius by 2 instead of squaring it.' : 'Forgot the factor 2.',
        },
        {
          value: num(area ? pi.mul(r.mul(2)).mul(r.mul(2)) : pi.mul(4).mul(r)),
          why: 'Used the diameter as the radius.',
        },
      ];
    }
    const what = area ? 'area' : shape === 'circle' ? 'circumference' : 'perimeter';
    const unitText = area ? `${u}²` : u;
    return {
      params,
      concept: area ? 'maths.mensuration.area' : 'maths.mensuration.perimeter',
      ask: `Find the ${what} of ${desc}.`,
      blank: `The ${what} of ${desc} is ____ ${unitText}.`,
      answer: num(ans),
      explanation: working,
      mistakes,
      unit: { post: unitText },
      steps: shape === 'circle' ? 2 : 1,
      keyTerms: [what],
    };
  },
});

export const volumeSurfaceArea = defineFamily({
  id: 'volume-surface-area',
  title: 'Volume and surface area',
  concept: 'maths.mensuration',
  grades: [8, 10],
  types: MULTI,
  make(rng, grade, level) {
    const solid = rng.pick(grade === 8 && level === 0 ? ['cuboid', 'cube'] : ['cuboid', 'cube', 'cylinder']);
    const volume = rng.chance(0.5);
    const max = [8, 15, 25, 40][level];
    let ans: Fraction;
    let desc: string;
    let working: string;
    let mistakes: { value: string; why: string }[];
    const params: Record<string, unknown> = { solid, volume };
    if (solid === 'cuboid' || solid === 'cube') {
      const l = rng.int(2, max);
      const b = solid === 'cube' ? l : rng.int(2, max);
      const h = solid === 'cube' ? l : rng.int(2, max);
      Object.assign(params, { l, b, h });
      const lateral = 2 * h * (l + b);
      ans = F(volume ? l * b * h : 2 * (l * b + b * h + h * l));
      desc = solid === 'cube' ? `a cube of edge ${l} cm` : `a cuboid ${l} cm × ${b} cm × ${h} cm`;
      working = volume
        ? `Volume $= ${solid === 'cube' ? `${l}^3` : `${l} \\times ${b} \\times ${h}`} = ${ans.n}$ cm³.`
        : `Total surface area $= ${solid === 'cube' ? `6 \\times ${l}^2` : `2(lb + bh + hl) = 2(${l * b} + ${b * h} + ${h * l})`} = ${ans.n}$ cm².`;
      mistakes = volume
        ? [
            { value: String(2 * (l * b + b * h + h * l)), why: 'Found the surface area instead of the volume.' },
            { value: String(l + b + h), why: 'Added the dimensions.' },
            { value: String(l * b), why: 'Found the area of the base only.' },
          ]
        : [
            { value: String(l * b + b * h + h * l), why: 'Forgot to double: each face has an opposite face.' },
            { value: String(lateral), why: 'Found the lateral surface area only.' },
            { value: String(l * b * h), why: 'Found the volume instead.' },
          ];
    } else {
      const r = 7 * rng.int(1, 1 + level);
      const h = rng.int(2, max);
      Object.assign(params, { r, h });
      const pi = F(22, 7);
      ans = volume ? pi.mul(r * r * h) : pi.mul(2 * r * h);
      desc = `a cylinder of radius ${r} cm and height ${h} cm (take $\\pi = \\frac{22}{7}$)`;
      working = volume
        ? `Volume $= \\pi r^2 h = \\frac{22}{7} \\times ${r}^2 \\times ${h} = ${num(ans)}$ cm³.`
        : `Curved surface area $= 2\\pi r h = 2 \\times \\frac{22}{7} \\times ${r} \\times ${h} = ${num(ans)}$ cm².`;
      mistakes = volume
        ? [
            { value: num(pi.mul(2 * r * h)), why: 'Used $2\\pi r h$ (curved surface area) for the volume.' },
            { value: num(pi.mul(4 * r * r * h)), why: 'Used the diameter as the radius.' },
            { value: num(pi.mul(r * h)), why: 'Did not square the radius.' },
          ]
        : [
            {
              value: num(pi.mul(2 * r * h + 2 * r * r)),
              why: 'Found the total surface area instead of the curved surface area.',
            },
            { value: num(pi.mul(r * h)), why: 'Forgot the factor 2.' },
            { value: num(pi.mul(r * r * h)), why: 'Found the volume instead.' },
          ];
    }
    const what = volume ? 'volume' : solid === 'cylinder' ? 'curved surface area' : 'total surface area';
    const unitText = volume ? 'cm³' : 'cm²';
    return {
      params,
      concept: volume ? 'maths.mensuration.volume' : 'maths.mensuration.surface-area',
      ask: `Find the ${what} of ${desc}.`,
      blank: `The ${what} of ${desc} is ____ ${unitText}.`,
      answer: num(ans),
      explanation: working,
      mistakes,
      unit: { post: unitText },
      steps: 2,
      keyTerms: [what],
    };
  },
});

export const angles = defineFamily({
  id: 'angles',
  title: 'Angles and parallel lines',
  concept: 'maths.geometry.angles',
  grades: [6, 9],
  types: BASIC,
  make(rng, grade, level) {
    const kinds =
      grade === 6
        ? ['complement', 'supplement', 'vertical']
        : ['complement', 'supplement', 'triangle', 'corresponding', 'alternate', 'co-interior'];
    const kind = rng.pick(level === 0 ? kinds.slice(0, 3) : kinds);
    const step = level <= 1 ? 5 : 1;
    let a = rng.int(Math.ceil(10 / step), Math.floor(80 / step)) * step;
    let b = 0;
    let ans: number;
    let text: string;
    let rule: string;
    if (kind === 'complement') {
      ans = 90 - a;
      text = `the complement of an angle of $${a}^\\circ$`;
      rule = 'Complementary angles add up to $90^\\circ$';
    } else if (kind === 'supplement') {
      a = rng.int(Math.ceil(10 / step), Math.floor(170 / step)) * step;
      ans = 180 - a;
      text = `the supplement of an angle of $${a}^\\circ$`;
      rule = 'Supplementary angles add up to $180^\\circ$';
    } else if (kind === 'vertical') {
      ans = a;
      text = `the angle vertically opposite to an angle of $${a}^\\circ$`;
      rule = 'Vertically opposite angles are equal';
    } else if (kind === 'triangle') {
      b = rng.int(Math.ceil(10 / step), Math.floor((170 - a) / step)) * step;
      ans = 180 - a - b;
      text = `the third angle of a triangle whose other two angles are $${a}^\\circ$ and $${b}^\\circ$`;
      rule = 'The angles of a triangle add up to $180^\\circ$';
    } else {
      a = rng.int(Math.ceil(20 / step), Math.floor(160 / step)) * step;
      ans = kind === 'co-interior' ? 180 - a : a;
      const name =
        kind === 'co-interior' ? 'interior angle on the same side of the transversal as' : `${kind} angle to`;
      text = `the ${name} an angle of $${a}^\\circ$, formed by a transversal cutting two parallel lines`;
      rule =
        kind === 'co-interior'
          ? 'Co-interior angles on parallel lines add up to $180^\\circ$'
          : `${kind[0].toUpperCase()}${kind.slice(1)} angles on parallel lines are equal`;
    }
    const show = (raw: string) => `${raw}°`;
    return {
      params: { kind, a, b },
      ask: `Find ${text}.`,
      blank: `The measure of ${text} is ____°.`,
      answer: String(ans),
      accepted: [`${ans}°`],
      explanation: `${rule}, so the answer is $${ans}^\\circ$.`,
      mistakes: [
        {
          value: String(kind === 'complement' ? 180 - a : kind === 'triangle' ? 90 - a - b : 90 - a),
          why: 'Mixed up $90^\\circ$ and $180^\\circ$.',
        },
        {
          value: String(kind === 'co-interior' || kind === 'supplement' || kind === 'complement' ? a : 180 - a),
          why: 'Mixed up equal angles and angles that add up to a straight angle.',
        },
        {
          value: String(kind === 'triangle' ? 360 - a - b : 360 - a),
          why: 'Used $360^\\circ$ (angles around a point).',
        },
      ],
      near: (k) => String(ans + (k % 2 ? 1 : -1) * 10 * Math.ceil(k / 2)),
      show,
    };
  },
});

export const pythagoras = defineFamily({
  id: 'pythagoras',
  title: 'Pythagoras theorem',
  concept: 'maths.geometry.pythagoras',
  grades: [7, 10],
  types: MULTI,
  make(rng, _grade, level) {
    const [p, q, r] = rng.pick(TRIPLES.slice(0, 3 + level));
    const k = rng.int(1, [5, 5, 6, 8][level]);
    const [a, b, c] = [p * k, q * k, r * k];
    const findHyp = rng.chance(0.5);
    const ans = findHyp ? c : b;
    return {
      params: { a, b, c, findHyp },
      ask: findHyp
        ? `The two shorter sides of a right-angled triangle are ${a} cm and ${b} cm. Find the hypotenuse.`
        : `The hypotenuse of a right-angled triangle is ${c} cm and one side is ${a} cm. Find the third side.`,
      blank: findHyp
        ? `A right-angled triangle with legs ${a} cm and ${b} cm has hypotenuse ____ cm.`
        : `A right-angled triangle with hypotenuse ${c} cm and one leg ${a} cm has the other leg ____ cm.`,
      answer: String(ans),
      explanation: findHyp
        ? `$h^2 = ${a}^2 + ${b}^2 = ${a * a + b * b}$, so $h = ${c}$ cm.`
        : `$x^2 = ${c}^2 - ${a}^2 = ${c * c - a * a}$, so $x = ${b}$ cm.`,
      mistakes: findHyp
        ? [
            { value: String(a + b), why: 'Added the sides instead of their squares.' },
            { value: String(a * a + b * b), why: 'Forgot to take the square root.' },
            { value: String(b - a + c), why: 'Guessed from the longer side.' },
          ]
        : [
            { value: String(c - a), why: 'Subtracted the sides instead of their squares.' },
            { value: String(c * c - a * a), why: 'Forgot to take the square root.' },
            { value: String(c + a), why: 'Added the sides.' },
          ],
      unit: { post: 'cm' },
      steps: 2,
      keyTerms: ['hypotenuse'],
    };
  },
});
