import { questionWriter } from '../build';

// Science (Class VII), rationalised NCERT textbook.
const w = questionWriter(7, 'Science');

w.at(1, 'Photosynthesis');
w.mcq(
  'e',
  'The green pigment in leaves that traps sunlight is',
  ['chlorophyll', 'stomata', 'xylem', 'starch'],
  0,
  'Chlorophyll captures the energy of sunlight for photosynthesis.',
  { 1: 'Stomata are pores, not a pigment' },
);
w.fib(
  'e',
  'Tiny pores on the surface of leaves through which gases are exchanged are called ____.',
  'stomata',
  'Carbon dioxide enters and oxygen leaves through the stomata.',
  ['stoma'],
);
w.la(
  'h',
  'Describe photosynthesis: its raw materials, the conditions needed and its products. How can you show that a leaf has made starch?',
  'Leaves make food from carbon dioxide (from air, through stomata) and water (from the soil) in the presence of sunlight and chlorophyll: carbon dioxide + water → carbohydrate (glucose, stored as starch) + oxygen. Testing a leaf that was in sunlight with iodine solution gives a blue-black colour, showing starch.',
  ['carbon dioxide', 'water', 'chlorophyll', 'sunlight', 'starch', 'oxygen'],
);
w.at(1, 'Other Modes of Nutrition in Plants');
w.tf(
  'm',
  'Cuscuta (amarbel) is a parasitic plant.',
  true,
  'It has no chlorophyll and takes food from the host plant it climbs on.',
);
w.ar(
  'm',
  'Insectivorous plants such as the pitcher plant trap and digest insects.',
  'These plants often grow in soil that lacks nitrogen.',
  1,
  'Insects supply the nitrogen the soil lacks, which explains the habit.',
);
w.at(1, 'Replenishing Nutrients in the Soil');
w.sa(
  'm',
  'How does the bacterium Rhizobium help leguminous plants? What kind of relationship is this?',
  'Rhizobium lives in the root nodules of legumes and converts atmospheric nitrogen into a form the plant can use; the plant gives it food and shelter. Both benefit, so it is a symbiotic relationship.',
  ['nitrogen', 'root nodules', 'symbiosis'],
);

w.at(2, 'Digestion in Humans');
w.mcq(
  'm',
  'The digestion of food is completed in the',
  ['small intestine', 'stomach', 'large intestine', 'mouth'],
  0,
  'Juices from the liver, pancreas and the intestinal wall complete digestion in the small intestine.',
  { 1: 'The stomach only partly digests proteins' },
);
w.fib('m', 'Bile juice is produced by the ____.', 'liver', 'Bile is stored in the gall bladder and helps digest fats.');
w.sa(
  'm',
  'Name, in order, the parts of the alimentary canal that food passes through after the mouth.',
  'Oesophagus (food pipe) → stomach → small intestine → large intestine → rectum → anus.',
  ['oesophagus', 'stomach', 'small intestine', 'large intestine', 'anus'],
);
w.at(2, 'Digestion in Grass-eating Animals');
w.tf(
  'm',
  'Cows chew the cud: the grass they swallow quickly returns to the mouth in small lumps to be chewed again.',
  true,
  'Ruminants store partly digested grass in the rumen and later chew it again.',
);
w.at(2, 'Feeding and Digestion in Amoeba');
w.mcq(
  'h',
  'Amoeba captures its food with the help of',
  ['pseudopodia', 'cilia', 'tentacles', 'flagella'],
  0,
  'Its finger-like false feet surround the food and form a food vacuole.',
  { 1: 'Cilia are used by Paramecium' },
);

w.at(3, 'Transfer of Heat');
w.mcq(
  'e',
  'The transfer of heat from the hotter end to the colder end of a metal rod is called',
  ['conduction', 'convection', 'radiation', 'evaporation'],
  0,
  'In solids heat passes from particle to particle by conduction.',
  { 1: 'Convection happens in liquids and gases' },
);
w.fib(
  'm',
  'Materials that do not allow heat to pass through them easily are called ____.',
  'insulators',
  'Wood and plastic are insulators; metals are conductors.',
  ['insulator', 'poor conductors'],
);
w.tf(
  'h',
  'Heat from the Sun reaches the Earth by convection.',
  false,
  'There is no medium in most of the space between, so heat travels by radiation.',
);
w.sa(
  'h',
  'Explain how sea breeze and land breeze are formed.',
  'During the day land heats faster than water, so warm air over land rises and cooler air from the sea moves in: a sea breeze. At night land cools faster, so air over the sea is warmer and rises, and cool air from the land moves towards the sea: a land breeze. Both are convection currents.',
  ['land heats faster', 'sea breeze in the day', 'land breeze at night', 'convection'],
  undefined,
  3,
);
w.at(3, 'Clothes in Summer and Winter');
w.ar(
  'm',
  'We prefer light-coloured clothes in summer.',
  'Light-coloured objects reflect most of the heat that falls on them.',
  1,
  'Because they absorb less heat, light clothes keep us cooler; R explains A.',
);

w.at(4, 'Natural Indicators');
w.mcq(
  'e',
  'Turmeric paper turns which colour in a basic solution?',
  ['Red', 'Blue', 'Green', 'It does not change'],
  0,
  'Turmeric is yellow and turns red in bases.',
);
w.at(4, 'Acids and Bases');
w.tf(
  'm',
  'Blue litmus turns red in an acidic solution.',
  true,
  'Acids turn blue litmus red; bases turn red litmus blue.',
);
w.at(4, 'Neutralisation');
w.fib(
  'm',
  'The reaction between an acid and a base is called ____.',
  'neutralisation',
  'Salt and water are formed, and heat is given out.',
  ['neutralization'],
);
w.mcq(
  'm',
  'An ant bite is treated by rubbing on the skin',
  ['baking soda solution', 'vinegar', 'lemon juice', 'curd'],
  0,
  'The ant injects formic acid, which a mild base like baking soda neutralises.',
  { 1: 'Vinegar is an acid and would not neutralise the formic acid' },
);
w.ar(
  'h',
  'Factory wastes are neutralised before being released into water bodies.',
  'Acidic or basic wastes can kill fish and other aquatic organisms.',
  1,
  'The harm described in R is the reason for neutralising the wastes.',
);

w.at(5, 'Chemical Changes');
w.mcq(
  'e',
  'Which of these is a chemical change?',
  ['Rusting of iron', 'Melting of ice', 'Dissolving sugar in water', 'Tearing paper'],
  0,
  'Rust (iron oxide) is a new substance.',
  { 1: 'Melting only changes the state; no new substance forms' },
);
w.at(5, 'Rusting and Crystallisation');
w.fib(
  'm',
  'For iron to rust, the presence of both oxygen and ____ is needed.',
  'water',
  'Iron does not rust in dry air.',
  ['moisture', 'water vapour'],
);
w.sa(
  'm',
  'What is galvanisation, and why is it done?',
  'Galvanisation is depositing a layer of zinc on iron or steel. It prevents the iron from coming in contact with air and moisture, so it does not rust.',
  ['zinc', 'iron', 'prevents rusting'],
);
w.at(5, 'Physical Changes');
w.la(
  'm',
  'Distinguish between physical and chemical changes, giving two examples of each.',
  'In a physical change only properties such as shape, size or state change and no new substance is formed; it can often be reversed (melting of ice, cutting paper). In a chemical change one or more new substances are formed (burning of wood, rusting of iron), often with heat, light, sound or a change of colour or smell.',
  ['physical change', 'chemical change', 'new substance', 'melting of ice', 'burning'],
);

w.at(6, 'Aerobic and Anaerobic Respiration');
w.mcq(
  'm',
  'Muscle cramps after heavy exercise are caused by the build-up of',
  ['lactic acid', 'alcohol', 'carbon dioxide', 'glucose'],
  0,
  'When oxygen falls short, muscles respire anaerobically and produce lactic acid.',
  { 1: 'Alcohol is produced by anaerobic respiration in yeast' },
);
w.tf(
  'e',
  'Yeast can respire without oxygen, producing alcohol.',
  true,
  'Yeast respires anaerobically; this is used in making bread and wine.',
);
w.at(6, 'Respiration in Other Organisms');
w.fib('m', 'Earthworms breathe through their ____.', 'skin', 'Their moist, slimy skin lets gases pass easily.');

w.at(7, 'Circulatory System');
w.mcq(
  'm',
  'Blood vessels that carry blood from the heart to all parts of the body are',
  ['arteries', 'veins', 'capillaries', 'nerves'],
  0,
  'Arteries carry blood away from the heart.',
  { 1: 'Veins carry blood back to the heart' },
);
w.ar(
  'x',
  'Arteries have thick, elastic walls.',
  'Blood flows through the arteries under high pressure.',
  1,
  'The thick walls withstand the high pressure of blood pumped by the heart.',
);
w.at(7, 'Transport of Substances in Plants');
w.fib(
  'm',
  'Water and minerals are carried from the roots to the leaves through the ____.',
  'xylem',
  'Food made in the leaves is carried by the phloem.',
);
w.at(7, 'Excretion in Animals');
w.sa(
  'h',
  'What is dialysis, and when is it needed?',
  'When the kidneys stop working, wastes build up in the blood. Dialysis filters the blood through an artificial kidney to remove these wastes.',
  ['kidneys', 'artificial kidney', 'remove wastes', 'blood'],
);

w.at(8, 'Vegetative Propagation');
w.mcq(
  'e',
  'Which plant grows new plants from the "eyes" (buds) on its stem?',
  ['Potato', 'Wheat', 'Mango', 'Pea'],
  0,
  'A potato is an underground stem; each eye can grow into a new plant.',
);
w.at(8, 'Seed Dispersal');
w.tf(
  'm',
  'Drumstick and maple seeds are winged and are dispersed by wind.',
  true,
  'Wings help them float away from the parent plant.',
);
w.at(8, 'Pollination and Fertilisation');
w.fib(
  'm',
  'The transfer of pollen grains from the anther to the stigma is called ____.',
  'pollination',
  'Wind, water and insects help pollination.',
);

w.at(9, 'Speed');
w.mcq(
  'm',
  'A car travels 150 km in 3 hours. Its speed is',
  ['50 km/h', '450 km/h', '153 km/h', '30 km/h'],
  0,
  'Speed = distance ÷ time = $150 \\div 3 = 50$ km/h.',
  { 1: 'Multiplied distance by time' },
);
w.la(
  'x',
  'A bus covers 120 km in the first 2 hours and 80 km in the next 2 hours. (a) Find its speed in each part. (b) Find its average speed for the whole journey. (c) In which part was it faster?',
  '(a) First part: $120 \\div 2 = 60$ km/h; second part: $80 \\div 2 = 40$ km/h. (b) Total distance 200 km in 4 h: $200 \\div 4 = 50$ km/h. (c) It was faster in the first part.',
  ['60 km/h', '40 km/h', 'total distance 200 km', '50 km/h'],
  undefined,
  5,
);
w.at(9, 'Measurement of Time');
w.sa(
  'm',
  'A simple pendulum completes 20 oscillations in 32 seconds. What is its time period?',
  'Time period = time ÷ number of oscillations = $32 \\div 20 = 1.6$ s.',
  ['oscillations', '$32 \\div 20$', '1.6 s'],
);
w.at(9, 'Distance-Time Graph');
w.tf(
  'h',
  'If the distance–time graph of an object is a straight line sloping upwards, the object moves with a constant speed.',
  true,
  'Equal distances are covered in equal intervals of time.',
);

w.at(10, 'Heating Effect of Electric Current');
w.mcq(
  'm',
  'An electric fuse works on the',
  [
    'heating effect of electric current',
    'magnetic effect of electric current',
    'chemical effect of electric current',
    'lighting effect of electric current',
  ],
  0,
  'A large current heats the fuse wire until it melts and breaks the circuit.',
);
w.at(10, 'Magnetic Effect of Electric Current');
w.fib(
  'e',
  'A coil of wire wound on an iron piece that acts as a magnet only while current flows is an ____.',
  'electromagnet',
  'Electromagnets are used in cranes and electric bells.',
);

w.at(11, 'Reflection of Light');
w.mcq(
  'm',
  'The image formed by a plane mirror is',
  ['virtual, erect and of the same size', 'real and inverted', 'virtual and enlarged', 'real and diminished'],
  0,
  'A plane mirror forms an erect, same-size image that cannot be taken on a screen.',
);
w.ar(
  'm',
  'The word AMBULANCE is painted in reverse on the front of ambulances.',
  'A plane mirror shows left and right interchanged (lateral inversion).',
  1,
  'Drivers ahead read it correctly in their rear-view mirrors because of lateral inversion.',
);
w.at(11, 'Spherical Mirrors and Lenses');
w.tf(
  'm',
  'A convex lens can form a real image on a screen.',
  true,
  'A convex lens converges light; the image of a distant object can be taken on a screen.',
);

w.at(12, 'Importance of Forests');
w.fib(
  'e',
  'Forests are called green lungs because their plants give out ____.',
  'oxygen',
  'Plants release oxygen during photosynthesis.',
  ['O2'],
);
w.at(12, 'Food Chains in a Forest');
w.sa(
  'm',
  'Write a three-link food chain found in a forest and name the producer.',
  'Grass → deer → lion. Grass is the producer; the deer and lion are consumers.',
  ['producer', 'grass', 'deer', 'lion'],
);

w.at(13, 'Sewage and its Treatment');
w.mcq(
  'm',
  'At a wastewater treatment plant, the solid waste that settles at the bottom of the clarifier is called',
  ['sludge', 'scum', 'grit', 'chlorine'],
  0,
  'Sludge is removed and decomposed by anaerobic bacteria to produce biogas.',
  { 1: 'Scum is the oil and grease skimmed from the top' },
);
w.la(
  'm',
  'Describe the main steps of treating wastewater at a treatment plant.',
  'Wastewater passes through bar screens that remove large objects, then a grit and sand chamber. In the clarifier solids settle as sludge and scum is skimmed off. Air is pumped into the clarified water so aerobic bacteria digest the remaining wastes. Finally it is disinfected with chlorine or ozone before release.',
  ['bar screens', 'grit and sand', 'sludge', 'aerobic bacteria', 'chlorine'],
);

export const SCIENCE_7 = w.questions;
