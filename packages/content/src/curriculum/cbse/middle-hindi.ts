import type { SubjectCurriculum } from '../types';
import { buildBook, type ChapterSpec, cbse } from './middle-helpers';

// Each Hindi chapter has two topics: the meaning of the lesson ("पाठ का भाव" for prose, "कविता का भाव" for a poem)
// and "भाषा की बात", the language exercises (grammar, idioms, synonyms and antonyms) that follow it in the book.

const language = [
  'भाषा की बात',
  'grammar.usage',
  'grammar.idioms',
  'grammar.synonyms-antonyms',
  'grammar.parts-of-speech',
] as [string, ...string[]];
const prose = (name: string): ChapterSpec => [name, 'prose', [['पाठ का भाव', 'prose.comprehension'], language]];
const poem = (name: string): ChapterSpec => [
  name,
  'poetry',
  [['कविता का भाव', 'poetry.comprehension', 'poetry.literary-devices'], language],
];

const malhar6 = buildBook('Hindi', 'ncert-malhar-6', 'मल्हार (कक्षा 6)', [
  poem('मातृभूमि'),
  prose('गोल'),
  poem('पहली बूँद'),
  prose('हार की जीत'),
  poem('रहीम के दोहे'),
  prose('मेरी माँ'),
  poem('जलाते चलो'),
  prose('सत्रिया और बिहू नृत्य'),
  poem('मैया मैं नहिं माखन खायो'),
  prose('परीक्षा'),
  poem('चेतक की वीरता'),
  prose('हिंद महासागर में छोटा-सा हिंदुस्तान'),
  prose('पेड़ की बात'),
]);

const vasant6 = buildBook('Hindi', 'ncert-vasant-6', 'वसंत भाग 1 (कक्षा 6)', [
  poem('वह चिड़िया जो'),
  prose('बचपन'),
  prose('नादान दोस्त'),
  poem('चाँद से थोड़ी-सी गप्पें'),
  prose('अक्षरों का महत्व'),
  prose('पार नज़र के'),
  poem('साथी हाथ बढ़ाना'),
  prose('ऐसे-ऐसे'),
  prose('टिकट अलबम'),
  poem('झाँसी की रानी'),
  prose('जो देखकर भी नहीं देखते'),
  prose('संसार पुस्तक है'),
  poem('मैं सबसे छोटी होऊँ'),
  prose('लोकगीत'),
  prose('नौकर'),
  poem('वन के मार्ग में'),
  prose('साँस-साँस में बाँस'),
]);

const vasant7 = buildBook('Hindi', 'ncert-vasant-7', 'वसंत भाग 2 (कक्षा 7)', [
  poem('हम पंछी उन्मुक्त गगन के'),
  prose('दादी माँ'),
  prose('हिमालय की बेटियाँ'),
  poem('कठपुतली'),
  prose('मिठाईवाला'),
  prose('रक्त और हमारा शरीर'),
  prose('पापा खो गए'),
  poem('शाम—एक किसान'),
  prose('चिड़िया की बच्ची'),
  prose('अपूर्व अनुभव'),
  poem('रहीम के दोहे'),
  prose('कंचा'),
  poem('एक तिनका'),
  prose('खानपान की बदलती तसवीर'),
  prose('नीलकंठ'),
  poem('भोर और बरखा'),
  prose('वीर कुँवर सिंह'),
  prose('संघर्ष के कारण मैं तुनुकमिज़ाज हो गया : धनराज'),
  prose('आश्रम का अनुमानित व्यय'),
  poem('विप्लव गायन'),
]);

const vasant8 = buildBook('Hindi', 'ncert-vasant-8', 'वसंत भाग 3 (कक्षा 8)', [
  poem('ध्वनि'),
  prose('लाख की चूड़ियाँ'),
  prose('बस की यात्रा'),
  poem('दीवानों की हस्ती'),
  prose('चिट्ठियों की अनूठी दुनिया'),
  poem('भगवान के डाकिए'),
  prose('क्या निराश हुआ जाए'),
  poem('यह सबसे कठिन समय नहीं'),
  poem('कबीर की साखियाँ'),
  prose('कामचोर'),
  prose('जब सिनेमा ने बोलना सीखा'),
  poem('सुदामा चरित'),
  prose('जहाँ पहिया है'),
  prose('अकबरी लोटा'),
  poem('सूरदास के पद'),
  prose('पानी की कहानी'),
  prose('बाज और साँप'),
  prose('टोपी'),
]);

export const MIDDLE_HINDI: SubjectCurriculum[] = [
  cbse(6, 'Hindi', [malhar6, vasant6]),
  cbse(7, 'Hindi', [vasant7]),
  cbse(8, 'Hindi', [vasant8]),
];
