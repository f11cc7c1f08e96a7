import type { SubjectCurriculum } from '../types';
import { defineBook, defineSubject } from './primary-helpers';

// NCERT Environmental Studies (EVS) for classes 3–5. The spec's subject list has no EVS, so it is filed under
// 'Science', and every book title says "(EVS)" so that screens name it as schools do; it also covers what later
// becomes Social Studies. Class 3 uses Our Wondrous World (NCF-2023); classes 4–5 use Looking Around because the
// chapter lists of the new class 4–5 books could not be verified.

const ourWondrousWorld3 = defineBook('Science', 'ncert-our-wondrous-world-3', 'Our Wondrous World (EVS)', [
  [
    'Family and Friends',
    [
      ['Types of families', 'family.types'],
      ['Helping each other', 'family.helping'],
      ['Pets are family too', 'family.pets'],
    ],
  ],
  [
    'Going to the Mela',
    [
      ['Travelling safely by bus', 'safety.travel'],
      ['Help and facilities at a mela', 'community.mela'],
    ],
  ],
  [
    'Celebrating Festivals',
    [
      ['Festivals of India', 'community.festivals'],
      ['Thanking nature in festivals', 'community.nature-festivals'],
    ],
  ],
  [
    'Getting to Know Plants',
    [
      ['Trees, shrubs and herbs', 'plants.types'],
      ['Climbers and creepers', 'plants.climbers-creepers'],
      ['Parts of a plant', 'plants.parts'],
    ],
  ],
  [
    'Plants and Animals Live Together',
    [
      ['Animals depend on plants', 'ecology.interdependence'],
      ['Homes of animals', 'animals.shelter'],
    ],
  ],
  [
    'Living in Harmony',
    [
      ['Caring for animals', 'animals.care'],
      ['Sharing our surroundings', 'ecology.harmony'],
    ],
  ],
  [
    'Water — A Precious Gift',
    [
      ['Sources of water', 'water.sources'],
      ['Saving water', 'water.conservation'],
    ],
  ],
  [
    'Food We Eat',
    [
      ['Food from plants and animals', 'food.sources'],
      ['Cooking food', 'food.cooking'],
    ],
  ],
  [
    'Staying Healthy and Happy',
    [
      ['Clean habits', 'health.hygiene'],
      ['Exercise and rest', 'health.exercise'],
      ['Staying safe', 'safety.personal'],
    ],
  ],
  [
    'This World of Things',
    [
      ['Natural and human-made things', 'materials.natural-made'],
      ['Transparent, translucent and opaque', 'materials.transparency'],
      ['Solids, liquids and gases', 'materials.states'],
    ],
  ],
  [
    'Making Things',
    [
      ['How pots are made', 'materials.pottery'],
      ['Bricks and houses', 'materials.bricks-houses'],
    ],
  ],
  [
    'Taking Charge of Waste',
    [
      ['Wet and dry waste', 'waste.types'],
      ['Reduce, reuse and recycle', 'waste.three-r'],
    ],
  ],
]);

const lookingAround4 = defineBook('Science', 'ncert-looking-around-4', 'Looking Around (EVS)', [
  [
    'Going to School',
    [
      ['Ways of going to school', 'transport.to-school'],
      ['Bridges and boats', 'transport.bridges'],
    ],
  ],
  [
    'Ear to Ear',
    [
      ['Ears of animals', 'animals.ears'],
      ['Animals with skin, hair and feathers', 'animals.body-covering'],
    ],
  ],
  [
    'A Day with Nandu',
    [
      ['Life in an elephant herd', 'animals.elephants'],
      ['How elephants live and eat', 'animals.food-habits'],
    ],
  ],
  [
    'The Story of Amrita',
    [
      ['Saving trees: the Bishnois', 'environment.bishnoi'],
      ['Why we need trees', 'plants.uses'],
    ],
  ],
  [
    'Anita and the Honeybees',
    [
      ['How bees make honey', 'animals.honeybees'],
      ['Going to school against odds', 'society.education'],
    ],
  ],
  [
    "Omana's Journey",
    [
      ['Travelling by train', 'transport.train'],
      ['Reading a train ticket', 'transport.ticket'],
    ],
  ],
  [
    'From the Window',
    [
      ['Places seen on a journey', 'geography.landscapes'],
      ['Tunnels and bridges', 'transport.tunnels'],
    ],
  ],
  [
    "Reaching Grandmother's House",
    [
      ['Ways of travelling', 'transport.modes'],
      ['Buses, boats and trains', 'transport.vehicles'],
    ],
  ],
  [
    'Changing Families',
    [
      ['How families change', 'family.changes'],
      ['Family members', 'family.types'],
    ],
  ],
  [
    'Hu Tu Tu, Hu Tu Tu',
    [
      ['Kabaddi and its rules', 'games.kabaddi'],
      ['Playing fairly', 'games.rules'],
    ],
  ],
  [
    'The Valley of Flowers',
    [
      ['Flowers of the valley', 'plants.flowers'],
      ['Uses of flowers', 'plants.flower-uses'],
    ],
  ],
  [
    'Changing Times',
    [
      ['Houses then and now', 'shelter.changing-houses'],
      ['Materials used to build houses', 'shelter.materials'],
    ],
  ],
  [
    "A River's Tale",
    [
      ['Life along a river', 'water.rivers'],
      ['Water pollution', 'water.pollution'],
    ],
  ],
  [
    "Basva's Farm",
    [
      ['Farming and tools', 'agriculture.farming'],
      ['Crops and seasons', 'agriculture.crops'],
    ],
  ],
  [
    'From Market to Home',
    [
      ['Where vegetables come from', 'food.market'],
      ['Fresh and spoilt food', 'food.spoilage'],
    ],
  ],
  [
    'A Busy Month',
    [
      ['Work animals and birds do', 'animals.behaviour'],
      ['Bird nests', 'animals.nests'],
    ],
  ],
  [
    'Nandita in Mumbai',
    [
      ['Living in a big city', 'shelter.city-life'],
      ['Homes in cities', 'shelter.types'],
    ],
  ],
  [
    'Too Much Water, Too Little Water',
    [
      ['Floods and droughts', 'water.floods-droughts'],
      ['Collecting rainwater', 'water.harvesting'],
    ],
  ],
  [
    'Abdul in the Garden',
    [
      ['Roots of plants', 'plants.roots'],
      ['Kinds of roots', 'plants.root-types'],
    ],
  ],
  [
    'Eating Together',
    [
      ['Eating together at school', 'food.sharing'],
      ['Mid-day meal', 'food.mid-day-meal'],
    ],
  ],
  [
    'Food and Fun',
    [
      ['Food in a hostel', 'food.hostel'],
      ['Cooking for many', 'food.cooking'],
    ],
  ],
  [
    'The World in my Home',
    [
      ['Respecting everyone at home', 'family.respect'],
      ['Sharing work at home', 'family.sharing-work'],
    ],
  ],
  [
    'Pochampalli',
    [
      ['Weaving cloth', 'work.weaving'],
      ['From thread to sari', 'work.handloom'],
    ],
  ],
  [
    'Home and Abroad',
    [
      ['Money of different countries', 'economy.currency'],
      ['Travelling abroad', 'geography.countries'],
    ],
  ],
  [
    'Spicy Riddles',
    [
      ['Spices we eat', 'food.spices'],
      ['Where spices come from', 'food.spice-sources'],
    ],
  ],
  [
    'Defence Officer: Wahida',
    [
      ['Jobs in the armed forces', 'work.defence'],
      ['Girls can do any job', 'society.gender-equality'],
    ],
  ],
  [
    'Chuskit Goes to School',
    [
      ['Making schools for everyone', 'society.inclusion'],
      ['Life in Ladakh', 'geography.ladakh'],
    ],
  ],
]);

const lookingAround5 = defineBook('Science', 'ncert-looking-around-5', 'Looking Around (EVS)', [
  [
    'Super Senses',
    [
      ['Animal senses', 'animals.senses'],
      ['Sleeping and resting animals', 'animals.sleep'],
    ],
  ],
  [
    "A Snake Charmer's Story",
    [
      ['Snakes and snake charmers', 'animals.snakes'],
      ['The been and folk music', 'culture.folk-music'],
    ],
  ],
  [
    'From Tasting to Digesting',
    [
      ['How we taste food', 'body.taste'],
      ['How food is digested', 'body.digestion'],
    ],
  ],
  [
    'Mangoes Round the Year',
    [
      ['How food spoils', 'food.spoilage'],
      ['Keeping food safe', 'food.preservation'],
    ],
  ],
  [
    'Seeds and Seeds',
    [
      ['How seeds grow', 'plants.germination'],
      ['How seeds travel', 'plants.seed-dispersal'],
    ],
  ],
  [
    'Every Drop Counts',
    [
      ['Old ways of storing water', 'water.traditional-storage'],
      ['Stepwells and tanks', 'water.stepwells'],
    ],
  ],
  [
    'Experiments with Water',
    [
      ['Floating and sinking', 'water.float-sink'],
      ['Things that dissolve', 'water.dissolving'],
    ],
  ],
  [
    'A Treat for Mosquitoes',
    [
      ['Malaria and mosquitoes', 'health.malaria'],
      ['Stopping mosquitoes from breeding', 'health.mosquito-control'],
    ],
  ],
  [
    'Up You Go!',
    [
      ['Mountaineering', 'geography.mountains'],
      ['Teamwork on a climb', 'society.teamwork'],
    ],
  ],
  [
    'Walls Tell Stories',
    [
      ['Forts and history', 'history.forts'],
      ['Golconda fort', 'history.golconda'],
    ],
  ],
  [
    'Sunita in Space',
    [
      ['The Earth from space', 'space.earth-shape'],
      ['Living in a spaceship', 'space.gravity'],
    ],
  ],
  [
    'What if it Finishes...?',
    [
      ['Petrol and diesel', 'resources.fuels'],
      ['Saving fuel', 'resources.conservation'],
    ],
  ],
  [
    'A Shelter so High!',
    [
      ['Houses in cold places', 'shelter.cold-regions'],
      ['Houses of different materials', 'shelter.materials'],
    ],
  ],
  [
    'When the Earth Shook!',
    [
      ['Earthquakes', 'disasters.earthquake'],
      ['Helping in a disaster', 'disasters.relief'],
    ],
  ],
  [
    'Blow Hot, Blow Cold',
    [
      ['Why we blow on things', 'air.breath'],
      ['Hot and cold air', 'air.temperature'],
    ],
  ],
  [
    'Who will do this Work?',
    [
      ['Dignity of work', 'society.dignity-of-labour'],
      ['Gandhiji and cleaning work', 'society.gandhi'],
    ],
  ],
  [
    'Across the Wall',
    [
      ['Girls in sports', 'society.gender-equality'],
      ['Teamwork in basketball', 'games.teamwork'],
    ],
  ],
  [
    'No Place for Us?',
    [
      ['Moving to a city for work', 'society.migration'],
      ['Losing homes to dams', 'society.displacement'],
    ],
  ],
  [
    "A Seed Tells a Farmer's Story",
    [
      ['Changing ways of farming', 'agriculture.changes'],
      ['Fertilisers and seeds', 'agriculture.inputs'],
    ],
  ],
  [
    'Whose Forests?',
    [
      ['People who live in forests', 'environment.forest-people'],
      ['Forest rights', 'environment.forest-rights'],
    ],
  ],
  [
    'Like Father, Like Daughter',
    [
      ['Traits passed on in families', 'body.heredity'],
      ['Looking alike', 'body.features'],
    ],
  ],
  [
    'On the Move Again',
    [
      ['Moving for work', 'society.migration'],
      ['Farmers and loans', 'agriculture.loans'],
    ],
  ],
]);

export const CBSE_PRIMARY_EVS: SubjectCurriculum[] = [
  defineSubject(3, 'Science', [ourWondrousWorld3]),
  defineSubject(4, 'Science', [lookingAround4]),
  defineSubject(5, 'Science', [lookingAround5]),
];
