/**
 * Golden estimates: realistic voyages whose complete engine output is committed beside them. A
 * change that moves any figure shows up as a diff of the JSON; regenerate deliberately with
 * UPDATE_GOLDEN=1 npx vitest run --project unit tests/golden.
 */
import {
  grades,
  makeEntry,
  makeInput,
  makeOrder,
  makeRow,
  makeVessel,
  speedTable,
} from '../../../shared/voyage/fixtures/builders.js';
import type { EngineOptions } from '../../../shared/voyage/options.js';
import type { VoyageInput } from '../../../shared/voyage/types.js';

const ultramax = (scrubber: boolean) =>
  makeVessel({
    vesselName: scrubber ? 'ULTRA SCRUBBER' : 'ULTRA PLAIN',
    vesselDwt: 63_500,
    vesselDraftS: 13.3,
    vesselTPC: 62.5,
    vesselLightShip: 11_200,
    vesselLOA: 199.98,
    vesselGrainCap: 79_500,
    vesselBaleCap: 77_000,
    constants: 350,
    freshWater: 150,
    scrubber,
    fuelType: scrubber ? 'TYPE1' : 'TYPE0',
    ballast: speedTable(12.5, 22, 0, 0.1),
    laden: speedTable(12, 24.5, 0, 0.1),
    idle: grades(3, 0, 0.1),
    loading: grades(4.5, 0, 0.2),
    discharging: grades(5, 0, 0.2),
  });

const capesize = makeVessel({
  vesselName: 'CAPE HARMONY',
  vesselDwt: 181_000,
  vesselDraftS: 18.2,
  vesselTPC: 124,
  vesselLightShip: 23_500,
  vesselLOA: 292,
  vesselGrainCap: 199_000,
  vesselBaleCap: 195_000,
  constants: 450,
  freshWater: 250,
  ballast: speedTable(13, 38, 0, 0.15),
  laden: speedTable(12.5, 44, 0, 0.15),
  idle: grades(4, 0, 0.15),
  loading: grades(5, 0, 0.15),
  discharging: grades(5, 0, 0.15),
});

export interface GoldenCase {
  name: string;
  input: VoyageInput;
  options?: Partial<EngineOptions>;
}

export const GOLDEN_CASES: GoldenCase[] = [
  {
    name: 'ultramax-baltic-ets-scrubber-twins',
    // Rostock -> Alexandria wheat: ECA legs in the Baltic/North Sea, EU load port, EU ETS in the P&L.
    input: makeInput({
      order: makeOrder({
        tcAdcom: 3.75,
        euaPriceEur: 72,
        eurUsd: 1.08,
        etsInPnl: true,
        laycanStartDate: '2027-02-10T00:00:00Z',
        laycanEndDate: '2027-02-20T00:00:00Z',
      }),
      rows: [
        makeRow({ id: 'c', operation: 'Commence' }),
        makeRow({
          id: 'l',
          operation: 'Loading',
          port: 'Rostock',
          distNormal: 380,
          distEca: 620,
          cargoQty: 60_000,
          tolerance: 10,
          rate: 15_000,
          terms: 'SHEX-24hrs',
          factor: 1.1667,
          freight: 31.5,
          adcom: 3.75,
          brokerage: 1.25,
          portExp: 65_000,
          stowFactor: 1.3,
          loadline: 'W',
          isEu: true,
          sulfur: 'ECA',
        }),
        makeRow({ id: 'p', operation: 'Passing', port: 'Gibraltar', distNormal: 1_950, distEca: 720 }),
        makeRow({
          id: 'd',
          operation: 'Discharging',
          port: 'Alexandria',
          distNormal: 1_810,
          rate: 8_000,
          terms: 'SHEX-48hrs',
          factor: 1.4,
          turnTime: 0.5,
          portExp: 85_000,
        }),
      ],
      fleet: [
        makeEntry({
          id: 'scrubber',
          vessel: ultramax(true),
          hirePerDay: 15_500,
          dateOpening: '2027-02-06T00:00:00Z',
          isReferenceVessel: true,
        }),
        makeEntry({ id: 'plain', vessel: ultramax(false), hirePerDay: 14_250, dateOpening: '2027-02-06T00:00:00Z' }),
      ],
    }),
  },
  {
    name: 'capesize-c3-afsps-gbb-draft-limited',
    // Tubarao -> Qingdao ore, AFSPS with a gross ballast bonus; 18.0 m draft restriction at Qingdao.
    input: makeInput({
      order: makeOrder({
        deliveryTerms: 'AFSPS',
        tcAdcom: 5,
        laycanStartDate: '2027-03-05T00:00:00Z',
        laycanEndDate: '2027-03-14T00:00:00Z',
      }),
      rows: [
        makeRow({ id: 'c', operation: 'Commence' }),
        makeRow({
          id: 'l',
          operation: 'Loading',
          port: 'Tubarao',
          distNormal: 9_600,
          cargoQty: 170_000,
          tolerance: 10,
          rate: 80_000,
          turnTime: 0.5,
          freight: 21.35,
          adcom: 3.75,
          brokerage: 1.25,
          portExp: 120_000,
          stowFactor: 0.45,
          loadline: 'T',
        }),
        makeRow({
          id: 'd',
          operation: 'Discharging',
          port: 'Qingdao',
          distNormal: 11_000,
          rate: 30_000,
          turnTime: 0.5,
          portExp: 140_000,
          draftRes: 18,
        }),
      ],
      fleet: [
        makeEntry({
          id: 'gbb',
          vessel: capesize,
          hireGbb: 14_000,
          gbb: 1_400_000,
          dateOpening: '2027-02-01T00:00:00Z',
          port: 'Singapore',
          ballastDistNormal: 8_400,
          ballastDistEca: 0,
          bnkDel: grades(1_800, 0, 120),
        }),
      ],
    }),
  },
  {
    name: 'multi-port-split-hire-fifo',
    // Two load and two discharge ports, Multiple Freight, split hire, a Bunkering stop, FIFO settlement.
    input: makeInput({
      order: makeOrder({
        freightMode: 'Multiple Freight',
        fuelCalculationMethod: 'FIFO',
        fuelPriceOverridden: true,
        tcAdcom: 1.25,
        cve: 1_500,
        insurance: 8_000,
        laycanStartDate: '2027-04-01T00:00:00Z',
        laycanEndDate: '2027-04-10T00:00:00Z',
      }),
      rows: [
        makeRow({ id: 'c', operation: 'Commence' }),
        makeRow({
          id: 'l1',
          operation: 'Loading',
          port: 'Samarinda',
          distNormal: 1_200,
          cargoQty: 30_000,
          tolerance: 5,
          rate: 10_000,
          freight: 14.5,
          adcom: 2.5,
          brokerage: 1.25,
          portExp: 30_000,
        }),
        makeRow({
          id: 'l2',
          operation: 'Loading',
          port: 'Taboneo',
          distNormal: 310,
          cargoQty: 25_000,
          tolerance: 5,
          rate: 12_000,
          freight: 15.25,
          adcom: 2.5,
          brokerage: 1.25,
          portExp: 25_000,
        }),
        makeRow({
          id: 'b',
          operation: 'Bunkering',
          port: 'Singapore',
          distNormal: 880,
          turnTime: 0.5,
          supply: grades(600, 0, 40),
          supplyPrice: grades(585, 0, 790),
        }),
        makeRow({
          id: 'd1',
          operation: 'Discharging',
          port: 'Krishnapatnam',
          distNormal: 1_650,
          cargoQty: 30_000,
          rate: 14_000,
          portExp: 45_000,
        }),
        makeRow({
          id: 'd2',
          operation: 'Discharging',
          port: 'Paradip',
          distNormal: 520,
          cargoQty: 25_000,
          rate: 12_000,
          portExp: 40_000,
        }),
      ],
      fleet: [
        makeEntry({
          id: 'split',
          vessel: ultramax(false),
          hirePerDay: 13_000,
          splitHire: [
            { hireRate: 16_000, NoDays: 10 },
            { hireRate: 13_000, NoDays: 0 },
          ],
          dateOpening: '2027-03-28T00:00:00Z',
          bnkDel: grades(450, 0, 60),
          bnkPriceDelivery: grades(540, 0, 760),
          bnkPriceRedelivery: grades(570, 0, 780),
          bnkPriceSettlement: grades(575, 0, 785),
          bunkerPriceOverridden: true,
        }),
      ],
    }),
  },
];
