import type { Actor } from '../auth/actor.js';
import type { CalculatorService } from '../calculator/calculator.service.js';
import type { NormalisedCalculation } from '../calculator/legacy-payload.js';
import type { SavedResultService } from '../results/saved-result.service.js';
import { fleetWorkbook } from './fleet-workbook.js';
import { readSavedVoyage } from './saved-voyage.js';
import { voyagePdf } from './voyage-pdf.js';
import { voyageWorkbook } from './voyage-workbook.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_TYPE = 'application/pdf';

/** A generated file: its bytes, media type and the name a browser saves it under. */
export interface ExportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/** A file name from free text: letters, digits, dashes; never empty. */
export function fileStem(...parts: string[]): string {
  const stem = parts
    .join(' ')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return stem || 'export';
}

/**
 * Exports (issue #21 item 5): the fleet matrix and a saved voyage as files. Nothing here computes a figure:
 * the fleet matrix is the calculator's calculate() on the request (the same route check, preparation and
 * engine as the `calculate` mutation; never saved, whatever autoSave says), a saved voyage is the result the
 * engine stored at save time, read with the saved results' own scoping (another organization's is NOT_FOUND).
 */
export class ExportsService {
  constructor(
    private readonly calculator: Pick<CalculatorService, 'calculate'>,
    private readonly savedResults: Pick<SavedResultService, 'get'>,
  ) {}

  async fleetXlsx(actor: Actor, request: NormalisedCalculation): Promise<ExportFile> {
    const calc: NormalisedCalculation = { ...request, autoSave: false, saveTarget: null };
    const outcome = await this.calculator.calculate(actor, calc);
    const body = await fleetWorkbook(calc, outcome.results).xlsx.writeBuffer();
    return { body: Buffer.from(body), contentType: XLSX_TYPE, fileName: `${fileStem('fleet', calc.orderName)}.xlsx` };
  }

  async savedVoyageXlsx(actor: Actor, id: number): Promise<ExportFile> {
    const voyage = readSavedVoyage(await this.savedResults.get(actor, id));
    const body = await voyageWorkbook(voyage).xlsx.writeBuffer();
    return { body: Buffer.from(body), contentType: XLSX_TYPE, fileName: `${this.stem(voyage)}.xlsx` };
  }

  async savedVoyagePdf(actor: Actor, id: number): Promise<ExportFile> {
    const voyage = readSavedVoyage(await this.savedResults.get(actor, id));
    return { body: await voyagePdf(voyage), contentType: PDF_TYPE, fileName: `${this.stem(voyage)}.pdf` };
  }

  private stem(v: { label: string; vesselName: string }): string {
    return fileStem('voyage', v.label, v.vesselName);
  }
}
