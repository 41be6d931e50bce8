import type { PortGroup } from './port-row.js';

/** The US Gulf, Mexico's Gulf coast, the Caribbean, Central America's Caribbean side and the north coast of South America. */
export const US_GULF_CARIBS: readonly PortGroup[] = [
  {
    region: 'US Gulf / Caribs',
    subRegion: 'US Gulf',
    rows: [
      ['New Orleans', 'USMSY', 29.93, -90.07, 3, 'NOLA'],
      ['Southwest Pass', 'US', 28.93, -89.43, 2, 'SWP|SW PASS|SW Pass Mississippi'],
      ['Baton Rouge', 'USBTR', 30.43, -91.2, 2],
      ['Houston', 'USHOU', 29.73, -95.27, 2],
      ['Galveston', 'USGLS', 29.31, -94.79, 1],
      ['Corpus Christi', 'USCRP', 27.81, -97.4, 2],
      ['Brownsville', 'USBRO', 25.95, -97.4, 1],
      ['Beaumont', 'USBPT', 30.08, -94.08, 1],
      ['Lake Charles', 'USLCH', 30.22, -93.25, 1],
      ['Mobile', 'USMOB', 30.68, -88.03, 2],
      ['Pascagoula', 'USPGL', 30.35, -88.57, 1],
      ['Panama City', 'USPFN', 30.18, -85.72, 1],
      ['Tampa', 'USTPA', 27.93, -82.45, 1],
    ],
  },
  {
    region: 'US Gulf / Caribs',
    subRegion: 'EC Mexico',
    rows: [
      ['Altamira', 'MXATM', 22.48, -97.87, 1],
      ['Tampico', 'MXTAM', 22.22, -97.85, 1],
      ['Tuxpan', 'MXTUX', 20.96, -97.33, 1],
      ['Veracruz', 'MXVER', 19.2, -96.13, 1],
      ['Coatzacoalcos', 'MXCOA', 18.15, -94.42, 1],
      ['Progreso', 'MXPGO', 21.3, -89.67, 1],
    ],
  },
  {
    region: 'US Gulf / Caribs',
    subRegion: 'NCSA',
    rows: [
      ['Puerto Bolívar', 'COPBO', 12.23, -71.95, 3, 'PTO BOLIVAR|Cerrejon'],
      ['Santa Marta', 'COSMR', 11.25, -74.22, 2, 'Cienaga|Puerto Drummond'],
      ['Barranquilla', 'COBAQ', 10.97, -74.77, 1],
      ['Cartagena (CO)', 'COCTG', 10.4, -75.53, 1, 'CARTAGENA|CARTAGENA COL'],
      ['Puerto Cabello', 'VEPBL', 10.48, -68.02, 1],
      ['Puerto Ordaz', 'VEPZO', 8.28, -62.75, 1, 'Matanzas|Ciudad Guayana'],
      ['Georgetown (GY)', 'GYGEO', 6.82, -58.17, 1, 'Georgetown'],
      ['Paramaribo', 'SRPBM', 5.83, -55.15, 1],
    ],
  },
  {
    region: 'US Gulf / Caribs',
    subRegion: 'Caribs',
    rows: [
      ['Point Lisas', 'TTPTS', 10.4, -61.48, 1, 'PT LISAS'],
      ['Kingston (JM)', 'JMKIN', 17.97, -76.8, 1, 'KINGSTON'],
      ['Rio Haina', 'DOHAI', 18.42, -70.02, 1, 'Haina'],
      ['San Juan', 'PRSJU', 18.47, -66.1, 1],
      ['Havana', 'CUHAV', 23.13, -82.35, 1, 'La Habana'],
      ['Cienfuegos', 'CUCFG', 22.13, -80.45, 1],
      ['Puerto Cortés', 'HNPCR', 15.83, -87.95, 1],
      ['Santo Tomás de Castilla', 'GTSTC', 15.7, -88.62, 1],
      ['Puerto Limón', 'CRLIO', 10.0, -83.03, 1, 'Limon|Moin'],
      ['Colón', 'PAONX', 9.35, -79.9, 1, 'Cristobal|Manzanillo (PA)'],
    ],
  },
];
