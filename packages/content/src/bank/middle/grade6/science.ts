import { questionWriter } from '../build';

// Curiosity (Class 6).
const w = questionWriter(6, 'Science');

w.at(1, 'Steps of the Scientific Method');
w.sa(
  'm',
  'List the steps of the scientific method in order.',
  'Make an observation, ask a question, form a hypothesis (a possible answer), test it with an experiment, analyse the results and draw a conclusion.',
  ['observation', 'question', 'hypothesis', 'experiment', 'conclusion'],
);

w.at(2, 'Leaf Venation and Root Types');
w.mcq(
  'e',
  'Plants whose leaves have parallel venation usually have',
  ['tap roots', 'fibrous roots', 'no roots', 'only aerial roots'],
  1,
  'Parallel venation goes with fibrous roots (grass, wheat); reticulate venation goes with a tap root.',
  { 0: 'Mixed up the pairs: reticulate venation goes with tap roots' },
);
w.tf('m', 'A mango leaf has reticulate venation.', true, 'Its veins form a net on both sides of the midrib.');
w.at(2, 'Diversity in Animals and Habitats');
w.fib(
  'e',
  'The natural home of an organism, where it finds food, water and shelter, is called its ____.',
  'habitat',
  'A habitat provides what an organism needs to live.',
);
w.ar(
  'm',
  'Camels are well suited to life in deserts.',
  'Camels have long legs that keep their bodies away from the hot sand and can go without water for many days.',
  1,
  'These features (adaptations) are what make camels suited to the desert.',
);

w.at(3, 'Nutrients in Food');
w.mcq(
  'e',
  'Which nutrient mainly gives our body energy?',
  ['Carbohydrates', 'Vitamins', 'Minerals', 'Water'],
  0,
  'Carbohydrates (and fats) are energy-giving foods; vitamins and minerals protect the body.',
);
w.tf(
  'e',
  'Roughage gives a lot of energy to the body.',
  false,
  'Roughage (dietary fibre) gives no nutrients; it helps the body get rid of undigested food.',
);
w.at(3, 'Tests for Nutrients');
w.mcq(
  'm',
  'A few drops of iodine solution turn a food sample blue-black. The food contains',
  ['starch', 'protein', 'fat', 'vitamin C'],
  0,
  'Iodine turns blue-black with starch.',
  { 1: 'Confused the iodine test with the test for protein (copper sulphate and caustic soda give violet)' },
);
w.fib(
  'm',
  'A food that leaves an oily patch on a piece of paper contains ____.',
  'fat',
  'The oily, translucent patch is the test for fats.',
  ['fats', 'oil'],
);
w.at(3, 'Balanced Diet and Deficiency Diseases');
w.mcq(
  'm',
  'A lack of vitamin C in the diet causes',
  ['scurvy', 'rickets', 'night blindness', 'goitre'],
  0,
  'Vitamin C deficiency causes scurvy (bleeding gums, slow healing).',
  {
    1: 'Rickets is caused by a lack of vitamin D',
    2: 'Night blindness is caused by a lack of vitamin A',
    3: 'Goitre is caused by a lack of iodine',
  },
);
w.la(
  'h',
  'What is a balanced diet? Explain why a diet of only rice and potatoes would not be balanced, and name one deficiency disease it could cause.',
  'A balanced diet contains all the nutrients (carbohydrates, proteins, fats, vitamins and minerals) with roughage and water in the right amounts. Rice and potatoes give mainly carbohydrates; they lack enough proteins, vitamins and minerals, so the person may suffer from deficiency diseases such as scurvy (vitamin C) or anaemia (iron).',
  ['balanced diet', 'carbohydrates', 'proteins', 'vitamins and minerals', 'roughage', 'deficiency disease'],
);

w.at(4, 'Magnetic and Non-magnetic Materials');
w.mcq(
  'e',
  'Which of these is attracted by a magnet?',
  ['An iron nail', 'A plastic scale', 'A rubber eraser', 'A wooden pencil'],
  0,
  'Iron is a magnetic material; plastic, rubber and wood are not.',
);
w.at(4, 'Poles of a Magnet');
w.fib(
  'e',
  'The two ends of a bar magnet, where its attraction is strongest, are called its ____.',
  'poles',
  'Iron filings cling mostly to the north and south poles.',
  ['magnetic poles'],
);
w.at(4, 'Attraction and Repulsion');
w.ar(
  'm',
  'Two north poles brought close to each other push each other away.',
  'Like poles of magnets repel each other.',
  1,
  'Two north poles are like poles, so they repel; R is the rule that explains A.',
);
w.tf(
  'h',
  'Repulsion is a surer test than attraction to find out whether an object is a magnet.',
  true,
  'A magnet attracts any iron object, magnetised or not, but only another magnet can repel it.',
);
w.sa(
  'h',
  'You have two identical-looking iron bars; only one is a magnet. How can you tell which one is the magnet without using anything else?',
  'Touch one end of bar A to the middle of bar B. If they attract strongly, A is the magnet (its pole attracts the iron). If there is little or no attraction, B is the magnet, because the middle of a magnet has almost no magnetic effect.',
  ['pole', 'middle of the magnet', 'weak attraction at the middle', 'strong attraction at the ends'],
  undefined,
  3,
);
w.at(4, 'Magnetic Compass');
w.mcq(
  'm',
  'A freely suspended bar magnet always comes to rest pointing in the',
  ['east–west direction', 'north–south direction', 'direction it was pushed', 'direction of the nearest tree'],
  1,
  'A freely suspended magnet aligns along the north–south direction; a compass uses this.',
);

w.at(5, 'Standard Units of Length');
w.mcq(
  'e',
  'The SI unit of length is the',
  ['metre', 'centimetre', 'kilometre', 'foot'],
  0,
  'The metre (m) is the SI unit; the others are multiples, fractions or older units.',
);
w.fib('m', '1 km = ____ m', '1000', 'Kilo means one thousand.', ['1,000']);
w.sa(
  'm',
  'Why is a handspan not a reliable unit for measuring length?',
  'Handspans differ from person to person, so the same length gives different measurements. A standard unit such as the metre gives the same result for everyone.',
  ['differs from person to person', 'standard unit', 'metre'],
);
w.at(5, 'Correct Way of Measuring');
w.tf(
  'm',
  'While reading a scale, the eye should be placed directly above the point being read.',
  true,
  'Looking at an angle gives a wrong reading.',
);
w.at(5, 'Types of Motion');
w.mcq(
  'm',
  'The blades of a running ceiling fan show',
  ['linear motion', 'circular motion', 'oscillatory motion', 'random motion'],
  1,
  'Each point of a blade moves round a fixed centre at a fixed distance.',
  { 2: 'Confused circular motion with to-and-fro motion' },
);
w.ar(
  'h',
  'The seat of a swing moves in oscillatory motion.',
  'In oscillatory motion an object moves along a straight line in one direction.',
  3,
  'A swing moves to and fro about a mean position, so A is true; moving along a straight line is linear motion, so R is false.',
);

w.at(6, 'Transparency of Materials');
w.mcq(
  'm',
  'Which of these materials is transparent?',
  ['Clear glass', 'Butter paper', 'Wood', 'Cardboard'],
  0,
  'Objects can be seen clearly through clear glass.',
  { 1: 'Butter paper is translucent: objects are seen only unclearly through it' },
);
w.at(6, 'Properties of Materials');
w.tf('e', 'Sugar is soluble in water.', true, 'Sugar disappears (dissolves) when stirred in water.');
w.la(
  'm',
  'Explain, with one example each, how materials can be grouped by (a) lustre, (b) hardness, (c) solubility in water and (d) whether they float or sink in water.',
  '(a) Lustrous materials shine (metals like copper); non-lustrous ones do not (wood). (b) Hard materials cannot be compressed or scratched easily (iron); soft ones can (cotton). (c) Soluble materials dissolve in water (salt); insoluble ones do not (sand). (d) Some materials float (wood, cork) and some sink (stone, iron nail).',
  ['lustrous', 'hard', 'soluble', 'insoluble', 'float', 'sink'],
);

w.at(7, 'Clinical Thermometer');
w.mcq(
  'm',
  'The normal temperature of the human body is about',
  ['$37^\\circ$C', '$98.6^\\circ$C', '$100^\\circ$C', '$27^\\circ$C'],
  0,
  'Normal body temperature is about $37^\\circ$C.',
  { 1: '98.6 is the value on the Fahrenheit scale' },
);
w.fib(
  'm',
  'A clinical thermometer usually measures temperatures from ____ $^\\circ$C to 42 $^\\circ$C.',
  '35',
  'The human body temperature stays within this range.',
  ['35°C'],
);
w.ar(
  'h',
  'A clinical thermometer should not be used to measure the temperature of boiling water.',
  'Its range is only about 35 °C to 42 °C.',
  1,
  'Boiling water at about 100 °C is far above the range, so the thermometer could break; R explains A.',
);
w.at(7, 'Laboratory Thermometer');
w.sa(
  'm',
  'Why should a laboratory thermometer not be held by its bulb while measuring temperature?',
  'The heat of the hand would reach the liquid in the bulb and change the reading, so the reading would be wrong.',
  ['bulb', 'heat of the hand', 'wrong reading'],
);

w.at(8, 'Evaporation and Condensation');
w.mcq(
  'e',
  'Water vapour changing into liquid water is called',
  ['evaporation', 'condensation', 'melting', 'freezing'],
  1,
  'Droplets on the outside of a cold glass form by condensation.',
  { 0: 'Evaporation is liquid changing to vapour' },
);
w.tf(
  'm',
  'Water evaporates only when it is boiled.',
  false,
  'Evaporation happens at all temperatures, for example when wet clothes dry.',
);
w.at(8, 'Factors Affecting Evaporation');
w.fib(
  'm',
  'Wet clothes dry faster when they are spread out because evaporation increases with a larger exposed ____.',
  'surface area',
  'More water is exposed to the air when the cloth is spread.',
  ['area'],
);
w.la(
  'h',
  'Describe simple activities to show that evaporation is faster (a) at a higher temperature, (b) when there is wind and (c) when the surface area is larger.',
  'Take equal amounts of water in identical dishes. (a) Keep one in the sun and one in the shade: the one in the sun dries first. (b) Keep one under a fan and one away from it: the one under the fan dries first. (c) Put equal water in a wide plate and a narrow glass: the plate dries first. Only one condition is changed at a time.',
  ['same amount of water', 'temperature', 'wind', 'surface area', 'evaporation'],
  undefined,
  5,
);

w.at(9, 'Handpicking, Threshing and Winnowing');
w.mcq(
  'e',
  'Which method uses wind to separate husk from grain?',
  ['Winnowing', 'Threshing', 'Sieving', 'Handpicking'],
  0,
  'The light husk is blown away while the heavier grain falls close by.',
  { 1: 'Threshing separates grain from the stalks' },
);
w.at(9, 'Evaporation and Churning');
w.fib('e', 'Butter is separated from curd by ____.', 'churning', 'Churning makes the lighter butter collect on top.');
w.sa(
  'h',
  'How can you get back the salt from salt water? Name the method and explain it.',
  'By evaporation: heat the salt water (or leave it in the sun). The water escapes as vapour and the salt is left behind in the container.',
  ['evaporation', 'heat', 'water escapes as vapour', 'salt left behind'],
);
w.at(9, 'Sieving, Sedimentation, Decantation and Filtration');
w.ar(
  'm',
  'Muddy water can be made clearer by letting it stand and then gently pouring off the water.',
  'The heavier insoluble particles settle at the bottom (sedimentation) and the clear water is poured off (decantation).',
  1,
  'R describes the two steps that make A work.',
);
w.tf(
  'h',
  'Filtration can separate salt that is dissolved in water.',
  false,
  'Dissolved salt passes through the filter paper with the water; evaporation is needed.',
);

w.at(10, 'Characteristics of Living Beings');
w.mcq(
  'm',
  'Which of these is NOT shown by all living beings?',
  ['Growth', 'Respiration', 'Moving from place to place', 'Reproduction'],
  2,
  'Plants are living but do not move from place to place.',
);
w.ar(
  'x',
  'A seed is living even though it shows no sign of life in a dry jar.',
  'A seed germinates and grows into a plant when it gets water, air and warmth.',
  1,
  'Its ability to grow when conditions are right shows that the seed was alive, so R explains A.',
);
w.at(10, 'Germination of Seeds');
w.fib(
  'm',
  'Seeds need water, air and a suitable ____ to germinate.',
  'temperature',
  'Seeds kept in a refrigerator do not germinate even with water and air.',
  ['warmth'],
);
w.at(10, 'Life Cycles');
w.sa('m', 'Name the stages in the life cycle of a mosquito in order.', 'Egg → larva → pupa → adult.', [
  'egg',
  'larva',
  'pupa',
  'adult',
]);

w.at(11, 'Renewable and Non-renewable Resources');
w.mcq(
  'm',
  'Which of these is a non-renewable resource?',
  ['Coal', 'Sunlight', 'Wind', 'Water'],
  0,
  'Coal took millions of years to form and will run out; the others are renewed by nature.',
);
w.la(
  'm',
  'What are renewable and non-renewable resources? Give two examples of each and suggest two ways to conserve natural resources.',
  'Renewable resources are replenished by nature (sunlight, wind); non-renewable resources are limited and take millions of years to form (coal, petroleum). We can conserve them by using less (switching off lights, using public transport) and by reusing and recycling things.',
  ['renewable', 'non-renewable', 'coal', 'sunlight', 'conserve', 'recycle'],
);
w.at(11, 'Air and Water as Resources');
w.tf(
  'e',
  'Air is a mixture of gases.',
  true,
  'Air contains nitrogen, oxygen, carbon dioxide, water vapour and other gases.',
);

w.at(12, 'The Solar System');
w.mcq(
  'e',
  'Which planet is closest to the Sun?',
  ['Mercury', 'Venus', 'Earth', 'Mars'],
  0,
  'The order from the Sun is Mercury, Venus, Earth, Mars, ...',
);
w.at(12, 'Stars and Constellations');
w.fib(
  'e',
  'A group of stars forming a recognisable pattern in the sky is called a ____.',
  'constellation',
  'The Great Bear (Saptarishi) and Orion are constellations.',
);
w.mcq(
  'h',
  'The Pole Star appears almost fixed in the sky because',
  [
    'it lies nearly above the Earth’s axis of rotation in the north',
    'it is the brightest star',
    'it is the nearest star',
    'it moves along with the Earth',
  ],
  0,
  'As the Earth spins, stars appear to turn around the point above its axis; the Pole Star lies almost at that point.',
  { 1: 'The Pole Star is not the brightest star in the sky' },
);
w.at(12, 'Asteroids, Comets and Satellites');
w.tf(
  'm',
  'The Moon is a natural satellite of the Earth.',
  true,
  'The Moon revolves around the Earth and was not made by humans.',
);
w.sa(
  'e',
  'How is an artificial satellite different from a natural satellite? Give one example of each.',
  'A natural satellite is a heavenly body that revolves around a planet, like the Moon. An artificial satellite is made by humans and launched into orbit, like Aryabhata.',
  ['natural', 'made by humans', 'Moon', 'Aryabhata'],
);

export const SCIENCE_6 = w.questions;
