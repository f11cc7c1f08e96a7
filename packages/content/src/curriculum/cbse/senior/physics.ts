import { book, entry } from '../../build';
import type { SubjectCurriculum } from '../../types';

// NCERT Physics, rationalised editions. Class XI dropped "Physical World", so Units and Measurements is chapter 1;
// Class XII dropped "Communication Systems". Part I and Part II number continuously, so each class is one book.

const CLASS_XI = book('Physics', 'ncert-physics-11', 'Physics – Textbook for Class XI (Part I & II)', 'NCERT', [
  'Units and Measurements | units | The international system of units @si-units; Significant figures @significant-figures; Dimensions of physical quantities @dimensions; Dimensional analysis and its applications @dimensional-analysis',
  'Motion in a Straight Line | kinematics | Position, path length and displacement @displacement; Average and instantaneous velocity @velocity; Acceleration @acceleration; Kinematic equations for uniformly accelerated motion @equations-of-motion; Relative velocity @relative-velocity',
  'Motion in a Plane | kinematics | Scalars and vectors @vectors; Resolution and addition of vectors @vector-resolution; Projectile motion @projectile-motion; Uniform circular motion @circular-motion',
  'Laws of Motion | laws-of-motion | Newton’s first law and inertia @first-law; Newton’s second law and momentum @second-law; Newton’s third law @third-law; Conservation of momentum @momentum-conservation; Friction @friction; Dynamics of circular motion @circular-dynamics',
  'Work, Energy and Power | work-energy | Work done by a constant and a variable force @work; Work-energy theorem and kinetic energy @kinetic-energy; Potential energy of a spring and conservation of mechanical energy @conservation; Power @power; Collisions @collisions',
  'System of Particles and Rotational Motion | rotation | Centre of mass @centre-of-mass; Torque and angular momentum @torque; Equilibrium of a rigid body @equilibrium; Moment of inertia @moment-of-inertia; Rolling motion and angular momentum conservation @angular-momentum',
  'Gravitation | gravitation | Kepler’s laws @kepler-laws; Universal law of gravitation @universal-law; Acceleration due to gravity and its variation @g-variation; Gravitational potential energy @potential-energy; Escape speed and earth satellites @satellites',
  'Mechanical Properties of Solids | elasticity | Stress and strain @stress-strain; Hooke’s law and stress-strain curve @hookes-law; Elastic moduli @moduli',
  'Mechanical Properties of Fluids | fluids | Pressure and Pascal’s law @pressure; Streamline flow and Bernoulli’s principle @bernoulli; Viscosity and Stokes’ law @viscosity; Surface tension @surface-tension',
  'Thermal Properties of Matter | heat | Temperature and thermal expansion @thermal-expansion; Specific heat capacity and calorimetry @calorimetry; Change of state and latent heat @latent-heat; Heat transfer: conduction, convection, radiation @heat-transfer; Newton’s law of cooling @newtons-cooling',
  'Thermodynamics | thermodynamics | Thermal equilibrium and the zeroth law @zeroth-law; Heat, internal energy and work @internal-energy; First law of thermodynamics @first-law; Thermodynamic processes @processes; Second law, heat engines and the Carnot engine @second-law',
  'Kinetic Theory | kinetic-theory | Molecular nature of matter and ideal gas behaviour @ideal-gas; Pressure of an ideal gas from kinetic theory @pressure; Law of equipartition of energy @equipartition; Specific heat capacities of gases @specific-heat; Mean free path @mean-free-path',
  'Oscillations | oscillations | Periodic and oscillatory motion @periodic-motion; Simple harmonic motion @shm; Velocity and acceleration in SHM @shm-kinematics; Force law and energy in SHM @shm-energy; The simple pendulum @pendulum',
  'Waves | waves | Transverse and longitudinal waves @types; Displacement relation in a progressive wave @progressive-wave; Speed of a travelling wave @wave-speed; Principle of superposition and reflection of waves @superposition; Standing waves and beats @standing-waves',
]);

const CLASS_XII = book('Physics', 'ncert-physics-12', 'Physics – Textbook for Class XII (Part I & II)', 'NCERT', [
  'Electric Charges and Fields | electrostatics | Electric charge and its properties @charge; Coulomb’s law @coulombs-law; Electric field and field lines @electric-field; Electric dipole @dipole; Electric flux and Gauss’s law @gauss-law',
  'Electrostatic Potential and Capacitance | electrostatics | Electrostatic potential and potential difference @potential; Equipotential surfaces @equipotential; Potential energy of a system of charges @potential-energy; Capacitors and capacitance @capacitance; Dielectrics and combination of capacitors @capacitors-combination',
  'Current Electricity | current-electricity | Electric current and drift velocity @drift-velocity; Ohm’s law and resistivity @ohms-law; Cells, emf and internal resistance @emf; Kirchhoff’s rules @kirchhoff-rules; Wheatstone bridge @wheatstone-bridge',
  'Moving Charges and Magnetism | magnetism | Magnetic force on a moving charge @lorentz-force; Motion in a magnetic field @charge-motion; Biot-Savart law @biot-savart; Ampere’s circuital law and solenoids @ampere-law; Torque on a current loop and the moving coil galvanometer @galvanometer',
  'Magnetism and Matter | magnetism | The bar magnet and magnetic field lines @bar-magnet; Magnetism and Gauss’s law @gauss-law-magnetism; Magnetisation and magnetic intensity @magnetisation; Magnetic properties of materials @materials',
  'Electromagnetic Induction | induction | Faraday’s law of induction @faraday-law; Lenz’s law @lenz-law; Motional emf @motional-emf; Self and mutual inductance @inductance; AC generator @ac-generator',
  'Alternating Current | alternating-current | AC voltage applied to a resistor, inductor and capacitor @ac-circuits; Phasors @phasors; Series LCR circuit and resonance @lcr-resonance; Power in AC circuits and power factor @power-factor; Transformers @transformers',
  'Electromagnetic Waves | em-waves | Displacement current @displacement-current; Nature of electromagnetic waves @nature; Electromagnetic spectrum @spectrum',
  'Ray Optics and Optical Instruments | optics | Reflection by spherical mirrors @mirrors; Refraction and total internal reflection @refraction; Refraction by lenses and the lens formula @lenses; Refraction through a prism @prism; Optical instruments @instruments',
  'Wave Optics | wave-optics | Huygens principle @huygens; Coherent sources and interference @interference; Young’s double slit experiment @ydse; Diffraction @diffraction; Polarisation @polarisation',
  'Dual Nature of Radiation and Matter | modern-physics | Electron emission @electron-emission; Photoelectric effect @photoelectric-effect; Einstein’s photoelectric equation @einstein-equation; Wave nature of matter and de Broglie wavelength @de-broglie',
  'Atoms | atoms | Alpha-particle scattering and Rutherford’s model @rutherford-model; Atomic spectra @spectra; Bohr model of the hydrogen atom @bohr-model; Line spectra of hydrogen @hydrogen-spectrum',
  'Nuclei | nuclei | Atomic masses and composition of the nucleus @composition; Size of the nucleus @size; Mass-energy and nuclear binding energy @binding-energy; Nuclear force @nuclear-force; Nuclear fission and fusion @fission-fusion',
  'Semiconductor Electronics: Materials, Devices and Simple Circuits | semiconductors | Metals, insulators and semiconductors @classification; Intrinsic and extrinsic semiconductors @doping; The p-n junction @pn-junction; Semiconductor diode @diode; Diode as a rectifier @rectifier',
]);

export const CBSE_SENIOR_PHYSICS: SubjectCurriculum[] = [
  entry('CBSE', 11, 'Physics', [CLASS_XI]),
  entry('CBSE', 12, 'Physics', [CLASS_XII]),
];
