/** The message's own text and the older message it quotes or forwards, if any. */
export interface QuoteSplit {
  own: string;
  quoted: string | null;
}

const MARKERS = [
  /^\s*-{2,}\s*Original Message\s*-{2,}\s*$/im,
  /^\s*-{3,}\s*Forwarded message\s*-{3,}\s*$/im,
  /^\s*Begin forwarded message:\s*$/im,
  /^\s*_{8,}\s*\r?\n\s*From:/im,
  /^\s*On\s.{5,200}\swrote:\s*$/im,
  /^\s*(?:De|Von|From):\s.+\r?\n(?:.*\r?\n){0,3}?\s*(?:Sent|Date|Gesendet|Envoyé):\s/im,
];

/**
 * Splits a body at the first reply/forward marker (Outlook '-----Original Message-----' or underscore rule
 * with From:/Sent:, Gmail 'On ... wrote:' and '---------- Forwarded message ---------') or at the first
 * run of '>'-quoted lines. The quoted part comes back with its '>' prefixes removed.
 */
export function splitQuoted(text: string): QuoteSplit {
  let cut = -1;
  let skip = 0;
  for (const re of MARKERS) {
    const m = re.exec(text);
    if (m && (cut < 0 || m.index < cut)) {
      cut = m.index;
      skip = m[0].trimStart().split('\n')[0]?.length ?? 0;
      skip += m[0].length - m[0].trimStart().length;
    }
  }
  const quote = /^>.*$/m.exec(text);
  if (quote && (cut < 0 || quote.index < cut)) {
    const rest = text.slice(quote.index).split(/\r?\n/);
    const quotedLines = rest.filter((l) => l.startsWith('>')).length;
    if (quotedLines >= rest.filter((l) => l.trim() !== '').length * 0.6) {
      cut = quote.index;
      skip = 0;
    }
  }
  if (cut < 0) return { own: text, quoted: null };
  const quoted = text
    .slice(cut + skip)
    .split(/\r?\n/)
    .map((l) => l.replace(/^(?:>\s?)+/, ''))
    .join('\n');
  return { own: text.slice(0, cut), quoted };
}
