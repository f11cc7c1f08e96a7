import type { BankQuestion } from '@app/shared';
import { G1_ENGLISH } from './g1-english';
import { G1_HINDI } from './g1-hindi';
import { G1_MATHS } from './g1-maths';
import { G2_ENGLISH } from './g2-english';
import { G2_HINDI } from './g2-hindi';
import { G2_MATHS } from './g2-maths';
import { G3_ENGLISH } from './g3-english';
import { G3_EVS } from './g3-evs';
import { G3_HINDI } from './g3-hindi';
import { G3_MATHS } from './g3-maths';
import { G4_ENGLISH } from './g4-english';
import { G4_EVS } from './g4-evs';
import { G4_HINDI } from './g4-hindi';
import { G4_MATHS } from './g4-maths';
import { G5_ENGLISH } from './g5-english';
import { G5_EVS } from './g5-evs';
import { G5_HINDI } from './g5-hindi';
import { G5_MATHS } from './g5-maths';

/** Seed questions for CBSE grades 1–5. */
export const BANK_PRIMARY: BankQuestion[] = [
  ...[G1_MATHS, G1_ENGLISH, G1_HINDI],
  ...[G2_MATHS, G2_ENGLISH, G2_HINDI],
  ...[G3_MATHS, G3_EVS, G3_ENGLISH, G3_HINDI],
  ...[G4_MATHS, G4_EVS, G4_ENGLISH, G4_HINDI],
  ...[G5_MATHS, G5_EVS, G5_ENGLISH, G5_HINDI],
].flat();
