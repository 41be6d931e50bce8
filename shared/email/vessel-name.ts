/** A vessel name read from the start of a line or cell. */
export interface NameMatch {
  name: string;
  /** Index in the given text just after the name (and its (KMX)-style tag, if any). */
  end: number;
  /** The name had an MV / M/V / M.V. prefix or a 'Vessel:' label. */
  prefixed: boolean;
}

const LEAD = /^(?:\s*(?:[-*•·>+#=]+|\(?\d{1,3}[.)]|\d{1,3}\s*[-:]\s)\s*)*/;
const LABEL = /^(?:VESSEL|VSL|SHIP|NAME|MV NAME)\s*(?:NAME)?\s*:\s*/i;
const PREFIX = /^(?:M\s*\/\s*V|M\.\s*V\.?|MV|M\/S|M\.S\.|SS)(?=[\s.:]|$)[\s.:]*/i;
const TAG = /^\s*\((?:KMX|PMX|PPMX|SMX|UMX|HMAX|HANDY|SUPRA|ULTRA|CAPE|NEWCASTLEMAX|VLOC|MINI ?CAPE|[A-Z]{2,6})\)/i;

/** Words that open a line of a list but are never a ship's name. */
const NOT_NAMES = new Set(
  `OPEN OPN DWT DWCC BLT BUILT YOB FLAG GEAR GEARED CRANES CR DATE DATES AREA PORT REGION VESSEL VESSELS NAME
  TOTAL ALL PLS PLEASE DEAR HI HELLO THANKS REGARDS BEST KIND TEL MOB FAX EMAIL WEB CARGO CARGOES LOAD DISCH
  LAYCAN ACCT FRT COMM MARKET TONNAGE POSITIONS POSITION LIST STATUS REMARKS COMMENTS SPEED CONS ABT IMO
  DELY REDEL DURATION HIRE NOTE NB PS FROM TO SUBJECT SENT DATE CC RE FW FWD THE A AN OUR WE YOUR`.split(/\s+/),
);

const WORD = /^(?:[A-Z\u00C0-\u024F][A-Za-z\u00C0-\u024F'’.&-]*|[IVX]+|\d{1,3})$/;

/**
 * The vessel name at the start of `text`: bullets, numbering, 'Vessel:' and MV/M/V/M.V. prefixes dropped;
 * it runs while the words are capitalised (or a 1-3 digit hull number) and stops at '(', a figure such as
 * 58,xxx or 57K, or a separator. Null when the line does not open with a plausible name (prose, headers).
 */
export function readVesselName(text: string): NameMatch | null {
  let i = LEAD.exec(text)?.[0].length ?? 0;
  let rest = text.slice(i);
  const label = LABEL.exec(rest);
  let prefixed = false;
  if (label) {
    i += label[0].length;
    rest = text.slice(i);
    prefixed = true;
  }
  const article = /^THE\s+(?=[A-Z])/i.exec(rest);
  if (article && !PREFIX.test(rest)) {
    i += article[0].length;
    rest = text.slice(i);
  }
  const prefix = PREFIX.exec(rest);
  if (prefix) {
    i += prefix[0].length;
    rest = text.slice(i);
    prefixed = true;
  }
  const words: string[] = [];
  let end = i;
  const re = /\S+/g;
  for (let m = re.exec(rest); m !== null; m = re.exec(rest)) {
    const gap = rest.slice(end - i, m.index);
    if (words.length > 0 && (/\s{2,}|\t/.test(gap) || /[,;|]/.test(gap))) break;
    let w = m[0];
    let cut = false;
    if (/\d/.test(w) && !/^\d{1,3}[,;:]?$/.test(w)) break;
    const stop = w.search(/[(,;|:]/);
    if (stop === 0) break;
    if (stop > 0) {
      w = w.slice(0, stop);
      cut = true;
    }
    if (w === '-' || w === '–' || w === '—' || w === '/') break;
    if (!WORD.test(w)) {
      if (/^[a-z]/.test(w) && !prefixed) return null; // prose
      break;
    }
    if (/^\d+$/.test(w) && words.length === 0) return null;
    if (words.length === 0 && NOT_NAMES.has(w.toUpperCase().replace(/[.:]$/, ''))) return null;
    if (NOT_NAMES.has(w.toUpperCase()) && ['OPEN', 'OPN', 'DWT', 'BLT', 'BUILT'].includes(w.toUpperCase())) break;
    words.push(w);
    end = i + m.index + w.length;
    if (cut) break;
    if (words.length > 6) return null;
  }
  // a trailing hull number must be followed by a separator, not a figure that goes on (58 000 DWT)
  const name = words
    .join(' ')
    .replace(/[.'’-]+$/, '')
    .toUpperCase();
  if (name.replace(/[^A-Z]/g, '').length < 2) return null;
  const tag = TAG.exec(text.slice(end));
  if (tag) end += tag[0].length;
  return { name, end, prefixed };
}
