import type { SubjectCurriculum } from '../types';
import { defineBook, defineSubject, type TopicSpec } from './primary-helpers';

// NCERT Hindi, classes 1–5: Rimjhim. The NCF-2023 books (Sarangi, Veena) are not modelled yet because their
// chapter lists could not be verified.

const kavita: TopicSpec = ['कविता की समझ', 'reading.poem'];
const kahani: TopicSpec = ['कहानी की समझ', 'reading.story'];
const tukant: TopicSpec = ['तुकांत शब्द', 'phonics.rhyming-words'];
const matra: TopicSpec = ['मात्राएँ', 'phonics.matra'];
const vilom: TopicSpec = ['विलोम शब्द', 'vocabulary.opposites'];
const paryay: TopicSpec = ['पर्यायवाची शब्द', 'vocabulary.synonyms'];
const vachan: TopicSpec = ['वचन (एक और अनेक)', 'grammar.vachan'];
const ling: TopicSpec = ['लिंग', 'grammar.ling'];
const sangya: TopicSpec = ['संज्ञा (नाम वाले शब्द)', 'grammar.sangya'];
const visheshan: TopicSpec = ['विशेषण', 'grammar.visheshan'];
const kriya: TopicSpec = ['क्रिया (काम वाले शब्द)', 'grammar.kriya'];
const muhavare: TopicSpec = ['मुहावरे', 'vocabulary.muhavare'];
const shabd: TopicSpec = ['नए शब्द और उनके अर्थ', 'vocabulary.meanings'];

const rimjhim1 = defineBook('Hindi', 'ncert-rimjhim-1', 'रिमझिम', [
  ['झूला', [kavita, tukant]],
  ['आम की कहानी', [kahani, shabd]],
  ['आम की टोकरी', [kavita, ['गिनती', 'vocabulary.ginti']]],
  ['पत्ते ही पत्ते', [kahani, ['रंगों के नाम', 'vocabulary.colours']]],
  ['पकौड़ी', [kavita, tukant]],
  ['छुक-छुक गाड़ी', [kavita, ['ध्वनि वाले शब्द', 'vocabulary.sound-words']]],
  ['रसोईघर', [kavita, ['रसोई की चीज़ें', 'vocabulary.kitchen']]],
  ['चूहो! म्याऊँ सो रही है', [kavita, ['जानवरों की बोलियाँ', 'vocabulary.animal-sounds']]],
  ['बंदर और गिलहरी', [kahani, matra]],
  ['पगड़ी', [kavita, tukant]],
  ['पतंग', [kavita, matra]],
  ['गेंद-बल्ला', [kahani, ['खेलों के नाम', 'vocabulary.games']]],
  ['बंदर गया खेत में भाग', [kavita, tukant]],
  ['एक बुढ़िया', [kavita, vachan]],
  ['मैं भी…', [kavita, kriya]],
  ['लालू और पीलू', [kahani, ['रंगों के नाम', 'vocabulary.colours']]],
  ['चकई के चकदुम', [kavita, tukant]],
  ['छोटी का कमाल', [kahani, vilom]],
  ['चार चने', [kavita, ['गिनती', 'vocabulary.ginti']]],
  ['भगदड़', [kahani, ['जानवरों के नाम', 'vocabulary.animals']]],
  ['हलीम चला चाँद पर', [kahani, shabd]],
  ['हाथी चल्लम चल्लम', [kavita, tukant]],
  ['सात पूँछ का चूहा', [kahani, ['गिनती', 'vocabulary.ginti']]],
]);

const rimjhim2 = defineBook('Hindi', 'ncert-rimjhim-2', 'रिमझिम', [
  ['ऊँट चला', [kavita, tukant]],
  ['भालू ने खेली फुटबॉल', [kahani, ['खेलों के नाम', 'vocabulary.games']]],
  ['म्याऊँ, म्याऊँ!!', [kahani, ['जानवरों की बोलियाँ', 'vocabulary.animal-sounds']]],
  ['अधिक बलवान कौन?', [kahani, visheshan]],
  ['दोस्त की मदद', [kahani, vilom]],
  ['बहुत हुआ', [kavita, ['मौसम के शब्द', 'vocabulary.weather']]],
  ['मेरी किताब', [kahani, sangya]],
  ['तितली और कली', [kavita, tukant]],
  ['बुलबुल', [kahani, ['पक्षियों के नाम', 'vocabulary.birds']]],
  ['मीठी सारंगी', [kahani, ['वाद्य यंत्र', 'vocabulary.instruments']]],
  ['टेसू राजा बीच बाज़ार', [kavita, tukant]],
  ['बस के नीचे बाघ', [kahani, vachan]],
  ['सूरज जल्दी आना जी', [kavita, ['मौसम के शब्द', 'vocabulary.weather']]],
  ['नटखट चूहा', [kahani, kriya]],
  ['एक्की-दोक्की', [kahani, vilom]],
]);

const rimjhim3 = defineBook('Hindi', 'ncert-rimjhim-3', 'रिमझिम', [
  ['कक्कू', [kavita, tukant]],
  ['शेखीबाज़ मक्खी', [kahani, vilom]],
  ['चाँद वाली अम्मा', [kahani, shabd]],
  ['मन करता है', [kavita, kriya]],
  ['बहादुर बित्तो', [kahani, visheshan]],
  ['हमसे सब कहते', [kavita, tukant]],
  ['टिपटिपवा', [kahani, ['ध्वनि वाले शब्द', 'vocabulary.sound-words']]],
  ['बंदर बाँट', [kahani, muhavare]],
  ['कब आऊँ', [kavita, vachan]],
  ['क्योंजीमल और कैसे-कैसलिया', [kavita, ['प्रश्नवाचक शब्द', 'grammar.question-words']]],
  ['मीरा बहन और बाघ', [kahani, ling]],
  ['जब मुझको साँप ने काटा', [kahani, shabd]],
  ['मिर्च का मज़ा', [kavita, ['स्वाद के शब्द', 'vocabulary.taste']]],
  ['सबसे अच्छा पेड़', [kahani, sangya]],
]);

const rimjhim4 = defineBook('Hindi', 'ncert-rimjhim-4', 'रिमझिम', [
  ['मन के भोले-भाले बादल', [kavita, paryay]],
  ['जैसा सवाल वैसा जवाब', [kahani, muhavare]],
  ['किरमिच की गेंद', [kahani, sangya]],
  ['पापा जब बच्चे थे', [kahani, ['भविष्य के सपने और पेशे', 'vocabulary.professions']]],
  ['दोस्त की पोशाक', [kahani, vilom]],
  ['नाव बनाओ नाव बनाओ', [kavita, tukant]],
  ['दान का हिसाब', [kahani, visheshan]],
  ['कौन?', [kavita, ['जानवरों के नाम', 'vocabulary.animals']]],
  ['स्वतंत्रता की ओर', [kahani, shabd]],
  ['थप्प रोटी थप्प दाल', [kahani, ['खाने की चीज़ें', 'vocabulary.food']]],
  ['पढ़क्कू की सूझ', [kavita, muhavare]],
  ['सुनीता की पहिया कुर्सी', [kahani, vilom]],
  ['हुदहुद', [kahani, ['पक्षियों के नाम', 'vocabulary.birds']]],
  ['मुफ़्त ही मुफ़्त', [kahani, vachan]],
]);

const rimjhim5 = defineBook('Hindi', 'ncert-rimjhim-5', 'रिमझिम', [
  ['राख की रस्सी', [kahani, shabd]],
  [
    'फसलों के त्योहार',
    [
      ['पाठ की समझ', 'reading.informational'],
      ['त्योहारों के नाम', 'vocabulary.festivals'],
    ],
  ],
  ['खिलौनेवाला', [kavita, tukant]],
  ['नन्हा फ़नकार', [kahani, visheshan]],
  ['जहाँ चाह वहाँ राह', [kahani, muhavare]],
  [
    'चिट्ठी का सफ़र',
    [
      ['पाठ की समझ', 'reading.informational'],
      ['पत्र लेखन', 'writing.letter'],
    ],
  ],
  ['डाकिए की कहानी, कँवरसिंह की ज़बानी', [kahani, ling]],
  ['वे दिन भी क्या दिन थे', [kahani, shabd]],
  ['एक माँ की बेबसी', [kavita, vilom]],
  ['एक दिन की बादशाहत', [kahani, vachan]],
  ['चावल की रोटियाँ', [kahani, kriya]],
  ['गुरु और चेला', [kavita, muhavare]],
  ['स्वामी की दादी', [kahani, sangya]],
  ['बाघ आया उस रात', [kavita, ['जानवरों के नाम', 'vocabulary.animals']]],
  ['बिशन की दिलेरी', [kahani, paryay]],
  [
    'पानी रे पानी',
    [
      ['पाठ की समझ', 'reading.informational'],
      ['पानी से जुड़े शब्द', 'vocabulary.water'],
    ],
  ],
  ['छोटी-सी हमारी नदी', [kavita, visheshan]],
  ['चुनौती हिमालय की', [kahani, paryay]],
]);

export const CBSE_PRIMARY_HINDI: SubjectCurriculum[] = [
  defineSubject(1, 'Hindi', [rimjhim1]),
  defineSubject(2, 'Hindi', [rimjhim2]),
  defineSubject(3, 'Hindi', [rimjhim3]),
  defineSubject(4, 'Hindi', [rimjhim4]),
  defineSubject(5, 'Hindi', [rimjhim5]),
];
