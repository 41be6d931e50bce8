/** The longest preview of a refused value a message quotes. */
const PREVIEW = 60;

/**
 * A refused value as a message quotes it: JSON, cut to 60 characters with '…' (a 1 MB text or a deeply nested
 * array is named, not echoed back or walked to a stack overflow).
 */
export function shown(v: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(v);
  } catch {
    text = Array.isArray(v) ? '[…]' : typeof v === 'object' ? '{…}' : String(v);
  }
  text ??= String(v);
  return text.length > PREVIEW ? `${text.slice(0, PREVIEW)}…` : text;
}
