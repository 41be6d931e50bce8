import { normalisePortName } from './normalise-port-name.js';
import type { PortRegion } from './port-regions.js';

/**
 * Which ports an area covers. Ports whose region is in `regions` or whose sub-region is in
 * `subRegions` (when neither is given: every port if `countries` is given, none otherwise), narrowed
 * to `countries` when given, plus the ports named in `ports` (matched on the normalised name).
 */
export interface AreaRule {
  regions?: readonly PortRegion[];
  subRegions?: readonly string[];
  countries?: readonly string[];
  ports?: readonly string[];
}

/** A broker area or range (CJK, USG, ECSA, SKAW-PASSERO...): searchable by its name and aliases. */
export interface PortArea {
  name: string;
  region: PortRegion;
  aliases: readonly string[];
  rule: AreaRule;
  /**
   * The port a search for the area lists first among its ports: the range's main dry-bulk port, where a
   * position open in the area is most often taken to be (curated name). Without one the area's ports
   * follow importance, then name.
   */
  lead?: string;
}

const YANGTZE = [
  'Zhangjiagang',
  'Jingjiang',
  'Nantong',
  'Jiangyin',
  'Taicang',
  'Changshu',
  'Nanjing',
  'Zhenjiang',
  'Wuhan',
];
const KALIMANTAN = [
  'Samarinda',
  'Muara Berau',
  'Taboneo',
  'Balikpapan',
  'Banjarmasin',
  'Tanjung Bara',
  'Adang Bay',
  'Kotabaru',
  'Bontang',
];
const UP_RIVER = [
  'Rosario',
  'San Lorenzo',
  'San Nicolás',
  'Villa Constitución',
  'Ramallo',
  'San Pedro (AR)',
  'Zárate',
  'Campana',
];
const ARAG = ['Amsterdam', 'IJmuiden', 'Rotterdam', 'Moerdijk', 'Antwerp', 'Ghent', 'Terneuzen', 'Flushing'];
const ADRIATIC_IT = ['Ravenna', 'Venice', 'Monfalcone', 'Trieste', 'Ancona', 'Bari', 'Barletta', 'Brindisi'];
const MISSISSIPPI = ['New Orleans', 'Baton Rouge', 'Southwest Pass'];

/**
 * The areas of the shared gazetteer (entries whose kind is 'area'), with their aliases, plus the two
 * gazetteer 'ports' that are really stretches of water (Mississippi River, Marmara) and a few ranges
 * brokers quote that the gazetteer lacks (SKAW-PASSERO, SKAW-GIB, ANTHAM).
 */
export const PORT_AREAS: readonly PortArea[] = [
  {
    name: 'CJK',
    region: 'Far East',
    aliases: ['CJK', 'C/J/K', 'CHINA-JAPAN-KOREA'],
    rule: { countries: ['CN', 'JP', 'KR'] },
    lead: 'Qingdao',
  },
  {
    name: 'North China',
    region: 'Far East',
    aliases: ['N CHINA', 'NORTH CHINA', 'N.CHINA', 'NCHINA'],
    rule: { subRegions: ['North China'] },
  },
  {
    name: 'South China',
    region: 'Far East',
    aliases: ['S CHINA', 'SOUTH CHINA', 'S.CHINA'],
    rule: { subRegions: ['South China'] },
  },
  {
    name: 'Yangtze',
    region: 'Far East',
    aliases: ['YANGTZE', 'CHANGJIANG', 'YANGTZE RIVER', 'CJ'],
    rule: { ports: YANGTZE },
  },
  { name: 'Japan', region: 'Far East', aliases: ['JAPAN'], rule: { countries: ['JP'] } },
  { name: 'South Korea', region: 'Far East', aliases: ['S KOREA', 'SKOREA', 'KOREA'], rule: { countries: ['KR'] } },
  { name: 'Taiwan', region: 'Far East', aliases: ['TAIWAN'], rule: { countries: ['TW'] } },
  {
    name: 'Far East',
    region: 'Far East',
    aliases: ['FAR EAST', 'FEAST', 'F.EAST', 'FE'],
    rule: { regions: ['Far East'] },
  },
  { name: 'China', region: 'Far East', aliases: ['CHINA'], rule: { countries: ['CN'] } },
  { name: 'Indonesia', region: 'SE Asia', aliases: ['INDO', 'INDONESIA'], rule: { countries: ['ID'] } },
  { name: 'Kalimantan', region: 'SE Asia', aliases: ['E KALI', 'KALIMANTAN', 'S KALI'], rule: { ports: KALIMANTAN } },
  { name: 'Philippines', region: 'SE Asia', aliases: ['PHILS', 'PHILIPPINES'], rule: { countries: ['PH'] } },
  { name: 'Vietnam', region: 'SE Asia', aliases: ['VIETNAM', 'VN'], rule: { countries: ['VN'] } },
  { name: 'Thailand', region: 'SE Asia', aliases: ['THAILAND'], rule: { countries: ['TH'] } },
  { name: 'Malaysia', region: 'SE Asia', aliases: ['MALAYSIA'], rule: { countries: ['MY'] } },
  { name: 'SE Asia', region: 'SE Asia', aliases: ['SE ASIA', 'SEASIA', 'S.E.ASIA'], rule: { regions: ['SE Asia'] } },
  {
    name: 'WC Australia',
    region: 'Australia / NZ',
    aliases: ['WC AUSSIE', 'WCAUS', 'WC AUSTRALIA', 'W AUSTRALIA'],
    rule: { subRegions: ['WC Australia'] },
  },
  {
    name: 'EC Australia',
    region: 'Australia / NZ',
    aliases: ['EC AUSSIE', 'ECAUS', 'EC AUSTRALIA', 'E AUSTRALIA'],
    rule: { subRegions: ['EC Australia'] },
  },
  { name: 'Australia', region: 'Australia / NZ', aliases: ['AUSSIE', 'AUSTRALIA', 'OZ'], rule: { countries: ['AU'] } },
  { name: 'New Zealand', region: 'Australia / NZ', aliases: ['NZ', 'NEW ZEALAND'], rule: { countries: ['NZ'] } },
  {
    name: 'WC India',
    region: 'Indian Ocean / ME Gulf',
    aliases: ['WCI', 'WC INDIA', 'W.C.INDIA'],
    rule: { subRegions: ['WC India'] },
  },
  {
    name: 'EC India',
    region: 'Indian Ocean / ME Gulf',
    aliases: ['ECI', 'EC INDIA', 'E.C.INDIA'],
    rule: { subRegions: ['EC India'] },
  },
  { name: 'India', region: 'Indian Ocean / ME Gulf', aliases: ['INDIA'], rule: { countries: ['IN'] } },
  {
    name: 'Bangladesh',
    region: 'Indian Ocean / ME Gulf',
    aliases: ['BANGLADESH', 'BDESH'],
    rule: { countries: ['BD'] },
  },
  { name: 'Pakistan', region: 'Indian Ocean / ME Gulf', aliases: ['PAKISTAN'], rule: { countries: ['PK'] } },
  {
    name: 'Arabian Gulf',
    region: 'Indian Ocean / ME Gulf',
    aliases: ['PG', 'AG', 'ARABIAN GULF', 'PERSIAN GULF', 'MEG'],
    rule: { subRegions: ['Arabian Gulf'] },
  },
  {
    name: 'Red Sea',
    region: 'Indian Ocean / ME Gulf',
    aliases: ['RED SEA', 'RSEA', 'R.SEA'],
    rule: { subRegions: ['Red Sea'] },
  },
  {
    name: 'East Africa',
    region: 'Indian Ocean / ME Gulf',
    aliases: ['EAFR', 'E AFR', 'EAST AFRICA', 'EC AFR'],
    rule: { subRegions: ['East Africa'] },
  },
  {
    name: 'South Africa',
    region: 'South Africa',
    aliases: ['SAFR', 'S AFR', 'S.AFRICA', 'SOUTH AFRICA'],
    rule: { countries: ['ZA'] },
  },
  {
    name: 'West Africa',
    region: 'West Africa',
    aliases: ['WAFR', 'W AFR', 'WAF', 'WEST AFRICA', 'WC AFRICA'],
    rule: { regions: ['West Africa'] },
  },
  {
    name: 'Med',
    region: 'Med / Black Sea',
    aliases: ['MED', 'MEDITERRANEAN'],
    rule: { subRegions: ['West Med', 'Central Med', 'East Med', 'Marmara'] },
  },
  {
    name: 'East Med',
    region: 'Med / Black Sea',
    aliases: ['EMED', 'E MED', 'EAST MED'],
    rule: { subRegions: ['East Med'] },
  },
  {
    name: 'West Med',
    region: 'Med / Black Sea',
    aliases: ['WMED', 'W MED', 'WEST MED'],
    rule: { subRegions: ['West Med'] },
  },
  { name: 'Central Med', region: 'Med / Black Sea', aliases: ['CMED', 'C MED'], rule: { subRegions: ['Central Med'] } },
  {
    name: 'Black Sea',
    region: 'Med / Black Sea',
    aliases: ['BLSEA', 'BSEA', 'BLACK SEA', 'B.SEA'],
    rule: { subRegions: ['Black Sea'] },
  },
  {
    name: 'Adriatic',
    region: 'Med / Black Sea',
    aliases: ['ADRIATIC', 'ADRIA'],
    rule: { countries: ['SI', 'HR', 'ME', 'AL'], ports: ADRIATIC_IT },
  },
  { name: 'Turkey', region: 'Med / Black Sea', aliases: ['TURKEY', 'TURKIYE'], rule: { countries: ['TR'] } },
  {
    name: 'Spanish Med',
    region: 'Med / Black Sea',
    aliases: ['SPANISH MED', 'SPANMED'],
    rule: { subRegions: ['West Med'], countries: ['ES'] },
  },
  {
    name: 'Marmara',
    region: 'Med / Black Sea',
    aliases: ['MARMARA', 'SEA OF MARMARA'],
    rule: { subRegions: ['Marmara'] },
  },
  {
    name: 'Continent',
    region: 'Continent / Baltic',
    aliases: ['CONT', 'CONTINENT'],
    rule: { subRegions: ['ARAG / Continent'] },
  },
  { name: 'ARAG', region: 'Continent / Baltic', aliases: ['ARAG', 'ARA', 'A-R-A', 'AARA'], rule: { ports: ARAG } },
  {
    name: 'UK Continent',
    region: 'Continent / Baltic',
    aliases: ['UKC', 'UK/CONT', 'UK-CONT'],
    rule: { subRegions: ['UK', 'ARAG / Continent'] },
  },
  { name: 'Baltic', region: 'Continent / Baltic', aliases: ['BALTIC', 'BALT'], rule: { subRegions: ['Baltic'] } },
  {
    name: 'Scandinavia',
    region: 'Continent / Baltic',
    aliases: ['SCANDI', 'SCANDINAVIA'],
    rule: { subRegions: ['Scandinavia'] },
  },
  { name: 'Biscay', region: 'Continent / Baltic', aliases: ['BISCAY'], rule: { subRegions: ['Biscay / Iberia'] } },
  {
    name: 'Skaw-Passero',
    region: 'Continent / Baltic',
    aliases: ['SKAW-PASSERO', 'SKAW PASSERO', 'SKAW/PASSERO'],
    rule: { subRegions: ['ARAG / Continent', 'UK', 'Biscay / Iberia', 'West Med', 'Central Med'] },
  },
  {
    name: 'Skaw-Gib',
    region: 'Continent / Baltic',
    aliases: ['SKAW-GIB', 'SKAW GIB', 'SKAW/GIB'],
    rule: { subRegions: ['ARAG / Continent', 'UK', 'Biscay / Iberia'] },
  },
  {
    name: 'Antwerp-Hamburg',
    region: 'Continent / Baltic',
    aliases: ['ANTHAM', 'ANTWERP-HAMBURG'],
    rule: { ports: [...ARAG, 'Bremen', 'Brake', 'Nordenham', 'Wilhelmshaven', 'Emden', 'Hamburg'] },
  },
  {
    name: 'US Gulf',
    region: 'US Gulf / Caribs',
    aliases: ['USG', 'US GULF', 'USGULF', 'U.S. GULF'],
    rule: { subRegions: ['US Gulf'] },
    lead: 'New Orleans',
  },
  {
    name: 'Mississippi River',
    region: 'US Gulf / Caribs',
    aliases: ['MISS RIVER', 'MISSISSIPPI RIVER', 'MISS RVR'],
    rule: { ports: MISSISSIPPI },
  },
  { name: 'Caribs', region: 'US Gulf / Caribs', aliases: ['CARIBS', 'CARIBBEAN'], rule: { subRegions: ['Caribs'] } },
  { name: 'NCSA', region: 'US Gulf / Caribs', aliases: ['NCSA', 'N.C.S.A.'], rule: { subRegions: ['NCSA'] } },
  {
    name: 'EC Mexico',
    region: 'US Gulf / Caribs',
    aliases: ['ECMEX', 'EC MEXICO'],
    rule: { subRegions: ['EC Mexico'] },
  },
  {
    name: 'USEC',
    region: 'USEC / Canada',
    aliases: ['USEC', 'US EAST COAST', 'USNH', 'USAC'],
    rule: { subRegions: ['US East Coast'] },
  },
  {
    name: 'St Lawrence',
    region: 'USEC / Canada',
    aliases: ['ST LAWRENCE', 'STL'],
    rule: { subRegions: ['St Lawrence / EC Canada'] },
  },
  {
    name: 'Great Lakes',
    region: 'USEC / Canada',
    aliases: ['GREAT LAKES', 'GLAKES', 'GL'],
    rule: { subRegions: ['Great Lakes'] },
  },
  {
    name: 'EC Canada',
    region: 'USEC / Canada',
    aliases: ['ECC', 'EC CANADA'],
    rule: { subRegions: ['St Lawrence / EC Canada'] },
  },
  { name: 'ECSA', region: 'ECSA', aliases: ['ECSA', 'EC SOUTH AMERICA', 'E.C.S.A.'], rule: { regions: ['ECSA'] } },
  {
    name: 'River Plate',
    region: 'ECSA',
    aliases: ['RIVER PLATE', 'PLATE', 'RIV PLATE'],
    rule: { subRegions: ['River Plate'] },
  },
  { name: 'Up River', region: 'ECSA', aliases: ['UP RIVER', 'UPRIVER'], rule: { ports: UP_RIVER } },
  {
    name: 'North Brazil',
    region: 'ECSA',
    aliases: ['N BRAZIL', 'NORTH BRAZIL', 'N.BRAZIL'],
    rule: { subRegions: ['North Brazil'] },
  },
  {
    name: 'South Brazil',
    region: 'ECSA',
    aliases: ['S BRAZIL', 'SOUTH BRAZIL'],
    rule: { subRegions: ['South Brazil'] },
  },
  { name: 'Brazil', region: 'ECSA', aliases: ['BRAZIL', 'BRASIL'], rule: { countries: ['BR'] } },
  { name: 'WCSA', region: 'WCSA', aliases: ['WCSA', 'WC SOUTH AMERICA'], rule: { regions: ['WCSA'] } },
  { name: 'Chile', region: 'WCSA', aliases: ['CHILE'], rule: { countries: ['CL'] } },
  {
    name: 'NOPAC',
    region: 'NOPAC / USWC',
    aliases: ['NOPAC', 'N PAC', 'NORTH PACIFIC'],
    rule: { subRegions: ['PNW / BC'] },
  },
  { name: 'PNW', region: 'NOPAC / USWC', aliases: ['PNW', 'US PNW'], rule: { subRegions: ['PNW / BC'] } },
  { name: 'USWC', region: 'NOPAC / USWC', aliases: ['USWC', 'US WEST COAST'], rule: { subRegions: ['US West Coast'] } },
  {
    name: 'WC Central America',
    region: 'NOPAC / USWC',
    aliases: ['WCCA', 'WC CENTRAL AMERICA'],
    rule: { subRegions: ['WC Mexico / Central America'] },
  },
];

/** The areas whose name or one of whose aliases equals the search text exactly (after normalising). */
export function areasNamed(text: string): PortArea[] {
  const q = normalisePortName(text);
  if (q === '') return [];
  return PORT_AREAS.filter(
    (a) => normalisePortName(a.name) === q || a.aliases.some((alias) => normalisePortName(alias) === q),
  );
}

/** The facts about a port that area membership looks at. */
export interface AreaMemberFacts {
  name: string;
  region: string | null;
  subRegion: string | null;
  countryCode: string | null;
}

/** Whether a port belongs to an area, by the rule documented on AreaRule. */
export function isInArea(port: AreaMemberFacts, rule: AreaRule): boolean {
  const name = normalisePortName(port.name);
  if (rule.ports?.some((p) => normalisePortName(p) === name)) return true;
  const scoped = rule.regions !== undefined || rule.subRegions !== undefined;
  const inScope = scoped
    ? (port.region !== null && (rule.regions as readonly string[] | undefined)?.includes(port.region) === true) ||
      (port.subRegion !== null && rule.subRegions?.includes(port.subRegion) === true)
    : rule.countries !== undefined;
  if (!inScope) return false;
  return rule.countries === undefined || (port.countryCode !== null && rule.countries.includes(port.countryCode));
}
