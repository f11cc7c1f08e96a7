import type { SubjectCurriculum } from '../types';
import { buildBook, cbse } from './middle-helpers';

// The NCF-2023 books are the defaults: Ganita Prakash 6, Ganita Prakash 7 Part 1 and Ganita Prakash 8 Part I; the
// earlier rationalised NCERT Mathematics books follow as alternatives (much of the bank is still placed in them).
// Ganita Prakash 7 Part 2 and 8 Part II are not modelled yet: their chapter lists could not be confirmed here.

const ganitaPrakash6 = buildBook('Mathematics', 'ncert-ganita-prakash-6', 'Ganita Prakash (Class 6)', [
  ['Patterns in Mathematics', 'patterns', ['Number Sequences', 'Visualising Number Sequences', 'Shape Sequences']],
  [
    'Lines and Angles',
    'lines-angles',
    ['Points, Lines, Line Segments and Rays', 'Angles and their Naming', 'Measuring Angles', 'Types of Angles'],
  ],
  ['Number Play', 'number-play', ['Supercells', 'Palindromic Numbers', "Kaprekar's Constant", 'Estimation']],
  ['Data Handling and Presentation', 'data', ['Collecting and Organising Data', 'Pictographs', 'Bar Graphs']],
  [
    'Prime Time',
    'primes',
    [
      'Common Multiples and Common Factors',
      'Prime Numbers',
      'Co-prime Numbers',
      'Prime Factorisation',
      'Divisibility Tests',
    ],
  ],
  ['Perimeter and Area', 'mensuration', ['Perimeter', 'Area of Rectangles and Squares', 'Area of Triangles']],
  [
    'Fractions',
    'fractions',
    ['Fractional Units', 'Equivalent Fractions', 'Comparing Fractions', 'Addition and Subtraction of Fractions'],
  ],
  ['Playing with Constructions', 'constructions', ['Circles and Arcs', 'Constructing Rectangles and Squares']],
  ['Symmetry', 'symmetry', ['Line of Symmetry', 'Rotational Symmetry']],
  [
    'The Other Side of Zero',
    'integers',
    ['Negative Numbers and the Number Line', 'Addition and Subtraction of Integers', 'Integers in Daily Life'],
  ],
]);

const maths6 = buildBook('Mathematics', 'ncert-maths-6', 'Mathematics (Class VI)', [
  ['Knowing Our Numbers', 'numbers', ['Comparing Numbers', 'Large Numbers and Place Value', 'Estimation and Rounding']],
  ['Whole Numbers', 'whole-numbers', ['Predecessor and Successor', 'Properties of Whole Numbers']],
  ['Playing with Numbers', 'primes', ['Factors and Multiples', 'Prime and Composite Numbers', 'HCF and LCM']],
  ['Basic Geometrical Ideas', 'geometry-basics', ['Points, Lines and Rays', 'Polygons and Circles']],
  [
    'Understanding Elementary Shapes',
    'shapes',
    ['Measuring Angles', 'Classification of Triangles', 'Three-dimensional Shapes'],
  ],
  ['Integers', 'integers', ['Integers on the Number Line', 'Addition and Subtraction of Integers']],
  ['Fractions', 'fractions', ['Types of Fractions', 'Equivalent Fractions', 'Addition and Subtraction of Fractions']],
  ['Decimals', 'decimals', ['Tenths and Hundredths', 'Comparing Decimals', 'Using Decimals']],
  ['Data Handling', 'data', ['Pictographs', 'Bar Graphs']],
  ['Mensuration', 'mensuration', ['Perimeter', 'Area']],
  ['Algebra', 'algebra', ['Use of Variables', 'Expressions and Equations']],
  ['Ratio and Proportion', 'ratio', ['Ratio', 'Proportion', 'Unitary Method']],
]);

const maths7 = buildBook('Mathematics', 'ncert-maths-7', 'Mathematics (Class VII)', [
  [
    'Integers',
    'integers',
    ['Properties of Addition and Subtraction', 'Multiplication of Integers', 'Division of Integers'],
  ],
  [
    'Fractions and Decimals',
    'fractions',
    ['Multiplication of Fractions', 'Division of Fractions', 'Multiplication and Division of Decimals'],
  ],
  ['Data Handling', 'data', ['Mean, Median and Mode', 'Bar Graphs', 'Chance and Probability']],
  ['Simple Equations', 'equations', ['Setting Up Equations', 'Solving Equations', 'Applications of Simple Equations']],
  [
    'Lines and Angles',
    'lines-angles',
    ['Related Angles', 'Pairs of Lines and Transversals', 'Checking for Parallel Lines'],
  ],
  [
    'The Triangle and its Properties',
    'triangles',
    [
      'Medians and Altitudes',
      'Exterior Angle Property',
      'Angle Sum Property',
      'Sum of Lengths of Two Sides',
      'Pythagoras Property',
    ],
  ],
  ['Comparing Quantities', 'comparing-quantities', ['Percentage', 'Profit and Loss', 'Simple Interest']],
  [
    'Rational Numbers',
    'rational-numbers',
    ['Positive and Negative Rational Numbers', 'Standard Form and Comparison', 'Operations on Rational Numbers'],
  ],
  [
    'Perimeter and Area',
    'mensuration',
    ['Area of Parallelogram', 'Area of Triangle', 'Circumference and Area of a Circle'],
  ],
  [
    'Algebraic Expressions',
    'algebra',
    [
      'Terms, Factors and Coefficients',
      'Like and Unlike Terms',
      'Addition and Subtraction of Expressions',
      'Value of an Expression',
    ],
  ],
  ['Exponents and Powers', 'exponents', ['Exponents', 'Laws of Exponents', 'Standard Form of Large Numbers']],
  ['Symmetry', 'symmetry', ['Lines of Symmetry for Regular Polygons', 'Rotational Symmetry']],
  [
    'Visualising Solid Shapes',
    'solids',
    ['Faces, Edges and Vertices', 'Nets for Building 3-D Shapes', 'Viewing Different Sections of a Solid'],
  ],
]);

const ganitaPrakash7 = buildBook('Mathematics', 'ncert-ganita-prakash-7', 'Ganita Prakash (Class 7, Part 1)', [
  ['Large Numbers Around Us', 'numbers', ['Lakhs and Crores', 'Indian and International Place Value']],
  ['Arithmetic Expressions', 'arithmetic', ['Reading and Evaluating Expressions', 'Brackets and Order of Operations']],
  ['A Peek Beyond the Point', 'decimals', ['Decimal Place Value', 'Decimals on the Number Line']],
  ['Expressions using Letter-Numbers', 'algebra', ['Letter-Numbers', 'Simplifying Expressions']],
  [
    'Parallel and Intersecting Lines',
    'lines-angles',
    ['Intersecting Lines and Angles', 'Parallel Lines and Transversals'],
  ],
  ['Number Play', 'number-play', ['Parity', 'Number Patterns and Puzzles']],
  ['A Tale of Three Intersecting Lines', 'triangles', ['Constructing Triangles', 'Angle Sum of a Triangle']],
  ['Working with Fractions', 'fractions', ['Multiplying Fractions', 'Dividing Fractions']],
]);

const maths8 = buildBook('Mathematics', 'ncert-maths-8', 'Mathematics (Class VIII)', [
  [
    'Rational Numbers',
    'rational-numbers',
    [
      'Properties of Rational Numbers',
      'Rational Numbers on the Number Line',
      'Rational Numbers between Two Rational Numbers',
    ],
  ],
  [
    'Linear Equations in One Variable',
    'equations',
    [
      'Solving Equations with Variable on Both Sides',
      'Applications of Linear Equations',
      'Reducing Equations to Simpler Form',
    ],
  ],
  [
    'Understanding Quadrilaterals',
    'quadrilaterals',
    [
      'Angle Sum of a Polygon',
      'Exterior Angles of a Polygon',
      'Kinds of Quadrilaterals',
      'Properties of a Parallelogram',
    ],
  ],
  ['Data Handling', 'data', ['Grouped Data and Histograms', 'Pie Charts', 'Chance and Probability']],
  [
    'Squares and Square Roots',
    'squares',
    ['Properties of Square Numbers', 'Pythagorean Triplets', 'Finding Square Roots'],
  ],
  ['Cubes and Cube Roots', 'cubes', ['Cubes', 'Cube Roots']],
  ['Comparing Quantities', 'comparing-quantities', ['Discount', 'Sales Tax and GST', 'Compound Interest']],
  [
    'Algebraic Expressions and Identities',
    'algebra',
    ['Multiplication of Algebraic Expressions', 'Standard Identities'],
  ],
  [
    'Mensuration',
    'mensuration',
    ['Area of Trapezium and Polygons', 'Surface Area of Solids', 'Volume of Cube, Cuboid and Cylinder'],
  ],
  [
    'Exponents and Powers',
    'exponents',
    ['Negative Exponents', 'Laws of Exponents for Integers', 'Standard Form of Small Numbers'],
  ],
  ['Direct and Inverse Proportions', 'proportion', ['Direct Proportion', 'Inverse Proportion']],
  [
    'Factorisation',
    'factorisation',
    ['Common Factors and Regrouping', 'Factorisation using Identities', 'Division of Algebraic Expressions'],
  ],
  ['Introduction to Graphs', 'graphs', ['Line Graphs', 'Linear Graphs', 'Coordinates']],
]);

const ganitaPrakash8 = buildBook('Mathematics', 'ncert-ganita-prakash-8', 'Ganita Prakash (Class 8, Part I)', [
  ['A Square and A Cube', 'squares', ['Square Numbers', 'Cube Numbers']],
  ['Power Play', 'exponents', ['Exponential Growth', 'Laws of Exponents']],
  ['A Story of Numbers', 'number-systems', ['Counting Systems', 'Place Value Systems']],
  ['Quadrilaterals', 'quadrilaterals', ['Properties of Quadrilaterals', 'Special Quadrilaterals']],
  ['Number Play', 'number-play', ['Divisibility Patterns', 'Number Puzzles']],
  ['We Distribute, Yet Things Multiply', 'algebra', ['Distributive Property', 'Identities']],
  ['Proportional Reasoning-1', 'proportion', ['Ratios', 'Proportion']],
]);

export const MIDDLE_MATHS: SubjectCurriculum[] = [
  cbse(6, 'Mathematics', [ganitaPrakash6, maths6]),
  cbse(7, 'Mathematics', [ganitaPrakash7, maths7]),
  cbse(8, 'Mathematics', [ganitaPrakash8, maths8]),
];
