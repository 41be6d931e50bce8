/**
 * The public types of the e-mail position reader. Names and normalisation follow
 * ../shared/data/emails-dev/truth.json (see README.md in this folder).
 */

/** 'geared' (cranes, derricks, grabs, an NxNNt crane spec), 'gearless' (GLS, GLESS...), or unknown. */
export type Gear = 'geared' | 'gearless';

/** One vessel the e-mail offers as open. */
export interface ParsedPosition {
  /** As written, upper-cased, without MV/M/V/M.V. and without (KMX)-style tags. */
  vesselName: string;
  /** Metric tonnes deadweight (the DWCC figure when only that is given); null when not stated. */
  dwt: number | null;
  /** Four-digit build year; null when not stated. */
  built: number | null;
  /** Canonical port or area label (Qingdao, CJK, North China...); null when none is given. */
  openPort: string | null;
  /** ISO yyyy-mm-dd; null when the e-mail gives no open date. */
  openDateFrom: string | null;
  openDateTo: string | null;
  /** One of the 13 broker regions, or 'Unknown'. */
  region: string;
  gear: Gear | null;
  /** 0..1: how many of the fields were read, and how plainly. */
  confidence: number;
  /** The text the position came from: its line, table row, or the lines of its block joined by '\n'. */
  sourceLine: string;
  /** Where that text is: 'text', 'html', 'subject' or 'attachment:<file name>'. */
  source: string;
}

/** A place the resolver knows: a port or a broker area, with its broker region. */
export interface PlaceMatch {
  /** Canonical name as stored ('Newcastle (AU)', 'CJK'); the parser strips '(AU)'-style qualifiers. */
  name: string;
  kind: 'port' | 'area';
  /** One of the 13 broker regions of the gazetteer. */
  region: string;
}

/**
 * What the parser needs from the outside world, passed in so that it stays pure.
 * `resolvePlace` answers for the exact text of a place (any case, accents, dots); `regionHints` are the
 * regions of the list heading the text sits under, used to choose between same-named ports
 * (NEWCASTLE under AUSSIE is Newcastle NSW).
 */
export interface ParseContext {
  resolvePlace(text: string, regionHints?: readonly string[]): PlaceMatch | null;
}

/** A text attachment (csv, txt) already decoded to a string. */
export interface TextAttachment {
  filename: string;
  mimeType: string;
  content: string;
}

/** The decoded parts of one message: the input of `extractPositions`. */
export interface EmailParts {
  subject?: string | null;
  text?: string | null;
  html?: string | null;
  attachments?: readonly TextAttachment[];
  /** The calendar day of the top-level Date header in its own offset, yyyy-mm-dd (anchors PPT, ELY DEC...). */
  referenceDate: string;
}

export interface EmailAddress {
  name: string;
  address: string;
}

/** A parsed message: its metadata, its bodies, and the positions read from it. */
export interface ParsedEmail {
  messageId: string | null;
  subject: string;
  from: EmailAddress | null;
  to: EmailAddress[];
  /** The Date header as an ISO instant (UTC); null when missing or unreadable. */
  date: string | null;
  /** The Date header's own calendar day (yyyy-mm-dd) that relative dates are read against. */
  referenceDate: string | null;
  text: string | null;
  html: string | null;
  attachments: { filename: string; mimeType: string; size: number }[];
  positions: ParsedPosition[];
}

export interface ParseEmailOptions {
  /** Used only when the message has no readable Date header (yyyy-mm-dd); the parser never reads the clock. */
  fallbackReferenceDate?: string;
}
