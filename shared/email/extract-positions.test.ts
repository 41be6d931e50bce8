import { describe, expect, it } from 'vitest';
import { extractPositions } from './extract-positions.js';
import { testResolver } from './test-resolver.js';

const ctx = testResolver();
const names = (parts: Parameters<typeof extractPositions>[0]) => extractPositions(parts, ctx).map((p) => p.vesselName);

describe('extractPositions', () => {
  it('reads a one-line list with headings, skipping fixed and subs ships', () => {
    const text = [
      'Dear all, our positions:',
      '',
      '=== FAR EAST ===',
      'MV BRASS LANTERN 58,xxx DWT BLT 2012 KAWASAKI 4X30T CR OPEN CJK 25-30 NOV',
      'MV TIN WHISTLE 61K BLT 2019 4X31T CR OPEN QDAO END NOV - FXD',
      'MV COPPER KETTLE (KMX) 82K/09 GLS - SPORE PPT - SUBS',
      '',
      '=== AUSSIE ===',
      'IRON PELICAN (KMX) 81K/13 GLS - NEWCASTLE 10-15 DEC',
    ].join('\n');
    const positions = extractPositions({ text, referenceDate: '2024-11-18' }, ctx);
    expect(positions).toEqual([
      expect.objectContaining({
        vesselName: 'BRASS LANTERN',
        dwt: 58000,
        built: 2012,
        openPort: 'CJK',
        openDateFrom: '2024-11-25',
        openDateTo: '2024-11-30',
        region: 'Far East',
        gear: 'geared',
      }),
      expect.objectContaining({
        vesselName: 'IRON PELICAN',
        openPort: 'Newcastle',
        region: 'Australia / NZ',
        gear: 'gearless',
      }),
    ]);
    expect(positions[0]?.sourceLine).toContain('MV BRASS LANTERN');
  });

  it('reads an HTML table: rowspan region cells carried down, struck-through rows left out', () => {
    const html = `<table>
      <tr><th>Region</th><th>Vessel</th><th>DWT</th><th>Built</th><th>Gear</th><th>Open</th><th>Date</th></tr>
      <tr><td rowspan="2">FAR EAST</td><td>SLATE HERON</td><td>63,600 mt</td><td>2019</td><td>4x30t</td><td>Qingdao</td><td>16-19 Dec</td></tr>
      <tr><td>CHALK WREN</td><td>61,200 mt</td><td>2016</td><td>4x30t</td><td>CJK</td><td>20-22 Dec</td></tr>
      <tr><td colspan="7"><b>ECSA</b></td></tr>
      <tr><td></td><td><s>FLINT OWL</s></td><td><s>58,000 mt</s></td><td><s>2011</s></td><td><s>4x30t</s></td><td><s>Santos</s></td><td><s>ppt</s></td></tr>
      <tr><td></td><td>MARL FINCH</td><td>58,300 mt</td><td>2013</td><td>Gearless</td><td>Santos</td><td>2H Dec</td></tr>
    </table>`;
    const positions = extractPositions({ html, referenceDate: '2024-12-10' }, ctx);
    expect(positions.map((p) => p.vesselName)).toEqual(['SLATE HERON', 'CHALK WREN', 'MARL FINCH']);
    expect(positions[2]).toMatchObject({
      openPort: 'Santos',
      region: 'ECSA',
      gear: 'gearless',
      openDateFrom: '2024-12-16',
    });
  });

  it('reads a CSV attachment with From/To columns', () => {
    const content = [
      'Vessel,DWT,Built,Gear,Open Area,Open Port,Open From,Open To,Remarks',
      'AMBER GULL,37800,2015,4x30t,FAR EAST,Qingdao,15-Dec-24,18-Dec-24,',
      'JET TERN,58400,,GLS,SE ASIA,Singapore,PPT,,',
      'ONYX SKUA,57000,2011,4x30t,FAR EAST,Qingdao,10-Dec-24,12-Dec-24,FXD',
    ].join('\n');
    const positions = extractPositions(
      {
        text: 'Pls find attached.',
        attachments: [{ filename: 'list.csv', mimeType: 'text/csv', content }],
        referenceDate: '2024-12-12',
      },
      ctx,
    );
    expect(positions).toEqual([
      expect.objectContaining({
        vesselName: 'AMBER GULL',
        dwt: 37800,
        openDateFrom: '2024-12-15',
        openDateTo: '2024-12-18',
      }),
      expect.objectContaining({
        vesselName: 'JET TERN',
        built: null,
        openDateTo: '2024-12-15',
        source: 'attachment:list.csv',
      }),
    ]);
  });

  it('ignores the older list quoted under a reply that carries its own', () => {
    const text = [
      'Updated list below.',
      'MV RED KITE    58K   2014  4x30T  OPEN SINGAPORE  3-5 DEC',
      '',
      'On 22/11/2024 09:10, Broker wrote:',
      '> MV RED KITE    58K   2014  4x30T  OPEN SINGAPORE  25-28 NOV',
      '> MV BLUE JAY    57K   2011  4x30T  OPEN QINGDAO    26 NOV',
    ].join('\n');
    expect(names({ text, referenceDate: '2024-11-29' })).toEqual(['RED KITE']);
  });

  it('reads a forwarded list, minus the ships the note withdraws', () => {
    const text = [
      'Fwd below. Pls note MV STONECHAT now on subs, others still available.',
      '',
      '---------- Forwarded message ---------',
      'From: Broker <b@example.com>',
      '',
      'MV LINNET     37.2K   2017   4X30T CR   OPEN ROTTERDAM  20-23 JAN',
      'MV STONECHAT  34.8K   2012   4X30T CR   OPEN ROTTERDAM  18-20 JAN',
    ].join('\n');
    expect(names({ text, referenceDate: '2025-01-13' })).toEqual(['LINNET']);
  });

  it('reads nothing from cargo orders, fixture recaps and market prose', () => {
    const cargo = [
      '=== TONNAGE ===',
      'MV PUFFIN - 38K DWT - BLT 2016 - GEARED - OPEN ROTTERDAM 14-17 DEC',
      '=== CARGOES ===',
      '1) 30,000 MT HMS - ROTTERDAM / QINGDAO - 15-25 DEC',
      'MV RAZORBILL - 58K DWT - BLT 2012 - OPEN SANTOS PPT',
    ].join('\n');
    expect(names({ text: cargo, referenceDate: '2024-12-11' })).toEqual(['PUFFIN']);
    const prose = 'The IRON GANNET (180,000 dwt, 2012) was fixed basis delivery Qingdao 14-16 Dec at USD 21,000.';
    expect(names({ text: prose, referenceDate: '2024-12-13' })).toEqual([]);
    const recap = 'MV HARBOUR SKUA\n63,516 MT DWT\nDELY: DOP CJK 25-30 NOV';
    expect(names({ subject: 'RECAP - MV HARBOUR SKUA', text: recap, referenceDate: '2024-11-27' })).toEqual([]);
  });

  it('reads multi-line blocks and key: value blocks', () => {
    const text = [
      'M/V SEA PLOVER',
      '58,609 MT DWT ON 12.80 M SSW',
      'BLT 2011 JAPAN (IHI)',
      '4 X 30 MT CRANES',
      'OPEN: RICHARDS BAY 10/12 DEC',
      '--',
      'Vessel: MV SANDERLING',
      'DWT: 63,550 mt',
      'Built: 2018, Japan',
      'Gear: none (gearless)',
      "Open: King's Lynn",
      'Date: 22-26 Dec',
    ].join('\n');
    const positions = extractPositions({ text, referenceDate: '2024-12-02' }, ctx);
    expect(positions[0]).toMatchObject({
      vesselName: 'SEA PLOVER',
      dwt: 58609,
      built: 2011,
      openPort: 'Richards Bay',
      region: 'South Africa',
    });
    expect(positions[0]).toMatchObject({ openDateFrom: '2024-12-10', openDateTo: '2024-12-12', gear: 'geared' });
    expect(positions[1]).toMatchObject({
      vesselName: 'SANDERLING',
      openPort: "King's Lynn",
      gear: 'gearless',
      built: 2018,
    });
  });
});

describe('extractPositions, single-ship and prose mails', () => {
  it('takes the open place and date from the subject when the body has only the particulars', () => {
    const text = 'Dear Sirs,\n\nMV AEGEAN LARK\n58,000 MT DWT ON 12.8 M\nBLT 2014\n4X30T CRANES\n\nBest regards';
    const positions = extractPositions(
      { subject: 'AEGEAN LARK - OPEN QINGDAO PPT', text, referenceDate: '2024-12-04' },
      ctx,
    );
    expect(positions).toEqual([
      expect.objectContaining({
        vesselName: 'AEGEAN LARK',
        dwt: 58000,
        openPort: 'Qingdao',
        openDateFrom: '2024-12-04',
        gear: 'geared',
      }),
    ]);
  });
  it('reads a position written as a sentence', () => {
    const text =
      'The WILLOW CREST (37,650 dwt, built 2022, fitted with 4 cranes of 30 tonnes) will open at Santos on 1-6 January.';
    expect(extractPositions({ text, referenceDate: '2024-12-20' }, ctx)).toEqual([
      expect.objectContaining({
        vesselName: 'WILLOW CREST',
        dwt: 37650,
        built: 2022,
        openPort: 'Santos',
        openDateFrom: '2025-01-01',
        openDateTo: '2025-01-06',
      }),
    ]);
  });
});
