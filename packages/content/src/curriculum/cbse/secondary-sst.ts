import type { SubjectCurriculum } from '../types';
import { ncertBook } from './secondary-helpers';

// CBSE Social Science is taught from four NCERT books (History: India and the Contemporary World; Geography:
// Contemporary India; Political Science: Democratic Politics; Economics). The data model gives a subject
// alternative books, not strands studied together, so the four are modelled as one combined book whose chapters
// are numbered consecutively and carry a strand prefix ("History: ...", "Geography: ..."). Rationalised editions.

export const CBSE_SST_9: SubjectCurriculum = {
  board: 'CBSE',
  grade: 9,
  subject: 'Social Studies',
  books: [
    ncertBook('ncert-social-science-9', 'Social Science (History, Geography, Political Science, Economics)', [
      [
        'History: The French Revolution',
        [
          ['French Society during the Late Eighteenth Century', 'sst.french-revolution.old-regime'],
          ['The Outbreak of the Revolution', 'sst.french-revolution.outbreak'],
          ['France Abolishes Monarchy and Becomes a Republic', 'sst.french-revolution.republic'],
          ['Did Women have a Revolution?', 'sst.french-revolution.women', 'sst.french-revolution.slavery'],
        ],
      ],
      [
        'History: Socialism in Europe and the Russian Revolution',
        [
          ['The Age of Social Change', 'sst.russian-revolution.socialism'],
          ['The Russian Revolution', 'sst.russian-revolution.february-october'],
          ['What Changed after October?', 'sst.russian-revolution.collectivisation'],
        ],
      ],
      [
        'History: Nazism and the Rise of Hitler',
        [
          ['Birth of the Weimar Republic', 'sst.nazism.weimar'],
          ["Hitler's Rise to Power", 'sst.nazism.rise-of-hitler'],
          ['The Nazi Worldview', 'sst.nazism.racial-state'],
        ],
      ],
      [
        'History: Forest Society and Colonialism',
        [
          ['Why Deforestation?', 'sst.forest-society.deforestation'],
          ['The Rise of Commercial Forestry', 'sst.forest-society.forest-acts'],
          ['Rebellion in the Forest', 'sst.forest-society.bastar'],
        ],
      ],
      [
        'History: Pastoralists in the Modern World',
        [
          ['Pastoral Nomads and their Movements', 'sst.pastoralists.nomads-india'],
          ['Colonial Rule and Pastoral Life', 'sst.pastoralists.colonial-laws'],
          ['Pastoralism in Africa', 'sst.pastoralists.maasai'],
        ],
      ],
      [
        'Geography: India – Size and Location',
        [
          ['Location and Size', 'sst.india-location.latitudes', 'sst.india-location.standard-meridian'],
          ['India and the World', 'sst.india-location.neighbours'],
        ],
      ],
      [
        'Geography: Physical Features of India',
        [
          ['The Himalayan Mountains', 'sst.physical-features.himalayas'],
          ['The Northern Plains', 'sst.physical-features.northern-plains'],
          ['The Peninsular Plateau', 'sst.physical-features.peninsular-plateau'],
          ['The Coastal Plains and the Islands', 'sst.physical-features.coasts-islands'],
        ],
      ],
      [
        'Geography: Drainage',
        [
          ['Drainage Systems in India', 'sst.drainage.himalayan-rivers', 'sst.drainage.peninsular-rivers'],
          ['Lakes', 'sst.drainage.lakes'],
          ['Role of Rivers in the Economy and River Pollution', 'sst.drainage.river-pollution'],
        ],
      ],
      [
        'Geography: Climate',
        [
          ['Climatic Controls', 'sst.climate.controls'],
          ['The Indian Monsoon', 'sst.climate.monsoon'],
          ['The Seasons', 'sst.climate.seasons'],
        ],
      ],
      [
        'Geography: Natural Vegetation and Wildlife',
        [
          ['Types of Vegetation', 'sst.vegetation.types'],
          ['Wildlife', 'sst.vegetation.wildlife'],
        ],
      ],
      [
        'Geography: Population',
        [
          ['Population Size and Distribution', 'sst.population.distribution', 'sst.population.density'],
          ['Population Growth and Processes of Population Change', 'sst.population.growth'],
        ],
      ],
      [
        'Political Science: What is Democracy? Why Democracy?',
        [
          ['What is Democracy?', 'sst.democracy.definition'],
          ['Features of Democracy', 'sst.democracy.features'],
          ['Why Democracy?', 'sst.democracy.arguments'],
        ],
      ],
      [
        'Political Science: Constitutional Design',
        [
          ['Democratic Constitution in South Africa', 'sst.constitution.south-africa'],
          ['Making of the Indian Constitution', 'sst.constitution.constituent-assembly'],
          ['Guiding Values of the Indian Constitution', 'sst.constitution.preamble'],
        ],
      ],
      [
        'Political Science: Electoral Politics',
        [
          ['Why Elections?', 'sst.elections.purpose'],
          ['Our System of Elections', 'sst.elections.constituencies', 'sst.elections.reserved-seats'],
          ['What Makes Elections in India Democratic?', 'sst.elections.election-commission'],
        ],
      ],
      [
        'Political Science: Working of Institutions',
        [
          ['Parliament', 'sst.institutions.parliament'],
          ['Political Executive', 'sst.institutions.executive'],
          ['The Judiciary', 'sst.institutions.judiciary'],
        ],
      ],
      [
        'Political Science: Democratic Rights',
        [
          ['Life without Rights', 'sst.rights.life-without-rights'],
          ['Rights in the Indian Constitution', 'sst.rights.fundamental-rights'],
          ['Expanding Scope of Rights', 'sst.rights.expanding-scope'],
        ],
      ],
      [
        'Economics: The Story of Village Palampur',
        [
          ['Organisation of Production', 'sst.palampur.factors-of-production'],
          ['Farming in Palampur', 'sst.palampur.farming'],
          ['Non-farm Activities in Palampur', 'sst.palampur.non-farm'],
        ],
      ],
      [
        'Economics: People as Resource',
        [
          ['Economic Activities by Men and Women', 'sst.people-resource.economic-activities'],
          ['Quality of Population', 'sst.people-resource.human-capital'],
          ['Unemployment', 'sst.people-resource.unemployment'],
        ],
      ],
      [
        'Economics: Poverty as a Challenge',
        [
          ['Poverty Line', 'sst.poverty.poverty-line'],
          ['Causes of Poverty', 'sst.poverty.causes'],
          ['Anti-Poverty Measures', 'sst.poverty.anti-poverty'],
        ],
      ],
      [
        'Economics: Food Security in India',
        [
          ['What is Food Security?', 'sst.food-security.definition'],
          ['Buffer Stock and Public Distribution System', 'sst.food-security.buffer-stock', 'sst.food-security.pds'],
          ['Role of Cooperatives in Food Security', 'sst.food-security.cooperatives'],
        ],
      ],
    ]),
  ],
};

export const CBSE_SST_10: SubjectCurriculum = {
  board: 'CBSE',
  grade: 10,
  subject: 'Social Studies',
  books: [
    ncertBook('ncert-social-science-10', 'Social Science (History, Geography, Political Science, Economics)', [
      [
        'History: The Rise of Nationalism in Europe',
        [
          ['The French Revolution and the Idea of the Nation', 'sst.nationalism-europe.french-revolution'],
          ['The Making of Nationalism in Europe', 'sst.nationalism-europe.liberalism'],
          ['The Making of Germany and Italy', 'sst.nationalism-europe.unification'],
          ['Visualising the Nation', 'sst.nationalism-europe.allegory'],
        ],
      ],
      [
        'History: Nationalism in India',
        [
          ['The First World War, Khilafat and Non-Cooperation', 'sst.nationalism-india.non-cooperation'],
          ['Towards Civil Disobedience', 'sst.nationalism-india.civil-disobedience'],
          ['The Sense of Collective Belonging', 'sst.nationalism-india.collective-belonging'],
        ],
      ],
      [
        'History: The Making of a Global World',
        [
          ['The Pre-modern World', 'sst.global-world.silk-routes'],
          ['The Nineteenth Century (1815–1914)', 'sst.global-world.indentured-labour'],
          ['The Inter-war Economy', 'sst.global-world.great-depression'],
          ['Rebuilding a World Economy: The Post-war Era', 'sst.global-world.bretton-woods'],
        ],
      ],
      [
        'History: The Age of Industrialisation',
        [
          ['Before the Industrial Revolution', 'sst.industrialisation.proto-industrialisation'],
          ['Industrialisation in the Colonies', 'sst.industrialisation.colonies'],
          ['Market for Goods', 'sst.industrialisation.advertising'],
        ],
      ],
      [
        'History: Print Culture and the Modern World',
        [
          ['The First Printed Books', 'sst.print-culture.early-print'],
          ['The Print Revolution and its Impact', 'sst.print-culture.print-revolution'],
          ['India and the World of Print', 'sst.print-culture.print-india'],
        ],
      ],
      [
        'Geography: Resources and Development',
        [
          ['Types of Resources', 'sst.resources.classification'],
          ['Resource Planning', 'sst.resources.planning'],
          ['Soil as a Resource', 'sst.resources.soils', 'sst.resources.soil-erosion'],
        ],
      ],
      [
        'Geography: Forest and Wildlife Resources',
        [
          ['Flora and Fauna in India', 'sst.forests.biodiversity'],
          ['Conservation of Forest and Wildlife in India', 'sst.forests.conservation'],
          ['Community and Conservation', 'sst.forests.community'],
        ],
      ],
      [
        'Geography: Water Resources',
        [
          ['Water Scarcity and the Need for Water Conservation', 'sst.water.scarcity'],
          ['Multi-Purpose River Projects', 'sst.water.dams'],
          ['Rainwater Harvesting', 'sst.water.rainwater-harvesting'],
        ],
      ],
      [
        'Geography: Agriculture',
        [
          ['Types of Farming', 'sst.agriculture.farming-types'],
          ['Cropping Pattern', 'sst.agriculture.cropping-seasons', 'sst.agriculture.major-crops'],
          ['Technological and Institutional Reforms', 'sst.agriculture.reforms'],
        ],
      ],
      [
        'Geography: Minerals and Energy Resources',
        [
          ['Minerals and their Mode of Occurrence', 'sst.minerals.occurrence'],
          ['Metallic and Non-metallic Minerals', 'sst.minerals.types'],
          ['Conventional and Non-conventional Energy', 'sst.minerals.energy'],
        ],
      ],
      [
        'Geography: Manufacturing Industries',
        [
          ['Importance of Manufacturing', 'sst.manufacturing.importance'],
          ['Classification of Industries', 'sst.manufacturing.classification', 'sst.manufacturing.textiles-iron-steel'],
          ['Industrial Pollution and Environmental Degradation', 'sst.manufacturing.pollution'],
        ],
      ],
      [
        'Geography: Lifelines of National Economy',
        [
          ['Roadways and Railways', 'sst.lifelines.roads-railways'],
          ['Pipelines, Waterways and Airways', 'sst.lifelines.waterways-airways'],
          ['Communication and International Trade', 'sst.lifelines.trade'],
        ],
      ],
      [
        'Political Science: Power-sharing',
        [
          ['Belgium and Sri Lanka', 'sst.power-sharing.belgium-sri-lanka'],
          ['Why is Power-sharing Desirable?', 'sst.power-sharing.reasons'],
          ['Forms of Power-sharing', 'sst.power-sharing.forms'],
        ],
      ],
      [
        'Political Science: Federalism',
        [
          ['What is Federalism?', 'sst.federalism.features'],
          ['What Makes India a Federal Country?', 'sst.federalism.lists'],
          ['Decentralisation in India', 'sst.federalism.local-government'],
        ],
      ],
      [
        'Political Science: Gender, Religion and Caste',
        [
          ['Gender and Politics', 'sst.social-divisions.gender'],
          ['Religion, Communalism and Politics', 'sst.social-divisions.communalism'],
          ['Caste and Politics', 'sst.social-divisions.caste'],
        ],
      ],
      [
        'Political Science: Political Parties',
        [
          ['Why do we need Political Parties?', 'sst.parties.functions'],
          ['Party Systems and National Parties', 'sst.parties.party-systems'],
          ['Challenges to and Reform of Political Parties', 'sst.parties.reforms'],
        ],
      ],
      [
        'Political Science: Outcomes of Democracy',
        [
          ['Accountable, Responsive and Legitimate Government', 'sst.outcomes.accountability'],
          ['Economic Growth and Development', 'sst.outcomes.economic'],
          ['Dignity and Freedom of the Citizens', 'sst.outcomes.dignity'],
        ],
      ],
      [
        'Economics: Development',
        [
          ['What Development Promises – Different People, Different Goals', 'sst.development.goals'],
          ['Income and Other Goals', 'sst.development.per-capita-income'],
          [
            'Public Facilities and Sustainability of Development',
            'sst.development.hdi',
            'sst.development.sustainability',
          ],
        ],
      ],
      [
        'Economics: Sectors of the Indian Economy',
        [
          ['Sectors of Economic Activities', 'sst.sectors.primary-secondary-tertiary'],
          ['Division of Sectors as Organised and Unorganised', 'sst.sectors.organised-unorganised'],
          ['Sectors in Terms of Ownership: Public and Private Sectors', 'sst.sectors.public-private'],
        ],
      ],
      [
        'Economics: Money and Credit',
        [
          ['Money as a Medium of Exchange', 'sst.money.double-coincidence'],
          ['Loan Activities of Banks', 'sst.money.banks'],
          ['Formal and Informal Sources of Credit', 'sst.money.credit-sources', 'sst.money.shgs'],
        ],
      ],
      [
        'Economics: Globalisation and the Indian Economy',
        [
          ['Production across Countries', 'sst.globalisation.mncs'],
          ['Factors that have Enabled Globalisation', 'sst.globalisation.liberalisation', 'sst.globalisation.wto'],
          ['Impact of Globalisation in India', 'sst.globalisation.impact'],
        ],
      ],
      [
        'Economics: Consumer Rights',
        [
          ['The Consumer in the Marketplace', 'sst.consumer-rights.exploitation'],
          ['Rights and Duties of Consumers', 'sst.consumer-rights.rights'],
          ['Consumer Protection Act and Consumer Courts', 'sst.consumer-rights.copra'],
        ],
      ],
    ]),
  ],
};
