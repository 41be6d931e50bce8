import { describe, expect, it } from 'vitest';
import { parseEmailMessage } from './parse-email-message.js';
import { testResolver } from './test-resolver.js';

const ctx = testResolver();

function message(headers: string[], body: string | Uint8Array): Uint8Array {
  const head = new TextEncoder().encode(`${headers.join('\r\n')}\r\n\r\n`);
  const rest = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const out = new Uint8Array(head.length + rest.length);
  out.set(head);
  out.set(rest, head.length);
  return out;
}

const COMMON = [
  'From: Desk <desk@broker.example>',
  'To: ops@owner.example',
  'Message-ID: <m1@broker.example>',
  'MIME-Version: 1.0',
];

describe('parseEmailMessage', () => {
  it('decodes windows-1252 8bit with an encoded-word subject; the en dash is a range', async () => {
    const line = 'MV ALDER \x96 37.600 dwt \x96 blt 2014 \x96 4x30t cranes \x96 open Rotterdam 25\x9628 Nov\r\n';
    const body = Uint8Array.from([...line].map((c) => c.charCodeAt(0)));
    const raw = message(
      [
        ...COMMON,
        'Subject: =?windows-1252?Q?Owners=92_positions?=',
        'Date: Thu, 21 Nov 2024 15:22:00 +0100',
        'Content-Type: text/plain; charset=windows-1252',
        'Content-Transfer-Encoding: 8bit',
      ],
      body,
    );
    const parsed = await parseEmailMessage(raw, ctx);
    expect(parsed.subject).toBe('Owners’ positions');
    expect(parsed.messageId).toBe('<m1@broker.example>');
    expect(parsed.referenceDate).toBe('2024-11-21');
    expect(parsed.positions).toEqual([
      expect.objectContaining({
        vesselName: 'ALDER',
        dwt: 37600,
        built: 2014,
        openPort: 'Rotterdam',
        openDateFrom: '2024-11-25',
        openDateTo: '2024-11-28',
      }),
    ]);
  });

  it("anchors PPT on the Date header's own day, not the UTC day", async () => {
    const raw = message(
      [
        ...COMMON,
        'Subject: list',
        'Date: Tue, 03 Dec 2024 07:15:00 +0800',
        'Content-Type: text/plain; charset=us-ascii',
      ],
      ' - ROWAN STAR    82/19   GLS   OPEN SINGAPORE PPT\r\n',
    );
    const parsed = await parseEmailMessage(raw, ctx);
    expect(parsed.date).toBe('2024-12-02T23:15:00.000Z');
    expect(parsed.positions[0]).toMatchObject({
      dwt: 82000,
      built: 2019,
      openDateFrom: '2024-12-03',
      openDateTo: '2024-12-06',
    });
  });

  it('reads a base64 HTML-only message and a quoted-printable part', async () => {
    const html =
      '<table><tr><th>Vessel</th><th>DWT</th><th>Open Port</th><th>Open Date</th></tr><tr><td>HAZEL</td><td>58,100</td><td>Santos</td><td>Mid Dec</td></tr></table>';
    const b64 = Buffer.from(html).toString('base64');
    const raw = message(
      [
        ...COMMON,
        'Subject: html',
        'Date: Mon, 09 Dec 2024 07:00:00 +0000',
        'Content-Type: text/html; charset=utf-8',
        'Content-Transfer-Encoding: base64',
      ],
      `${b64}\r\n`,
    );
    const parsed = await parseEmailMessage(raw, ctx);
    expect(parsed.positions).toEqual([
      expect.objectContaining({ vesselName: 'HAZEL', openPort: 'Santos', openDateFrom: '2024-12-11', source: 'html' }),
    ]);
    const qp = message(
      [
        ...COMMON,
        'Subject: qp',
        'Date: Mon, 09 Dec 2024 07:00:00 +0000',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: quoted-printable',
      ],
      'MV BIRCH - 58K DWT - BLT 2012 - 4X30T CR - OPEN SANTOS 10-1=\r\n5 DEC\r\n',
    );
    expect((await parseEmailMessage(qp, ctx)).positions[0]).toMatchObject({
      vesselName: 'BIRCH',
      openDateTo: '2024-12-15',
    });
  });
});
