import { buildPlaceResolver } from './place-resolver.js';
import type { ParseContext } from './types.js';

/** A small resolver for the unit tests: a few ports and areas, written here (not the shared data). */
export function testResolver(): ParseContext {
  return buildPlaceResolver({
    ports: [
      { name: 'Qingdao', region: 'Far East', aliases: ['QDAO'] },
      { name: 'Singapore', region: 'SE Asia', aliases: ['SPORE', "S'PORE", 'SIN'] },
      { name: 'Richards Bay', region: 'South Africa', aliases: ['RBCT', 'RBAY'] },
      { name: 'Newcastle (AU)', region: 'Australia / NZ', aliases: ['NEWCASTLE'] },
      { name: 'Newcastle (UK)', region: 'Continent / Baltic', aliases: ['NEWCASTLE'] },
      { name: 'Rotterdam', region: 'Continent / Baltic', aliases: ['RDAM', "R'DAM"] },
      { name: 'Santos', region: 'ECSA' },
      { name: 'Houston', region: 'US Gulf / Caribs' },
      { name: 'Kawasaki', region: 'Far East' },
      { name: 'Constantza', region: 'Med / Black Sea', aliases: ['CONSTANTA'] },
    ],
    gazetteer: {
      entries: {
        CJK: { region: 'Far East', kind: 'area', aliases: ['CJK'] },
        'US Gulf': { region: 'US Gulf / Caribs', kind: 'area', aliases: ['USG', 'US GULF'] },
        ECSA: { region: 'ECSA', kind: 'area', aliases: ['ECSA'] },
        Australia: { region: 'Australia / NZ', kind: 'area', aliases: ['AUSSIE', 'AUSTRALIA'] },
        'Far East': { region: 'Far East', kind: 'area', aliases: ['FAR EAST'] },
        Continent: { region: 'Continent / Baltic', kind: 'area', aliases: ['CONT', 'CONTINENT'] },
      },
    },
  });
}
