import type { SqlEntityManager } from '@mikro-orm/sql';
import type { PortRegionOrUnknown } from '../../../shared/ports/port-regions.js';
import { ParsedEmail } from '../../modules/email/parsed-email.entity.js';
import { vesselKeyOf } from '../../modules/email/vessel-key.js';
import { VesselPosition } from '../../modules/email/vessel-position.entity.js';
import type { Organization } from '../../modules/organizations/organization.entity.js';
import { Vessel } from '../../modules/vessels/vessel.entity.js';

interface DemoPosition {
  vesselName: string;
  /** True when the name is a demo catalogue vessel (linked, as the reader's vessel mapper would). */
  catalogue?: boolean;
  dwt: number;
  built: number;
  gears: string;
  portName: string;
  portRegion: PortRegionOrUnknown;
  lat: number;
  lng: number;
  /** Days after the e-mail the window opens; null for a position with no date ('open prompt, dates tba'). */
  openInDays: number | null;
  /** Length of the open window in days (0: a single date). */
  windowDays: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A broker's morning list: Supra/Ultra, Panamax/Kamsarmax and Capes, geared and gearless, across the basins. */
// prettier-ignore
const POSITIONS: DemoPosition[] = [
  { vesselName: 'Aegeus Nereid', catalogue: true, dwt: 58_010, built: 2011, gears: '4x30t cr / 4x12cbm grabs',
    portName: 'Qingdao', portRegion: 'Far East', lat: 36.0833, lng: 120.3, openInDays: 3, windowDays: 5 },
  { vesselName: 'Straits Tembusu', catalogue: true, dwt: 63_820, built: 2021, gears: 'C4X36',
    portName: 'Singapore', portRegion: 'SE Asia', lat: 1.2667, lng: 103.8333, openInDays: 6, windowDays: 2 },
  { vesselName: 'Copper Wind', dwt: 57_000, built: 2019, gears: '4X36T CR',
    portName: 'Kandla', portRegion: 'Indian Ocean / ME Gulf', lat: 23.0, lng: 70.22, openInDays: 8, windowDays: 4 },
  { vesselName: 'Ionian Aegle', catalogue: true, dwt: 76_610, built: 2008, gears: 'GLS',
    portName: 'Richards Bay', portRegion: 'South Africa', lat: -28.8, lng: 32.07, openInDays: 4, windowDays: 3 },
  { vesselName: 'Wheat Star', dwt: 82_000, built: 2009, gears: 'Gearless',
    portName: 'Santos', portRegion: 'ECSA', lat: -23.97, lng: -46.3, openInDays: 10, windowDays: 5 },
  { vesselName: 'Kaiyo Hinoki', catalogue: true, dwt: 82_310, built: 2022, gears: 'Gearless',
    portName: 'New Orleans', portRegion: 'US Gulf / Caribs', lat: 29.93, lng: -90.07, openInDays: null, windowDays: 0 },
  { vesselName: 'Meridian Titan', catalogue: true, dwt: 170_010, built: 2005, gears: 'Gearless',
    portName: 'Rotterdam', portRegion: 'Continent / Baltic', lat: 51.95, lng: 4.05, openInDays: 7, windowDays: 3 },
  { vesselName: 'Cape Aurora', dwt: 180_200, built: 2016, gears: 'GLESS',
    portName: 'Port Hedland', portRegion: 'Australia / NZ', lat: -20.3167, lng: 118.5833, openInDays: 5, windowDays: 0 },
  // Positions the reader could not place in a region (a broker's area shorthand): the filter's default.
  { vesselName: 'Hanseatic Weser', catalogue: true, dwt: 81_620, built: 2014, gears: 'Gearless',
    portName: 'Skaw', portRegion: 'Unknown', lat: 57.75, lng: 10.6, openInDays: 2, windowDays: 3 },
  { vesselName: 'Straits Merbau', catalogue: true, dwt: 180_620, built: 2017, gears: 'Gearless',
    portName: 'Passing Cape of Good Hope', portRegion: 'Unknown', lat: -34.35, lng: 18.47, openInDays: 9, windowDays: 4 },
];

const SUBJECT = 'DRY BULK POSITIONS - SUPRA/PMX/CAPE - OPEN NEXT 2 WEEKS';
const SENDER = 'positions@northsea-broking.example';

function listLine(p: DemoPosition, emailDate: Date): string {
  const open =
    p.openInDays === null
      ? 'PPT/DATES TBA'
      : new Date(emailDate.getTime() + p.openInDays * DAY).toISOString().slice(0, 10);
  return `MV ${p.vesselName.toUpperCase()} ${p.dwt.toLocaleString('en-US')}DWT BLT ${p.built} ${p.gears.toUpperCase()} OPEN ${p.portName.toUpperCase()} ${open}`;
}

/**
 * One position e-mail received three hours before seeding, with its positions, in `org`: what the
 * (future) e-mail reader would have stored, so the Add Fleet "Auto" tab has rows to show. Catalogue
 * vessels of `org` are linked by name. Never commits: the caller runs it inside its transaction.
 */
export async function seedDemoPositions(em: SqlEntityManager, org: Organization, now = new Date()): Promise<void> {
  const emailDate = new Date(now.getTime() - 3 * HOUR);
  const names = POSITIONS.filter((p) => p.catalogue).map((p) => p.vesselName);
  const vessels = new Map(
    (await em.find(Vessel, { organization: org, vesselName: { $in: names } })).map((v) => [v.vesselName, v]),
  );
  const messageId = `<demo-positions-${emailDate.getTime()}@northsea-broking.example>`;
  // Stored as the reader stores mail: the raw RFC 822 message (the reader screen shows its headers and body).
  const emailContent = [
    `From: North Sea Broking <${SENDER}>`,
    `To: ${org.emailReceiver ?? 'positions@demo.example'}`,
    `Subject: ${SUBJECT}`,
    `Date: ${emailDate.toUTCString()}`,
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Good morning,',
    'Pls find our positions below:',
    '',
    ...POSITIONS.map((p) => listLine(p, emailDate)),
    '',
    'Best regards',
    'North Sea Broking (demo)',
  ].join('\r\n');
  const email = em.create(ParsedEmail, {
    sender: SENDER,
    subject: SUBJECT,
    deliveredTo: org.emailReceiver ?? null,
    receivedAt: emailDate,
    sentAt: emailDate,
    emailContent,
    messageId,
    source: 'seed',
    positionCount: POSITIONS.length,
    organization: org,
  });
  for (const p of POSITIONS) {
    const vessel = p.catalogue ? vessels.get(p.vesselName) : undefined;
    if (p.catalogue && !vessel) throw new Error(`demo position vessel ${p.vesselName} is not in the catalogue`);
    const dateOpen = p.openInDays === null ? null : new Date(emailDate.getTime() + p.openInDays * DAY);
    em.create(VesselPosition, {
      vesselName: p.vesselName,
      vessel: vessel ?? null,
      dwt: p.dwt,
      built: p.built,
      gears: p.gears,
      portName: p.portName,
      portRegion: p.portRegion,
      lat: p.lat,
      lng: p.lng,
      dateOpen,
      dateOpenEnd: dateOpen && p.windowDays > 0 ? new Date(dateOpen.getTime() + p.windowDays * DAY) : null,
      emailDate,
      reportedAt: emailDate,
      vesselKey: vesselKeyOf(p.vesselName),
      sourceLine: listLine(p, emailDate),
      confidence: 1,
      sender: SENDER,
      subject: SUBJECT,
      email,
      organization: org,
    });
  }
  await em.flush();
}
