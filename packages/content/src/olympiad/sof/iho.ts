import { ACHIEVERS_SECTION, defineOlympiad, type TopicInput } from '../build';

const WGK = 'Word and Grammar Knowledge';
const CE = 'Creative Expression';

const band = (from: number, to: number, wgk: readonly TopicInput[], ce: readonly TopicInput[]) => ({
  from,
  to,
  sections: { [WGK]: wgk, [CE]: ce },
  achievers_from: [WGK, CE],
});

// Hindi topic names with Latin slugs for their concept tags.
const VARNA = ['वर्ण विचार', 'varna-vichar'] as const;
const SANGYA = ['संज्ञा', 'sangya'] as const;
const SARVANAM = ['सर्वनाम', 'sarvanam'] as const;
const VISHESHAN = ['विशेषण', 'visheshan'] as const;
const KRIYA = ['क्रिया', 'kriya'] as const;
const LING = ['लिंग', 'ling'] as const;
const VACHAN = ['वचन', 'vachan'] as const;
const PARYAYVACHI = ['पर्यायवाची शब्द', 'paryayvachi-shabd'] as const;
const VILOM = ['विलोम शब्द', 'vilom-shabd'] as const;
const EK_SHABD = ['अनेक शब्दों के लिए एक शब्द', 'anek-shabdon-ke-liye-ek-shabd'] as const;
const VARTANI = ['वर्तनी', 'vartani'] as const;
const MUHAVARE = ['मुहावरे और लोकोक्तियाँ', 'muhavare-lokoktiyan'] as const;
const APATHIT_GADYANSH = ['अपठित गद्यांश', 'apathit-gadyansh'] as const;
const APATHIT_PADYANSH = ['अपठित पद्यांश', 'apathit-padyansh'] as const;
const VAKYA_RACHNA = ['वाक्य रचना', 'vakya-rachna'] as const;
const SAMVAD = ['संवाद एवं स्थिति-आधारित प्रश्न', 'samvad-sthiti'] as const;

/**
 * SOF International Hindi Olympiad (classes 3–10, Hindi medium). Classes 3–4: शब्द और व्याकरण बोध 20, रचनात्मक
 * बोध 10, मेधावी खंड 5 × 2 = 40 marks; classes 5–10: 30 + 15 + 5 × 3 = 60 marks (the 5–10 split is ours).
 */
export const IHO = defineOlympiad({
  code: 'IHO',
  name: 'International Hindi Olympiad',
  subject: 'Hindi',
  grades: [3, 10],
  blueprints: [
    {
      from: 3,
      to: 4,
      sections: [
        [WGK, 20, 1],
        [CE, 10, 1],
        [ACHIEVERS_SECTION, 5, 2],
      ],
    },
    {
      from: 5,
      to: 10,
      sections: [
        [WGK, 30, 1],
        [CE, 15, 1],
        [ACHIEVERS_SECTION, 5, 3],
      ],
    },
  ],
  syllabus: [
    band(
      3,
      4,
      [VARNA, SANGYA, SARVANAM, VISHESHAN, KRIYA, LING, VACHAN, PARYAYVACHI, VILOM, EK_SHABD, VARTANI, MUHAVARE],
      [APATHIT_GADYANSH, APATHIT_PADYANSH, VAKYA_RACHNA, SAMVAD, ['चित्र वर्णन', 'chitra-varnan']],
    ),
    band(
      5,
      8,
      [
        VARNA,
        SANGYA,
        SARVANAM,
        VISHESHAN,
        KRIYA,
        LING,
        VACHAN,
        ['कारक', 'karak'],
        ['काल', 'kaal'],
        ['संधि', 'sandhi'],
        ['समास', 'samas'],
        ['उपसर्ग और प्रत्यय', 'upsarg-pratyay'],
        ['तत्सम और तद्भव', 'tatsam-tadbhav'],
        ['अव्यय', 'avyay'],
        PARYAYVACHI,
        VILOM,
        EK_SHABD,
        VARTANI,
        MUHAVARE,
      ],
      [APATHIT_GADYANSH, APATHIT_PADYANSH, VAKYA_RACHNA, SAMVAD, ['पत्र लेखन', 'patra-lekhan']],
    ),
    band(
      9,
      10,
      [
        ['संधि', 'sandhi'],
        ['समास', 'samas'],
        ['उपसर्ग और प्रत्यय', 'upsarg-pratyay'],
        ['वाक्य के भेद', 'vakya-ke-bhed'],
        ['वाच्य', 'vachya'],
        ['पद परिचय', 'pad-parichay'],
        ['पदबंध', 'padbandh'],
        ['अलंकार', 'alankar'],
        ['रस', 'ras'],
        PARYAYVACHI,
        VILOM,
        EK_SHABD,
        MUHAVARE,
      ],
      [APATHIT_GADYANSH, APATHIT_PADYANSH, VAKYA_RACHNA, SAMVAD, ['पत्र लेखन', 'patra-lekhan']],
    ),
  ],
});
