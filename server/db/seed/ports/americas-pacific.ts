import type { PortGroup } from './port-row.js';

/** West coast of South America: Ecuador, Peru and Chile. */
export const WCSA: readonly PortGroup[] = [
  {
    region: 'WCSA',
    subRegion: 'WCSA',
    rows: [
      ['Guayaquil', 'ECGYE', -2.28, -79.92, 1],
      ['Paita', 'PEPAI', -5.08, -81.12, 1],
      ['Salaverry', 'PESVY', -8.23, -78.98, 1],
      ['Chimbote', 'PECHM', -9.08, -78.6, 1],
      ['Callao', 'PECLL', -12.05, -77.15, 2],
      ['San Nicolás (PE)', 'PESNX', -15.25, -75.23, 1, 'Marcona'],
      ['Matarani', 'PEMRI', -17.0, -72.1, 1],
      ['Ilo', 'PEILQ', -17.63, -71.35, 1],
      ['Iquique', 'CLIQQ', -20.2, -70.15, 1],
      ['Tocopilla', 'CLTOQ', -22.1, -70.22, 1],
      ['Mejillones', 'CLMJS', -23.1, -70.45, 1],
      ['Antofagasta', 'CLANF', -23.65, -70.4, 1],
      ['Caldera', 'CLCLD', -27.07, -70.83, 1],
      ['Huasco', 'CLHUS', -28.47, -71.22, 1, 'Guacolda'],
      ['Coquimbo', 'CLCQQ', -29.95, -71.33, 1, 'Guayacan'],
      ['Quintero', 'CLQTV', -32.77, -71.5, 1, 'Ventanas'],
      ['Valparaíso', 'CLVAP', -33.03, -71.63, 1],
      ['San Antonio (CL)', 'CLSAI', -33.58, -71.62, 1, 'SAN ANTONIO'],
      ['Talcahuano', 'CLTAL', -36.7, -73.1, 1, 'San Vicente'],
      ['Coronel', 'CLCNL', -37.03, -73.15, 1],
    ],
  },
];

/** North Pacific: British Columbia, the US Pacific North-west and West Coast, Pacific Mexico and Central America. */
export const NOPAC_USWC: readonly PortGroup[] = [
  {
    region: 'NOPAC / USWC',
    subRegion: 'PNW / BC',
    rows: [
      ['Vancouver', 'CAVAN', 49.3, -123.1, 3, 'VANC|Vancouver BC'],
      ['Roberts Bank', 'CA', 49.02, -123.15, 2, 'Westshore|Delta'],
      ['Prince Rupert', 'CAPRR', 54.23, -130.33, 2, 'Ridley Island'],
      ['Kitimat', 'CAKTM', 54.0, -128.7, 1],
      ['Seattle', 'USSEA', 47.6, -122.35, 1],
      ['Tacoma', 'USTIW', 47.27, -122.42, 2],
      ['Longview', 'USLOG', 46.1, -122.95, 2],
      ['Kalama', 'USKAM', 46.02, -122.85, 2],
      ['Vancouver (WA)', 'USVAN', 45.63, -122.68, 1],
      ['Portland (OR)', 'USPDX', 45.6, -122.77, 2, 'PORTLAND|PORTLAND OR|PORTLAND OREGON'],
    ],
  },
  {
    region: 'NOPAC / USWC',
    subRegion: 'US West Coast',
    rows: [
      ['Stockton', 'USSCK', 37.95, -121.32, 1],
      ['Richmond (CA)', 'USRCH', 37.92, -122.37, 1],
      ['Los Angeles', 'USLAX', 33.73, -118.27, 1],
      ['Long Beach', 'USLGB', 33.75, -118.22, 1, 'LGB'],
      ['San Diego', 'USSAN', 32.7, -117.17, 1],
    ],
  },
  {
    region: 'NOPAC / USWC',
    subRegion: 'WC Mexico / Central America',
    rows: [
      ['Ensenada', 'MXESE', 31.85, -116.62, 1],
      ['Guaymas', 'MXGYM', 27.92, -110.87, 1],
      ['Topolobampo', 'MXTPB', 25.6, -109.05, 1],
      ['Mazatlán', 'MXMZT', 23.2, -106.42, 1],
      ['Manzanillo (MX)', 'MXZLO', 19.05, -104.32, 1, 'MANZANILLO'],
      ['Lázaro Cárdenas', 'MXLZC', 17.93, -102.18, 2, 'LAZARO'],
      ['Salina Cruz', 'MXSCX', 16.17, -95.2, 1],
      ['Puerto Quetzal', 'GTPRQ', 13.92, -90.78, 1],
      ['Acajutla', 'SVAQJ', 13.57, -89.83, 1],
      ['Corinto', 'NICIO', 12.48, -87.18, 1],
      ['Puerto Caldera', 'CRCAL', 9.92, -84.72, 1],
      ['Balboa', 'PABLB', 8.95, -79.57, 1],
    ],
  },
];
