import { FIELD } from './field-path.js';

/** Why text holding NUL is refused anywhere (PostgreSQL cannot store it), also inside JSON values. */
export const NUL_PROBLEM = `${FIELD} must not contain NUL characters`;

export interface TextRules {
  /** The column's length in characters; longer text is refused, never cut. */
  max?: number;
}

/** A refusal (template naming FIELD) or the text read. */
export type TextRead = { text: string } | { problem: string };

/**
 * Text: a string, or a finite number turned into text (legacy clients send numeric names and codes).
 * Surrounding white space is trimmed; the NUL character is refused (PostgreSQL cannot store it); a text
 * longer than its column is refused.
 */
export function readText(v: unknown, rules: TextRules = {}): TextRead {
  let text: string;
  if (typeof v === 'string') text = v.trim();
  else if (typeof v === 'number' && Number.isFinite(v)) text = String(v);
  else return { problem: `${FIELD} must be text` };
  if (text.includes('\u0000')) return { problem: NUL_PROBLEM };
  if (rules.max !== undefined && text.length > rules.max)
    return { problem: `${FIELD} must be at most ${rules.max} characters` };
  return { text };
}
