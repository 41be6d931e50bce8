/**
 * European river and fjord approaches (fairway sketches from general charts, [lat, lng], +-1-2 nm). Chains
 * starting at a node of an existing chain (`inlandStart`) continue or branch from it.
 */
import type { Chain } from '../routing-points.js';

export const EUROPE_CHAINS: Chain[] = [
  // Danube: Sulina channel - Tulcea - Ceatal Izmail - Isaccea - Reni - Galati - Braila (maritime Danube).
  { name: 'Danube (Sulina channel)', inlandEnd: true, points: [[45.15, 29.85], [45.16, 29.70], [45.19, 29.40], [45.21, 29.10], [45.18, 28.82], [45.22, 28.73], [45.27, 28.45], [45.33, 28.33], [45.44, 28.25], [45.43, 28.06], [45.35, 27.99], [45.27, 27.97]] },
  { name: 'Danube (Chilia branch)', inlandStart: true, points: [[45.22, 28.73], [45.34, 28.85], [45.45, 29.27], [45.40, 29.59], [45.30, 29.80]] },
  { name: 'Dnipro-Bug estuary (Kherson)', inlandEnd: true, points: [[46.52, 31.45], [46.56, 31.75], [46.58, 32.10], [46.62, 32.45], [46.63, 32.60]] },
  { name: 'Southern Bug (Mykolaiv)', inlandStart: true, inlandEnd: true, points: [[46.56, 31.75], [46.75, 31.93], [46.96, 31.98]] },
  { name: 'Danube-Black Sea Canal (Constanta - Cernavoda)', inlandEnd: true, points: [[44.08, 28.70], [44.09, 28.60], [44.17, 28.45], [44.25, 28.28], [44.27, 28.15], [44.33, 28.03]] },
  { name: 'Kerch Strait', strait: true, points: [[45.55, 36.70], [45.38, 36.62], [45.20, 36.58], [45.00, 36.55], [44.85, 36.50]] },
  { name: 'Taganrog Bay and Don (Azov, Rostov)', inlandEnd: true, points: [[46.70, 37.60], [46.85, 38.00], [47.00, 38.50], [47.10, 38.90], [47.10, 39.15], [47.12, 39.35], [47.11, 39.42], [47.15, 39.55], [47.20, 39.70]] },
  { name: 'Guadalquivir (Seville)', inlandEnd: true, points: [[36.75, -6.50], [36.85, -6.35], [37.00, -6.20], [37.10, -6.10], [37.20, -6.00], [37.33, -5.99]] },
  { name: 'Loire (Saint-Nazaire, Nantes)', inlandEnd: true, points: [[47.20, -2.35], [47.27, -2.20], [47.30, -2.07], [47.28, -2.00], [47.27, -1.87], [47.22, -1.70], [47.20, -1.57]] },
  // Scheldt from Antwerp past Hemiksem to Wintam, then the Brussels-Scheldt Maritime Canal (Willebroek, Vilvoorde).
  { name: 'Brussels-Scheldt Maritime Canal (Brussels)', inlandStart: true, inlandEnd: true, points: [[51.27, 4.37], [51.22, 4.395], [51.17, 4.36], [51.13, 4.31], [51.06, 4.36], [50.99, 4.39], [50.93, 4.42], [50.87, 4.355]] },
  { name: 'Ghent-Terneuzen Canal', inlandStart: true, inlandEnd: true, points: [[51.38, 3.80], [51.33, 3.82], [51.25, 3.79], [51.15, 3.76], [51.08, 3.73]] },
  { name: 'Oude Maas - Dordtsche Kil (Dordrecht, Moerdijk)', inlandStart: true, inlandEnd: true, points: [[51.90, 4.35], [51.86, 4.38], [51.84, 4.48], [51.82, 4.58], [51.81, 4.66], [51.76, 4.63], [51.70, 4.61]] },
  { name: 'Ems (Emden, Papenburg)', inlandEnd: true, points: [[53.62, 6.65], [53.45, 6.90], [53.35, 7.05], [53.34, 7.18], [53.25, 7.35], [53.22, 7.43], [53.10, 7.38]] },
  { name: 'Swinoujscie - Szczecin', inlandEnd: true, points: [[54.00, 14.28], [53.92, 14.27], [53.80, 14.30], [53.65, 14.45], [53.55, 14.58], [53.43, 14.57]] },
  { name: 'Kaliningrad Sea Canal', inlandEnd: true, points: [[54.65, 19.80], [54.64, 19.90], [54.66, 20.10], [54.68, 20.30], [54.70, 20.47]] },
  { name: 'Thames to London', inlandStart: true, inlandEnd: true, points: [[51.45, 0.35], [51.47, 0.20], [51.50, 0.05], [51.50, -0.05]] },
  { name: 'Humber and Ouse (Goole)', inlandStart: true, inlandEnd: true, points: [[53.74, -0.33], [53.71, -0.50], [53.70, -0.65], [53.70, -0.87]] },
  { name: 'Mersey and Manchester Ship Canal', inlandEnd: true, points: [[53.52, -3.25], [53.45, -3.05], [53.38, -3.00], [53.32, -2.96], [53.33, -2.80], [53.35, -2.70], [53.40, -2.50], [53.45, -2.35], [53.47, -2.28]] },
  { name: 'Firth of Clyde (Greenock, Glasgow)', inlandEnd: true, points: [[54.95, -5.30], [55.20, -5.10], [55.50, -5.00], [55.75, -4.95], [55.90, -4.88], [55.95, -4.75], [55.94, -4.69], [55.91, -4.45], [55.86, -4.30]] },
  { name: 'Firth of Lorn and Loch Linnhe (Oban, Corpach)', inlandEnd: true, points: [[56.00, -7.20], [56.20, -6.80], [56.22, -6.30], [56.28, -5.90], [56.40, -5.68], [56.45, -5.65], [56.60, -5.40], [56.75, -5.20], [56.84, -5.12]] },
  { name: 'Barrow (New Ross)', inlandEnd: true, points: [[52.10, -6.95], [52.20, -6.97], [52.30, -6.95], [52.39, -6.95]] },
  { name: 'Shannon estuary (Foynes)', inlandEnd: true, points: [[52.55, -9.95], [52.58, -9.65], [52.62, -9.35], [52.62, -9.10]] },
  { name: 'Randers Fjord', inlandEnd: true, points: [[56.62, 10.45], [56.58, 10.30], [56.52, 10.20], [56.47, 10.05]] },
  { name: 'Ranfjorden (Mo i Rana)', inlandEnd: true, points: [[66.10, 12.00], [66.15, 12.50], [66.20, 12.95], [66.25, 13.30], [66.30, 13.60], [66.28, 13.85], [66.32, 14.10]] },
  { name: 'Ofotfjorden (Narvik)', inlandEnd: true, points: [[68.10, 15.20], [68.25, 16.00], [68.38, 16.60], [68.43, 17.10], [68.43, 17.40]] },
  { name: 'Kola Bay (Murmansk)', inlandEnd: true, points: [[69.45, 33.55], [69.25, 33.45], [69.10, 33.30], [68.97, 33.07]] },
  // White Sea: Barents Sea - Voronka - Gorlo - Basin - Dvina Bay - Arkhangelsk.
  // Landsort pilot station - Skanssundet - Himmerfjarden - Hallsfjarden - Sodertalje canal and lock - Lake
  // Malaren past Strangnas to Vasteras (lake water is land in the raster: the chain is the way in).
  { name: 'Sodertalje canal and Lake Malaren (Vasteras)', inlandEnd: true, points: [[58.72, 17.90], [58.80, 17.80], [58.88, 17.72], [58.97, 17.67], [59.05, 17.66], [59.12, 17.63], [59.17, 17.64], [59.20, 17.63], [59.25, 17.58], [59.30, 17.45], [59.33, 17.30], [59.36, 17.13], [59.38, 17.03], [59.43, 16.88], [59.50, 16.72], [59.57, 16.60], [59.60, 16.55]] },
  { name: 'White Sea (Arkhangelsk)', inlandEnd: true, points: [[68.60, 43.50], [67.50, 42.30], [66.90, 41.60], [66.50, 41.00], [66.10, 40.30], [65.60, 39.70], [65.10, 39.80], [64.85, 40.25], [64.55, 40.50]] },
];
