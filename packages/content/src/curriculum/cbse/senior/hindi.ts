import { book, entry } from '../../build';
import type { SubjectCurriculum } from '../../types';

// NCERT Hindi Core: Aroh and Vitan for Classes XI and XII. Only lessons known to be in the current (rationalised)
// books are listed; lessons whose retention was uncertain are left out rather than guessed. The books number
// prose (गद्य खंड) and poetry (काव्य खंड) separately; here they are numbered on in the book's order.
// Topics are the standard study aspects of a lesson; their skill tags (`hindi.sahitya.*`) are shared across books.

const prose = (name: string, key: string, extra = '') =>
  `${name} | gadya.${key} | ${extra}पाठ का सार @saar @sahitya.saar; पात्र-चित्रण @patra @sahitya.patra-chitran; भाषा-शैली @bhasha @sahitya.bhasha-shaili`;
const poem = (name: string, key: string) =>
  `${name} | kavya.${key} | मूल भाव @bhav @sahitya.bhav; काव्य-सौंदर्य @saundarya @sahitya.kavya-saundarya; सप्रसंग व्याख्या @vyakhya @sahitya.vyakhya`;
const reader = (name: string, key: string) =>
  `${name} | vitan.${key} | पाठ का सार @saar @sahitya.saar; प्रमुख विचार और संदेश @sandesh @sahitya.sandesh`;

const AROH_1 = book('Hindi', 'ncert-aroh-11', 'आरोह भाग 1 – कक्षा 11 के लिए हिंदी (आधार) की पाठ्यपुस्तक', 'NCERT', [
  prose('नमक का दारोगा', 'namak-ka-daroga', 'ईमानदारी और कर्तव्य @imandari; '),
  prose('मियाँ नसीरुद्दीन', 'miyan-nasiruddin'),
  prose('अपू के साथ ढाई साल', 'apu-ke-sath'),
  prose('विदाई-संभाषण', 'vidai-sambhashan'),
  prose('गलता लोहा', 'galta-loha'),
  prose('रजनी', 'rajni'),
  prose('जामुन का पेड़', 'jamun-ka-ped'),
  prose('भारत माता', 'bharat-mata'),
  poem('हम तौ एक एक करि जांनां, संतों देखत जग बौराना (कबीर)', 'kabir'),
  poem('मेरे तो गिरधर गोपाल, पग घुँघरू बांधि मीरां नाची (मीरा)', 'meera'),
  poem('घर की याद (भवानी प्रसाद मिश्र)', 'ghar-ki-yaad'),
  poem('चंपा काले काले अच्छर नहीं चीन्हती (त्रिलोचन)', 'champa'),
  poem('गज़ल (दुष्यंत कुमार)', 'dushyant-ghazal'),
  poem('आओ, मिलकर बचाएँ (निर्मला पुतुल)', 'aao-milkar-bachayen'),
]);

const VITAN_1 = book('Hindi', 'ncert-vitan-11', 'वितान भाग 1 – कक्षा 11 के लिए हिंदी (आधार) की पूरक पाठ्यपुस्तक', 'NCERT', [
  reader('भारतीय गायिकाओं में बेजोड़: लता मंगेशकर', 'lata-mangeshkar'),
  reader('राजस्थान की रजत बूँदें', 'rajat-boonden'),
  reader('आलो-आँधारि', 'alo-andhari'),
]);

const AROH_2 = book('Hindi', 'ncert-aroh-12', 'आरोह भाग 2 – कक्षा 12 के लिए हिंदी (आधार) की पाठ्यपुस्तक', 'NCERT', [
  poem('आत्म-परिचय, एक गीत (हरिवंश राय बच्चन)', 'atmaparichay'),
  poem('पतंग (आलोक धन्वा)', 'patang'),
  poem('कविता के बहाने, बात सीधी थी पर (कुँवर नारायण)', 'kavita-ke-bahane'),
  poem('कैमरे में बंद अपाहिज (रघुवीर सहाय)', 'camere-mein-band'),
  poem('उषा (शमशेर बहादुर सिंह)', 'usha'),
  poem('बादल राग (सूर्यकांत त्रिपाठी निराला)', 'badal-raag'),
  poem('कवितावली, लक्ष्मण-मूर्च्छा और राम का विलाप (तुलसीदास)', 'tulsidas'),
  poem('रुबाइयाँ, गज़ल (फ़िराक गोरखपुरी)', 'firaq'),
  poem('छोटा मेरा खेत, बगुलों के पंख (उमाशंकर जोशी)', 'chhota-mera-khet'),
  prose('भक्तिन', 'bhaktin'),
  prose('बाज़ार दर्शन', 'bazar-darshan'),
  prose('काले मेघा पानी दे', 'kale-megha'),
  prose('पहलवान की ढोलक', 'pahalwan-ki-dholak'),
  prose('शिरीष के फूल', 'shirish-ke-phool'),
  prose('श्रम-विभाजन और जाति-प्रथा, मेरी कल्पना का आदर्श समाज', 'shram-vibhajan', 'सामाजिक न्याय के विचार @samajik-nyay; '),
]);

const VITAN_2 = book('Hindi', 'ncert-vitan-12', 'वितान भाग 2 – कक्षा 12 के लिए हिंदी (आधार) की पूरक पाठ्यपुस्तक', 'NCERT', [
  reader('सिल्वर वैडिंग', 'silver-wedding'),
  reader('जूझ', 'joojh'),
  reader('अतीत में दबे पाँव', 'ateet-mein-dabe-paanv'),
]);

export const CBSE_SENIOR_HINDI: SubjectCurriculum[] = [
  entry('CBSE', 11, 'Hindi', [AROH_1, VITAN_1]),
  entry('CBSE', 12, 'Hindi', [AROH_2, VITAN_2]),
];
