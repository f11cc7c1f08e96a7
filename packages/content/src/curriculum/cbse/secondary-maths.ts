import type { SubjectCurriculum } from '../types';
import { ncertBook } from './secondary-helpers';

// NCERT Mathematics, rationalised editions (2023 onwards).

export const CBSE_MATHS_9: SubjectCurriculum = {
  board: 'CBSE',
  grade: 9,
  subject: 'Mathematics',
  books: [
    ncertBook('ncert-maths-9', 'Mathematics Textbook for Class IX', [
      [
        'Number Systems',
        [
          ['Irrational Numbers', 'maths.number-systems.irrational'],
          ['Real Numbers and their Decimal Expansions', 'maths.number-systems.decimal-expansion'],
          [
            'Operations on Real Numbers',
            'maths.number-systems.surd-operations',
            'maths.number-systems.rationalisation',
          ],
          ['Laws of Exponents for Real Numbers', 'maths.number-systems.exponents'],
        ],
      ],
      [
        'Polynomials',
        [
          ['Polynomials in One Variable', 'maths.polynomials.degree-terms'],
          ['Zeroes of a Polynomial', 'maths.polynomials.zeroes'],
          ['Factorisation of Polynomials', 'maths.polynomials.factor-theorem', 'maths.polynomials.factorisation'],
          ['Algebraic Identities', 'maths.polynomials.identities'],
        ],
      ],
      [
        'Coordinate Geometry',
        [
          ['Cartesian System', 'maths.coordinate-geometry.cartesian-plane', 'maths.coordinate-geometry.quadrants'],
          ['Plotting a Point in the Plane', 'maths.coordinate-geometry.plotting'],
        ],
      ],
      [
        'Linear Equations in Two Variables',
        [
          ['Linear Equations', 'maths.linear-equations.form'],
          ['Solution of a Linear Equation', 'maths.linear-equations.solutions'],
        ],
      ],
      [
        "Introduction to Euclid's Geometry",
        [
          ["Euclid's Definitions, Axioms and Postulates", 'maths.euclid.axioms', 'maths.euclid.postulates'],
          ["Equivalent Versions of Euclid's Fifth Postulate", 'maths.euclid.fifth-postulate'],
        ],
      ],
      [
        'Lines and Angles',
        [
          ['Basic Terms and Definitions', 'maths.lines-angles.terms'],
          ['Pairs of Angles', 'maths.lines-angles.linear-pair', 'maths.lines-angles.vertically-opposite'],
          ['Parallel Lines and a Transversal', 'maths.lines-angles.transversal'],
        ],
      ],
      [
        'Triangles',
        [
          ['Congruence of Triangles', 'maths.triangles.congruence'],
          ['Criteria for Congruence of Triangles', 'maths.triangles.congruence-criteria'],
          ['Some Properties of a Triangle', 'maths.triangles.isosceles'],
        ],
      ],
      [
        'Quadrilaterals',
        [
          ['Properties of a Parallelogram', 'maths.quadrilaterals.parallelogram'],
          ['The Mid-point Theorem', 'maths.quadrilaterals.midpoint-theorem'],
        ],
      ],
      [
        'Circles',
        [
          ['Angle Subtended by a Chord at a Point', 'maths.circles.chord-angle'],
          ['Perpendicular from the Centre to a Chord', 'maths.circles.perpendicular-chord'],
          ['Equal Chords and their Distances from the Centre', 'maths.circles.equal-chords'],
          ['Cyclic Quadrilaterals', 'maths.circles.cyclic-quadrilateral'],
        ],
      ],
      [
        "Heron's Formula",
        [
          ["Area of a Triangle by Heron's Formula", 'maths.herons-formula.triangle-area'],
          ["Applications of Heron's Formula", 'maths.herons-formula.applications'],
        ],
      ],
      [
        'Surface Areas and Volumes',
        [
          ['Surface Area of a Right Circular Cone', 'maths.mensuration.cone-surface'],
          ['Surface Area of a Sphere', 'maths.mensuration.sphere-surface'],
          ['Volume of a Right Circular Cone', 'maths.mensuration.cone-volume'],
          ['Volume of a Sphere', 'maths.mensuration.sphere-volume'],
        ],
      ],
      [
        'Statistics',
        [
          ['Collection and Presentation of Data', 'maths.statistics.frequency-table'],
          [
            'Graphical Representation of Data',
            'maths.statistics.bar-graph',
            'maths.statistics.histogram',
            'maths.statistics.frequency-polygon',
          ],
        ],
      ],
    ]),
  ],
};

export const CBSE_MATHS_10: SubjectCurriculum = {
  board: 'CBSE',
  grade: 10,
  subject: 'Mathematics',
  books: [
    ncertBook('ncert-maths-10', 'Mathematics Textbook for Class X', [
      [
        'Real Numbers',
        [
          ['The Fundamental Theorem of Arithmetic', 'maths.real-numbers.fta', 'maths.real-numbers.hcf-lcm'],
          ['Revisiting Irrational Numbers', 'maths.real-numbers.irrationality-proof'],
        ],
      ],
      [
        'Polynomials',
        [
          ['Geometrical Meaning of the Zeroes of a Polynomial', 'maths.polynomials.graph-zeroes'],
          ['Relationship between Zeroes and Coefficients of a Polynomial', 'maths.polynomials.zeroes-coefficients'],
        ],
      ],
      [
        'Pair of Linear Equations in Two Variables',
        [
          ['Graphical Method of Solution', 'maths.linear-pair.graphical', 'maths.linear-pair.consistency'],
          [
            'Algebraic Methods of Solving a Pair of Linear Equations',
            'maths.linear-pair.substitution',
            'maths.linear-pair.elimination',
          ],
          ['Word Problems on Pairs of Linear Equations', 'maths.linear-pair.word-problems'],
        ],
      ],
      [
        'Quadratic Equations',
        [
          ['Quadratic Equations and their Standard Form', 'maths.quadratic.standard-form'],
          ['Solution of a Quadratic Equation by Factorisation', 'maths.quadratic.factorisation'],
          ['Quadratic Formula', 'maths.quadratic.formula'],
          ['Nature of Roots', 'maths.quadratic.discriminant'],
        ],
      ],
      [
        'Arithmetic Progressions',
        [
          ['Arithmetic Progressions', 'maths.ap.definition'],
          ['nth Term of an AP', 'maths.ap.nth-term'],
          ['Sum of First n Terms of an AP', 'maths.ap.sum'],
        ],
      ],
      [
        'Triangles',
        [
          ['Similar Figures', 'maths.similarity.figures'],
          ['Similarity of Triangles and the Basic Proportionality Theorem', 'maths.similarity.bpt'],
          ['Criteria for Similarity of Triangles', 'maths.similarity.criteria'],
        ],
      ],
      [
        'Coordinate Geometry',
        [
          ['Distance Formula', 'maths.coordinate-geometry.distance'],
          ['Section Formula', 'maths.coordinate-geometry.section'],
        ],
      ],
      [
        'Introduction to Trigonometry',
        [
          ['Trigonometric Ratios', 'maths.trigonometry.ratios'],
          ['Trigonometric Ratios of Some Specific Angles', 'maths.trigonometry.specific-angles'],
          ['Trigonometric Identities', 'maths.trigonometry.identities'],
        ],
      ],
      [
        'Some Applications of Trigonometry',
        [
          ['Angles of Elevation and Depression', 'maths.trigonometry.elevation-depression'],
          ['Heights and Distances', 'maths.trigonometry.heights-distances'],
        ],
      ],
      [
        'Circles',
        [
          ['Tangent to a Circle', 'maths.circles.tangent'],
          ['Number of Tangents from a Point on a Circle', 'maths.circles.tangent-length'],
        ],
      ],
      [
        'Areas Related to Circles',
        [
          ['Perimeter and Area of a Circle', 'maths.circle-areas.circumference'],
          ['Areas of Sector and Segment of a Circle', 'maths.circle-areas.sector', 'maths.circle-areas.segment'],
        ],
      ],
      [
        'Surface Areas and Volumes',
        [
          ['Surface Area of a Combination of Solids', 'maths.mensuration.combined-surface'],
          ['Volume of a Combination of Solids', 'maths.mensuration.combined-volume'],
        ],
      ],
      [
        'Statistics',
        [
          ['Mean of Grouped Data', 'maths.statistics.grouped-mean'],
          ['Mode of Grouped Data', 'maths.statistics.grouped-mode'],
          ['Median of Grouped Data', 'maths.statistics.grouped-median'],
        ],
      ],
      [
        'Probability',
        [
          ['Probability – A Theoretical Approach', 'maths.probability.classical', 'maths.probability.complementary'],
          ['Problems on Coins, Dice and Cards', 'maths.probability.single-events'],
        ],
      ],
    ]),
  ],
};
