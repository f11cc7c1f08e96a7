import { questionWriter } from '../build';

// Science (Class VIII), rationalised NCERT textbook.
const w = questionWriter(8, 'Science');

w.at(1, 'Kharif and Rabi Crops');
w.mcq(
  'e',
  'Which of these is a rabi crop?',
  ['Wheat', 'Paddy', 'Maize', 'Cotton'],
  0,
  'Rabi crops such as wheat, gram and mustard are sown in winter.',
  { 1: 'Paddy is a kharif crop sown in the rainy season' },
);
w.at(1, 'Agricultural Practices');
w.fib(
  'm',
  'Loosening and turning the soil before sowing is called ____.',
  'tilling',
  'It lets roots go deep and breathe easily.',
  ['ploughing'],
);
w.at(1, 'Manures and Fertilisers');
w.ar(
  'm',
  'Farmers grow leguminous crops between two cereal crops.',
  'Rhizobium bacteria in the root nodules of legumes fix atmospheric nitrogen.',
  1,
  'The legumes restore the nitrogen used up by cereals, so R explains A.',
);
w.sa(
  'm',
  'Give two differences between manure and fertiliser.',
  'Manure is a natural substance made from decomposed plant and animal waste, adds humus and is rich in organic matter. A fertiliser is a man-made chemical rich in specific nutrients (such as N, P, K) and adds no humus.',
  ['natural', 'humus', 'chemical', 'specific nutrients'],
);
w.at(1, 'Irrigation');
w.tf(
  'm',
  'Drip irrigation is useful in regions where water is scarce.',
  true,
  'Water falls drop by drop at the roots, so little is wasted.',
);

w.at(2, 'Useful Microorganisms');
w.mcq(
  'm',
  'Which microorganism helps turn milk into curd?',
  ['Lactobacillus', 'Yeast', 'Rhizobium', 'Plasmodium'],
  0,
  'The bacterium Lactobacillus multiplies in milk and sets it into curd.',
  { 1: 'Yeast is used in baking and making alcohol' },
);
w.at(2, 'Harmful Microorganisms');
w.fib(
  'm',
  'Malaria is caused by a protozoan called ____.',
  'Plasmodium',
  'It is carried by the female Anopheles mosquito.',
);
w.tf(
  'm',
  'Antibiotics are effective against viruses such as the cold and flu viruses.',
  false,
  'Antibiotics act against bacteria, not viruses.',
);
w.ar(
  'h',
  'Anthrax, a disease of cattle, is caused by a bacterium.',
  'Louis Pasteur discovered penicillin.',
  3,
  'Robert Koch found the anthrax bacterium, so A is true; penicillin was discovered by Alexander Fleming, so R is false.',
);
w.at(2, 'Food Preservation');
w.la(
  'h',
  'Explain four methods of preserving food, giving an example of each.',
  'Salting (raw mangoes, fish) and sugar (jams, jellies) remove moisture so microbes cannot grow. Oil and vinegar (pickles) prevent spoilage. Heating and cooling: pasteurised milk is heated to about 70 °C and cooled quickly; refrigeration slows microbes. Chemical preservatives such as sodium benzoate are used in jams and squashes.',
  ['salt', 'sugar', 'oil and vinegar', 'pasteurisation', 'refrigeration', 'chemical preservatives'],
);
w.at(2, 'Nitrogen Cycle');
w.sa(
  'h',
  'Describe the nitrogen cycle in brief.',
  'Atmospheric nitrogen is fixed into compounds by Rhizobium and other bacteria in the soil and by lightning. Plants take these compounds to make proteins, which animals get by eating plants. When organisms die, decomposers turn their nitrogen wastes back into compounds, and some bacteria release nitrogen gas back to the air, keeping its level constant.',
  ['nitrogen fixation', 'Rhizobium', 'lightning', 'decomposers', 'released back to the air'],
  undefined,
  3,
);

w.at(3, 'Exhaustible and Inexhaustible Resources');
w.mcq(
  'e',
  'Which of these is an inexhaustible natural resource?',
  ['Sunlight', 'Coal', 'Petroleum', 'Natural gas'],
  0,
  'Sunlight is available in unlimited quantity; fossil fuels will run out.',
);
w.at(3, 'Petroleum and Natural Gas');
w.fib(
  'm',
  'The process of separating the various constituents of petroleum is called ____.',
  'refining',
  'It is done in a petroleum refinery.',
);
w.tf('m', 'CNG is a cleaner fuel than petrol.', true, 'Compressed natural gas burns with less smoke and pollution.');

w.at(4, 'Structure of a Flame');
w.mcq(
  'm',
  'The hottest zone of a candle flame is the',
  ['outer, non-luminous zone', 'middle, luminous zone', 'innermost, dark zone', 'wick'],
  0,
  'Complete combustion occurs in the outer zone, where oxygen is plentiful.',
  { 1: 'Thought the brightest part is the hottest' },
);
w.at(4, 'Fire Control');
w.ar(
  'm',
  'Water is not used to put out fires involving electrical equipment.',
  'Water conducts electricity and may give those fighting the fire an electric shock.',
  1,
  'The danger stated in R is why water is avoided.',
);
w.at(4, 'Combustion and Ignition Temperature');
w.fib(
  'h',
  'The lowest temperature at which a substance catches fire is called its ____ temperature.',
  'ignition',
  'Kerosene has a lower ignition temperature than wood.',
);
w.sa(
  'm',
  'Why does a matchstick not catch fire by itself at room temperature, though it lights when struck?',
  'Room temperature is below the ignition temperature of the match-head chemicals. Rubbing it on the rough surface produces heat by friction, which raises the temperature to the ignition temperature.',
  ['ignition temperature', 'room temperature', 'friction', 'heat'],
);

w.at(5, 'Biosphere Reserves and National Parks');
w.mcq(
  'm',
  'Satpura National Park, part of the Pachmarhi Biosphere Reserve, is in',
  ['Madhya Pradesh', 'Rajasthan', 'Assam', 'Kerala'],
  0,
  'Pachmarhi Biosphere Reserve is in Madhya Pradesh.',
);
w.at(5, 'Endemic and Endangered Species');
w.fib(
  'm',
  'Species of plants and animals found only in a particular area are called ____ species.',
  'endemic',
  'The giant squirrel is endemic to certain regions.',
);
w.at(5, 'Deforestation');
w.la(
  'm',
  'What is deforestation? Give its causes and its consequences.',
  'Deforestation is clearing forests for other uses. Causes: land for farming, building houses and factories, making furniture and using wood as fuel; also forest fires and droughts. Consequences: less rainfall, soil erosion, floods and droughts, desertification, more carbon dioxide and global warming, and loss of wildlife habitat.',
  ['clearing forests', 'agriculture', 'soil erosion', 'rainfall', 'desertification', 'global warming'],
);

w.at(6, 'Asexual Reproduction');
w.mcq(
  'm',
  'Hydra reproduces asexually by',
  ['budding', 'binary fission', 'fragmentation', 'spore formation'],
  0,
  'A bud grows from the body of Hydra and separates as a new individual.',
  { 1: 'Binary fission is seen in Amoeba' },
);
w.at(6, 'Fertilisation and Development');
w.tf(
  'e',
  'In frogs, fertilisation takes place outside the body of the female.',
  true,
  'Eggs laid in water are fertilised there: external fertilisation.',
);
w.fib('m', 'A fertilised egg is called a ____.', 'zygote', 'The zygote divides repeatedly to form the embryo.');

w.at(7, 'Hormones');
w.mcq(
  'm',
  'Which hormone controls metamorphosis from tadpole to adult frog?',
  ['Thyroxine', 'Insulin', 'Adrenaline', 'Testosterone'],
  0,
  'Thyroxine needs iodine; without it tadpoles do not become adults.',
);
w.tf(
  'm',
  'A lack of iodine in the diet can cause goitre.',
  true,
  'The thyroid gland cannot make thyroxine and swells up.',
);
w.at(7, 'Adolescence and Puberty');
w.ar(
  'h',
  "Boys' voices often crack at puberty.",
  'The voice box (larynx) grows larger during puberty.',
  1,
  'The growing larynx (Adam’s apple) deepens the voice and causes cracking.',
);

w.at(8, 'Force: A Push or a Pull');
w.mcq('e', 'The SI unit of force is the', ['newton', 'pascal', 'joule', 'watt'], 0, 'Pressure is measured in pascal.', {
  1: 'The pascal is the unit of pressure',
});
w.at(8, 'Pressure');
w.fib('m', 'Force acting per unit area is called ____.', 'pressure', 'Pressure = force ÷ area.');
w.ar(
  'h',
  'School bags are given wide straps.',
  'A larger area of contact reduces the pressure on the shoulders.',
  1,
  'The same weight spread over a larger area gives less pressure.',
);
w.la(
  'x',
  'A box weighing 600 N has faces of 0.5 m × 0.4 m and 0.5 m × 0.2 m. Find the pressure it exerts on the floor when resting on each face. On which face should it rest to press least on the floor?',
  'Area of the first face $= 0.2$ sq m, so pressure $= 600 \\div 0.2 = 3000$ Pa. Area of the second face $= 0.1$ sq m, so pressure $= 6000$ Pa. The larger face gives the smaller pressure, so it should rest on the 0.5 m × 0.4 m face.',
  ['pressure = force ÷ area', '0.2 sq m', '3000 Pa', '6000 Pa', 'larger area'],
  undefined,
  5,
);
w.at(8, 'Contact and Non-contact Forces');
w.sa(
  'm',
  'Give two examples each of contact forces and non-contact forces.',
  'Contact forces: muscular force and friction. Non-contact forces: magnetic force and gravitational force (also electrostatic force).',
  ['muscular force', 'friction', 'magnetic force', 'gravitational force'],
);

w.at(9, 'Increasing and Reducing Friction');
w.mcq(
  'm',
  'Ball bearings are used in machines to',
  ['reduce friction', 'increase friction', 'produce heat', 'stop motion'],
  0,
  'Rolling friction is smaller than sliding friction.',
);
w.tf('m', 'Friction is always harmful.', false, 'Without friction we could not walk, write or stop a vehicle.');
w.at(9, 'Fluid Friction');
w.fib(
  'm',
  'The frictional force exerted by fluids on objects moving through them is called ____.',
  'drag',
  'Streamlined shapes of fish, birds and aeroplanes reduce drag.',
  ['fluid friction'],
);

w.at(10, 'Vibration and Sound');
w.mcq('m', 'Sound cannot travel through', ['a vacuum', 'water', 'steel', 'air'], 0, 'Sound needs a medium.');
w.at(10, 'Amplitude, Frequency and Pitch');
w.fib('m', 'The frequency of a sound is measured in ____.', 'hertz', 'One oscillation per second is 1 hertz.', ['Hz']);
w.at(10, 'Audible and Inaudible Sounds');
w.tf(
  'h',
  'Humans can hear sounds with a frequency of 50,000 Hz.',
  false,
  'The human ear hears about 20 Hz to 20,000 Hz; 50,000 Hz is ultrasonic.',
);
w.at(10, 'Noise Pollution');
w.sa(
  'm',
  'What is noise pollution? Suggest two ways to reduce it.',
  'Unpleasant, unwanted loud sound in the surroundings is noise pollution. It can be reduced by fitting silencers in vehicles and machines and by planting trees along roads and around buildings (also by lowering the volume of TVs and music systems).',
  ['unwanted sound', 'silencers', 'planting trees', 'volume'],
);

w.at(11, 'Conduction in Liquids');
w.mcq(
  'm',
  'Which of these liquids conducts electricity?',
  ['Lemon juice', 'Distilled water', 'Vegetable oil', 'Kerosene'],
  0,
  'Lemon juice is acidic and contains ions; distilled water has no salts.',
  { 1: 'Pure distilled water is a poor conductor; tap water conducts because of dissolved salts' },
);
w.at(11, 'Electroplating');
w.la(
  'h',
  'What is electroplating? Describe how a copper plate can be plated with copper, and give two uses of electroplating.',
  'Electroplating deposits a layer of a metal on another material using electricity. Two copper plates are dipped in copper sulphate solution; the one to be plated is joined to the negative terminal of a battery and the other to the positive. When current flows, copper from the solution is deposited on the negative plate and the positive plate dissolves. Uses: chromium plating on taps and cycle parts, tin coating on iron cans to prevent corrosion.',
  ['electric current', 'copper sulphate', 'negative terminal', 'deposited', 'chromium plating', 'corrosion'],
  undefined,
  5,
);

w.at(12, 'Lightning and Charges');
w.mcq(
  'm',
  'During a thunderstorm it is safest to take shelter',
  ['inside a car or bus with the windows closed', 'under a tall tree', 'in an open field', 'holding an open umbrella'],
  0,
  'A closed car or bus is safe; tall trees attract lightning.',
  { 1: 'Tall trees are more likely to be struck by lightning' },
);
w.ar(
  'm',
  'Lightning conductors are fitted on tall buildings.',
  'A lightning conductor carries the charge of a lightning strike safely to the earth.',
  1,
  'R explains why conductors protect buildings.',
);
w.at(12, 'Earthquakes');
w.fib(
  'e',
  'The strength of an earthquake is measured on the ____ scale.',
  'Richter',
  'An earthquake of 7 or more on the Richter scale is very destructive.',
);

w.at(13, 'Laws of Reflection');
w.mcq(
  'm',
  'If the angle of incidence is $30^\\circ$, the angle of reflection is',
  ['$30^\\circ$', '$60^\\circ$', '$90^\\circ$', '$15^\\circ$'],
  0,
  'The angle of reflection equals the angle of incidence.',
  { 1: 'Measured the angle from the mirror instead of the normal' },
);
w.at(13, 'Regular and Diffused Reflection');
w.tf(
  'm',
  'In diffused reflection the laws of reflection are not obeyed.',
  false,
  'Each ray obeys the laws; the rough surface makes the normals point in different directions.',
);
w.at(13, 'The Human Eye');
w.sa(
  'm',
  'Name the part of the eye that (a) controls the amount of light entering it and (b) on which the image is formed.',
  '(a) The iris controls the size of the pupil, which decides how much light enters. (b) The image is formed on the retina.',
  ['iris', 'pupil', 'retina'],
);

export const SCIENCE_8 = w.questions;
