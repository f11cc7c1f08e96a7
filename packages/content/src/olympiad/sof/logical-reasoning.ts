// SOF's Logical Reasoning section topics, shared by NSO, IMO and ICSO (verbal and non-verbal reasoning from class 6).

export const LR_CLASSES_1_2 = [
  'Patterns',
  'Odd One Out',
  'Measuring Units',
  'Geometrical Shapes',
  'Spatial Understanding',
  'Grouping of Figures',
  'Analogy',
  'Ranking Test',
  'Embedded Figures',
] as const;

export const LR_CLASSES_3_4 = [
  'Patterns',
  'Analogy and Classification',
  'Coding-Decoding',
  'Mirror Images',
  'Embedded Figures',
  'Alphabet Test',
  'Ranking Test',
  'Grouping of Figures',
  'Figure Matrix',
  'Geometrical Shapes',
  'Days and Dates',
  'Possible Combinations',
] as const;

export const LR_CLASSES_5 = [
  'Patterns',
  'Analogy and Classification',
  'Coding-Decoding',
  'Mirror and Water Images',
  'Embedded Figures',
  'Direction Sense Test',
  'Ranking Test',
  'Alphabet Test',
  'Logical Sequence of Words',
  'Puzzle Test',
  'Geometrical Shapes',
] as const;

export const LR_CLASSES_6_8 = [
  'Series Completion',
  'Analogy and Classification',
  'Coding-Decoding',
  'Blood Relations',
  'Direction Sense Test',
  'Logical Venn Diagrams',
  'Alphabet Test',
  'Mirror and Water Images',
  'Embedded Figures',
  'Cubes and Dice',
  'Mathematical Operations',
  'Puzzle Test',
  'Paper Folding and Cutting',
] as const;

export const LR_CLASSES_9_12 = [
  'Series Completion',
  'Analogy and Classification',
  'Coding-Decoding',
  'Blood Relations',
  'Direction Sense Test',
  'Logical Venn Diagrams',
  'Mathematical Operations',
  'Syllogism',
  'Seating Arrangement',
  'Clock and Calendar',
  'Cubes and Dice',
  'Paper Folding and Cutting',
  'Mirror and Water Images',
  'Embedded Figures',
  'Figure Matrix',
] as const;
