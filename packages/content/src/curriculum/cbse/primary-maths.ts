import type { SubjectCurriculum } from '../types';
import { defineBook, defineSubject } from './primary-helpers';

// NCERT Mathematics, classes 1–5: the NCF-2023 books (Joyful Mathematics, Maths Mela) are the defaults; Math-Magic
// 4 and 5 follow as alternatives. Maths Mela 4's chapter list is from a published 2025-26 syllabus page (14
// chapters); its topics are ours, not yet checked against the book.

const joyful1 = defineBook('Mathematics', 'ncert-joyful-mathematics-1', 'Joyful Mathematics', [
  [
    'Finding the Furry Cat!',
    [
      ['Inside, outside, on and under', 'pre-number.position'],
      ['Near, far, before and after', 'pre-number.order'],
      ['Sorting and grouping things', 'pre-number.sorting'],
    ],
  ],
  [
    'What is Long? What is Round?',
    [
      ['Long, round and flat objects', 'shapes.solids-3d'],
      ['Things that roll and slide', 'shapes.roll-slide'],
    ],
  ],
  [
    'Mango Treat',
    [
      ['Counting 1 to 9', 'numbers.counting-1-9'],
      ['More and fewer', 'numbers.compare'],
    ],
  ],
  [
    'Making 10',
    [
      ['Numbers 10 to 20', 'numbers.counting-10-20'],
      ['Making 10 with two numbers', 'numbers.make-ten'],
    ],
  ],
  [
    'How Many?',
    [
      ['Adding single-digit numbers', 'addition.single-digit'],
      ['Taking away', 'subtraction.single-digit'],
      ['The number zero', 'numbers.zero'],
    ],
  ],
  [
    'Vegetable Farm',
    [
      ['Addition up to 20', 'addition.up-to-20'],
      ['Subtraction up to 20', 'subtraction.up-to-20'],
    ],
  ],
  [
    "Lina's Family",
    [
      ['Long, short, tall and short', 'measurement.length-compare'],
      ['Heavy and light', 'measurement.weight-compare'],
      ['Measuring with hand spans', 'measurement.non-standard'],
    ],
  ],
  [
    'Fun with Numbers',
    [
      ['Numbers 21 to 99', 'numbers.two-digit'],
      ['Tens and ones', 'numbers.place-value'],
      ['Counting in tens', 'numbers.skip-count'],
    ],
  ],
  [
    'Utsav',
    [
      ['Shape and colour patterns', 'patterns.shapes'],
      ['Number patterns', 'patterns.numbers'],
    ],
  ],
  [
    'How Do I Spend My Day?',
    [
      ['Morning, afternoon, evening and night', 'time.parts-of-day'],
      ['Days of the week', 'time.days-of-week'],
      ['What happens first and next', 'time.sequence'],
    ],
  ],
  [
    'How Many Times?',
    [
      ['Equal groups', 'multiplication.equal-groups'],
      ['Adding the same number again', 'multiplication.repeated-addition'],
    ],
  ],
  [
    'How Much Can We Spend?',
    [
      ['Coins and notes', 'money.coins-notes'],
      ['Adding money', 'money.add'],
    ],
  ],
  [
    'So Many Toys',
    [
      ['Sorting and counting things', 'data.sorting'],
      ['Tally marks', 'data.tally'],
      ['Reading picture charts', 'data.pictograph'],
    ],
  ],
]);

const joyful2 = defineBook('Mathematics', 'ncert-joyful-mathematics-2', 'Joyful Mathematics', [
  [
    'A Day at the Beach',
    [
      ['Counting in groups of 2, 5 and 10', 'numbers.skip-count'],
      ['Making groups of ten', 'numbers.grouping-tens'],
    ],
  ],
  [
    'Shapes Around Us',
    [
      ['Cube, cuboid, cylinder, cone and sphere', 'shapes.solids-3d'],
      ['Faces, edges and corners', 'shapes.faces-edges'],
    ],
  ],
  [
    'Fun with Numbers',
    [
      ['Numbers 1 to 100', 'numbers.up-to-100'],
      ['Tens and ones', 'numbers.place-value'],
      ['Comparing and ordering numbers', 'numbers.compare'],
      ['Even and odd numbers', 'numbers.even-odd'],
    ],
  ],
  [
    'Shadow Story',
    [
      ['Circle, triangle, square and rectangle', 'shapes.plane-2d'],
      ['Sides and corners of shapes', 'shapes.sides-corners'],
    ],
  ],
  [
    'Playing with Lines',
    [
      ['Straight and curved lines', 'geometry.lines'],
      ['Standing, sleeping and slanting lines', 'geometry.line-orientation'],
    ],
  ],
  [
    'Decoration for Festival',
    [
      ['Adding 2-digit numbers', 'addition.two-digit'],
      ['Subtracting 2-digit numbers', 'subtraction.two-digit'],
      ['Word problems', 'addition.word-problems'],
    ],
  ],
  [
    "Rani's Gift",
    [
      ['Measuring with hand spans and steps', 'measurement.non-standard'],
      ['Measuring length in centimetres', 'measurement.length-cm'],
      ['Heavier and lighter', 'measurement.weight-compare'],
    ],
  ],
  [
    'Grouping and Sharing',
    [
      ['Multiplication as equal groups', 'multiplication.equal-groups'],
      ['Sharing equally', 'division.equal-sharing'],
    ],
  ],
  [
    'Which Season is it?',
    [
      ['Months and seasons', 'time.months-seasons'],
      ['Reading a calendar', 'time.calendar'],
      ['Reading the clock in hours', 'time.clock'],
    ],
  ],
  [
    'Fun at the Fair',
    [
      ['Coins and notes', 'money.coins-notes'],
      ['Buying and paying', 'money.transactions'],
    ],
  ],
  [
    'Data Handling',
    [
      ['Tally marks', 'data.tally'],
      ['Pictographs', 'data.pictograph'],
    ],
  ],
]);

const mathsMela3 = defineBook('Mathematics', 'ncert-maths-mela-3', 'Maths Mela', [
  [
    "What's in a Name?",
    [
      ['Keeping count with marks', 'numbers.tally-counting'],
      ['Comparing names by number of letters', 'numbers.compare'],
    ],
  ],
  [
    'Toy Joy',
    [
      ['3D shapes in toys', 'shapes.solids-3d'],
      ['Faces, edges and corners', 'shapes.faces-edges'],
    ],
  ],
  [
    'Double Century',
    [
      ['Numbers up to 200', 'numbers.up-to-200'],
      ['Hundreds, tens and ones', 'numbers.place-value'],
      ['Number pairs that make 100', 'numbers.complements-100'],
    ],
  ],
  [
    'Vacation with My Nani Maa',
    [
      ['Adding 2-digit numbers', 'addition.two-digit'],
      ['Subtracting 2-digit numbers', 'subtraction.two-digit'],
      ['Quick mental calculation', 'addition.mental-strategies'],
    ],
  ],
  [
    'Fun with Shapes',
    [
      ['Triangles, squares and circles', 'shapes.plane-2d'],
      ['Tangram and shape puzzles', 'shapes.tangram'],
      ['Sides and corners', 'shapes.sides-corners'],
    ],
  ],
  [
    'House of Hundreds – I',
    [
      ['3-digit numbers and number names', 'numbers.three-digit'],
      ['Comparing 3-digit numbers', 'numbers.compare'],
      ['The number line', 'numbers.number-line'],
    ],
  ],
  [
    'Raksha Bandhan',
    [
      ['Multiplication as equal groups', 'multiplication.equal-groups'],
      ['Multiplication tables', 'multiplication.tables'],
    ],
  ],
  [
    'Fair Share',
    [
      ['Halves and quarters', 'fractions.halves-quarters'],
      ['Sharing equally', 'division.equal-sharing'],
    ],
  ],
  [
    'House of Hundreds – II',
    [
      ['Adding 3-digit numbers', 'addition.three-digit'],
      ['Subtracting 3-digit numbers', 'subtraction.three-digit'],
    ],
  ],
  [
    'Fun at Class Party!',
    [
      ['Shape and colour patterns', 'patterns.shapes'],
      ['Number patterns', 'patterns.numbers'],
    ],
  ],
  [
    'Filling and Lifting',
    [
      ['Capacity in litres', 'measurement.capacity'],
      ['Weight in kilograms and grams', 'measurement.weight'],
    ],
  ],
  [
    'Give and Take',
    [
      ['Addition and subtraction in daily life', 'operations.word-problems'],
      ['Rupees: buying and change', 'money.transactions'],
    ],
  ],
  [
    'Time Goes On',
    [
      ['Reading the clock', 'time.clock'],
      ['Days, weeks and months', 'time.calendar'],
    ],
  ],
  [
    'The Surajkund Fair',
    [
      ['Symmetry', 'geometry.symmetry'],
      ['Symmetrical patterns', 'patterns.symmetry'],
    ],
  ],
]);

const mathsMela4 = defineBook('Mathematics', 'ncert-maths-mela-4', 'Maths Mela', [
  [
    'Shapes Around Us',
    [
      ['Shapes and their features', 'shapes.2d-3d'],
      ['Corners and edges', 'shapes.corners-edges'],
    ],
  ],
  [
    'Hide and Seek',
    [
      ['Views from different sides', 'geometry.views'],
      ['Positions and directions', 'geometry.maps'],
    ],
  ],
  [
    'Pattern Around Us',
    [
      ['Number patterns', 'patterns.numbers'],
      ['Shape patterns', 'patterns.shapes'],
    ],
  ],
  [
    'Thousands Around Us',
    [
      ['Numbers up to 10,000', 'numbers.four-digit'],
      ['Place value', 'numbers.place-value'],
    ],
  ],
  [
    'Sharing and Measuring',
    [
      ['Fractions as equal shares', 'fractions.equal-shares'],
      ['Halves and quarters', 'fractions.half-quarter'],
    ],
  ],
  [
    'Measuring Length',
    [
      ['Metres and centimetres', 'measurement.length-cm-m'],
      ['Estimating length', 'measurement.length-estimate'],
    ],
  ],
  [
    'The Cleanest Village',
    [
      ['Adding in context', 'operations.addition'],
      ['Subtracting in context', 'operations.subtraction'],
    ],
  ],
  [
    'Weigh it, Pour it',
    [
      ['Weight', 'measurement.weight'],
      ['Capacity', 'measurement.capacity'],
    ],
  ],
  [
    'Equal Groups',
    [
      ['Multiplication as equal groups', 'operations.multiplication'],
      ['Division as equal sharing', 'operations.division'],
    ],
  ],
  [
    'Elephants, Tigers, and Leopards',
    [
      ['Numbers in context', 'operations.word-problems'],
      ['Comparing numbers', 'numbers.compare'],
    ],
  ],
  [
    'Fun with Symmetry',
    [
      ['Lines of symmetry', 'geometry.symmetry'],
      ['Symmetrical designs', 'geometry.symmetry-designs'],
    ],
  ],
  [
    'Ticking Clocks and Turning Calendar',
    [
      ['Reading clock time', 'time.clock'],
      ['Calendar', 'time.calendar'],
    ],
  ],
  [
    'The Transport Museum',
    [
      ['Problems in context', 'operations.word-problems'],
      ['Reading tables', 'data.tables'],
    ],
  ],
  [
    'Data Handling',
    [
      ['Collecting data', 'data.collecting'],
      ['Pictographs and bar charts', 'data.pictographs'],
    ],
  ],
]);

const mathMagic4 = defineBook('Mathematics', 'ncert-math-magic-4', 'Math-Magic', [
  [
    'Building with Bricks',
    [
      ['Faces of a brick', 'shapes.cuboid-faces'],
      ['Brick patterns', 'patterns.bricks'],
    ],
  ],
  [
    'Long and Short',
    [
      ['Centimetres and metres', 'measurement.length-cm-m'],
      ['Estimating length', 'measurement.length-estimate'],
    ],
  ],
  [
    'A Trip to Bhopal',
    [
      ['Addition and subtraction on a trip', 'operations.word-problems'],
      ['Multiplication and division on a trip', 'multiplication.word-problems'],
    ],
  ],
  [
    'Tick-Tick-Tick',
    [
      ['Reading clock time', 'time.clock'],
      ['a.m. and p.m.', 'time.am-pm'],
      ['How long does it take?', 'time.duration'],
    ],
  ],
  [
    'The Way The World Looks',
    [
      ['Top, front and side views', 'geometry.views'],
      ['Simple maps', 'geometry.maps'],
    ],
  ],
  [
    'The Junk Seller',
    [
      ['Rupees and paise', 'money.rupees-paise'],
      ['Making bills', 'money.bills'],
    ],
  ],
  [
    'Jugs and Mugs',
    [
      ['Litres and millilitres', 'measurement.capacity'],
      ['Comparing capacity', 'measurement.capacity-compare'],
    ],
  ],
  [
    'Carts and Wheels',
    [
      ['Circles: centre and radius', 'geometry.circle'],
      ['Diameter of a circle', 'geometry.circle-diameter'],
    ],
  ],
  [
    'Halves and Quarters',
    [
      ['Half and quarter', 'fractions.halves-quarters'],
      ['Three-quarters', 'fractions.three-quarters'],
    ],
  ],
  [
    'Play with Patterns',
    [
      ['Number patterns', 'patterns.numbers'],
      ['Shape patterns', 'patterns.shapes'],
    ],
  ],
  [
    'Tables and Shares',
    [
      ['Multiplication tables', 'multiplication.tables'],
      ['Division as sharing', 'division.equal-sharing'],
    ],
  ],
  [
    'How Heavy? How Light?',
    [
      ['Grams and kilograms', 'measurement.weight'],
      ['Comparing weights', 'measurement.weight-compare'],
    ],
  ],
  [
    'Fields and Fences',
    [
      ['Perimeter', 'geometry.perimeter'],
      ['Perimeter of rectangles and squares', 'geometry.perimeter-rectangle'],
    ],
  ],
  [
    'Smart Charts',
    [
      ['Tally marks', 'data.tally'],
      ['Bar charts and pictographs', 'data.bar-chart'],
    ],
  ],
]);

const mathsMela5 = defineBook('Mathematics', 'ncert-maths-mela-5', 'Maths Mela', [
  [
    'We the Travellers — I',
    [
      ['Numbers in thousands and lakhs', 'numbers.large-numbers'],
      ['Adding and subtracting large numbers', 'operations.add-subtract-large'],
      ['Estimating', 'numbers.estimation'],
    ],
  ],
  [
    'Fractions',
    [
      ['Fractions as parts of a whole', 'fractions.part-whole'],
      ['Equivalent fractions', 'fractions.equivalent'],
      ['Comparing fractions', 'fractions.compare'],
    ],
  ],
  [
    'Angles as Turns',
    [
      ['Full, half and quarter turns', 'geometry.turns'],
      ['Right angles', 'geometry.right-angle'],
      ['Acute and obtuse angles', 'geometry.angle-types'],
    ],
  ],
  [
    'We the Travellers — II',
    [
      ['Multiplying large numbers', 'multiplication.large-numbers'],
      ['Dividing large numbers', 'division.long-division'],
    ],
  ],
  [
    'Far and Near',
    [
      ['Kilometres and metres', 'measurement.length-km-m'],
      ['Converting units of length', 'measurement.length-conversion'],
    ],
  ],
  [
    'The Dairy Farm',
    [
      ['Multiplication and division problems', 'operations.word-problems'],
      ['Litres and millilitres', 'measurement.capacity'],
    ],
  ],
  [
    'Shapes and Patterns',
    [
      ['Shape patterns', 'patterns.shapes'],
      ['Tiling', 'patterns.tiling'],
    ],
  ],
  [
    'Weight and Capacity',
    [
      ['Kilograms and grams', 'measurement.weight'],
      ['Litres and millilitres', 'measurement.capacity'],
    ],
  ],
  [
    'Coconut Farm',
    [
      ['Multiplying bigger numbers', 'multiplication.multi-digit'],
      ['Division with remainders', 'division.remainder'],
    ],
  ],
  [
    'Symmetrical Designs',
    [
      ['Lines of symmetry', 'geometry.symmetry'],
      ['Mirror images', 'geometry.mirror-image'],
    ],
  ],
  [
    "Grandmother's Quilt",
    [
      ['Area by counting squares', 'geometry.area'],
      ['Perimeter', 'geometry.perimeter'],
    ],
  ],
  [
    'Racing Seconds',
    [
      ['Seconds, minutes and hours', 'time.units'],
      ['Measuring short times', 'time.duration'],
    ],
  ],
  [
    'Animal Jumps',
    [
      ['Multiples', 'numbers.multiples'],
      ['Factors', 'numbers.factors'],
      ['Common multiples', 'numbers.common-multiples'],
    ],
  ],
  [
    'Maps and Locations',
    [
      ['Directions on a map', 'geometry.maps'],
      ['Map scale and distance', 'geometry.map-scale'],
    ],
  ],
  [
    'Data Through Pictures',
    [
      ['Pictographs', 'data.pictograph'],
      ['Bar graphs', 'data.bar-graph'],
    ],
  ],
]);

/** The earlier class 5 book, still used by many schools. */
const mathMagic5 = defineBook('Mathematics', 'ncert-math-magic-5', 'Math-Magic', [
  [
    'The Fish Tale',
    [
      ['Large numbers and estimation', 'numbers.large-numbers'],
      ['Money and weight problems', 'operations.word-problems'],
    ],
  ],
  [
    'Shapes and Angles',
    [
      ['Angles and corners', 'geometry.angle-types'],
      ['Right angles', 'geometry.right-angle'],
    ],
  ],
  [
    'How Many Squares?',
    [
      ['Area by counting squares', 'geometry.area'],
      ['Perimeter', 'geometry.perimeter'],
    ],
  ],
  [
    'Parts and Wholes',
    [
      ['Fractions as parts of a whole', 'fractions.part-whole'],
      ['Equivalent fractions', 'fractions.equivalent'],
    ],
  ],
  [
    'Does it Look the Same?',
    [
      ['Rotation and turns', 'geometry.turns'],
      ['Mirror halves', 'geometry.symmetry'],
    ],
  ],
  [
    "Be My Multiple, I'll be Your Factor",
    [
      ['Multiples', 'numbers.multiples'],
      ['Factors', 'numbers.factors'],
    ],
  ],
  [
    'Can You See the Pattern?',
    [
      ['Turning patterns', 'patterns.shapes'],
      ['Number patterns', 'patterns.numbers'],
    ],
  ],
  [
    'Mapping Your Way',
    [
      ['Reading maps', 'geometry.maps'],
      ['Map scale', 'geometry.map-scale'],
    ],
  ],
  [
    'Boxes and Sketches',
    [
      ['Nets of a cube', 'shapes.nets'],
      ['Drawing 3D shapes', 'shapes.solids-3d'],
    ],
  ],
  [
    'Tenths and Hundredths',
    [
      ['Tenths', 'decimals.tenths'],
      ['Hundredths', 'decimals.hundredths'],
    ],
  ],
  [
    'Area and its Boundary',
    [
      ['Area', 'geometry.area'],
      ['Perimeter', 'geometry.perimeter'],
    ],
  ],
  [
    'Smart Charts',
    [
      ['Tables and tally marks', 'data.tally'],
      ['Bar graphs and pie charts', 'data.bar-graph'],
    ],
  ],
  [
    'Ways to Multiply and Divide',
    [
      ['Multiplication', 'multiplication.multi-digit'],
      ['Division', 'division.long-division'],
    ],
  ],
  [
    'How Big? How Heavy?',
    [
      ['Volume', 'measurement.volume'],
      ['Weight', 'measurement.weight'],
    ],
  ],
]);

export const CBSE_PRIMARY_MATHS: SubjectCurriculum[] = [
  defineSubject(1, 'Mathematics', [joyful1]),
  defineSubject(2, 'Mathematics', [joyful2]),
  defineSubject(3, 'Mathematics', [mathsMela3]),
  defineSubject(4, 'Mathematics', [mathsMela4, mathMagic4]),
  defineSubject(5, 'Mathematics', [mathsMela5, mathMagic5]),
];
