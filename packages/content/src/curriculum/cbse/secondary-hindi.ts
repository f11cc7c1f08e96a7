import type { SubjectCurriculum } from '../types';
import { hindiGadya, hindiKavya, ncertBook } from './secondary-helpers';

// NCERT Hindi, rationalised editions: Course A (क्षितिज, कृतिका) and Course B (स्पर्श, संचयन).
// क्षितिज is the default book. Chapters follow each book's contents; concept slugs are transliterated.

export const CBSE_HINDI_9: SubjectCurriculum = {
  board: 'CBSE',
  grade: 9,
  subject: 'Hindi',
  books: [
    ncertBook('ncert-kshitij-9', 'क्षितिज भाग 1', [
      hindiGadya('दो बैलों की कथा', 'do-bailon-ki-katha'),
      hindiGadya('ल्हासा की ओर', 'lhasa-ki-or'),
      hindiGadya('उपभोक्तावाद की संस्कृति', 'upbhoktavad-ki-sanskriti'),
      hindiGadya('साँवले सपनों की याद', 'sanwale-sapnon-ki-yaad'),
      hindiGadya('प्रेमचंद के फटे जूते', 'premchand-ke-phate-joote'),
      hindiGadya('मेरे बचपन के दिन', 'mere-bachpan-ke-din'),
      hindiKavya('साखियाँ एवं सबद', 'sakhiyan-evam-sabad'),
      hindiKavya('वाख', 'vakh'),
      hindiKavya('सवैये', 'savaiye'),
      hindiKavya('कैदी और कोकिला', 'kaidi-aur-kokila'),
      hindiKavya('ग्राम श्री', 'gram-shri'),
      hindiKavya('मेघ आए', 'megh-aaye'),
      hindiKavya('बच्चे काम पर जा रहे हैं', 'bachche-kaam-par'),
    ]),
    ncertBook('ncert-kritika-9', 'कृतिका भाग 1', [
      hindiGadya('इस जल प्रलय में', 'is-jal-pralay-mein'),
      hindiGadya('मेरे संग की औरतें', 'mere-sang-ki-auratein'),
      hindiGadya('रीढ़ की हड्डी', 'reedh-ki-haddi'),
    ]),
    ncertBook('ncert-sparsh-9', 'स्पर्श भाग 1', [
      hindiGadya('दुःख का अधिकार', 'dukh-ka-adhikar'),
      hindiGadya('एवरेस्ट : मेरी शिखर यात्रा', 'everest-meri-shikhar-yatra'),
      hindiGadya('तुम कब जाओगे, अतिथि', 'tum-kab-jaoge-atithi'),
      hindiGadya('वैज्ञानिक चेतना के वाहक चंद्रशेखर वेंकट रामन', 'cv-raman'),
      hindiGadya('शुक्रतारे के समान', 'shukratare-ke-saman'),
      hindiKavya('पद', 'raidas-pad'),
      hindiKavya('दोहे', 'rahim-dohe'),
      hindiKavya('एक फूल की चाह', 'ek-phool-ki-chah'),
      hindiKavya('गीत-अगीत', 'geet-ageet'),
      hindiKavya('अग्नि पथ', 'agni-path'),
      hindiKavya('नए इलाके में / खुशबू रचते हैं हाथ', 'naye-ilake-mein'),
    ]),
    ncertBook('ncert-sanchayan-9', 'संचयन भाग 1', [
      hindiGadya('गिल्लू', 'gillu'),
      hindiGadya('स्मृति', 'smriti'),
      hindiGadya('कल्लू कुम्हार की उनाकोटी', 'kallu-kumhar-ki-unakoti'),
      hindiGadya('मेरा छोटा-सा निजी पुस्तकालय', 'mera-chhota-sa-pustakalay'),
    ]),
  ],
};

export const CBSE_HINDI_10: SubjectCurriculum = {
  board: 'CBSE',
  grade: 10,
  subject: 'Hindi',
  books: [
    ncertBook('ncert-kshitij-10', 'क्षितिज भाग 2', [
      hindiKavya('सूरदास के पद', 'surdas-ke-pad'),
      hindiKavya('राम-लक्ष्मण-परशुराम संवाद', 'ram-lakshman-parshuram-samvad'),
      hindiKavya('आत्मकथ्य', 'atmakathya'),
      hindiKavya('उत्साह और अट नहीं रही है', 'utsah-at-nahin-rahi'),
      hindiKavya('यह दंतुरित मुसकान और फसल', 'danturit-muskan-fasal'),
      hindiKavya('संगतकार', 'sangatkar'),
      hindiGadya('नेताजी का चश्मा', 'netaji-ka-chashma'),
      hindiGadya('बालगोबिन भगत', 'balgobin-bhagat'),
      hindiGadya('लखनवी अंदाज़', 'lakhnavi-andaz'),
      hindiGadya('एक कहानी यह भी', 'ek-kahani-yah-bhi'),
      hindiGadya('नौबतखाने में इबादत', 'naubatkhane-mein-ibadat'),
      hindiGadya('संस्कृति', 'sanskriti'),
    ]),
    ncertBook('ncert-kritika-10', 'कृतिका भाग 2', [
      hindiGadya('माता का अँचल', 'mata-ka-anchal'),
      hindiGadya('साना-साना हाथ जोड़ि', 'sana-sana-hath-jodi'),
      hindiGadya('मैं क्यों लिखता हूँ?', 'main-kyon-likhta-hoon'),
    ]),
    ncertBook('ncert-sparsh-10', 'स्पर्श भाग 2', [
      hindiKavya('साखी', 'kabir-sakhi'),
      hindiKavya('पद', 'meera-pad'),
      hindiKavya('मनुष्यता', 'manushyata'),
      hindiKavya('पर्वत प्रदेश में पावस', 'parvat-pradesh-mein-pavas'),
      hindiKavya('तोप', 'top'),
      hindiKavya('कर चले हम फ़िदा', 'kar-chale-hum-fida'),
      hindiKavya('आत्मत्राण', 'atmatran'),
      hindiGadya('बड़े भाई साहब', 'bade-bhai-sahab'),
      hindiGadya('डायरी का एक पन्ना', 'diary-ka-ek-panna'),
      hindiGadya('तताँरा-वामीरो कथा', 'tatanra-vamiro-katha'),
      hindiGadya('तीसरी कसम के शिल्पकार शैलेंद्र', 'teesri-kasam-shailendra'),
      hindiGadya('अब कहाँ दूसरे के दुख से दुखी होने वाले', 'ab-kahan-doosre-ke-dukh'),
      hindiGadya('पतझर में टूटी पत्तियाँ', 'patjhar-mein-tooti-pattiyan'),
      hindiGadya('कारतूस', 'kartoos'),
    ]),
    ncertBook('ncert-sanchayan-10', 'संचयन भाग 2', [
      hindiGadya('हरिहर काका', 'harihar-kaka'),
      hindiGadya('सपनों के-से दिन', 'sapnon-ke-se-din'),
      hindiGadya('टोपी शुक्ला', 'topi-shukla'),
    ]),
  ],
};
