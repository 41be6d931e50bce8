import { buildDemoVessel, type DemoVessel, type DemoVesselSpec } from './demo-vessel-builder.js';

export type { DemoVessel } from './demo-vessel-builder.js';

/**
 * The demo catalogue: invented dry-bulk vessels (names, owners and IMO numbers are fictitious; every IMO
 * number deliberately fails the IMO check digit so it can never be a real ship's) with figures typical of
 * their size and age. Reference points are [knots, main-engine t/day]; see demo-vessel-builder.ts.
 */
// prettier-ignore
const SPECS: DemoVesselSpec[] = [
  // Mini bulkers
  { name: 'Waddenzee Tern', imo: '9470615', cls: 'mini', built: 2009, dwt: 8_450, draft: 7.1, tpc: 17.9, grain: 10_930, bale: 10_540, loa: 118.5, beam: 17.4, grt: 5_580, nrt: 2_960, ls: 2_640, cst: 200,
    gear: 'Gearless', holds: 2, scrubber: false, flag: 'NL', soc: 'BV', yard: 'Ferus Smit', owner: 'wadden', lad: [10.5, 8.4], bal: [11.0, 7.6], ice: '1A' },
  { name: 'Waddenzee Plover', imo: '9602945', cls: 'mini', built: 2012, dwt: 9_620, draft: 7.8, tpc: 18.9, grain: 12_410, bale: 12_020, loa: 124.0, beam: 17.8, grt: 6_350, nrt: 3_410, ls: 2_920, cst: 200,
    gear: '2 x 25t cranes', holds: 2, scrubber: false, flag: 'NL', soc: 'BV', yard: 'Royal Bodewes', owner: 'wadden', lad: [10.5, 9.2], bal: [11.0, 8.4], ice: '1A' },
  { name: 'Bosphorus Kemal', imo: '9524935', cls: 'mini', built: 2010, dwt: 10_240, draft: 8.0, tpc: 19.5, grain: 13_120, bale: 12_700, loa: 125.0, beam: 18.2, grt: 6_980, nrt: 3_720, ls: 3_050, cst: 220,
    gear: '2 x 30t cranes', holds: 2, scrubber: false, flag: 'MT', soc: 'BV', yard: 'Cicek Shipyard', owner: 'bosphorus', lad: [11.0, 10.5], bal: [11.5, 9.6] },
  { name: 'Bosphorus Derya', imo: '9724327', cls: 'mini', built: 2015, dwt: 11_850, draft: 8.2, tpc: 23.0, grain: 15_040, bale: 14_520, loa: 136.0, beam: 19.6, grt: 7_890, nrt: 4_210, ls: 3_560, cst: 250,
    gear: '2 x 30t cranes', holds: 3, scrubber: false, flag: 'MT', soc: 'RINA', yard: 'Sefine Shipyard', owner: 'bosphorus', lad: [11.0, 11.2], bal: [11.5, 10.4] },
  // Handysize
  { name: 'Kaiyo Camellia', imo: '9419582', cls: 'handy', built: 2008, dwt: 28_410, draft: 9.82, tpc: 39.5, grain: 37_520, bale: 35_790, loa: 169.37, beam: 27.2, grt: 17_010, nrt: 10_130, ls: 6_780, cst: 300,
    gear: '4 x 30.5t cranes', holds: 5, scrubber: false, flag: 'PA', soc: 'NK', yard: 'Imabari Shipbuilding', owner: 'kaiyo', lad: [13.0, 21.5], bal: [13.5, 20.0] },
  { name: 'Nordfjell Auk', imo: '9674376', cls: 'handy', built: 2014, dwt: 29_780, draft: 10.02, tpc: 40.1, grain: 38_850, bale: 37_120, loa: 169.99, beam: 27.0, grt: 17_960, nrt: 10_420, ls: 6_920, cst: 300,
    gear: '4 x 30t cranes', holds: 5, scrubber: false, flag: 'NO', soc: 'DNV', yard: 'Imabari Marugame', owner: 'nordfjell', lad: [12.5, 19.0], bal: [13.0, 17.5], ice: '1C', sub: 'Log-fitted Handysize' },
  { name: 'Jade Sea Harvest', imo: '9573558', cls: 'handy', built: 2011, dwt: 32_520, draft: 10.0, tpc: 44.8, grain: 42_310, bale: 40_530, loa: 176.6, beam: 28.6, grt: 20_050, nrt: 11_210, ls: 7_760, cst: 330,
    gear: '4 x 30t cranes', grabs: '4 x 10 cbm', holds: 5, scrubber: false, flag: 'HK', soc: 'CCS', yard: 'Jiangsu Hantong', owner: 'jadesea', lad: [13.0, 22.5], bal: [13.5, 21.0] },
  { name: 'Hanseatic Elbe', imo: '9634089', cls: 'handy', built: 2013, dwt: 33_640, draft: 10.1, tpc: 45.6, grain: 43_870, bale: 42_110, loa: 179.9, beam: 28.4, grt: 20_920, nrt: 11_690, ls: 8_010, cst: 330,
    gear: '4 x 30t cranes', grabs: '4 x 12 cbm', holds: 5, scrubber: false, flag: 'LR', soc: 'LR', yard: 'Jiangmen Nanyang', owner: 'hanseatic', lad: [12.5, 20.5], bal: [13.0, 19.0], ice: '1C' },
  { name: 'Lusitania Douro', imo: '9742989', cls: 'handy', built: 2016, dwt: 35_010, draft: 9.9, tpc: 47.5, grain: 46_120, bale: 44_230, loa: 180.0, beam: 30.0, grt: 22_410, nrt: 12_140, ls: 8_380, cst: 350,
    gear: '4 x 30t cranes', holds: 5, scrubber: false, flag: 'PT', soc: 'BV', yard: 'Yangzhou Guoyu', owner: 'lusitania', lad: [12.0, 17.5], bal: [12.5, 16.0] },
  { name: 'Kaiyo Wisteria', imo: '9781090', cls: 'handy', built: 2017, dwt: 36_840, draft: 10.2, tpc: 47.8, grain: 47_150, bale: 45_620, loa: 179.99, beam: 30.0, grt: 22_860, nrt: 12_480, ls: 8_610, cst: 350,
    gear: '4 x 30.5t cranes', holds: 5, scrubber: false, flag: 'PA', soc: 'NK', yard: 'Onomichi Dockyard', owner: 'kaiyo', lad: [12.0, 17.0], bal: [12.5, 15.5] },
  { name: 'Nordfjell Guillemot', imo: '9852904', cls: 'handy', built: 2020, dwt: 37_520, draft: 10.45, tpc: 48.0, grain: 48_110, bale: 46_330, loa: 179.9, beam: 30.0, grt: 23_290, nrt: 12_740, ls: 8_790, cst: 350,
    gear: '4 x 30t cranes', grabs: '4 x 12 cbm', holds: 5, scrubber: false, flag: 'NO', soc: 'DNV', yard: 'Jiangsu Hantong', owner: 'nordfjell', lad: [12.0, 16.8], bal: [12.5, 15.2], ice: '1B' },
  { name: 'Solent Pioneer', imo: '9929628', cls: 'handy', built: 2022, dwt: 38_210, draft: 10.55, tpc: 48.2, grain: 48_930, bale: 47_080, loa: 180.0, beam: 30.0, grt: 23_610, nrt: 12_900, ls: 8_910, cst: 350,
    gear: '4 x 30t cranes', grabs: '4 x 12 cbm', holds: 5, scrubber: false, flag: 'LR', soc: 'LR', yard: 'Huangpu Wenchong', owner: 'solent', lad: [12.0, 16.5], bal: [12.5, 15.0] },
  // Supramax
  { name: 'Kaiyo Azalea', imo: '9288036', cls: 'supra', built: 2004, dwt: 50_820, draft: 11.93, tpc: 54.6, grain: 63_710, bale: 61_120, loa: 189.9, beam: 32.26, grt: 29_330, nrt: 17_890, ls: 9_410, cst: 400,
    gear: '4 x 30t cranes', grabs: '4 x 12 cbm', holds: 5, scrubber: false, flag: 'PA', soc: 'NK', yard: 'Oshima Shipbuilding', owner: 'kaiyo', lad: [13.5, 31.0], bal: [14.0, 29.0] },
  { name: 'Ionian Thetis', imo: '9373221', cls: 'supra', built: 2007, dwt: 52_410, draft: 12.02, tpc: 55.4, grain: 67_730, bale: 65_420, loa: 189.99, beam: 32.26, grt: 30_050, nrt: 18_480, ls: 9_620, cst: 400,
    gear: '4 x 30t cranes', grabs: '4 x 12 cbm', holds: 5, scrubber: false, flag: 'GR', soc: 'NK', yard: 'Tsuneishi Cebu', owner: 'ionian', lad: [13.0, 28.5], bal: [13.5, 26.5] },
  { name: 'Pearl Delta Fortune', imo: '9514813', cls: 'supra', built: 2010, dwt: 55_810, draft: 12.5, tpc: 56.3, grain: 70_810, bale: 68_130, loa: 190.0, beam: 32.26, grt: 31_250, nrt: 18_620, ls: 10_140, cst: 420,
    gear: '4 x 30t cranes', grabs: '4 x 12 cbm', holds: 5, scrubber: false, flag: 'HK', soc: 'NK', yard: 'Kawasaki Sakaide', owner: 'pearldelta', lad: [13.0, 27.5], bal: [13.5, 25.5] },
  { name: 'Jade Sea Prosperity', imo: '9612201', cls: 'supra', built: 2012, dwt: 56_720, draft: 12.8, tpc: 58.0, grain: 71_630, bale: 68_210, loa: 189.99, beam: 32.26, grt: 32_960, nrt: 19_230, ls: 10_380, cst: 420,
    gear: '4 x 36t cranes', grabs: '4 x 12 cbm', holds: 5, scrubber: false, flag: 'HK', soc: 'CCS', yard: 'Jiangsu Hantong', owner: 'jadesea', lad: [12.5, 25.5], bal: [13.0, 24.0] },
  { name: 'Aegeus Nereid', imo: '9569703', cls: 'supra', built: 2011, dwt: 58_010, draft: 12.83, tpc: 59.2, grain: 72_310, bale: 70_020, loa: 189.99, beam: 32.26, grt: 32_840, nrt: 19_460, ls: 10_470, cst: 450,
    gear: '4 x 30t cranes', grabs: '4 x 12 cbm', holds: 5, scrubber: false, flag: 'MH', soc: 'ABS', yard: 'Tsuneishi Zhoushan', owner: 'aegeus', lad: [12.5, 26.5], bal: [13.0, 24.5] },
  // Ultramax
  { name: 'Straits Meranti', imo: '9733287', cls: 'ultra', built: 2016, dwt: 60_330, draft: 12.9, tpc: 60.5, grain: 77_120, bale: 74_510, loa: 199.99, beam: 32.24, grt: 34_780, nrt: 20_520, ls: 10_910, cst: 450,
    gear: '4 x 30.5t cranes', grabs: '4 x 12 cbm', holds: 5, scrubber: false, flag: 'SG', soc: 'NK', yard: 'Imabari Marugame', owner: 'straits', lad: [12.0, 23.5], bal: [12.5, 21.5] },
  { name: 'Ionian Galene', imo: '9710883', cls: 'ultra', built: 2015, dwt: 61_420, draft: 13.0, tpc: 61.3, grain: 77_520, bale: 75_210, loa: 199.9, beam: 32.24, grt: 35_120, nrt: 20_740, ls: 11_010, cst: 450,
    gear: '4 x 30t cranes', grabs: '4 x 12 cbm', holds: 5, scrubber: true, flag: 'GR', soc: 'LR', yard: 'Yangzijiang Shipbuilding', owner: 'ionian', lad: [12.0, 24.5], bal: [12.5, 22.5] },
  { name: 'Aegeus Harmony', imo: '9822973', cls: 'ultra', built: 2019, dwt: 63_510, draft: 13.3, tpc: 62.1, grain: 79_540, bale: 76_490, loa: 199.99, beam: 32.24, grt: 36_320, nrt: 21_580, ls: 11_180, cst: 450,
    gear: '4 x 30t cranes', grabs: '4 x 12 cbm', holds: 5, scrubber: true, flag: 'MH', soc: 'NK', yard: 'Tsuneishi Zhoushan', owner: 'aegeus', lad: [12.0, 24.0], bal: [12.5, 22.0] },
  { name: 'Straits Tembusu', imo: '9900050', cls: 'ultra', built: 2021, dwt: 63_820, draft: 13.35, tpc: 62.2, grain: 80_110, bale: 77_830, loa: 199.98, beam: 32.24, grt: 36_450, nrt: 21_630, ls: 11_240, cst: 450,
    gear: '4 x 36t cranes', grabs: '4 x 12 cbm', holds: 5, scrubber: true, flag: 'SG', soc: 'DNV', yard: 'COSCO Yangzhou', owner: 'straits', lad: [12.0, 22.5], bal: [12.5, 20.5] },
  { name: 'Copenhagen Kattegat', imo: '9964915', cls: 'ultra', built: 2023, dwt: 64_020, draft: 13.5, tpc: 62.4, grain: 80_520, bale: 78_010, loa: 199.99, beam: 32.24, grt: 36_580, nrt: 21_710, ls: 11_290, cst: 450,
    gear: '4 x 30t cranes', grabs: '4 x 12 cbm', holds: 5, scrubber: false, flag: 'DK', soc: 'DNV', yard: 'Nantong COSCO KHI', owner: 'copenhagen', lad: [12.0, 22.0], bal: [12.5, 20.0], ice: '1C' },
  // Panamax
  { name: 'Meridian Condor', imo: '9282939', cls: 'panamax', built: 2004, dwt: 74_480, draft: 13.9, tpc: 67.0, grain: 89_310, bale: 87_020, loa: 225.0, beam: 32.26, grt: 39_730, nrt: 25_520, ls: 12_620, cst: 500,
    gear: 'Gearless', holds: 7, scrubber: false, flag: 'LR', soc: 'ABS', yard: 'Hudong-Zhonghua', owner: 'meridian', lad: [13.5, 34.0], bal: [14.0, 32.0] },
  { name: 'Ionian Aegle', imo: '9436528', cls: 'panamax', built: 2008, dwt: 76_610, draft: 14.1, tpc: 67.4, grain: 90_620, bale: 88_980, loa: 225.0, beam: 32.26, grt: 40_040, nrt: 25_660, ls: 13_180, cst: 500,
    gear: 'Gearless', holds: 7, scrubber: false, flag: 'GR', soc: 'NK', yard: 'Sasebo Heavy Industries', owner: 'ionian', lad: [13.5, 33.0], bal: [14.0, 31.0] },
  { name: 'Pearl Delta Jubilee', imo: '9602050', cls: 'panamax', built: 2012, dwt: 77_210, draft: 14.15, tpc: 67.8, grain: 91_720, bale: 89_310, loa: 225.0, beam: 32.26, grt: 40_170, nrt: 25_830, ls: 13_260, cst: 500,
    gear: 'Gearless', holds: 7, scrubber: false, flag: 'HK', soc: 'CCS', yard: 'Jiangnan Shipyard', owner: 'pearldelta', lad: [13.0, 31.0], bal: [13.5, 29.0] },
  { name: 'Jade Sea Lantern', imo: '9638310', cls: 'panamax', built: 2013, dwt: 79_530, draft: 14.6, tpc: 69.9, grain: 95_520, bale: 93_010, loa: 225.0, beam: 32.26, grt: 42_930, nrt: 27_200, ls: 13_540, cst: 500,
    gear: 'Gearless', holds: 7, scrubber: false, flag: 'HK', soc: 'CCS', yard: 'Jinling Shipyard', owner: 'jadesea', lad: [13.0, 30.0], bal: [13.5, 28.0] },
  // Kamsarmax
  { name: 'Hanseatic Weser', imo: '9692665', cls: 'kamsarmax', built: 2014, dwt: 81_620, draft: 14.45, tpc: 71.5, grain: 97_010, bale: 90_790, loa: 229.0, beam: 32.26, grt: 43_310, nrt: 27_420, ls: 14_160, cst: 500,
    gear: 'Gearless', holds: 7, scrubber: false, flag: 'LR', soc: 'DNV', yard: 'Tsuneishi Zhoushan', owner: 'hanseatic', lad: [12.5, 27.0], bal: [13.0, 25.0] },
  { name: 'Aegeus Orion', imo: '9782551', cls: 'kamsarmax', built: 2017, dwt: 82_020, draft: 14.45, tpc: 71.6, grain: 97_240, bale: 91_120, loa: 229.0, beam: 32.26, grt: 43_420, nrt: 27_510, ls: 14_220, cst: 500,
    gear: 'Gearless', holds: 7, scrubber: true, flag: 'MH', soc: 'ABS', yard: 'Jiangsu New Yangzi', owner: 'aegeus', lad: [12.5, 26.0], bal: [13.0, 24.5] },
  { name: 'Straits Casuarina', imo: '9870102', cls: 'kamsarmax', built: 2020, dwt: 81_810, draft: 14.43, tpc: 71.5, grain: 97_020, bale: 91_010, loa: 228.99, beam: 32.26, grt: 43_360, nrt: 27_470, ls: 14_190, cst: 500,
    gear: 'Gearless', holds: 7, scrubber: true, flag: 'SG', soc: 'NK', yard: 'Oshima Shipbuilding', owner: 'straits', lad: [12.5, 25.0], bal: [13.0, 23.5] },
  { name: 'Kaiyo Hinoki', imo: '9915029', cls: 'kamsarmax', built: 2022, dwt: 82_310, draft: 14.5, tpc: 71.7, grain: 97_530, bale: 91_640, loa: 229.0, beam: 32.26, grt: 43_510, nrt: 27_560, ls: 14_250, cst: 500,
    gear: 'Gearless', holds: 7, scrubber: false, flag: 'PA', soc: 'NK', yard: 'Tsuneishi Shipbuilding', owner: 'kaiyo', lad: [12.5, 24.5], bal: [13.0, 23.0] },
  // Post-Panamax
  { name: 'Jade Sea Pagoda', imo: '9574916', cls: 'ppmx', built: 2011, dwt: 93_210, draft: 14.9, tpc: 80.8, grain: 110_330, bale: 107_020, loa: 229.2, beam: 38.0, grt: 51_200, nrt: 31_700, ls: 16_830, cst: 550,
    gear: 'Gearless', holds: 7, scrubber: false, flag: 'HK', soc: 'CCS', yard: 'Jiangsu New Yangzi', owner: 'jadesea', lad: [13.0, 34.0], bal: [13.5, 31.0] },
  { name: 'Meridian Albatross', imo: '9531184', cls: 'ppmx', built: 2010, dwt: 94_810, draft: 14.5, tpc: 82.5, grain: 113_020, bale: 109_510, loa: 235.0, beam: 38.0, grt: 51_720, nrt: 32_010, ls: 16_990, cst: 550,
    gear: 'Gearless', holds: 7, scrubber: false, flag: 'LR', soc: 'ABS', yard: 'Sanoyas Mizushima', owner: 'meridian', lad: [13.5, 36.0], bal: [14.0, 33.5] },
  { name: 'Kaiyo Kaede', imo: '9643999', cls: 'ppmx', built: 2013, dwt: 95_720, draft: 14.45, tpc: 82.6, grain: 115_010, bale: 111_240, loa: 234.98, beam: 38.0, grt: 52_160, nrt: 32_270, ls: 16_520, cst: 550,
    gear: 'Gearless', holds: 7, scrubber: false, flag: 'PA', soc: 'NK', yard: 'Imabari Saijo', owner: 'kaiyo', lad: [13.0, 32.5], bal: [13.5, 30.0] },
  { name: 'Ionian Calypso', imo: '9732623', cls: 'ppmx', built: 2016, dwt: 98_010, draft: 14.6, tpc: 84.4, grain: 118_030, bale: 114_020, loa: 239.99, beam: 38.0, grt: 53_110, nrt: 32_890, ls: 17_230, cst: 550,
    gear: 'Gearless', holds: 7, scrubber: true, flag: 'GR', soc: 'NK', yard: 'Oshima Shipbuilding', owner: 'ionian', lad: [12.5, 29.0], bal: [13.0, 26.5] },
  // Capesize
  { name: 'Meridian Titan', imo: '9312241', cls: 'cape', built: 2005, dwt: 170_010, draft: 17.7, tpc: 118.4, grain: 186_020, bale: 182_010, loa: 289.0, beam: 45.0, grt: 87_980, nrt: 57_020, ls: 22_490, cst: 600,
    gear: 'Gearless', holds: 9, scrubber: false, flag: 'LR', soc: 'ABS', yard: 'Hyundai Heavy Industries', owner: 'meridian', lad: [13.0, 52.0], bal: [13.5, 48.0] },
  { name: 'Aegeus Colossus', imo: '9461523', cls: 'cape', built: 2009, dwt: 176_310, draft: 18.1, tpc: 120.3, grain: 194_180, bale: 183_420, loa: 292.0, beam: 45.0, grt: 91_370, nrt: 58_230, ls: 23_010, cst: 600,
    gear: 'Gearless', holds: 9, scrubber: false, flag: 'MH', soc: 'NK', yard: 'Shanghai Waigaoqiao', owner: 'aegeus', lad: [12.5, 47.0], bal: [13.0, 43.0] },
  { name: 'Pearl Delta Majesty', imo: '9574241', cls: 'cape', built: 2011, dwt: 179_820, draft: 18.2, tpc: 121.0, grain: 198_010, bale: 187_030, loa: 292.0, beam: 45.0, grt: 92_750, nrt: 59_010, ls: 23_380, cst: 600,
    gear: 'Gearless', holds: 9, scrubber: false, flag: 'HK', soc: 'LR', yard: 'Shanghai Waigaoqiao', owner: 'pearldelta', lad: [12.5, 46.0], bal: [13.0, 42.0] },
  { name: 'Ionian Hyperion', imo: '9707367', cls: 'cape', built: 2015, dwt: 181_410, draft: 18.2, tpc: 121.6, grain: 199_710, bale: 189_020, loa: 292.0, beam: 45.0, grt: 93_010, nrt: 59_120, ls: 23_520, cst: 600,
    gear: 'Gearless', holds: 9, scrubber: true, flag: 'GR', soc: 'DNV', yard: 'Japan Marine United Tsu', owner: 'ionian', lad: [12.5, 42.0], bal: [13.0, 38.5] },
  { name: 'Straits Merbau', imo: '9800482', cls: 'cape', built: 2018, dwt: 180_620, draft: 18.2, tpc: 121.2, grain: 199_020, bale: 188_510, loa: 292.0, beam: 45.0, grt: 92_890, nrt: 59_070, ls: 23_450, cst: 600,
    gear: 'Gearless', holds: 9, scrubber: true, flag: 'SG', soc: 'NK', yard: 'Imabari Saijo', owner: 'straits', lad: [12.5, 41.5], bal: [13.0, 38.0] },
  // Newcastlemax
  { name: 'Meridian Goliath', imo: '9775730', cls: 'ncm', built: 2017, dwt: 207_710, draft: 18.4, tpc: 140.3, grain: 220_320, bale: 212_010, loa: 299.95, beam: 50.0, grt: 106_540, nrt: 65_830, ls: 25_980, cst: 600,
    gear: 'Gearless', holds: 9, scrubber: true, flag: 'LR', soc: 'ABS', yard: 'Shanghai Waigaoqiao', owner: 'meridian', lad: [12.5, 45.0], bal: [13.0, 41.0] },
  { name: 'Aegeus Leviathan', imo: '9855724', cls: 'ncm', built: 2020, dwt: 208_810, draft: 18.45, tpc: 140.7, grain: 222_310, bale: 215_020, loa: 299.98, beam: 50.0, grt: 107_010, nrt: 66_120, ls: 26_120, cst: 600,
    gear: 'Gearless', holds: 9, scrubber: true, flag: 'MH', soc: 'LR', yard: 'Qingdao Beihai', owner: 'aegeus', lad: [12.5, 44.0], bal: [13.0, 40.0] },
  { name: 'Copenhagen Oresund', imo: '9968715', cls: 'ncm', built: 2023, dwt: 210_020, draft: 18.5, tpc: 141.0, grain: 224_510, bale: 216_830, loa: 299.9, beam: 50.0, grt: 107_620, nrt: 66_470, ls: 26_310, cst: 600,
    gear: 'Gearless', holds: 9, scrubber: false, flag: 'DK', soc: 'DNV', yard: 'New Times Shipbuilding', owner: 'copenhagen', lad: [12.5, 43.0], bal: [13.0, 39.0], sub: 'Newcastlemax, LNG-ready' },
  // Very large ore carriers
  { name: 'Meridian Ironclad', imo: '9601850', cls: 'vloc', built: 2012, dwt: 250_810, draft: 18.0, tpc: 174.0, grain: 178_010, bale: 172_020, loa: 329.95, beam: 57.0, grt: 129_980, nrt: 45_010, ls: 33_020, cst: 600,
    gear: 'Gearless', holds: 7, scrubber: false, flag: 'LR', soc: 'ABS', yard: 'Hyundai Heavy Industries', owner: 'meridian', lad: [13.0, 68.0], bal: [13.5, 60.0] },
  { name: 'Jade Sea Summit', imo: '9838702', cls: 'vloc', built: 2019, dwt: 325_110, draft: 21.4, tpc: 184.0, grain: 219_020, bale: 212_010, loa: 340.0, beam: 60.0, grt: 163_210, nrt: 53_020, ls: 40_050, cst: 600,
    gear: 'Gearless', holds: 7, scrubber: true, flag: 'HK', soc: 'CCS', yard: 'Qingdao Beihai', owner: 'jadesea', lad: [12.0, 58.0], bal: [12.5, 50.0] },
];

/** 44 vessels from mini-bulkers to VLOCs, in full Vessel field form. */
export const DEMO_VESSELS: DemoVessel[] = SPECS.map(buildDemoVessel);
