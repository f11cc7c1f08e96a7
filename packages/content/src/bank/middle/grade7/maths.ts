import { questionWriter } from '../build';

// Mathematics (Class VII), rationalised NCERT textbook.
const w = questionWriter(7, 'Mathematics');

w.at(1, 'Multiplication of Integers');
w.mcq(
  'e',
  '$(-3) \\times (-4) = $',
  ['12', '$-12$', '7', '$-7$'],
  0,
  'The product of two negative integers is positive: $3 \\times 4 = 12$.',
  { 1: 'Thought the product of two negative integers is negative' },
);
w.sa(
  'm',
  'In a quiz, +5 marks are given for a correct answer and −2 for a wrong one. Radhika gave 8 correct and 5 wrong answers. What is her score?',
  'Correct: $8 \\times 5 = 40$. Wrong: $5 \\times (-2) = -10$. Score $= 40 + (-10) = 30$.',
  ['$8 \\times 5 = 40$', '$5 \\times (-2) = -10$', 'score 30'],
);
w.la(
  'h',
  'A company makes a profit of ₹8 on every bag of white cement and a loss of ₹5 on every bag of grey cement it sells. (a) In a month it sells 3000 bags of white and 5000 bags of grey cement. What is its profit or loss? (b) If it sells 6400 bags of grey cement, how many bags of white cement must it sell to have neither profit nor loss?',
  '(a) Profit $= 3000 \\times 8 = ₹24000$; loss $= 5000 \\times 5 = ₹25000$; total $= 24000 - 25000 = -1000$, a loss of ₹1000. (b) Loss on grey $= 6400 \\times 5 = ₹32000$, so white bags $= 32000 \\div 8 = 4000$.',
  ['₹24000 profit', '₹25000 loss', 'loss of ₹1000', '4000 bags'],
);
w.at(1, 'Properties of Addition and Subtraction');
w.tf('m', 'Subtraction of integers is commutative.', false, '$5 - 3 = 2$ but $3 - 5 = -2$.');
w.at(1, 'Division of Integers');
w.fib(
  'm',
  '$(-36) \\div 9 = $ ____',
  '$-4$',
  'A negative integer divided by a positive integer gives a negative quotient.',
  ['-4'],
);
w.ar(
  'h',
  'For any non-zero integer $a$, $a \\div 0$ is not defined.',
  'No number multiplied by 0 gives a non-zero product.',
  1,
  'If $a \\div 0 = q$ then $q \\times 0 = a \\neq 0$, which is impossible; R explains A.',
);

w.at(2, 'Multiplication of Fractions');
w.mcq(
  'e',
  '$\\frac{2}{3} \\times \\frac{3}{4} = $',
  ['$\\frac{1}{2}$', '$\\frac{5}{7}$', '$\\frac{6}{7}$', '$\\frac{8}{9}$'],
  0,
  '$\\frac{2 \\times 3}{3 \\times 4} = \\frac{6}{12} = \\frac{1}{2}$.',
  { 1: 'Added the numerators and the denominators', 3: 'Divided instead of multiplying' },
);
w.at(2, 'Division of Fractions');
w.fib('m', 'The reciprocal of $\\frac{5}{7}$ is ____.', '$\\frac{7}{5}$', 'Their product is 1.', ['7/5', '1.4']);
w.mcq(
  'm',
  '$6 \\div \\frac{3}{4} = $',
  ['8', '$\\frac{9}{2}$', '$\\frac{1}{8}$', '24'],
  0,
  '$6 \\times \\frac{4}{3} = 8$.',
  { 1: 'Multiplied by $\\frac{3}{4}$ instead of its reciprocal', 3: 'Multiplied by the denominator only' },
);
w.at(2, 'Multiplication and Division of Decimals');
w.tf('m', '$0.2 \\times 0.3 = 0.6$', false, '$2 \\times 3 = 6$ with two decimal places in all: $0.06$.');
w.sa(
  'm',
  'A car covers 12.5 km on 1 litre of petrol. How far will it go on 8.4 litres?',
  '$12.5 \\times 8.4 = 105$ km.',
  ['$12.5 \\times 8.4$', '105 km', 'multiplication of decimals'],
);
w.fib('h', '$2.75 \\div 0.25 = $ ____', '11', '$\\frac{275}{25} = 11$.');

w.at(3, 'Mean, Median and Mode');
w.mcq(
  'e',
  'The mean of 4, 8, 6, 10 and 12 is',
  ['8', '6', '10', '40'],
  0,
  'Sum $= 40$, number of observations $= 5$, mean $= 8$.',
  { 3: 'Found the sum but did not divide by the number of observations' },
);
w.fib('m', 'The mode of 2, 3, 5, 3, 7, 3, 5 is ____.', '3', '3 occurs most often (three times).');
w.mcq(
  'm',
  'The median of 7, 2, 9, 4, 5 is',
  ['5', '9', '4', '7'],
  0,
  'In order: 2, 4, 5, 7, 9; the middle value is 5.',
  { 1: 'Took the middle value without arranging the data in order' },
);
w.la(
  'x',
  'The mean of five numbers is 27. When one number is removed, the mean of the remaining four is 25. (a) Find the number removed. (b) If it is replaced by 37, find the new mean of the five numbers.',
  '(a) Sum of five $= 5 \\times 27 = 135$; sum of four $= 4 \\times 25 = 100$; removed number $= 35$. (b) New sum $= 100 + 37 = 137$; new mean $= 137 \\div 5 = 27.4$.',
  ['sum = 135', 'sum of four = 100', '35', '27.4'],
  undefined,
  5,
);
w.at(3, 'Chance and Probability');
w.tf(
  'e',
  'The probability of getting a head when a fair coin is tossed is $\\frac{1}{2}$.',
  true,
  'There are two equally likely outcomes and one of them is a head.',
);
w.ar(
  'm',
  'When a die is thrown, getting a number greater than 6 is impossible.',
  'A die has faces numbered 1 to 6 only.',
  1,
  'Since no face shows more than 6, R explains A.',
);

w.at(4, 'Solving Equations');
w.mcq(
  'e',
  'The solution of $3x + 5 = 20$ is',
  ['$x = 5$', '$x = 15$', '$x = \\frac{25}{3}$', '$x = 3$'],
  0,
  '$3x = 15$, so $x = 5$.',
  { 2: 'Added 5 to both sides instead of subtracting', 1: 'Forgot to divide by 3' },
);
w.fib('m', 'If $\\frac{p}{4} = 7$, then $p = $ ____.', '28', 'Multiply both sides by 4.');
w.ar(
  'm',
  '$x = 2$ is a solution of $5x - 3 = 7$.',
  'A solution is a value of the variable that makes both sides of the equation equal.',
  1,
  '$5 \\times 2 - 3 = 7$, so by the meaning of a solution (R), A is true.',
);
w.at(4, 'Setting Up Equations');
w.sa(
  'm',
  'Write an equation and solve it: "Four times a number increased by 3 is 31."',
  '$4x + 3 = 31$, so $4x = 28$ and $x = 7$.',
  ['$4x + 3 = 31$', '$4x = 28$', '$x = 7$'],
);
w.at(4, 'Applications of Simple Equations');
w.la(
  'h',
  'Irfan has 7 marbles more than five times the marbles Parmit has. Irfan has 37 marbles. (a) Set up an equation. (b) Solve it. (c) Check your answer.',
  '(a) Let Parmit have $m$ marbles: $5m + 7 = 37$. (b) $5m = 30$, $m = 6$. (c) $5 \\times 6 + 7 = 37$ ✓. Parmit has 6 marbles.',
  ['$5m + 7 = 37$', '$5m = 30$', '$m = 6$', 'check'],
);

w.at(5, 'Related Angles');
w.mcq(
  'e',
  'The complement of $35^\\circ$ is',
  ['$55^\\circ$', '$145^\\circ$', '$65^\\circ$', '$325^\\circ$'],
  0,
  'Complementary angles add up to $90^\\circ$.',
  { 1: 'Found the supplement instead of the complement' },
);
w.fib('m', 'Vertically opposite angles are always ____.', 'equal', 'Both are supplements of the same adjacent angle.');
w.tf(
  'm',
  'Two obtuse angles can be supplementary.',
  false,
  'Two angles each greater than $90^\\circ$ add up to more than $180^\\circ$.',
);
w.at(5, 'Pairs of Lines and Transversals');
w.mcq(
  'h',
  'Two parallel lines are cut by a transversal. One interior angle on one side of the transversal is $65^\\circ$. The other interior angle on the same side is',
  ['$115^\\circ$', '$65^\\circ$', '$25^\\circ$', '$295^\\circ$'],
  0,
  'Interior angles on the same side of a transversal of parallel lines are supplementary: $180^\\circ - 65^\\circ$.',
  { 1: 'Confused them with alternate angles, which are equal' },
);
w.at(5, 'Checking for Parallel Lines');
w.ar(
  'h',
  'If a transversal cuts two lines so that the alternate interior angles are equal, the lines are parallel.',
  'Vertically opposite angles are equal.',
  2,
  'Both statements are true, but the equality of vertically opposite angles does not explain the test for parallel lines.',
);

w.at(6, 'Angle Sum Property');
w.mcq(
  'e',
  'Two angles of a triangle are $50^\\circ$ and $60^\\circ$. The third angle is',
  ['$70^\\circ$', '$110^\\circ$', '$80^\\circ$', '$90^\\circ$'],
  0,
  '$180^\\circ - (50^\\circ + 60^\\circ) = 70^\\circ$.',
  { 1: 'Gave the sum of the two angles (the exterior angle)' },
);
w.at(6, 'Exterior Angle Property');
w.fib(
  'm',
  'An exterior angle of a triangle equals the sum of its two ____ opposite angles.',
  'interior',
  'This is the exterior angle property.',
);
w.at(6, 'Sum of Lengths of Two Sides');
w.tf(
  'm',
  'A triangle can have sides of 2 cm, 3 cm and 6 cm.',
  false,
  '$2 + 3 = 5 < 6$: the sum of any two sides must be greater than the third.',
);
w.at(6, 'Pythagoras Property');
w.sa(
  'h',
  'A 15 m long ladder reaches a window 12 m above the ground. How far is the foot of the ladder from the wall?',
  'By the Pythagoras property, distance$^2 = 15^2 - 12^2 = 225 - 144 = 81$, so the distance is 9 m.',
  ['Pythagoras property', '$15^2 - 12^2 = 81$', '9 m'],
  undefined,
  3,
);
w.mcq(
  'm',
  'Which set of lengths can be the sides of a right-angled triangle?',
  ['5 cm, 12 cm, 13 cm', '4 cm, 5 cm, 6 cm', '2 cm, 3 cm, 4 cm', '6 cm, 7 cm, 8 cm'],
  0,
  '$5^2 + 12^2 = 25 + 144 = 169 = 13^2$.',
);
w.at(6, 'Medians and Altitudes');
w.mcq(
  'e',
  'The line segment joining a vertex of a triangle to the midpoint of the opposite side is a',
  ['median', 'altitude', 'perpendicular bisector', 'angle bisector'],
  0,
  'A median joins a vertex to the midpoint of the opposite side.',
  { 1: 'An altitude is perpendicular to the opposite side' },
);

w.at(7, 'Percentage');
w.mcq('m', '25% of 240 is', ['60', '48', '96', '24'], 0, '$\\frac{25}{100} \\times 240 = 60$.');
w.ar(
  'x',
  'If a price is first increased by 10% and then decreased by 10%, the final price is less than the original.',
  'The 10% decrease is calculated on a larger amount than the 10% increase.',
  1,
  '₹100 → ₹110 → ₹99: the decrease of ₹11 is larger than the increase of ₹10, as R says.',
);
w.at(7, 'Profit and Loss');
w.fib(
  'm',
  'A shopkeeper buys a bag for ₹400 and sells it for ₹460. His profit is ____%.',
  '15',
  'Profit ₹60 on ₹400: $\\frac{60}{400} \\times 100 = 15$.',
  ['15%'],
);
w.la(
  'h',
  'Juhi sells a washing machine for ₹13500, losing 20%. (a) At what price did she buy it? (b) At what price should she have sold it to gain 10%?',
  '(a) Selling price is 80% of the cost price: CP $= 13500 \\times \\frac{100}{80} = ₹16875$. (b) SP $= 16875 \\times \\frac{110}{100} = ₹18562.50$.',
  ['80% of cost price', 'CP = ₹16875', '110%', 'SP = ₹18562.50'],
);
w.at(7, 'Simple Interest');
w.sa(
  'm',
  'Find the simple interest on ₹5000 at 8% per annum for 3 years. What is the amount?',
  '$SI = \\frac{5000 \\times 8 \\times 3}{100} = ₹1200$; amount $= 5000 + 1200 = ₹6200$.',
  ['$\\frac{P \\times R \\times T}{100}$', '₹1200', '₹6200'],
);

w.at(8, 'Standard Form and Comparison');
w.mcq(
  'm',
  'Which rational number is in standard form?',
  ['$\\frac{-3}{4}$', '$\\frac{6}{8}$', '$\\frac{3}{-4}$', '$\\frac{-9}{12}$'],
  0,
  'Standard form: positive denominator and no common factor other than 1.',
  { 2: 'Forgot that the denominator must be positive', 3: 'Did not cancel the common factor 3' },
);
w.at(8, 'Positive and Negative Rational Numbers');
w.tf('e', 'Every integer is a rational number.', true, 'Any integer $n$ can be written as $\\frac{n}{1}$.');
w.at(8, 'Operations on Rational Numbers');
w.fib(
  'h',
  '$\\frac{-2}{3} + \\frac{5}{6} = $ ____',
  '$\\frac{1}{6}$',
  '$\\frac{-4}{6} + \\frac{5}{6} = \\frac{1}{6}$.',
  ['1/6'],
);

w.at(9, 'Area of Parallelogram');
w.mcq(
  'm',
  'The area of a parallelogram with base 8 cm and height 4.5 cm is',
  ['36 sq cm', '12.5 sq cm', '18 sq cm', '25 sq cm'],
  0,
  'Area = base × height = $8 \\times 4.5 = 36$ sq cm.',
  { 2: 'Halved the product as for a triangle', 1: 'Added base and height' },
);
w.at(9, 'Area of Triangle');
w.fib(
  'm',
  'The area of a triangle with base 10 cm and height 6 cm is ____ sq cm.',
  '30',
  '$\\frac{1}{2} \\times 10 \\times 6 = 30$.',
);
w.at(9, 'Circumference and Area of a Circle');
w.sa(
  'h',
  'Find the circumference and the area of a circle of radius 7 cm. (Take $\\pi = \\frac{22}{7}$.)',
  'Circumference $= 2\\pi r = 2 \\times \\frac{22}{7} \\times 7 = 44$ cm. Area $= \\pi r^2 = \\frac{22}{7} \\times 49 = 154$ sq cm.',
  ['$2\\pi r$', '44 cm', '$\\pi r^2$', '154 sq cm'],
  undefined,
  3,
);
w.at(9, 'Area of Parallelogram');
w.la(
  'x',
  'A rectangular garden 40 m long and 30 m wide has a path 2.5 m wide all around it on the outside. Find the area of the path.',
  'Outer rectangle: $40 + 5 = 45$ m by $30 + 5 = 35$ m, area $= 1575$ sq m. Garden area $= 40 \\times 30 = 1200$ sq m. Path $= 1575 - 1200 = 375$ sq m.',
  ['outer length 45 m', 'outer breadth 35 m', '1575 sq m', '1200 sq m', '375 sq m'],
  undefined,
  5,
);

w.at(10, 'Terms, Factors and Coefficients');
w.mcq(
  'e',
  'The coefficient of $x$ in $-7xy$ is',
  ['$-7y$', '$-7$', '$y$', '$7y$'],
  0,
  'The coefficient of $x$ is everything else in the term: $-7y$.',
  { 1: 'Gave only the numerical coefficient' },
);
w.at(10, 'Addition and Subtraction of Expressions');
w.fib(
  'm',
  '$(3a^2 - 2ab) + (5ab - a^2) = $ ____',
  '$2a^2 + 3ab$',
  'Add like terms: $3a^2 - a^2 = 2a^2$ and $-2ab + 5ab = 3ab$.',
  ['2a^2 + 3ab', '2a² + 3ab', '3ab + 2a^2'],
);
w.at(10, 'Like and Unlike Terms');
w.tf('m', '$4xy$ and $-3yx$ are like terms.', true, 'Both have the same algebraic factors $x$ and $y$.');
w.ar(
  'm',
  '$2x^2$ and $2x$ are like terms.',
  'Like terms have the same algebraic factors.',
  4,
  '$x^2 = x \\times x$ and $x$ have different algebraic factors, so A is false; R is the correct definition.',
);
w.at(10, 'Value of an Expression');
w.mcq('m', 'If $x = 2$, the value of $3x^2 - 5x + 1$ is', ['3', '$-1$', '5', '27'], 0, '$3 \\times 4 - 10 + 1 = 3$.', {
  3: 'Computed $(3x)^2$ instead of $3x^2$',
});

w.at(11, 'Exponents');
w.mcq('e', '$2^5 = $', ['32', '10', '25', '64'], 0, '$2 \\times 2 \\times 2 \\times 2 \\times 2 = 32$.', {
  1: 'Multiplied the base by the exponent',
});
w.at(11, 'Laws of Exponents');
w.fib(
  'm',
  'By the laws of exponents, $a^3 \\times a^4$ equals $a$ raised to the power ____.',
  '7',
  '$a^m \\times a^n = a^{m+n}$, so $3 + 4 = 7$.',
);
w.tf('h', '$(2^3)^2 = 2^5$', false, '$(a^m)^n = a^{mn}$, so $(2^3)^2 = 2^6 = 64$.');
w.ar('h', '$(-1)^{101} = -1$.', 'An odd power of a negative number is negative.', 1, '101 is odd, so R gives A.');
w.at(11, 'Standard Form of Large Numbers');
w.sa('m', 'Write 5,98,00,000 in standard form.', '$59800000 = 5.98 \\times 10^7$.', [
  '5.98',
  '$10^7$',
  'standard form',
]);

w.at(12, 'Rotational Symmetry');
w.mcq(
  'm',
  'The order of rotational symmetry of a regular hexagon is',
  ['6', '3', '2', '12'],
  0,
  'It fits onto itself after every $60^\\circ$ turn: $360 \\div 60 = 6$.',
);
w.at(12, 'Lines of Symmetry for Regular Polygons');
w.tf(
  'e',
  'A regular pentagon has 5 lines of symmetry.',
  true,
  'A regular polygon with $n$ sides has $n$ lines of symmetry.',
);

w.at(13, 'Faces, Edges and Vertices');
w.fib('e', 'A cube has ____ edges.', '12', 'A cube has 6 square faces, 12 edges and 8 vertices.', ['twelve']);
w.mcq(
  'm',
  'How many edges does a triangular prism have?',
  ['9', '6', '5', '12'],
  0,
  '3 edges on each triangular face and 3 joining them: 9.',
  { 1: 'Counted the vertices', 2: 'Counted the faces' },
);
w.la(
  'h',
  'Count the faces (F), vertices (V) and edges (E) of a cube, a square pyramid and a triangular prism, and check that $F + V - E = 2$ for each.',
  'Cube: $6 + 8 - 12 = 2$. Square pyramid: $5 + 5 - 8 = 2$. Triangular prism: $5 + 6 - 9 = 2$. The relation holds for all three.',
  ['$F + V - E = 2$', 'cube 6, 8, 12', 'pyramid 5, 5, 8', 'prism 5, 6, 9'],
);

w.at(7, 'Simple Interest');
w.sa(
  'x',
  'A sum of money doubles itself in 8 years at simple interest. In how many years will it become four times itself at the same rate?',
  'Doubling means the interest equals P in 8 years, so the rate is $\\frac{100}{8} = 12.5\\%$. Four times means the interest is 3P, which takes $3 \\times 8 = 24$ years.',
  ['interest equals principal', '12.5%', 'interest 3P', '24 years'],
  undefined,
  3,
);

export const MATHS_7 = w.questions;
