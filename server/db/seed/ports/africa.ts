import type { PortGroup } from './port-row.js';

/** Southern Africa (South Africa, Mozambique, Namibia). */
export const SOUTH_AFRICA: readonly PortGroup[] = [
  {
    region: 'South Africa',
    subRegion: 'South Africa',
    rows: [
      ['Richards Bay', 'ZARCB', -28.8, 32.07, 3, 'RBAY|RBCT|R.BAY'],
      ['Durban', 'ZADUR', -29.87, 31.03, 2, 'DBN'],
      ['Saldanha Bay', 'ZASDB', -33.03, 17.95, 3, 'SALDANHA'],
      ['Cape Town', 'ZACPT', -33.9, 18.43, 1],
      ['Port Elizabeth', 'ZAPLZ', -33.96, 25.63, 1, 'GQEBERHA'],
      ['Ngqura', 'ZANGQ', -33.8, 25.68, 2, 'Coega'],
      ['East London', 'ZAELS', -33.02, 27.9, 1],
    ],
  },
  {
    region: 'South Africa',
    subRegion: 'Mozambique',
    rows: [
      ['Maputo', 'MZMPM', -25.97, 32.55, 2, 'Matola'],
      ['Beira', 'MZBEW', -19.83, 34.83, 1],
      ['Nacala', 'MZMNC', -14.54, 40.67, 2],
    ],
  },
  {
    region: 'South Africa',
    subRegion: 'Namibia',
    rows: [
      ['Walvis Bay', 'NAWVB', -22.95, 14.5, 1],
      ['Lüderitz', 'NALUD', -26.63, 15.15, 1],
    ],
  },
];

/** North-west and West Africa, Morocco's Atlantic coast to Angola. */
export const WEST_AFRICA: readonly PortGroup[] = [
  {
    region: 'West Africa',
    subRegion: 'Morocco Atlantic',
    rows: [
      ['Jorf Lasfar', 'MAJFL', 33.12, -8.63, 3],
      ['Casablanca', 'MACAS', 33.6, -7.62, 1],
      ['Safi', 'MASFI', 32.3, -9.25, 1],
      ['Agadir', 'MAAGA', 30.42, -9.63, 1],
      ['Laayoune', 'EHEUN', 27.08, -13.43, 1, 'El Aaiun|Laâyoune'],
    ],
  },
  {
    region: 'West Africa',
    subRegion: 'West Africa',
    rows: [
      ['Nouadhibou', 'MRNDB', 20.88, -17.04, 2, 'Point Central|Cansado'],
      ['Nouakchott', 'MRNKC', 18.03, -16.03, 1],
      ['Dakar', 'SNDKR', 14.68, -17.42, 1],
      ['Banjul', 'GMBJL', 13.45, -16.58, 1],
      ['Kamsar', 'GNKMR', 10.65, -14.62, 3, 'Port Kamsar'],
      ['Conakry', 'GNCKY', 9.52, -13.72, 1],
      ['Freetown', 'SLFNA', 8.5, -13.23, 1],
      ['Pepel', 'SLPEP', 8.58, -13.05, 1],
      ['Monrovia', 'LRMLW', 6.35, -10.8, 1],
      ['Buchanan', 'LRUCN', 5.87, -10.05, 2],
      ['San Pedro (CI)', 'CISPY', 4.73, -6.62, 1, 'San-Pédro'],
      ['Abidjan', 'CIABJ', 5.28, -4.0, 1],
      ['Takoradi', 'GHTKD', 4.88, -1.75, 2],
      ['Tema', 'GHTEM', 5.63, 0.02, 1],
      ['Lomé', 'TGLFW', 6.13, 1.28, 1],
      ['Cotonou', 'BJCOO', 6.35, 2.43, 1],
      ['Lagos', 'NGLOS', 6.43, 3.38, 2, 'APAPA|Tin Can Island'],
      ['Onne', 'NGONN', 4.72, 7.15, 1],
      ['Port Harcourt', 'NGPHC', 4.77, 7.0, 1],
      ['Douala', 'CMDLA', 4.05, 9.68, 1],
      ['Owendo', 'GAOWE', 0.28, 9.5, 2, 'Libreville'],
      ['Pointe-Noire', 'CGPNR', -4.78, 11.83, 1],
      ['Matadi', 'CDMAT', -5.82, 13.45, 1],
      ['Luanda', 'AOLAD', -8.8, 13.23, 1],
      ['Lobito', 'AOLOB', -12.33, 13.57, 1],
      ['Namibe', 'AOMSZ', -15.2, 12.15, 1, 'Mocamedes|Moçâmedes'],
    ],
  },
];
