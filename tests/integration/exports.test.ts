import 'reflect-metadata';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_TYPE, XLSX_TYPE } from '../../server/modules/exports/exports.service.js';
import { SavedResult } from '../../server/modules/results/saved-result.entity.js';
import { asGraphqlInput, asRestPayload } from '../fixtures/estimate-formats.js';
import { capesizeTubaraoQingdao, supramaxIndonesiaIndia } from '../fixtures/estimates.js';
import { gql, loginToken, rest } from '../helpers/api.js';
import { CALCULATE } from '../helpers/calculator-ops.js';
import { noteAnswer } from '../helpers/internal-errors.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Json = Record<string, any>;
const CREATE_TOKEN = `mutation ($input: ApiTokenInput!) { createApiToken(input: $input) { token } }`;

/** An export as a client downloads it: status, headers and bytes (a refusal's JSON body is noted and parsed). */
async function download(url: string, init: { token?: string; body?: unknown } = {}) {
  const res = await fetch(url, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  const error = type.startsWith('application/json') ? (JSON.parse(bytes.toString()) as Json) : null;
  noteAnswer(url, res.status, error);
  return { status: res.status, type, disposition: res.headers.get('content-disposition') ?? '', bytes, error };
}

async function workbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb;
}

/** The rows of a sheet under its header row, as header -> value. */
function sheetRows(ws: ExcelJS.Worksheet): Record<string, unknown>[] {
  const headers: string[] = [];
  ws.getRow(1).eachCell((c, col) => (headers[col] = String(c.value)));
  const rows: Record<string, unknown>[] = [];
  for (let r = 2; r <= ws.rowCount; r++)
    rows.push(Object.fromEntries(headers.flatMap((h, col) => (h ? [[h, ws.getRow(r).getCell(col).value]] : []))));
  return rows;
}

describe('exports: the fleet matrix and saved voyages as files (REST)', () => {
  let server: TestServer;
  let pricing: string;
  let sales: string;
  let otherAdmin: string;
  let savedId: number;
  let saved: Json;
  const api = (path: string) => `${server.url}/api/v1${path}`;

  beforeAll(async () => {
    server = await startTestServer();
    pricing = await loginToken(server.url, 'pricing@demo.example');
    sales = await loginToken(server.url, 'sales@demo.example');
    otherAdmin = await loginToken(server.url, 'admin@other.example');
    const payload = asRestPayload(supramaxIndonesiaIndia()) as Json;
    payload.autoSave = true;
    Object.assign(payload.fleetList[1], { selectedForSave: true, saveLabel: 'Export check' });
    const r = await rest<Json>(server.url, 'POST', '/calculate/multiple/old', { token: pricing, body: payload });
    expect(r.status).toBe(200);
    savedId = r.body['502'].savedResultId as number;
    saved = r.body['502'] as Json;
  });
  afterAll(async () => server?.close());

  it.each([
    ['Supramax Samarinda / Krishnapatnam', supramaxIndonesiaIndia],
    ['Capesize Tubarao / Qingdao', capesizeTubaraoQingdao],
  ])("the fleet workbook holds the calculate mutation's figures: %s", async (_name, estimate) => {
    const before = await server.orm.em.fork().count(SavedResult, {});
    const file = await download(api('/calculator/export.xlsx'), {
      token: pricing,
      body: { ...asRestPayload(estimate()), autoSave: true },
    });
    expect([file.status, file.type]).toEqual([200, XLSX_TYPE]);
    expect(file.disposition).toMatch(/^attachment; filename="?fleet-(Coal|Iron)-[A-Za-z0-9-]+\.xlsx"?$/);
    const g = await gql<{ calculate: { results: Json[] } }>(
      server.url,
      CALCULATE,
      { input: asGraphqlInput(estimate()) },
      pricing,
    );
    const results = g.data!.calculate.results;
    const rows = sheetRows((await workbook(file.bytes)).getWorksheet('Fleet')!);
    expect(rows.map((r) => r.Vessel)).toEqual(results.map((v) => v.vesselName));
    results.forEach((v, i) => {
      expect(rows[i]).toMatchObject({
        'TCE (USD/day)': v.tcEq,
        'Break-even freight (USD/t)': v.frtCost,
        'Profit (USD)': v.profit,
        'Profit Net (USD)': v.profitNet,
        'Profit/day (USD)': v.profitPerDay,
        'Voyage days': v.voyageDays,
        'Loadability (t)': v.loadability,
        'HS fuel (t)': v.fuelByGrade.hs,
        'Vessel premium (USD/day)': v.vesselPremium,
        'Position premium (USD/day)': v.positionPremium,
      });
      expect((rows[i]!['ETA load port (UTC)'] as Date).getTime()).toBe(new Date(v.eta).getTime());
    });
    // An export never saves, whatever autoSave says.
    expect(await server.orm.em.fork().count(SavedResult, {})).toBe(before);
  });

  it("takes the calculate mutation's CalculateInput too (GraphQL enum names), with the same figures", async () => {
    const file = await download(api('/calculator/export.xlsx'), {
      token: pricing,
      body: asGraphqlInput(capesizeTubaraoQingdao()),
    });
    expect(file.status).toBe(200);
    const g = await gql<{ calculate: { results: Json[] } }>(
      server.url,
      CALCULATE,
      { input: asGraphqlInput(capesizeTubaraoQingdao()) },
      pricing,
    );
    const rows = sheetRows((await workbook(file.bytes)).getWorksheet('Fleet')!);
    expect(rows.map((r) => [r['TCE (USD/day)'], r['Profit Net (USD)']])).toEqual(
      g.data!.calculate.results.map((v) => [v.tcEq, v.profitNet]),
    );
  });

  it('refuses a bad payload (400 naming the field), Sales (403) and no token (401)', async () => {
    const empty = { ...asRestPayload(supramaxIndonesiaIndia()), fleetList: [] };
    const bad = await download(api('/calculator/export.xlsx'), { token: pricing, body: empty });
    expect([bad.status, bad.error?.code, bad.error?.field]).toEqual([400, 'BAD_USER_INPUT', 'fleetList']);
    const port = asRestPayload(supramaxIndonesiaIndia()) as Json;
    port.cargoList[1].rate = 'fast';
    const long = await download(api('/calculator/export.xlsx'), { token: pricing, body: port });
    expect([long.status, long.error?.code, long.error?.field]).toEqual([400, 'BAD_USER_INPUT', 'cargoList[1].rate']);
    const salesFile = await download(api('/calculator/export.xlsx'), { token: sales, body: empty });
    expect([salesFile.status, salesFile.error?.code]).toEqual([403, 'FORBIDDEN']);
    const anon = await download(api(`/savedResults/${savedId}/export.pdf`));
    expect([anon.status, anon.error?.code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it("a saved voyage's workbook: one sheet per part, the figures stored at save time", async () => {
    const file = await download(api(`/savedResults/${savedId}/export.xlsx`), { token: pricing });
    expect([file.status, file.type]).toEqual([200, XLSX_TYPE]);
    expect(file.disposition).toMatch(/filename="?voyage-Export-check-Ionian-Galene\.xlsx"?$/);
    const wb = await workbook(file.bytes);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Summary', 'Itinerary', 'Fuel', 'Costs']);
    const facts = new Map<unknown, unknown>();
    wb.getWorksheet('Summary')!.eachRow((row) => facts.set(row.getCell(1).value, row.getCell(2).value));
    expect(facts.get('Vessel')).toBe('Ionian Galene');
    expect(facts.get('TCE (USD/day)')).toBe(saved.tcEq);
    expect(facts.get('Profit Net (USD)')).toBe(saved.profitNet);
    expect(facts.get('Break-even freight (USD/t)')).toBe(saved.frtCost);
    expect(sheetRows(wb.getWorksheet('Itinerary')!).map((r) => r.Port)).toEqual(
      Object.values(saved.portToPortOperationResultMap as Record<string, Json>).map((r) => r.port),
    );
    // Sales may open saved results, so it may export them.
    expect((await download(api(`/savedResults/${savedId}/export.xlsx`), { token: sales })).status).toBe(200);
  });

  it("a saved voyage's PDF: one A4 page", async () => {
    const file = await download(api(`/savedResults/${savedId}/export.pdf`), { token: pricing });
    expect([file.status, file.type]).toEqual([200, PDF_TYPE]);
    const raw = file.bytes.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect((raw.match(/\/Type \/Page\b/g) ?? []).length).toBe(1);
    expect(raw).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it("another organization's saved voyage is 404; an id that is not one is 400", async () => {
    for (const ext of ['xlsx', 'pdf']) {
      const foreign = await download(api(`/savedResults/${savedId}/export.${ext}`), { token: otherAdmin });
      expect([foreign.status, foreign.error?.code]).toEqual([404, 'NOT_FOUND']);
      const missing = await download(api(`/savedResults/999999999/export.${ext}`), { token: pricing });
      expect(missing.status).toBe(404);
      const bad = await download(api(`/savedResults/abc/export.${ext}`), { token: pricing });
      expect([bad.status, bad.error?.code, bad.error?.field]).toEqual([400, 'BAD_USER_INPUT', 'id']);
    }
  });

  it('a READ API token may export the fleet matrix (it computes, never saves)', async () => {
    const admin = await loginToken(server.url, 'admin@demo.example');
    const created = await gql<{ createApiToken: { token: string } }>(
      server.url,
      CREATE_TOKEN,
      { input: { name: 'Exports', scope: 'READ' } },
      admin,
    );
    const token = created.data!.createApiToken.token;
    const file = await download(api('/calculator/export.xlsx'), {
      token,
      body: asRestPayload(supramaxIndonesiaIndia()),
    });
    expect([file.status, file.type]).toEqual([200, XLSX_TYPE]);
  });
});
