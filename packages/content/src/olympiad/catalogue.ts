import { SOF_PROVIDER } from './build';
import { ICSO } from './sof/icso';
import { IEO } from './sof/ieo';
import { IGKO } from './sof/igko';
import { IHO } from './sof/iho';
import { IMO } from './sof/imo';
import { ISSO } from './sof/isso';
import { NSO } from './sof/nso';
import type { OlympiadProvider } from './types';

export { ACHIEVERS_SECTION, MOCK_DURATION_MINUTES, SOF_PROVIDER } from './build';

/**
 * The olympiad catalogue: SOF's seven olympiads with their grades, mock blueprints and syllabus per grade band,
 * following the patterns SOF publishes (35 questions / 40 marks for the junior classes, 50 / 60 above, 60 minutes,
 * an Achievers Section of higher-order questions at 2 or 3 marks each).
 */
export const OLYMPIAD_PROVIDERS: OlympiadProvider[] = [
  {
    code: SOF_PROVIDER,
    name: 'Science Olympiad Foundation',
    olympiads: [NSO, IMO, IEO, IGKO, ICSO, IHO, ISSO],
  },
];

export const OLYMPIADS = OLYMPIAD_PROVIDERS.flatMap((p) => p.olympiads);
