import { questionWriter } from '../build';

// Mathematics (Class VIII), rationalised NCERT textbook.
const w = questionWriter(8, 'Mathematics');

w.at(1, 'Properties of Rational Numbers');
w.mcq(
  'e',
  'The additive inverse of $\\frac{-5}{9}$ is',
  ['$\\frac{5}{9}$', '$\\frac{-9}{5}$', '$\\frac{9}{5}$', '$\\frac{-5}{9}$'],
  0,
  '$\\frac{-5}{9} + \\frac{5}{9} = 0$.',
  { 1: 'Gave the multiplicative inverse instead of the additive inverse' },
);
w.tf('m', '0 has no reciprocal.', true, 'No number multiplied by 0 gives 1.');
w.fib(
  'm',
  'The multiplicative identity for rational numbers is ____.',
  '1',
  '$a \\times 1 = a$ for every rational number $a$.',
  ['one'],
);
w.at(1, 'Rational Numbers between Two Rational Numbers');
w.sa(
  'm',
  'Find three rational numbers between $\\frac{1}{4}$ and $\\frac{1}{2}$.',
  'Write $\\frac{1}{4} = \\frac{4}{16}$ and $\\frac{1}{2} = \\frac{8}{16}$; then $\\frac{5}{16}$, $\\frac{6}{16}$ and $\\frac{7}{16}$ lie between them. (Other correct answers, e.g. $\\frac{3}{8}$, are also acceptable.)',
  ['equivalent fractions', '$\\frac{5}{16}$', '$\\frac{6}{16}$', '$\\frac{7}{16}$'],
);
w.ar(
  'h',
  'There are infinitely many rational numbers between any two rational numbers.',
  'The mean of two different rational numbers is rational and lies between them.',
  1,
  'Taking means again and again gives as many rational numbers in between as we like, so R explains A.',
);

w.at(2, 'Solving Equations with Variable on Both Sides');
w.mcq(
  'e',
  'The solution of $2x - 3 = x + 2$ is',
  ['$x = 5$', '$x = -1$', '$x = \\frac{1}{3}$', '$x = 1$'],
  0,
  '$2x - x = 2 + 3$, so $x = 5$.',
  { 1: 'Moved terms across without changing their signs' },
);
w.tf('m', '$x = 2$ is the solution of $3(x - 1) = x + 1$.', true, 'LHS $= 3 \\times 1 = 3$ and RHS $= 2 + 1 = 3$.');
w.at(2, 'Reducing Equations to Simpler Form');
w.fib(
  'm',
  'If $\\frac{x}{3} + 1 = \\frac{7}{15}$, then $x = $ ____.',
  '$-\\frac{8}{5}$',
  '$\\frac{x}{3} = \\frac{7}{15} - 1 = -\\frac{8}{15}$, so $x = -\\frac{8}{5}$.',
  ['-8/5', '-1.6'],
);
w.at(2, 'Applications of Linear Equations');
w.la(
  'h',
  'The sum of three consecutive multiples of 11 is 363. Find the multiples.',
  'Let them be $11x$, $11(x + 1)$ and $11(x + 2)$. Then $33x + 33 = 363$, so $33x = 330$ and $x = 10$. The multiples are 110, 121 and 132 (sum 363 ✓).',
  ['$11x$', '$33x + 33 = 363$', '$x = 10$', '110, 121, 132'],
);
w.sa(
  'h',
  'The present ages of Hari and Harry are in the ratio 5 : 7. Four years from now the ratio of their ages will be 3 : 4. Find their present ages.',
  'Let the ages be $5x$ and $7x$. Then $\\frac{5x + 4}{7x + 4} = \\frac{3}{4}$, so $20x + 16 = 21x + 12$ and $x = 4$. Hari is 20 years and Harry 28 years old.',
  ['$\\frac{5x + 4}{7x + 4} = \\frac{3}{4}$', '$x = 4$', '20 years', '28 years'],
  undefined,
  3,
);

w.at(3, 'Angle Sum of a Polygon');
w.mcq(
  'm',
  'The sum of the interior angles of a pentagon is',
  ['$540^\\circ$', '$360^\\circ$', '$720^\\circ$', '$900^\\circ$'],
  0,
  '$(n - 2) \\times 180^\\circ = 3 \\times 180^\\circ = 540^\\circ$.',
  { 1: 'Used the angle sum of a quadrilateral' },
);
w.at(3, 'Exterior Angles of a Polygon');
w.fib(
  'm',
  'The sum of the exterior angles of any polygon is ____ degrees.',
  '360',
  'Walking round a polygon you make one full turn.',
  ['360°'],
);
w.mcq(
  'h',
  'Each exterior angle of a regular polygon is $40^\\circ$. How many sides does it have?',
  ['9', '8', '10', '12'],
  0,
  '$360^\\circ \\div 40^\\circ = 9$.',
);
w.at(3, 'Kinds of Quadrilaterals');
w.tf(
  'm',
  'Every rhombus is a square.',
  false,
  'A rhombus has equal sides but its angles need not be right angles; every square is a rhombus.',
);
w.ar(
  'm',
  'A square is a rhombus.',
  'All four sides of a square are equal.',
  1,
  'A rhombus is a quadrilateral with all sides equal, so R explains A.',
);
w.at(3, 'Properties of a Parallelogram');
w.la(
  'h',
  'In parallelogram ABCD, $\\angle A = (3x + 10)^\\circ$ and $\\angle B = (2x + 20)^\\circ$. Find $x$ and all four angles.',
  'Adjacent angles of a parallelogram are supplementary: $5x + 30 = 180$, so $x = 30$. $\\angle A = 100^\\circ$, $\\angle B = 80^\\circ$, and opposite angles are equal: $\\angle C = 100^\\circ$, $\\angle D = 80^\\circ$.',
  ['adjacent angles supplementary', '$5x + 30 = 180$', '$x = 30$', '$100^\\circ$', '$80^\\circ$'],
);

w.at(4, 'Pie Charts');
w.mcq(
  'm',
  'In a pie chart, the sector for 25% of the data has a central angle of',
  ['$90^\\circ$', '$25^\\circ$', '$45^\\circ$', '$100^\\circ$'],
  0,
  '$\\frac{25}{100} \\times 360^\\circ = 90^\\circ$.',
  { 1: 'Used the percentage itself as the angle' },
);
w.at(4, 'Grouped Data and Histograms');
w.fib(
  'm',
  'In the class interval 10–20, the number 10 is called the lower class ____.',
  'limit',
  '20 is the upper class limit and the class size is 10.',
);
w.tf(
  'e',
  'A histogram has gaps between its bars.',
  false,
  'Class intervals are continuous, so the bars of a histogram touch.',
);
w.at(4, 'Chance and Probability');
w.sa(
  'm',
  'A bag has 4 red and 6 blue balls. One ball is drawn at random. What is the probability that it is red?',
  'There are 10 equally likely outcomes, 4 of them red: probability $= \\frac{4}{10} = \\frac{2}{5}$.',
  ['10 outcomes', '4 favourable', '$\\frac{2}{5}$'],
);

w.at(5, 'Properties of Square Numbers');
w.mcq('e', 'Which of these is a perfect square?', ['1024', '1000', '2000', '1050'], 0, '$32^2 = 1024$.');
w.tf('m', 'A perfect square can end with the digit 8.', false, 'Squares end only in 0, 1, 4, 5, 6 or 9.');
w.at(5, 'Finding Square Roots');
w.fib(
  'm',
  '$\\sqrt{1764} = $ ____',
  '42',
  '$1764 = 2^2 \\times 3^2 \\times 7^2$, so the root is $2 \\times 3 \\times 7 = 42$.',
);
w.sa(
  'h',
  'Find the smallest number by which 252 must be multiplied to get a perfect square, and find the square root of that square.',
  '$252 = 2^2 \\times 3^2 \\times 7$; 7 is unpaired, so multiply by 7: $252 \\times 7 = 1764 = 42^2$.',
  ['$252 = 2^2 \\times 3^2 \\times 7$', 'multiply by 7', '1764', '42'],
  undefined,
  3,
);
w.at(5, 'Pythagorean Triplets');
w.ar(
  'h',
  '6, 8, 10 is a Pythagorean triplet.',
  'For any natural number $m > 1$, the numbers $2m$, $m^2 - 1$ and $m^2 + 1$ form a Pythagorean triplet.',
  1,
  'With $m = 3$: $2m = 6$, $m^2 - 1 = 8$, $m^2 + 1 = 10$, and $36 + 64 = 100$.',
);

w.at(6, 'Cube Roots');
w.mcq(
  'm',
  '$\\sqrt[3]{3375} = $',
  ['15', '25', '35', '13'],
  0,
  '$15^3 = 3375$ (it ends in 5, so the root ends in 5; $10^3 < 3375 < 20^3$).',
);
w.at(6, 'Cubes');
w.tf('h', 'The cube of an odd number is always odd.', true, 'A product of odd numbers is odd.');
w.fib('e', '$4^3 = $ ____', '64', '$4 \\times 4 \\times 4 = 64$.');

w.at(7, 'Discount');
w.mcq(
  'm',
  'A shirt marked ₹800 is sold at a discount of 15%. The sale price is',
  ['₹680', '₹785', '₹120', '₹920'],
  0,
  'Discount $= 15\\%$ of 800 $= ₹120$; sale price $= 800 - 120 = ₹680$.',
  { 2: 'Gave the discount instead of the sale price', 3: 'Added the discount to the marked price' },
);
w.at(7, 'Compound Interest');
w.fib(
  'h',
  'The compound interest on ₹10000 for 2 years at 10% per annum, compounded annually, is ₹____.',
  '2100',
  'Amount $= 10000 \\times 1.1^2 = ₹12100$; CI $= ₹2100$.',
  ['2,100'],
);
w.la(
  'x',
  'Find the simple interest and the compound interest (compounded annually) on ₹8000 at 5% per annum for 2 years, and the difference between them.',
  'SI $= \\frac{8000 \\times 5 \\times 2}{100} = ₹800$. Amount $= 8000 \\times (1.05)^2 = ₹8820$, so CI $= ₹820$. Difference $= ₹20$, the interest on the first year’s interest (5% of ₹400).',
  ['SI = ₹800', 'amount ₹8820', 'CI = ₹820', 'difference ₹20'],
  undefined,
  5,
);
w.ar(
  'm',
  'For the same principal and rate, compound interest for the first year equals simple interest for the first year.',
  'In the first year interest is calculated on the same principal in both cases.',
  1,
  'Compounding only starts to differ from the second year, so R explains A.',
);
w.at(7, 'Sales Tax and GST');
w.sa(
  'm',
  'An item costs ₹1500 and GST is 18%. How much must the buyer pay?',
  'GST $= 18\\%$ of 1500 $= ₹270$; amount $= 1500 + 270 = ₹1770$.',
  ['18% of ₹1500', '₹270', '₹1770'],
);

w.at(8, 'Standard Identities');
w.mcq(
  'm',
  '$(a + b)^2 = $',
  ['$a^2 + 2ab + b^2$', '$a^2 + b^2$', '$a^2 + ab + b^2$', '$2a + 2b$'],
  0,
  '$(a + b)(a + b) = a^2 + ab + ba + b^2 = a^2 + 2ab + b^2$.',
  { 1: 'Forgot the middle term $2ab$' },
);
w.fib('m', 'Using an identity, $103 \\times 97 = $ ____.', '9991', '$(100 + 3)(100 - 3) = 10000 - 9 = 9991$.', [
  '9,991',
]);
w.tf('h', '$(x - 3)^2 = x^2 - 9$', false, '$(x - 3)^2 = x^2 - 6x + 9$.');
w.at(8, 'Multiplication of Algebraic Expressions');
w.sa('m', 'Multiply $(2x + 5)(x - 3)$.', '$2x^2 - 6x + 5x - 15 = 2x^2 - x - 15$.', [
  '$2x^2$',
  '$-6x + 5x$',
  '$2x^2 - x - 15$',
]);

w.at(9, 'Volume of Cube, Cuboid and Cylinder');
w.mcq(
  'm',
  'The volume of a cuboid 5 cm × 4 cm × 3 cm is',
  ['60 cu cm', '12 cu cm', '94 cu cm', '47 cu cm'],
  0,
  '$V = l \\times b \\times h = 60$ cu cm.',
  { 2: 'Calculated the total surface area', 1: 'Added the dimensions' },
);
w.la(
  'h',
  'A cylindrical tank has radius 7 m and height 10 m. Find (a) its curved surface area and (b) how many kilolitres of water it holds. (Take $\\pi = \\frac{22}{7}$; 1 cu m = 1 kL.)',
  '(a) CSA $= 2\\pi rh = 2 \\times \\frac{22}{7} \\times 7 \\times 10 = 440$ sq m. (b) $V = \\pi r^2 h = \\frac{22}{7} \\times 49 \\times 10 = 1540$ cu m $= 1540$ kL.',
  ['$2\\pi rh$', '440 sq m', '$\\pi r^2 h$', '1540 cu m', '1540 kL'],
);
w.at(9, 'Area of Trapezium and Polygons');
w.fib(
  'm',
  'The area of a trapezium with parallel sides 10 cm and 6 cm and height 4 cm is ____ sq cm.',
  '32',
  '$\\frac{1}{2} \\times (10 + 6) \\times 4 = 32$.',
);
w.at(9, 'Surface Area of Solids');
w.tf('e', 'The total surface area of a cube of edge 2 cm is 24 sq cm.', true, '$6 \\times 2^2 = 24$ sq cm.');

w.at(10, 'Negative Exponents');
w.mcq(
  'e',
  '$2^{-3} = $',
  ['$\\frac{1}{8}$', '$-8$', '$-6$', '$\\frac{1}{6}$'],
  0,
  '$a^{-m} = \\frac{1}{a^m}$, so $2^{-3} = \\frac{1}{8}$.',
  { 1: 'Thought a negative exponent makes the number negative', 2: 'Multiplied the base by the exponent' },
);
w.sa(
  'm',
  'Simplify $(3^{-1} + 4^{-1})^{-1}$.',
  '$\\frac{1}{3} + \\frac{1}{4} = \\frac{7}{12}$, and its reciprocal is $\\frac{12}{7}$.',
  ['$\\frac{1}{3} + \\frac{1}{4}$', '$\\frac{7}{12}$', '$\\frac{12}{7}$'],
);
w.at(10, 'Standard Form of Small Numbers');
w.fib(
  'm',
  'In standard form, $0.000007 = 7 \\times 10^k$, where $k = $ ____.',
  '$-6$',
  'The decimal point moves 6 places to the right.',
  ['-6'],
);
w.at(10, 'Laws of Exponents for Integers');
w.ar(
  'h',
  '$5^0 = 1$.',
  'For any non-zero $a$, $a^m \\div a^m = a^{m-m} = a^0$, and a number divided by itself is 1.',
  1,
  'R shows why any non-zero number to the power 0 is 1.',
);

w.at(11, 'Inverse Proportion');
w.mcq(
  'm',
  '6 workers build a wall in 8 days. How many days will 4 workers take at the same rate?',
  ['12', '6', '16', '5'],
  0,
  'Fewer workers take more days: $6 \\times 8 = 48$ worker-days, $48 \\div 4 = 12$.',
  { 1: 'Treated it as direct proportion' },
);
w.at(11, 'Direct Proportion');
w.tf(
  'm',
  'If $x$ and $y$ are in direct proportion, $\\frac{x}{y}$ stays constant.',
  true,
  'That constant ratio is the definition of direct proportion.',
);
w.sa(
  'm',
  'If 5 kg of sugar costs ₹240, how much do 8 kg cost?',
  'Cost is directly proportional to weight: ₹48 per kg, so 8 kg cost $8 \\times 48 = ₹384$.',
  ['direct proportion', '₹48 per kg', '₹384'],
);

w.at(12, 'Factorisation using Identities');
w.mcq(
  'm',
  '$x^2 - 16$ factorises as',
  ['$(x - 4)(x + 4)$', '$(x - 4)^2$', '$(x - 8)(x + 8)$', '$(x - 16)(x + 1)$'],
  0,
  '$a^2 - b^2 = (a - b)(a + b)$ with $b = 4$.',
  { 2: 'Halved 16 instead of taking its square root' },
);
w.fib(
  'h',
  'Factorising $x^2 + 7x + 12$ gives $(x + 3)$ multiplied by ____.',
  '$(x + 4)$',
  '$3 + 4 = 7$ and $3 \\times 4 = 12$.',
  ['x + 4', '(x + 4)', 'x+4'],
);
w.at(12, 'Common Factors and Regrouping');
w.sa('h', 'Factorise $ax + bx + ay + by$.', '$x(a + b) + y(a + b) = (a + b)(x + y)$.', [
  'regrouping',
  '$x(a + b) + y(a + b)$',
  '$(a + b)(x + y)$',
]);

w.at(13, 'Coordinates');
w.mcq(
  'e',
  'The point $(0, 5)$ lies on the',
  ['y-axis', 'x-axis', 'origin', 'line $y = x$'],
  0,
  'Its x-coordinate is 0, so it lies on the y-axis.',
  { 1: 'Mixed up the x- and y-coordinates' },
);
w.fib(
  'e',
  'The point where the x-axis and the y-axis meet is called the ____.',
  'origin',
  'Its coordinates are $(0, 0)$.',
);
w.at(13, 'Linear Graphs');
w.la(
  'm',
  'Simple interest at 5% per annum on ₹1000: make a table of the interest for 1, 2, 3 and 4 years and say what kind of graph the values give.',
  'Interest per year is ₹50, so the interest is ₹50, ₹100, ₹150 and ₹200. Plotting years against interest gives points on a straight line through the origin: a linear graph.',
  ['₹50', '₹100', '₹150', '₹200', 'linear graph'],
);
w.ar(
  'm',
  'The graph of distance against time for a car moving at a constant speed is a straight line.',
  'At a constant speed, distance is directly proportional to time.',
  1,
  'Direct proportion gives a straight-line (linear) graph, so R explains A.',
);

w.at(6, 'Cubes');
w.mcq(
  'x',
  'What is the smallest number by which 1323 must be multiplied to make it a perfect cube?',
  ['7', '3', '21', '49'],
  0,
  '$1323 = 3^3 \\times 7^2$; one more 7 completes the triple: $1323 \\times 7 = 9261 = 21^3$.',
  {
    3: 'Multiplied by $7^2$ instead of completing the group of three 7s',
    1: 'The factor 3 already appears three times',
  },
);
w.at(9, 'Volume of Cube, Cuboid and Cylinder');
w.tf(
  'x',
  'If each edge of a cube is doubled, its volume becomes 6 times as large.',
  false,
  'The volume becomes $2^3 = 8$ times as large.',
);

export const MATHS_8 = w.questions;
