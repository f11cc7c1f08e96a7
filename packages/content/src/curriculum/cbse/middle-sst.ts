import type { SubjectCurriculum } from '../types';
import { buildBook, cbse } from './middle-helpers';

// A subject's books are alternatives, so the three older strands (History "Our Pasts", Geography, Civics "Social and
// Political Life") cannot be separate books. Class 6 uses the single NCF-2023 book "Exploring Society: India and
// Beyond". For classes 7 and 8 the default is one combined book of the rationalised NCERT strand books, numbered
// consecutively, each chapter name prefixed with its strand ("History: ...", "Geography: ...", "Civics: ...").

const exploringSociety6 = buildBook(
  'Social Studies',
  'ncert-exploring-society-6',
  'Exploring Society: India and Beyond (Class 6)',
  [
    [
      'Locating Places on the Earth',
      'geography.maps',
      ['Maps and their Components', 'Latitudes and Longitudes', 'Time Zones'],
    ],
    ['Oceans and Continents', 'geography.oceans-continents', ['Major Oceans', 'Continents']],
    ['Landforms and Life', 'geography.landforms', ['Mountains', 'Plateaus', 'Plains']],
    ['Timeline and Sources of History', 'history.sources', ['Timelines: BCE and CE', 'Sources of History']],
    ['India, That Is Bharat', 'history.india-names', ['Names of India', 'Bharata in Ancient Texts']],
    [
      'The Beginnings of Indian Civilisation',
      'history.harappan',
      ['The Harappan Civilisation', 'Town Planning and Trade'],
    ],
    [
      "India's Cultural Roots",
      'history.cultural-roots',
      ['The Vedas', 'Buddhism and Jainism', 'Folk and Tribal Traditions'],
    ],
    [
      "Unity in Diversity, or 'Many in the One'",
      'culture.unity',
      ['Diversity of Food and Clothing', 'Festivals and Shared Stories'],
    ],
    ['Family and Community', 'civics.family', ['Roles in a Family', 'Community']],
    [
      'Grassroots Democracy — Part 1: Governance',
      'civics.governance',
      ['Levels of Government', 'Organs of Government'],
    ],
    [
      'Grassroots Democracy — Part 2: Local Government in Rural Areas',
      'civics.rural-government',
      ['Gram Sabha and Gram Panchayat', 'Three Tiers of Panchayati Raj'],
    ],
    [
      'Grassroots Democracy — Part 3: Local Government in Urban Areas',
      'civics.urban-government',
      ['Municipal Corporations and Councils', 'Ward Committees'],
    ],
    ['The Value of Work', 'economics.work', ['Economic and Non-economic Activities', 'Value of Work']],
    ['Economic Activities Around Us', 'economics.sectors', ['Primary Sector', 'Secondary Sector', 'Tertiary Sector']],
  ],
);

const socialScience7 = buildBook(
  'Social Studies',
  'ncert-social-science-7',
  'Social Science (Class VII): Our Pasts II, Our Environment, Social and Political Life II',
  [
    [
      'History: Tracing Changes Through a Thousand Years',
      'history.medieval-sources',
      ['Maps and Terminologies', 'Historians and their Sources'],
    ],
    ['History: New Kings and Kingdoms', 'history.new-kingdoms', ['Emergence of New Dynasties', 'The Cholas']],
    [
      'History: The Delhi Sultans',
      'history.delhi-sultans',
      ['Rulers of Delhi', 'Administration under the Khaljis and Tughluqs'],
    ],
    [
      'History: The Mughal Empire',
      'history.mughals',
      ['Mughal Military Campaigns', 'Mansabdars and Jagirdars', "Akbar's Policies"],
    ],
    [
      'History: Tribes, Nomads and Settled Communities',
      'history.tribes',
      ['Tribal Societies', 'Nomads and Mobile People'],
    ],
    [
      'History: Devotional Paths to the Divine',
      'history.bhakti',
      ['The Bhakti Movement', 'Sufism', 'Kabir and Guru Nanak'],
    ],
    [
      'History: The Making of Regional Cultures',
      'history.regional-cultures',
      ['Language and Literature', 'Classical Dances'],
    ],
    [
      'History: Eighteenth-Century Political Formations',
      'history.eighteenth-century',
      ['Decline of the Mughals', 'The Marathas and the Sikhs'],
    ],
    ['Geography: Environment', 'geography.environment', ['Natural and Human-made Environment', 'Ecosystem']],
    ['Geography: Inside Our Earth', 'geography.earth-interior', ['Layers of the Earth', 'Rocks and Minerals']],
    [
      'Geography: Our Changing Earth',
      'geography.landforms',
      ['Earthquakes and Volcanoes', 'Work of Rivers, Sea Waves and Wind'],
    ],
    [
      'Geography: Air',
      'geography.atmosphere',
      ['Composition of the Atmosphere', 'Layers of the Atmosphere', 'Weather and Climate'],
    ],
    ['Geography: Water', 'geography.water', ['Water Cycle', 'Tides and Ocean Currents']],
    [
      'Geography: Human Environment Interactions: The Tropical and the Subtropical Region',
      'geography.regions',
      ['The Amazon Basin', 'The Ganga-Brahmaputra Basin'],
    ],
    ['Geography: Life in the Deserts', 'geography.deserts', ['The Hot Desert: Sahara', 'The Cold Desert: Ladakh']],
    ['Civics: On Equality', 'civics.equality', ['Equal Right to Vote', 'Equality in the Constitution']],
    [
      'Civics: Role of the Government in Health',
      'civics.health',
      ['Public and Private Health Services', 'Healthcare and Equality'],
    ],
    [
      'Civics: How the State Government Works',
      'civics.state-government',
      ['MLAs and the Legislative Assembly', 'Working of the Government'],
    ],
    ['Civics: Growing up as Boys and Girls', 'civics.gender', ['Gender Roles', 'Valuing Housework']],
    ['Civics: Women Change the World', 'civics.women', ['Education and Women', "Women's Movement"]],
    ['Civics: Understanding Media', 'civics.media', ['Media and Technology', 'Media and Democracy']],
    ['Civics: Markets Around Us', 'civics.markets', ['Weekly Markets and Shops', 'Chain of Markets']],
    ['Civics: A Shirt in the Market', 'civics.markets', ['From Cotton to Shirt', 'Markets and Equality']],
  ],
);

const socialScience8 = buildBook(
  'Social Studies',
  'ncert-social-science-8',
  'Social Science (Class VIII): Our Pasts III, Resources and Development, Social and Political Life III',
  [
    [
      'History: How, When and Where',
      'history.modern-sources',
      ['Dates and Periodisation', 'Official Records of the British'],
    ],
    [
      'History: From Trade to Territory: The Company Establishes Power',
      'history.company-rule',
      ['East India Company Comes East', 'Battle of Plassey', 'Subsidiary Alliance and Doctrine of Lapse'],
    ],
    [
      'History: Ruling the Countryside',
      'history.countryside',
      ['Permanent Settlement', 'Indigo Cultivation and Revolt'],
    ],
    [
      'History: Tribals, Dikus and the Vision of a Golden Age',
      'history.tribals',
      ['Tribal Ways of Life', 'Colonial Rule and Tribal Lives', 'Birsa Munda'],
    ],
    [
      'History: When People Rebel: 1857 and After',
      'history.revolt-1857',
      ['Causes of the Revolt', 'Spread and Aftermath of the Revolt'],
    ],
    [
      'History: Civilising the "Native", Educating the Nation',
      'history.education',
      ['Orientalists and Anglicists', 'Education Reform in India'],
    ],
    ['History: Women, Caste and Reform', 'history.reform', ['Reforms for Women', 'Caste and Social Reform']],
    [
      'History: The Making of the National Movement: 1870s–1947',
      'history.national-movement',
      ['Rise of Nationalism', 'The Gandhian Era', 'Towards Independence'],
    ],
    ['Geography: Resources', 'geography.resources', ['Types of Resources', 'Conserving Resources']],
    [
      'Geography: Land, Soil, Water, Natural Vegetation and Wildlife Resources',
      'geography.natural-resources',
      ['Land Use', 'Soil Formation and Conservation', 'Water Resources', 'Natural Vegetation and Wildlife'],
    ],
    ['Geography: Agriculture', 'geography.agriculture', ['Types of Farming', 'Major Crops']],
    ['Geography: Industries', 'geography.industries', ['Classification of Industries', 'Industrial Regions']],
    [
      'Civics: The Indian Constitution',
      'civics.constitution',
      ['Need for a Constitution', 'Key Features of the Constitution', 'Fundamental Rights'],
    ],
    ['Civics: Understanding Secularism', 'civics.secularism', ['What is Secularism', 'Indian Secularism']],
    ['Civics: Parliament and the Making of Laws', 'civics.parliament', ['Role of the Parliament', 'How Laws are Made']],
    [
      'Civics: Judiciary',
      'civics.judiciary',
      ['Role of the Judiciary', 'Structure of Courts', 'Public Interest Litigation'],
    ],
    [
      'Civics: Understanding Marginalisation',
      'civics.marginalisation',
      ['Adivasis and Marginalisation', 'Minorities and Marginalisation'],
    ],
    [
      'Civics: Confronting Marginalisation',
      'civics.rights',
      ['Fundamental Rights and Marginalised Groups', 'Laws for the Marginalised'],
    ],
    ['Civics: Public Facilities', 'civics.public-facilities', ['Water as a Public Facility', 'Role of the Government']],
    [
      'Civics: Law and Social Justice',
      'civics.social-justice',
      ['Workers and Minimum Wages', 'The Bhopal Gas Tragedy'],
    ],
  ],
);

export const MIDDLE_SST: SubjectCurriculum[] = [
  cbse(6, 'Social Studies', [exploringSociety6]),
  cbse(7, 'Social Studies', [socialScience7]),
  cbse(8, 'Social Studies', [socialScience8]),
];
