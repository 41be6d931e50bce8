/** windows-1252 characters at 0x80-0x9F (undefined slots map to themselves). */
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * Repairs text whose windows-1252 bytes 0x80-0x9F were decoded as ISO-8859-1 C1 controls (postal-mime
 * does so for 'windows-1252' parts): U+0096 becomes the en dash it was written as. C1 controls never
 * occur in real mail text, so the mapping is safe for any charset.
 */
export function repairWindows1252(text: string): string {
  return /[\u0080-\u009f]/.test(text)
    ? text.replace(/[\u0080-\u009f]/g, (c) => CP1252[c.charCodeAt(0) - 0x80] ?? c)
    : text;
}
