import type { VpSource } from '../generated/documents';

/** Each kind of VP source in a designer's words, for VP by source in playtest reports, the studio's edits and the engine's refusals. */
export const SOURCE_NAMES: Readonly<Record<VpSource['kind'], string>> = {
  control: 'places controlled',
  occupy: 'places occupied',
  exitFactors: 'factors exited',
  exitStrength: 'strength exited',
  areaVp: 'VP areas held',
  zoneMultiplier: 'strength in enemy zones',
  townState: 'towns held or contested',
  holes: 'holes in the line',
};
