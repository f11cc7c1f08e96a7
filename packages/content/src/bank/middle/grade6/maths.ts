import { questionWriter } from '../build';

// Ganita Prakash (Class 6).
const w = questionWriter(6, 'Mathematics');

w.at(1, 'Number Sequences');
w.mcq(
  'e',
  'What is the next number in the sequence 1, 3, 5, 7, 9, ...?',
  ['10', '11', '12', '13'],
  1,
  'The odd numbers increase by 2: 9 + 2 = 11.',
  { 0: 'Added 1 instead of 2' },
);
w.fib(
  'e',
  'The sum of the first $n$ odd numbers is always a ____ number.',
  'square',
  '1 = 1², 1 + 3 = 2², 1 + 3 + 5 = 3²: the sum of the first n odd numbers is n².',
  ['perfect square'],
);
w.at(1, 'Visualising Number Sequences');
w.mcq(
  'm',
  'The triangular numbers are 1, 3, 6, 10, ... What is the next triangular number?',
  ['13', '14', '15', '16'],
  2,
  'The differences are 2, 3, 4, so the next is 10 + 5 = 15.',
  { 1: 'Added 4 again instead of 5' },
);
w.tf(
  'm',
  'Adding two consecutive triangular numbers always gives a square number.',
  true,
  '1 + 3 = 4, 3 + 6 = 9, 6 + 10 = 16: two triangles together make a square.',
);
w.at(1, 'Shape Sequences');
w.sa(
  'm',
  'The regular polygons triangle, square, pentagon, ... have 3, 4, 5, ... sides. How many sides does the 6th shape have, and what is it called?',
  'The number of sides goes 3, 4, 5, 6, 7, 8, so the 6th shape has 8 sides: a regular octagon.',
  ['8 sides', 'octagon', 'increases by 1'],
);

w.at(2, 'Points, Lines, Line Segments and Rays');
w.mcq(
  'e',
  'How many lines can be drawn through two distinct points?',
  ['Exactly one', 'Exactly two', 'Infinitely many', 'None'],
  0,
  'Two distinct points determine exactly one line.',
  { 2: 'Confused with the lines through a single point' },
);
w.tf(
  'e',
  'A ray has two end points.',
  false,
  'A ray has one end point and goes on endlessly in one direction; a line segment has two.',
);
w.at(2, 'Types of Angles');
w.mcq(
  'e',
  'An angle of measure $135^\\circ$ is',
  ['acute', 'right', 'obtuse', 'reflex'],
  2,
  'It is more than $90^\\circ$ and less than $180^\\circ$, so it is obtuse.',
  { 3: 'Thought any angle above $90^\\circ$ is reflex' },
);
w.fib(
  'e',
  'An angle that measures exactly $180^\\circ$ is called a ____ angle.',
  'straight',
  'The arms of a $180^\\circ$ angle lie on one straight line.',
);
w.ar(
  'm',
  "The angle between the hands of a clock at 3 o'clock is a right angle.",
  'The hands are 3 hour-marks apart, which is one quarter of a full turn.',
  1,
  'A quarter of $360^\\circ$ is $90^\\circ$, and that is exactly why the angle is a right angle.',
);
w.at(2, 'Measuring Angles');
w.sa(
  'm',
  'Through how many degrees does the hour hand of a clock turn when it moves from 12 to 5?',
  'Each hour mark is $360^\\circ \\div 12 = 30^\\circ$, so from 12 to 5 the hand turns $5 \\times 30^\\circ = 150^\\circ$.',
  ['$30^\\circ$ per hour mark', '5 hour marks', '$150^\\circ$'],
);

w.at(3, 'Palindromic Numbers');
w.mcq(
  'm',
  'Which of these is a palindromic number?',
  ['12321', '12312', '12213', '11231'],
  0,
  '12321 reads the same from left to right and from right to left.',
);
w.tf(
  'm',
  'Reversing 47 and adding gives 47 + 74 = 121, which is a palindrome.',
  true,
  '47 + 74 = 121, and 121 reads the same both ways.',
);
w.at(3, "Kaprekar's Constant");
w.fib(
  'h',
  'Repeating the Kaprekar process (largest arrangement of the digits minus the smallest) on any 4-digit number whose digits are not all the same always reaches ____.',
  '6174',
  "6174 is Kaprekar's constant: 7641 − 1467 = 6174 again.",
);
w.at(3, 'Estimation');
w.mcq(
  'm',
  'Which is the best estimate of 398 + 512?',
  ['800', '900', '1000', '1100'],
  1,
  '398 is about 400 and 512 about 500, so the sum is about 900 (it is 910).',
);
w.at(3, 'Supercells');
w.tf(
  'h',
  'A supercell holds a number larger than the numbers in all its neighbouring cells. In the row 3, 8, 5, 9, 2 the supercells are 8 and 9.',
  true,
  '8 > 3 and 8 > 5; 9 > 5 and 9 > 2; 3, 5 and 2 each have a larger neighbour.',
);

w.at(4, 'Pictographs');
w.mcq(
  'e',
  'In a pictograph one symbol stands for 5 books. How many books do 7 symbols show?',
  ['12', '30', '35', '40'],
  2,
  '7 × 5 = 35 books.',
  { 0: 'Added the key to the number of symbols instead of multiplying' },
);
w.at(4, 'Bar Graphs');
w.tf(
  'e',
  'In a bar graph all the bars should have the same width.',
  true,
  'Only the length of a bar shows the value, so widths are kept equal.',
);
w.sa(
  'm',
  'A shop sold 20 ice creams on Monday, 35 on Tuesday and 15 on Wednesday. In a bar graph with the scale 1 unit = 5 ice creams, how long is each bar?',
  'Monday 20 ÷ 5 = 4 units, Tuesday 35 ÷ 5 = 7 units, Wednesday 15 ÷ 5 = 3 units.',
  ['scale', '4 units', '7 units', '3 units'],
);
w.at(4, 'Collecting and Organising Data');
w.fib(
  'e',
  'Tally marks are grouped in bunches of ____, the last mark crossing the others.',
  '5',
  'Four strokes and a fifth stroke across them make a bunch of five, which is easy to count.',
  ['five'],
);

w.at(5, 'Prime Numbers');
w.mcq(
  'e',
  'Which of the following is a prime number?',
  ['21', '27', '29', '33'],
  2,
  '29 has only the factors 1 and 29; 21 = 3 × 7, 27 = 3 × 9, 33 = 3 × 11.',
  { 0: 'Thought every odd number is prime' },
);
w.tf(
  'e',
  '1 is a prime number.',
  false,
  'A prime has exactly two factors; 1 has only one factor, so it is neither prime nor composite.',
);
w.fib(
  'm',
  'The only even prime number is ____.',
  '2',
  'Every other even number has 2 as a factor besides 1 and itself.',
  ['two'],
);
w.at(5, 'Co-prime Numbers');
w.mcq(
  'm',
  'Which pair of numbers is co-prime?',
  ['12 and 18', '15 and 28', '14 and 21', '9 and 24'],
  1,
  '15 = 3 × 5 and 28 = 2 × 2 × 7 have no common factor other than 1.',
  { 3: 'Thought two numbers that are not multiples of each other are co-prime' },
);
w.ar(
  'h',
  '8 and 15 are co-prime.',
  'Both 8 and 15 are composite numbers.',
  2,
  'A is true because the only common factor of 8 and 15 is 1. R is true too, but being composite has nothing to do with being co-prime (4 and 6 are composite and not co-prime).',
);
w.at(5, 'Prime Factorisation');
w.sa(
  'm',
  'Write the prime factorisation of 360.',
  '$360 = 2 \\times 2 \\times 2 \\times 3 \\times 3 \\times 5 = 2^3 \\times 3^2 \\times 5$.',
  ['$2^3$', '$3^2$', '5', 'prime factors'],
);
w.la(
  'h',
  'Using prime factorisation, find the HCF and LCM of 72 and 120. Check that HCF × LCM = 72 × 120.',
  '$72 = 2^3 \\times 3^2$ and $120 = 2^3 \\times 3 \\times 5$. HCF takes the lowest powers: $2^3 \\times 3 = 24$. LCM takes the highest powers: $2^3 \\times 3^2 \\times 5 = 360$. Check: $24 \\times 360 = 8640 = 72 \\times 120$.',
  ['$72 = 2^3 \\times 3^2$', '$120 = 2^3 \\times 3 \\times 5$', 'HCF = 24', 'LCM = 360', '8640'],
);
w.at(5, 'Divisibility Tests');
w.mcq(
  'm',
  'Which number is divisible by both 4 and 9?',
  ['7236', '4518', '3926', '6030'],
  0,
  '36 is divisible by 4 and 7 + 2 + 3 + 6 = 18 is divisible by 9. The others fail the test for 4.',
  { 1: 'Checked only the digit sum for 9' },
);
w.tf(
  'm',
  'A number is divisible by 8 if the number formed by its last three digits is divisible by 8.',
  true,
  '1000 is divisible by 8, so only the last three digits decide divisibility by 8.',
);
w.at(5, 'Common Multiples and Common Factors');
w.fib(
  'm',
  'The smallest common multiple of 6 and 8 is ____.',
  '24',
  'Multiples of 8 are 8, 16, 24, ...; 24 is the first one that is also a multiple of 6.',
);

w.at(6, 'Perimeter');
w.mcq(
  'e',
  'The perimeter of a square of side 9 cm is',
  ['18 cm', '27 cm', '36 cm', '81 cm'],
  2,
  'Perimeter = 4 × side = 4 × 9 = 36 cm.',
  { 3: 'Calculated the area instead of the perimeter', 0: 'Added only two sides' },
);
w.sa(
  'm',
  'A rectangular park is 45 m long and 30 m wide. How much wire is needed to fence it with two rounds of wire?',
  'Perimeter = 2 × (45 + 30) = 150 m, so two rounds need 2 × 150 = 300 m of wire.',
  ['perimeter', '2 × (length + breadth)', '150 m', '300 m'],
);
w.at(6, 'Area of Rectangles and Squares');
w.tf(
  'm',
  'If two rectangles have the same perimeter, they must have the same area.',
  false,
  'A 1 cm × 5 cm and a 2 cm × 4 cm rectangle both have perimeter 12 cm but areas 5 sq cm and 8 sq cm.',
);
w.ar(
  'h',
  'A square of side 6 cm and a rectangle of 4 cm × 9 cm have the same area.',
  'The two figures have the same perimeter.',
  3,
  'Both areas are 36 sq cm, so A is true; the perimeters are 24 cm and 26 cm, so R is false.',
);
w.la(
  'x',
  'The floor of a room is 6 m long and 4 m wide. It is to be covered with square tiles of side 50 cm. (a) Find the area of the floor. (b) How many tiles are needed? (c) If one tile costs ₹40, find the total cost.',
  '(a) Area = 6 × 4 = 24 sq m. (b) Along the length 6 m ÷ 0.5 m = 12 tiles, along the width 4 m ÷ 0.5 m = 8 tiles, so 12 × 8 = 96 tiles (also 24 ÷ 0.25 = 96). (c) Cost = 96 × ₹40 = ₹3840.',
  ['24 sq m', '0.25 sq m per tile', '96 tiles', '₹3840'],
  undefined,
  5,
);
w.at(6, 'Area of Triangles');
w.mcq(
  'h',
  'A diagonal divides a rectangle 10 cm long and 6 cm wide into two triangles. What is the area of each triangle?',
  ['16 sq cm', '30 sq cm', '60 sq cm', '32 sq cm'],
  1,
  'The rectangle has area 60 sq cm and the diagonal cuts it into two equal halves of 30 sq cm.',
  { 2: 'Forgot to halve the area of the rectangle', 0: 'Used half the perimeter instead of the area' },
);

w.at(7, 'Fractional Units');
w.fib(
  'e',
  'If a roti is divided into 4 equal parts, each part is ____ of the roti.',
  '$\\frac{1}{4}$',
  'One of four equal parts is one-fourth.',
  ['1/4', 'one-fourth', 'one fourth', '0.25'],
);
w.at(7, 'Equivalent Fractions');
w.mcq(
  'e',
  'Which fraction is equivalent to $\\frac{3}{5}$?',
  ['$\\frac{6}{10}$', '$\\frac{5}{3}$', '$\\frac{6}{15}$', '$\\frac{9}{10}$'],
  0,
  'Multiplying numerator and denominator by 2 gives $\\frac{6}{10}$.',
  { 2: 'Multiplied the numerator and denominator by different numbers', 1: 'Swapped numerator and denominator' },
);
w.at(7, 'Comparing Fractions');
w.tf(
  'm',
  '$\\frac{5}{8}$ is greater than $\\frac{3}{5}$.',
  true,
  'With denominator 40: $\\frac{25}{40} > \\frac{24}{40}$.',
);
w.la(
  'h',
  'Convert $\\frac{3}{4}$, $\\frac{5}{6}$ and $\\frac{7}{12}$ to fractions with the same denominator and arrange them in ascending order. Then find the difference between the largest and the smallest.',
  'With denominator 12: $\\frac{9}{12}$, $\\frac{10}{12}$, $\\frac{7}{12}$. Ascending: $\\frac{7}{12} < \\frac{3}{4} < \\frac{5}{6}$. Difference: $\\frac{10}{12} - \\frac{7}{12} = \\frac{3}{12} = \\frac{1}{4}$.',
  ['denominator 12', '$\\frac{9}{12}$, $\\frac{10}{12}$, $\\frac{7}{12}$', 'ascending order', '$\\frac{1}{4}$'],
);
w.at(7, 'Addition and Subtraction of Fractions');
w.mcq(
  'm',
  '$\\frac{1}{2} + \\frac{1}{3} = $',
  ['$\\frac{2}{5}$', '$\\frac{5}{6}$', '$\\frac{1}{6}$', '$\\frac{2}{6}$'],
  1,
  '$\\frac{3}{6} + \\frac{2}{6} = \\frac{5}{6}$.',
  { 0: 'Added numerators and denominators separately' },
);
w.sa(
  'h',
  'Meena ate $\\frac{2}{5}$ of a cake and Rohan ate $\\frac{1}{4}$ of it. What fraction of the cake is left?',
  'Eaten: $\\frac{8}{20} + \\frac{5}{20} = \\frac{13}{20}$. Left: $1 - \\frac{13}{20} = \\frac{7}{20}$.',
  ['common denominator 20', '$\\frac{13}{20}$ eaten', '$\\frac{7}{20}$ left'],
);

w.at(8, 'Circles and Arcs');
w.fib(
  'e',
  'Every point on a circle is at the same distance from its centre; this distance is called the ____.',
  'radius',
  'The radius joins the centre to any point on the circle.',
);
w.tf(
  'e',
  'The diameter of a circle is twice its radius.',
  true,
  'A diameter passes through the centre and is made of two radii.',
);
w.at(8, 'Constructing Rectangles and Squares');
w.sa(
  'h',
  'Write the steps to construct a square of side 5 cm with a ruler and a compass.',
  'Draw AB = 5 cm. At A and at B draw perpendiculars to AB. With the compass set to 5 cm, cut the perpendiculars at D (from A) and C (from B). Join CD. ABCD is the square.',
  ['5 cm segment', 'perpendicular', 'arc of radius 5 cm', 'join'],
);

w.at(9, 'Line of Symmetry');
w.mcq(
  'e',
  'How many lines of symmetry does a square have?',
  ['1', '2', '4', '8'],
  2,
  'A vertical, a horizontal and the two diagonals: 4 lines.',
  { 1: 'Forgot the two diagonals' },
);
w.ar(
  'm',
  'The capital letter H has two lines of symmetry.',
  'A vertical line and a horizontal line through its centre each divide it into mirror halves.',
  1,
  'R names the two lines, which is why A is true.',
);
w.at(9, 'Rotational Symmetry');
w.mcq(
  'h',
  'What is the smallest angle of rotation that maps an equilateral triangle onto itself?',
  ['$60^\\circ$', '$90^\\circ$', '$120^\\circ$', '$180^\\circ$'],
  2,
  'It has rotational symmetry of order 3, so the smallest angle is $360^\\circ \\div 3 = 120^\\circ$.',
  { 0: 'Used the interior angle instead of the angle of rotation' },
);
w.fib(
  'm',
  'A rectangle that is not a square looks the same after a rotation of ____ degrees about its centre (less than a full turn).',
  '180',
  'A half turn maps the rectangle onto itself; a quarter turn does not.',
  ['180°'],
);

w.at(10, 'Negative Numbers and the Number Line');
w.mcq(
  'e',
  'Which of these numbers is the smallest?',
  ['$-3$', '$-7$', '$0$', '$2$'],
  1,
  '$-7$ lies farthest to the left on the number line.',
  { 0: 'Thought $-3 < -7$ because $3 < 7$' },
);
w.tf('m', '$-10$ is greater than $-2$.', false, '$-10$ lies to the left of $-2$ on the number line, so it is smaller.');
w.at(10, 'Addition and Subtraction of Integers');
w.fib('m', '$(-8) + 5 = $ ____', '$-3$', 'Start at $-8$ and move 5 steps right to reach $-3$.', ['-3']);
w.mcq(
  'm',
  '$7 - (-4) = $',
  ['3', '$-3$', '11', '$-11$'],
  2,
  'Subtracting $-4$ is the same as adding 4: $7 + 4 = 11$.',
  { 0: 'Subtracted 4 instead of adding it' },
);
w.ar(
  'h',
  '$(-5) - (-5) = 0$.',
  'Subtracting an integer is the same as adding its additive inverse.',
  1,
  '$(-5) - (-5) = (-5) + 5 = 0$: the rule in R gives A.',
);
w.la(
  'm',
  'A lift starts at the ground floor (0). It goes up 6 floors, then down 9 floors, then up 2 floors. (a) Write the movements as a sum of integers. (b) At which floor does it stop? (c) How many floors did it travel in all?',
  '(a) $0 + (+6) + (-9) + (+2)$. (b) $6 - 9 + 2 = -1$, the first basement floor. (c) $6 + 9 + 2 = 17$ floors travelled.',
  ['$(+6) + (-9) + (+2)$', '$-1$', 'basement', '17 floors'],
);
w.at(10, 'Integers in Daily Life');
w.sa(
  'e',
  'The temperature in Leh was $-4^\\circ$C at night and rose by $9^\\circ$C by noon. What was the temperature at noon?',
  '$-4 + 9 = 5$, so it was $5^\\circ$C at noon.',
  ['rise of $9^\\circ$C', '$-4 + 9$', '$5^\\circ$C'],
);
w.la(
  'x',
  "Asha's account shows ₹500. On Monday she deposits ₹1200, on Tuesday she withdraws ₹2000 (the bank allows the balance to go below zero) and on Wednesday she deposits ₹450. Write the balance after each day as an integer. How much more must she deposit to make the balance ₹1000?",
  'Monday: 500 + 1200 = 1700. Tuesday: 1700 − 2000 = −300. Wednesday: −300 + 450 = 150. To reach ₹1000 she must deposit 1000 − 150 = ₹850.',
  ['1700', '$-300$', '150', '₹850'],
  undefined,
  5,
);

w.at(5, 'Common Multiples and Common Factors');
w.fib(
  'x',
  'The smallest number greater than 1 that leaves a remainder of 1 when divided by each of 2, 3, 4, 5 and 6 is ____.',
  '61',
  'The smallest common multiple of 2, 3, 4, 5 and 6 is 60; adding the remainder 1 gives 61.',
);

export const MATHS_6 = w.questions;
