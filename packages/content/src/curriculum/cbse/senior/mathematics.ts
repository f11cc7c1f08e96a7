import { book, entry } from '../../build';
import type { SubjectCurriculum } from '../../types';

// NCERT Mathematics, rationalised editions (2023-24 onwards). Class XII is printed as Part I (chapters 1-6) and
// Part II (7-13) with continuous numbering, so both parts form one book here.

const CLASS_XI = book('Mathematics', 'ncert-mathematics-11', 'Mathematics – Textbook for Class XI', 'NCERT', [
  'Sets | sets | Sets and their representations @representation; Empty, finite and equal sets @types; Subsets and intervals @subsets; Universal set and Venn diagrams @venn-diagrams; Union, intersection and complement @operations',
  'Relations and Functions | relations | Cartesian product of sets @cartesian-product; Relations: domain, codomain and range @relations; Functions and their graphs @functions.graphs; Algebra of real functions @functions.algebra',
  'Trigonometric Functions | trigonometry | Angles in degrees and radians @radian-measure; Trigonometric functions of any angle @functions; Sum and difference formulae @compound-angles; Multiple and sub-multiple angle identities @identities',
  'Complex Numbers and Quadratic Equations | complex-numbers | Complex numbers and their algebra @algebra; Modulus and conjugate @modulus-conjugate; Argand plane and polar representation @argand-plane; Quadratic equations with complex roots @quadratic-equations.complex-roots',
  'Linear Inequalities | inequalities | Linear inequalities in one variable @one-variable; Solutions on the number line @number-line; Graphical solution in two variables @two-variables',
  'Permutations and Combinations | combinatorics | Fundamental principle of counting @counting-principle; Factorial notation @factorial; Permutations @permutations; Combinations @combinations',
  'Binomial Theorem | binomial | Binomial theorem for positive integral indices @theorem; Pascal triangle @pascal-triangle; General and middle terms @general-term',
  'Sequences and Series | sequences | Arithmetic progression and its sum @arithmetic-progression; Geometric progression and its sum @geometric-progression; Relation between AM and GM @am-gm',
  'Straight Lines | coordinate-geometry | Slope of a line and angle between lines @slope; Forms of the equation of a line @line-equations; Distance of a point from a line @point-line-distance',
  'Conic Sections | conics | Sections of a cone @sections; Circle @circle; Parabola @parabola; Ellipse @ellipse; Hyperbola @hyperbola',
  'Introduction to Three Dimensional Geometry | three-d-geometry | Coordinate axes and planes in space @axes; Coordinates of a point in space @coordinates; Distance between two points @distance',
  'Limits and Derivatives | calculus | Intuitive idea of limits @limits; Limits of polynomial, rational and trigonometric functions @limits.standard; Derivative from first principles @derivatives.first-principles; Algebra of derivatives @derivatives.rules',
  'Statistics | statistics | Mean deviation about mean and median @mean-deviation; Variance and standard deviation @variance; Standard deviation of grouped data @standard-deviation',
  'Probability | probability | Random experiments and sample space @sample-space; Events and their algebra @events; Axiomatic approach to probability @axioms',
]);

const CLASS_XII = book(
  'Mathematics',
  'ncert-mathematics-12',
  'Mathematics – Textbook for Class XII (Part I & II)',
  'NCERT',
  [
    'Relations and Functions | relations | Types of relations: reflexive, symmetric, transitive @types; Equivalence relations @equivalence; One-one and onto functions @functions.injective-surjective; Composition and invertible functions @functions.composition',
    'Inverse Trigonometric Functions | inverse-trigonometry | Definition, domain and range @basics; Principal value branches @principal-values; Graphs of inverse trigonometric functions @graphs',
    'Matrices | matrices | Types of matrices @types; Operations on matrices @operations; Transpose, symmetric and skew-symmetric matrices @transpose; Invertible matrices @inverse',
    'Determinants | determinants | Determinant of a square matrix @evaluation; Area of a triangle using determinants @area; Minors, cofactors and adjoint @adjoint; Solving linear equations by matrix method @linear-systems',
    'Continuity and Differentiability | calculus | Continuity of functions @continuity; Chain rule and implicit differentiation @differentiation.chain-rule; Derivatives of inverse trigonometric, exponential and log functions @differentiation.standard; Logarithmic and parametric differentiation @differentiation.logarithmic; Second order derivatives @differentiation.second-order',
    'Application of Derivatives | calculus | Rate of change of quantities @rate-of-change; Increasing and decreasing functions @monotonicity; Maxima and minima @maxima-minima',
    'Integrals | calculus | Integration as inverse of differentiation @integration.indefinite; Integration by substitution @integration.substitution; Integration by partial fractions @integration.partial-fractions; Integration by parts @integration.by-parts; Definite integrals and their properties @integration.definite',
    'Application of Integrals | calculus | Area under simple curves @area-under-curve; Area of regions bounded by lines and curves @area-bounded',
    'Differential Equations | differential-equations | Order and degree @order-degree; General and particular solutions @solutions; Variables separable method @separable; Homogeneous equations @homogeneous; Linear differential equations @linear',
    'Vector Algebra | vectors | Types of vectors @types; Addition and scalar multiplication @addition; Section formula in vectors @section-formula; Scalar (dot) product @dot-product; Vector (cross) product @cross-product',
    'Three Dimensional Geometry | three-d-geometry | Direction cosines and direction ratios @direction-cosines; Equation of a line in space @line; Angle between two lines @angle-lines; Shortest distance between two lines @shortest-distance',
    'Linear Programming | linear-programming | Formulating linear programming problems @formulation; Graphical method of solution @graphical-method; Feasible and optimal solutions @optimal-solution',
    'Probability | probability | Conditional probability @conditional; Multiplication theorem and independent events @independent-events; Bayes theorem @bayes-theorem; Random variables and probability distributions @random-variables',
  ],
);

export const CBSE_SENIOR_MATHEMATICS: SubjectCurriculum[] = [
  entry('CBSE', 11, 'Mathematics', [CLASS_XI]),
  entry('CBSE', 12, 'Mathematics', [CLASS_XII]),
];
