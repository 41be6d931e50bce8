import { describe, expect, it } from 'vitest';
import { parseEmailMessage } from '../../shared/email/index.js';
import { corpusResolver, FIELDS, loadCorpus, score } from './dev-corpus.js';

/**
 * Accuracy on the development corpus (../shared/data/emails-dev, 34 messages, 217 positions), through
 * the full path: raw .eml -> postal-mime -> extractPositions with the server's resolver (port table +
 * gazetteer). Matching and the measures are documented on `score` in dev-corpus.ts.
 */
describe('e-mail position parser on the development corpus', () => {
  it('reaches precision >= 0.98, recall >= 0.97 and every field >= 0.97', async () => {
    const ctx = corpusResolver();
    const results = [];
    for (const message of loadCorpus()) {
      const parsed = await parseEmailMessage(message.raw, ctx);
      results.push({ file: message.file, truth: message.truth, parsed: parsed.positions });
    }
    const s = score(results);
    const fields = FIELDS.map((f) => `${f} ${s.fields[f].toFixed(3)}`).join(', ');
    console.log(
      `corpus: ${s.parsed} parsed, ${s.expected} expected, ${s.matched} matched; precision ${s.precision.toFixed(3)}, recall ${s.recall.toFixed(3)}; ${fields}`,
    );
    if (s.misses.length > 0) console.log(s.misses.join('\n'));
    expect(s.expected).toBe(217);
    expect(s.precision).toBeGreaterThanOrEqual(0.98);
    expect(s.recall).toBeGreaterThanOrEqual(0.97);
    for (const f of FIELDS) expect(s.fields[f], f).toBeGreaterThanOrEqual(0.97);
  });
});
