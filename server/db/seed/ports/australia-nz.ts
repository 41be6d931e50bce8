import type { PortGroup } from './port-row.js';

/** Australia, New Zealand, Papua New Guinea and the Pacific islands. */
export const AUSTRALIA_NZ: readonly PortGroup[] = [
  {
    region: 'Australia / NZ',
    subRegion: 'EC Australia',
    rows: [
      ['Newcastle (AU)', 'AUNTL', -32.92, 151.78, 3, 'NEWCASTLE|NEWCASTLE NSW|NEWCASTLE AUS|NEWCASTLE AUSTRALIA'],
      ['Port Kembla', 'AUPKL', -34.47, 150.9, 2, 'PT KEMBLA'],
      ['Sydney', 'AUSYD', -33.97, 151.22, 1, 'Port Botany'],
      ['Brisbane', 'AUBNE', -27.38, 153.17, 2],
      ['Gladstone', 'AUGLT', -23.83, 151.25, 3, 'Port Curtis|RG Tanna'],
      ['Hay Point', 'AUHPT', -21.28, 149.3, 3, 'Dalrymple Bay|DBCT'],
      ['Mackay', 'AUMKY', -21.1, 149.23, 1],
      ['Abbot Point', 'AUABP', -19.88, 148.08, 2],
      ['Townsville', 'AUTSV', -19.25, 146.83, 1],
    ],
  },
  {
    region: 'Australia / NZ',
    subRegion: 'North Australia',
    rows: [
      ['Weipa', 'AUWEI', -12.67, 141.87, 3],
      ['Amrun', 'AU', -12.25, 141.73, 2, 'Chith'],
      ['Gove', 'AUGOV', -12.2, 136.68, 2, 'Nhulunbuy|Melville Bay'],
      ['Darwin', 'AUDRW', -12.47, 130.85, 1],
    ],
  },
  {
    region: 'Australia / NZ',
    subRegion: 'WC Australia',
    rows: [
      ['Port Hedland', 'AUPHE', -20.3167, 118.5833, 3, 'PT HEDLAND|Hedland'],
      ['Dampier', 'AUDAM', -20.65, 116.72, 3, 'Parker Point|East Intercourse Island'],
      ['Cape Lambert', 'AUCPL', -20.58, 117.18, 3, 'Port Walcott'],
      ['Geraldton', 'AUGET', -28.78, 114.6, 2],
      ['Fremantle', 'AUFRE', -32.05, 115.73, 1],
      ['Kwinana', 'AUKWI', -32.2, 115.77, 2],
      ['Bunbury', 'AUBUY', -33.32, 115.65, 2],
      ['Albany', 'AUALH', -35.03, 117.88, 1],
      ['Esperance', 'AUEPR', -33.87, 121.9, 2],
    ],
  },
  {
    region: 'Australia / NZ',
    subRegion: 'South Australia',
    rows: [
      ['Port Adelaide', 'AUADL', -34.78, 138.48, 2, 'ADELAIDE|Outer Harbor'],
      ['Port Pirie', 'AUPPI', -33.18, 138.02, 1],
      ['Whyalla', 'AUWYA', -33.03, 137.58, 2],
      ['Port Lincoln', 'AUPLO', -34.73, 135.87, 1],
      ['Wallaroo', 'AUWAL', -33.93, 137.62, 1],
      ['Melbourne', 'AUMEL', -37.83, 144.92, 1],
      ['Geelong', 'AUGEX', -38.12, 144.37, 2],
      ['Portland (AU)', 'AUPTJ', -38.35, 141.62, 2, 'PORTLAND VIC|PORTLAND AUS|PORTLAND VICTORIA'],
      ['Bell Bay', 'AUBEL', -41.13, 146.87, 1],
      ['Burnie', 'AUBWT', -41.05, 145.92, 1],
    ],
  },
  {
    region: 'Australia / NZ',
    subRegion: 'New Zealand',
    rows: [
      ['Tauranga', 'NZTRG', -37.65, 176.18, 2],
      ['Auckland', 'NZAKL', -36.84, 174.77, 1],
      ['Whangarei', 'NZWRE', -35.83, 174.5, 1, 'Marsden Point'],
      ['New Plymouth', 'NZNPL', -39.05, 174.03, 1],
      ['Napier', 'NZNPE', -39.48, 176.92, 1],
      ['Nelson', 'NZNSN', -41.26, 173.27, 1],
      ['Lyttelton', 'NZLYT', -43.61, 172.72, 1],
      ['Timaru', 'NZTIU', -44.39, 171.26, 1],
      ['Bluff', 'NZBLU', -46.6, 168.35, 1],
    ],
  },
  {
    region: 'Australia / NZ',
    subRegion: 'PNG / Pacific Islands',
    rows: [
      ['Lae', 'PGLAE', -6.73, 147.0, 1],
      ['Port Moresby', 'PGPOM', -9.47, 147.15, 1],
      ['Nouméa', 'NCNOU', -22.27, 166.43, 1],
      ['Suva', 'FJSUV', -18.13, 178.43, 1],
      ['Lautoka', 'FJLTK', -17.6, 177.43, 1],
    ],
  },
];
