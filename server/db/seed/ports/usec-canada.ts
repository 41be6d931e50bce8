import type { PortGroup } from './port-row.js';

/** The US East Coast, the St Lawrence and Canada's east coast, and the Great Lakes. */
export const USEC_CANADA: readonly PortGroup[] = [
  {
    region: 'USEC / Canada',
    subRegion: 'US East Coast',
    rows: [
      ['Portsmouth (NH)', 'USPSM', 43.08, -70.75, 1],
      ['Portland (ME)', 'USPWM', 43.65, -70.24, 1, 'PORTLAND|PORTLAND ME|PORTLAND MAINE'],
      ['New York', 'USNYC', 40.67, -74.03, 1],
      ['Philadelphia', 'USPHL', 39.9, -75.13, 1, 'PHILLY'],
      ['Baltimore', 'USBAL', 39.23, -76.58, 2, 'BALTO|Curtis Bay'],
      ['Hampton Roads', 'US', 36.97, -76.33, 2, 'HRDS'],
      ['Norfolk', 'USORF', 36.87, -76.33, 2, 'Lamberts Point'],
      ['Newport News', 'USNNS', 36.97, -76.42, 2],
      ['Morehead City', 'USMRH', 34.72, -76.7, 1],
      ['Wilmington (NC)', 'USILM', 34.2, -77.95, 1],
      ['Charleston', 'USCHS', 32.78, -79.92, 1],
      ['Savannah', 'USSAV', 32.08, -81.1, 1],
      ['Jacksonville', 'USJAX', 30.4, -81.55, 1],
    ],
  },
  {
    region: 'USEC / Canada',
    subRegion: 'St Lawrence / EC Canada',
    rows: [
      ['Montreal', 'CAMTR', 45.55, -73.53, 2, 'Montréal'],
      ['Sorel', 'CASOR', 46.05, -73.12, 1, 'Sorel-Tracy'],
      ['Trois-Rivières', 'CATRR', 46.33, -72.53, 1, 'TROIS RIVIERES|THREE RIVERS'],
      ['Bécancour', 'CABEC', 46.4, -72.38, 1],
      ['Quebec', 'CAQUE', 46.82, -71.2, 2, 'Québec'],
      ['Port-Alfred', 'CAPAF', 48.33, -70.88, 1, 'La Baie|Saguenay|Grande-Anse'],
      ['Baie-Comeau', 'CABCO', 49.22, -68.13, 1],
      ['Port Cartier', 'CAPCA', 50.03, -66.87, 2, 'Port-Cartier'],
      ['Sept-Îles', 'CASEI', 50.2, -66.38, 3, 'SEPT ILES|Seven Islands|Pointe-Noire'],
      ['Havre-Saint-Pierre', 'CAHSP', 50.23, -63.6, 1],
      ['Halifax', 'CAHAL', 44.63, -63.57, 1],
      ['Saint John', 'CASJB', 45.27, -66.07, 1],
    ],
  },
  {
    region: 'USEC / Canada',
    subRegion: 'Great Lakes',
    rows: [
      ['Thunder Bay', 'CATHU', 48.43, -89.22, 2],
      ['Duluth', 'USDLH', 46.77, -92.1, 2, 'Duluth-Superior|Superior'],
      ['Milwaukee', 'USMKE', 43.03, -87.9, 1],
      ['Chicago', 'USCHI', 41.73, -87.53, 1, 'Calumet'],
      ['Detroit', 'USDET', 42.3, -83.07, 1],
      ['Toledo', 'USTOL', 41.68, -83.5, 1],
      ['Cleveland', 'USCLE', 41.5, -81.7, 1],
      ['Hamilton (CA)', 'CAHAM', 43.27, -79.85, 1, 'Hamilton'],
    ],
  },
];
