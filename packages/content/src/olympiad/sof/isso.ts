import { ACHIEVERS_SECTION, defineOlympiad, type SectionTopicsInput } from '../build';

const SS = 'Social Studies';
const HIS = 'History';
const GEO = 'Geography';
const SPL = 'Social and Political Life';
const POL = 'Political Science';
const ECO = 'Economics';

const band = (from: number, to: number, sections: SectionTopicsInput) => ({
  from,
  to,
  sections,
  achievers_from: Object.keys(sections),
});

/**
 * SOF International Social Studies Olympiad (classes 3–10). Classes 3–4: Social Studies 30 + Achievers 5 × 2;
 * class 5: 45 + 5 × 3; 6–8: History 20, Geography 15, Social and Political Life 10, 5 × 3; 9–10: History 15,
 * Geography 10, Political Science 10, Economics 10, 5 × 3.
 */
export const ISSO = defineOlympiad({
  code: 'ISSO',
  name: 'International Social Studies Olympiad',
  subject: 'Social Studies',
  grades: [3, 10],
  blueprints: [
    {
      from: 3,
      to: 4,
      sections: [
        [SS, 30, 1],
        [ACHIEVERS_SECTION, 5, 2],
      ],
    },
    {
      from: 5,
      to: 5,
      sections: [
        [SS, 45, 1],
        [ACHIEVERS_SECTION, 5, 3],
      ],
    },
    {
      from: 6,
      to: 8,
      sections: [
        [HIS, 20, 1],
        [GEO, 15, 1],
        [SPL, 10, 1],
        [ACHIEVERS_SECTION, 5, 3],
      ],
    },
    {
      from: 9,
      to: 10,
      sections: [
        [HIS, 15, 1],
        [GEO, 10, 1],
        [POL, 10, 1],
        [ECO, 10, 1],
        [ACHIEVERS_SECTION, 5, 3],
      ],
    },
  ],
  syllabus: [
    band(3, 4, {
      [SS]: [
        'Family and Community',
        'Our Neighbourhood',
        'Food, Water and Shelter',
        'Our Country India',
        'States and Capitals',
        'Maps and Directions',
        'Transport and Communication',
        'Festivals and Culture',
        'Natural Resources',
        'The Earth and the Solar System',
        'Historical Monuments',
      ],
    }),
    band(5, 5, {
      [SS]: [
        'Globe: Latitudes and Longitudes',
        'Movements of the Earth',
        'Weather and Climate',
        'Continents and Oceans',
        'Natural Regions of the World',
        'Natural Resources and Conservation',
        'India: Physical Features',
        'Early Humans',
        'Freedom Struggle of India',
        'Our Government',
        'The United Nations',
      ],
    }),
    band(6, 6, {
      [HIS]: [
        'Sources of History',
        'Early Humans: Hunters and Gatherers',
        'Early Farming and Herding',
        'Harappan Civilisation',
        'The Vedic Period',
        'Kingdoms, Kings and an Early Republic',
        'New Questions and Ideas',
        'The Mauryan Empire',
        'Traders, Kings and Pilgrims',
        'New Empires and Kingdoms',
      ],
      [GEO]: [
        'The Earth in the Solar System',
        'Globe: Latitudes and Longitudes',
        'Motions of the Earth',
        'Maps',
        'Major Domains of the Earth',
        'Major Landforms of the Earth',
        'Our Country India',
        'India: Climate, Vegetation and Wildlife',
      ],
      [SPL]: [
        'Understanding Diversity',
        'Diversity and Discrimination',
        'What is Government?',
        'Key Elements of a Democratic Government',
        'Panchayati Raj',
        'Rural and Urban Administration',
        'Rural and Urban Livelihoods',
      ],
    }),
    band(7, 7, {
      [HIS]: [
        'Tracing Changes Through a Thousand Years',
        'New Kings and Kingdoms',
        'The Delhi Sultans',
        'The Mughal Empire',
        'Rulers and Buildings',
        'Towns, Traders and Craftspersons',
        'Tribes, Nomads and Settled Communities',
        'Devotional Paths to the Divine',
        'The Making of Regional Cultures',
        'Eighteenth-Century Political Formations',
      ],
      [GEO]: [
        'Environment',
        'Inside Our Earth',
        'Our Changing Earth',
        'Air',
        'Water',
        'Natural Vegetation and Wildlife',
        'Human Environment: Settlement, Transport and Communication',
        'Human-Environment Interactions',
      ],
      [SPL]: [
        'On Equality',
        'Role of the Government in Health',
        'How the State Government Works',
        'Growing up as Boys and Girls',
        'Women Change the World',
        'Understanding Media',
        'Markets Around Us',
        'A Shirt in the Market',
      ],
    }),
    band(8, 8, {
      [HIS]: [
        'How, When and Where',
        'From Trade to Territory',
        'Ruling the Countryside',
        'Tribals, Dikus and the Vision of a Golden Age',
        'When People Rebel: 1857 and After',
        'Civilising the Native, Educating the Nation',
        'Women, Caste and Reform',
        'The Making of the National Movement: 1870s–1947',
      ],
      [GEO]: [
        'Resources',
        'Land, Soil, Water, Natural Vegetation and Wildlife Resources',
        'Agriculture',
        'Industries',
        'Human Resources',
      ],
      [SPL]: [
        'The Indian Constitution',
        'Understanding Secularism',
        'Parliament and the Making of Laws',
        'Judiciary',
        'Understanding Marginalisation',
        'Public Facilities',
        'Law and Social Justice',
      ],
    }),
    band(9, 10, {
      [HIS]: [
        'The French Revolution',
        'Socialism in Europe and the Russian Revolution',
        'Nazism and the Rise of Hitler',
        'Forest Society and Colonialism',
        'Pastoralists in the Modern World',
        'The Rise of Nationalism in Europe',
        'Nationalism in India',
        'The Making of a Global World',
        'The Age of Industrialisation',
        'Print Culture and the Modern World',
      ],
      [GEO]: [
        'India: Size and Location',
        'Physical Features of India',
        'Drainage',
        'Climate',
        'Natural Vegetation and Wildlife',
        'Population',
        'Resources and Development',
        'Water Resources',
        'Agriculture',
        'Minerals and Energy Resources',
        'Manufacturing Industries',
        'Lifelines of National Economy',
      ],
      [POL]: [
        'What is Democracy? Why Democracy?',
        'Constitutional Design',
        'Electoral Politics',
        'Working of Institutions',
        'Democratic Rights',
        'Power Sharing',
        'Federalism',
        'Gender, Religion and Caste',
        'Political Parties',
        'Outcomes of Democracy',
      ],
      [ECO]: [
        'The Story of Village Palampur',
        'People as Resource',
        'Poverty as a Challenge',
        'Food Security in India',
        'Development',
        'Sectors of the Indian Economy',
        'Money and Credit',
        'Globalisation and the Indian Economy',
        'Consumer Rights',
      ],
    }),
  ],
});
