/** River approaches in the Americas (fairway sketches from general charts, [lat, lng], +-1-2 nm). */
import type { Chain } from '../routing-points.js';

export const AMERICAS_CHAINS: Chain[] = [
  // Juan de Fuca - Haro Strait - Boundary Pass - Strait of Georgia: too narrow for the generated offing.
  { name: 'Juan de Fuca and Haro straits', strait: true, points: [[48.45, -125.00], [48.30, -124.30], [48.20, -123.60], [48.30, -123.20], [48.55, -123.18], [48.75, -123.20], [48.95, -123.30], [49.10, -123.35], [49.25, -123.45]] },
  { name: 'Burrard Inlet (Vancouver)', inlandStart: true, inlandEnd: true, points: [[49.25, -123.45], [49.32, -123.25], [49.315, -123.14], [49.295, -123.08]] },
  { name: 'Fraser River', inlandStart: true, inlandEnd: true, points: [[49.10, -123.35], [49.12, -123.20], [49.15, -123.05], [49.18, -122.95], [49.20, -122.91]] },
  { name: 'Potomac (Washington)', inlandStart: true, inlandEnd: true, points: [[38.00, -76.20], [38.05, -76.45], [38.20, -76.85], [38.35, -77.05], [38.55, -77.20], [38.70, -77.05], [38.87, -77.03]] },
  { name: 'Penobscot River (Bangor)', inlandEnd: true, points: [[44.10, -68.85], [44.30, -68.85], [44.50, -68.82], [44.70, -68.80], [44.80, -68.77]] },
  { name: 'Calcasieu Ship Channel (Lake Charles)', inlandEnd: true, points: [[29.70, -93.35], [29.77, -93.34], [29.95, -93.30], [30.10, -93.30], [30.22, -93.25]] },
  { name: 'Hudson River (Albany)', inlandStart: true, inlandEnd: true, points: [[40.70, -74.02], [40.80, -73.97], [41.00, -73.90], [41.30, -73.95], [41.50, -73.98], [41.93, -73.97], [42.20, -73.85], [42.40, -73.78], [42.65, -73.75]] },
  { name: 'San Francisco Bay to Stockton', inlandStart: true, inlandEnd: true, points: [[37.80, -122.33], [37.90, -122.40], [38.05, -122.30], [38.06, -122.20], [38.05, -122.05], [38.05, -121.88], [38.03, -121.70], [38.00, -121.50], [37.95, -121.33]] },
  { name: 'Sacramento Deep Water Ship Channel', inlandStart: true, inlandEnd: true, points: [[38.05, -121.88], [38.10, -121.72], [38.16, -121.69], [38.35, -121.60], [38.57, -121.54]] },
  { name: 'Saguenay (La Baie)', inlandStart: true, inlandEnd: true, points: [[48.10, -69.70], [48.18, -69.85], [48.28, -70.15], [48.35, -70.45], [48.37, -70.72], [48.33, -70.87]] },
  { name: 'Saguenay (Chicoutimi)', inlandStart: true, inlandEnd: true, points: [[48.37, -70.72], [48.42, -70.90], [48.43, -71.06]] },
  { name: 'Guayas (Guayaquil)', inlandEnd: true, points: [[-3.00, -80.35], [-2.75, -80.25], [-2.62, -80.15], [-2.45, -80.00], [-2.28, -79.92]] },
  { name: 'Parana de las Palmas (Campana, Zarate)', inlandStart: true, inlandEnd: true, points: [[-34.35, -58.50], [-34.25, -58.75], [-34.18, -58.95], [-34.10, -59.03]] },
  { name: 'Parana to Santa Fe', inlandStart: true, inlandEnd: true, points: [[-32.55, -60.80], [-32.30, -60.75], [-32.00, -60.65], [-31.65, -60.68]] },
  // Rio de la Plata - Canal Martin Garcia - Nueva Palmira - Uruguay River to Fray Bentos and Paysandu.
  { name: 'Uruguay River (Martin Garcia channel)', inlandStart: true, inlandEnd: true, points: [[-34.65, -58.00], [-34.45, -58.05], [-34.25, -58.20], [-34.05, -58.35], [-33.88, -58.42], [-33.50, -58.38], [-33.12, -58.30], [-32.70, -58.15], [-32.32, -58.08]] },
  { name: 'Amazon to Manaus', inlandStart: true, inlandEnd: true, points: [[-3.14, -58.43], [-3.20, -58.90], [-3.30, -59.40], [-3.20, -59.80], [-3.13, -60.02]] },
  // Solimoes from the Rio Negro confluence by Manacapuru, Coari, Tefe, Fonte Boa, Santo Antonio do Ica,
  // Tabatinga and Pebas to Iquitos: ocean-going ships reach Iquitos at high water. Straight between bends,
  // so some 15-20 % short of the winding river's length.
  { name: 'Amazon (Solimoes) to Iquitos', inlandStart: true, inlandEnd: true, points: [[-3.20, -59.80], [-3.30, -60.20], [-3.32, -60.62], [-3.60, -61.30], [-3.84, -62.06], [-4.08, -63.13], [-3.70, -63.90], [-3.30, -64.60], [-2.95, -65.30], [-2.52, -66.05], [-2.75, -66.80], [-3.00, -67.60], [-3.10, -67.94], [-3.37, -68.20], [-3.45, -68.95], [-3.90, -69.50], [-4.23, -69.94], [-3.92, -70.52], [-3.55, -71.20], [-3.32, -71.85], [-3.45, -72.45], [-3.55, -73.00], [-3.73, -73.24]] },
  { name: 'Trombetas River', inlandStart: true, inlandEnd: true, points: [[-1.92, -55.52], [-1.80, -55.80], [-1.70, -56.05], [-1.55, -56.25], [-1.47, -56.38]] },
  { name: 'Orinoco to Ciudad Bolivar', inlandStart: true, inlandEnd: true, points: [[8.32, -62.72], [8.25, -63.00], [8.15, -63.30], [8.13, -63.55]] },
];
