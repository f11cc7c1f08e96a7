import type { ChapterRef } from './types';

// NCERT Mathematics chapters each family serves, named exactly as in the CBSE curriculum data
// (curriculum/cbse/*-maths.ts): Joyful Mathematics 1–2, Maths Mela 3–5, Math-Magic 4–5, Ganita Prakash and the
// earlier NCERT books 6–8, Mathematics 9–10. One table so names are aligned in one place.
const ch = (grade: number, ...chapters: string[]): ChapterRef[] => chapters.map((chapter) => ({ grade, chapter }));

export const CHAPTERS: Record<string, ChapterRef[]> = {
  'number-names': [
    ...ch(4, 'Thousands Around Us'),
    ...ch(1, 'Mango Treat', 'Making 10', 'Fun with Numbers'),
    ...ch(2, 'Fun with Numbers'),
    ...ch(3, 'Double Century', 'House of Hundreds – I'),
  ],
  'place-value': [
    ...ch(4, 'Thousands Around Us'),
    ...ch(2, 'Fun with Numbers'),
    ...ch(3, 'Double Century', 'House of Hundreds – I'),
    ...ch(5, 'We the Travellers — I'),
    ...ch(6, 'Knowing Our Numbers'),
    ...ch(7, 'Large Numbers Around Us'),
  ],
  addition: [
    ...ch(1, 'How Many?', 'Making 10', 'Vegetable Farm'),
    ...ch(2, 'Decoration for Festival'),
    ...ch(3, 'Vacation with My Nani Maa', 'House of Hundreds – II', 'Give and Take'),
    ...ch(4, 'A Trip to Bhopal'),
    ...ch(5, 'We the Travellers — I'),
  ],
  subtraction: [
    ...ch(1, 'How Many?', 'Vegetable Farm'),
    ...ch(2, 'Decoration for Festival'),
    ...ch(3, 'Vacation with My Nani Maa', 'House of Hundreds – II', 'Give and Take'),
    ...ch(4, 'A Trip to Bhopal'),
    ...ch(5, 'We the Travellers — I'),
  ],
  multiplication: [
    ...ch(4, 'Equal Groups'),
    ...ch(2, 'Grouping and Sharing'),
    ...ch(3, 'Raksha Bandhan'),
    ...ch(4, 'Tables and Shares', 'A Trip to Bhopal'),
    ...ch(5, 'We the Travellers — II', 'Coconut Farm', 'Ways to Multiply and Divide'),
    ...ch(6, 'Whole Numbers'),
  ],
  division: [
    ...ch(4, 'Equal Groups'),
    ...ch(3, 'Fair Share'),
    ...ch(4, 'Tables and Shares'),
    ...ch(5, 'We the Travellers — II', 'Coconut Farm', 'Ways to Multiply and Divide'),
    ...ch(6, 'Whole Numbers'),
  ],
  patterns: [
    ...ch(4, 'Pattern Around Us'),
    ...ch(1, 'Utsav'),
    ...ch(3, 'Fun at Class Party!'),
    ...ch(4, 'Play with Patterns'),
    ...ch(5, 'Can You See the Pattern?'),
    ...ch(6, 'Patterns in Mathematics'),
    ...ch(7, 'Number Play'),
  ],
  money: [
    ...ch(2, 'Fun at the Fair'),
    ...ch(3, 'Give and Take'),
    ...ch(4, 'The Junk Seller'),
    ...ch(5, 'The Fish Tale'),
  ],
  'time-elapsed': [
    ...ch(3, 'Time Goes On'),
    ...ch(4, 'Tick-Tick-Tick', 'Ticking Clocks and Turning Calendar'),
    ...ch(5, 'Racing Seconds'),
  ],
  'measurement-conversion': [
    ...ch(3, 'Filling and Lifting'),
    ...ch(4, 'Long and Short', 'Jugs and Mugs', 'How Heavy? How Light?', 'Measuring Length', 'Weigh it, Pour it'),
    ...ch(5, 'Far and Near', 'The Dairy Farm', 'Weight and Capacity', 'How Big? How Heavy?'),
    ...ch(6, 'Decimals'),
    ...ch(7, 'A Peek Beyond the Point'),
  ],
  'fractions-equivalent': [
    ...ch(4, 'Halves and Quarters'),
    ...ch(5, 'Fractions', 'Parts and Wholes'),
    ...ch(6, 'Fractions'),
  ],
  'fractions-add-sub': [...ch(6, 'Fractions'), ...ch(7, 'Rational Numbers'), ...ch(8, 'Rational Numbers')],
  'fractions-mul-div': [
    ...ch(7, 'Fractions and Decimals', 'Working with Fractions', 'Rational Numbers'),
    ...ch(8, 'Rational Numbers'),
  ],
  'mixed-numbers': [...ch(5, 'Fractions'), ...ch(6, 'Fractions'), ...ch(7, 'Working with Fractions')],
  'decimals-add-sub': [...ch(5, 'Tenths and Hundredths'), ...ch(6, 'Decimals'), ...ch(7, 'A Peek Beyond the Point')],
  'decimals-mul-div': ch(7, 'Fractions and Decimals'),
  integers: [...ch(6, 'Integers', 'The Other Side of Zero'), ...ch(7, 'Integers'), ...ch(8, 'Rational Numbers')],
  'ratio-proportion': [
    ...ch(6, 'Ratio and Proportion'),
    ...ch(7, 'Comparing Quantities'),
    ...ch(8, 'Direct and Inverse Proportions', 'Proportional Reasoning-1'),
  ],
  percentage: [...ch(7, 'Comparing Quantities'), ...ch(8, 'Comparing Quantities')],
  'profit-loss': [...ch(7, 'Comparing Quantities'), ...ch(8, 'Comparing Quantities')],
  'simple-interest': [...ch(7, 'Comparing Quantities'), ...ch(8, 'Comparing Quantities')],
  'compound-interest': ch(8, 'Comparing Quantities'),
  exponents: [
    ...ch(7, 'Exponents and Powers'),
    ...ch(8, 'Exponents and Powers', 'Power Play'),
    ...ch(9, 'Number Systems'),
  ],
  'squares-cubes': ch(8, 'Squares and Square Roots', 'Cubes and Cube Roots', 'A Square and A Cube'),
  'factors-multiples': [
    ...ch(5, "Be My Multiple, I'll be Your Factor", 'Animal Jumps'),
    ...ch(6, 'Prime Time', 'Playing with Numbers'),
    ...ch(7, 'Number Play'),
    ...ch(8, 'Number Play'),
    ...ch(10, 'Real Numbers'),
  ],
  'hcf-lcm': [...ch(5, 'Animal Jumps'), ...ch(6, 'Prime Time', 'Playing with Numbers'), ...ch(10, 'Real Numbers')],
  'simple-equations': [...ch(6, 'Algebra'), ...ch(7, 'Simple Equations')],
  'linear-equations': ch(8, 'Linear Equations in One Variable'),
  'algebraic-expressions': [
    ...ch(6, 'Algebra'),
    ...ch(7, 'Algebraic Expressions', 'Expressions using Letter-Numbers'),
    ...ch(8, 'Algebraic Expressions and Identities'),
    ...ch(9, 'Polynomials'),
  ],
  'algebraic-identities': [
    ...ch(8, 'Algebraic Expressions and Identities', 'We Distribute, Yet Things Multiply', 'Factorisation'),
    ...ch(9, 'Polynomials'),
  ],
  'perimeter-area': [
    ...ch(4, 'Fields and Fences'),
    ...ch(5, "Grandmother's Quilt", 'How Many Squares?', 'Area and its Boundary'),
    ...ch(6, 'Perimeter and Area', 'Mensuration'),
    ...ch(7, 'Perimeter and Area'),
    ...ch(8, 'Mensuration'),
    ...ch(10, 'Areas Related to Circles'),
  ],
  // Cuboids, cubes and cylinders: the class 8 chapter; in classes 9–10 they are the building blocks of the solids there.
  'volume-surface-area': [
    ...ch(8, 'Mensuration'),
    ...ch(9, 'Surface Areas and Volumes'),
    ...ch(10, 'Surface Areas and Volumes'),
  ],
  angles: [
    ...ch(6, 'Lines and Angles'),
    ...ch(
      7,
      'Lines and Angles',
      'The Triangle and its Properties',
      'Parallel and Intersecting Lines',
      'A Tale of Three Intersecting Lines',
    ),
    ...ch(8, 'Quadrilaterals'),
    ...ch(9, 'Lines and Angles'),
  ],
  pythagoras: [...ch(7, 'The Triangle and its Properties'), ...ch(8, 'Squares and Square Roots')],
  // Ungrouped mean, median and mode: class 7; class 10 extends them to grouped data.
  'mean-median-mode': [...ch(7, 'Data Handling'), ...ch(10, 'Statistics')],
  probability: ch(10, 'Probability'),
  'coordinate-geometry': [...ch(9, 'Coordinate Geometry'), ...ch(10, 'Coordinate Geometry')],
  'quadratic-equations': ch(10, 'Quadratic Equations'),
  'arithmetic-progressions': ch(10, 'Arithmetic Progressions'),
  'trigonometric-ratios': ch(10, 'Introduction to Trigonometry'),
  polynomials: [...ch(9, 'Polynomials'), ...ch(10, 'Polynomials')],
  'pair-linear-equations': [
    ...ch(9, 'Linear Equations in Two Variables'),
    ...ch(10, 'Pair of Linear Equations in Two Variables'),
  ],
};
