import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORT_MSG } from '../../shared/ports/port-choice.js';
import { Order } from '../../server/modules/orders/order.entity.js';
import { PortOperation } from '../../server/modules/orders/port-operation.entity.js';
import { gql, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ADD_OPERATION, createTenant, legacyOrderBody, orderInput, type Json } from './orders-support.js';

const FIELDS = `id: databaseId name unmatchedPorts { operationId index field port message }
  operations { id: databaseId operation port portId portName customPoint lat lng country }`;
const SAVE = `mutation ($input: OrderInput!) { saveOrder(input: $input) { ${FIELDS} } }`;
const COPY_AS_NEW = `mutation ($input: OrderInput!) { createOrderAsCopy(input: $input) { ${FIELDS} } }`;
const READ = `query ($id: Int!) { order(id: $id) { ${FIELDS} } }`;
const MINE = `query { myOrders(page: { limit: 100 }) { totalElements } }`;
const PORTS = `query ($q: String!) { portsByChar(port: $q) { id: databaseId name country lat lng } }`;

/** The dialog's rows with the discharge port as given: Commence, Loading at Tubarao, Discharging. */
const withDischarge = (discharge: Json, extra: Json = {}) =>
  orderInput({
    ...extra,
    operations: [
      { operation: 'COMMENCE', port: '' },
      orderInput().operations[0],
      { operation: 'DISCHARGING', rate: 30000, cargoQty: 150000, ...discharge },
    ],
  });

describe('ports of order rows are ports of the table (GraphQL and REST)', () => {
  let server: TestServer;
  let token: string;
  const call = (method: string, path: string, body?: unknown) => rest<any>(server.url, method, path, { token, body });
  const save = (input: Json, doc = SAVE) => gql<Record<string, Json>>(server.url, doc, { input }, token);
  const portNamed = async (name: string): Promise<Json> => {
    const r = await gql<{ portsByChar: Json[] }>(server.url, PORTS, { q: name }, token);
    return r.data!.portsByChar.find((p) => p.name === name)!;
  };
  const myCount = async () => (await gql<{ myOrders: Json }>(server.url, MINE, {}, token)).data!.myOrders.totalElements;

  beforeAll(async () => {
    server = await startTestServer();
    token = (await createTenant(server, 'PORTS')).users.pricing.token;
  });
  afterAll(async () => server?.close());

  it('refuses text that names no port, with the field and the message, and saves nothing', async () => {
    const before = await myCount();
    const message = PORT_MSG.unknown('Qingdaoo');
    expect(message).toBe("Unknown port 'Qingdaoo': choose a port from the list or enter a custom point");
    for (const doc of [SAVE, COPY_AS_NEW]) {
      const r = await save(withDischarge({ port: 'Qingdaoo' }), doc);
      expect(r.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field: 'operations[2].port' },
      });
    }
    const viaRest = await call('POST', '/clientQuery', {
      ...legacyOrderBody(),
      cargoList: [
        { operation: 'Loading', port: 'Santos', rate: 10000 },
        { operation: 'Discharging', port: 'Qingdaoo', rate: 10000 },
      ],
    });
    expect(viaRest.status).toBe(400);
    expect(viaRest.body).toMatchObject({ error: message, code: 'BAD_USER_INPUT', field: 'cargoList[1].port' });
    expect(await myCount()).toBe(before);

    const saved = (await save(withDischarge({ port: 'Qingdao' }))).data!.saveOrder!;
    const added = await gql(
      server.url,
      ADD_OPERATION,
      { orderId: saved.id, input: { operation: 'PASSING', port: 'Atlantis Harbour' }, position: 2 },
      token,
    );
    expect(added.errors?.[0]).toMatchObject({
      message: PORT_MSG.unknown('Atlantis Harbour'),
      extensions: { code: 'BAD_USER_INPUT', field: 'input.port' },
    });
    const rows = await call('POST', `/cargoList?queryId=${saved.id}`, [{ operation: 'Passing', port: 'Atlantis' }]);
    expect(rows.status).toBe(400);
    expect(rows.body).toMatchObject({ error: PORT_MSG.unknown('Atlantis'), field: 'cargoList[0].port' });
    const changed = await call('POST', `/updateCargoDetails?queryId=${saved.id}`, [
      ...(await call('GET', `/CargoByQuery?id=${saved.id}`)).body.map((r: Json, i: number) =>
        i === 2 ? { ...r, port: 'Qingdaoo' } : r,
      ),
    ]);
    expect(changed.body).toMatchObject({ error: PORT_MSG.unknown('Qingdaoo'), field: 'cargoList[2].port' });
  });

  it("ties 'Tubarao' to Tubarão: the text is kept, the port's id, position and country are stored", async () => {
    const tubarao = await portNamed('Tubarão');
    expect(tubarao).toMatchObject({ country: 'Brazil' });
    const order = (await save(withDischarge({ port: 'qingdao' }))).data!.saveOrder!;
    const loading = order.operations[1];
    expect(loading).toMatchObject({
      port: 'Tubarao',
      portId: tubarao.id,
      portName: 'Tubarão',
      customPoint: false,
      lat: tubarao.lat,
      lng: tubarao.lng,
      country: 'Brazil',
    });
    expect(order.operations[2]).toMatchObject({ port: 'qingdao', portName: 'Qingdao', country: 'China' });
    expect(order.unmatchedPorts).toEqual([]);

    const id = await call('POST', '/clientQuery', {
      ...legacyOrderBody(),
      cargoList: [
        { operation: 'Loading', port: 'TUBARAO', rate: 10000, lat: 0, lng: 0, country: 'Nowhere' },
        { operation: 'Discharging', port: 'Rizhao', rate: 10000 },
      ],
    });
    expect(id.status).toBe(200);
    const rows = (await call('GET', `/CargoByQuery?id=${id.body}`)).body as Json[];
    expect(rows[1]).toMatchObject({ port: 'TUBARAO', portId: tubarao.id, lat: tubarao.lat, country: 'Brazil' });
  });

  it("refuses 'Newcastle' without a country, naming both; a country, a position or a picked id tells them apart", async () => {
    const au = await portNamed('Newcastle (AU)');
    const uk = await portNamed('Newcastle (UK)');
    const message = PORT_MSG.ambiguous('Newcastle', [
      `Newcastle (AU) (${au.country})`,
      `Newcastle (UK) (${uk.country})`,
    ]);
    expect(message).toContain('Newcastle (AU) (Australia), Newcastle (UK) (United Kingdom)');
    const refused = await save(withDischarge({ port: 'Newcastle' }));
    expect(refused.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', field: 'operations[2].port' },
    });
    const byCountry = (await save(withDischarge({ port: 'Newcastle', country: 'United Kingdom' }))).data!.saveOrder!;
    expect(byCountry.operations[2]).toMatchObject({
      port: 'Newcastle',
      portId: uk.id,
      lat: uk.lat,
      country: uk.country,
    });
    const byCode = (await save(withDischarge({ port: 'Newcastle', country: 'AU' }))).data!.saveOrder!;
    expect(byCode.operations[2]).toMatchObject({ portId: au.id });
    const byId = (await save(withDischarge({ port: 'newcastle', portId: uk.id }))).data!.saveOrder!;
    expect(byId.operations[2]).toMatchObject({ port: 'newcastle', portId: uk.id, portName: 'Newcastle (UK)' });
    const wrongId = await save(withDischarge({ port: 'Qingdao', portId: uk.id }));
    expect(wrongId.errors?.[0]?.extensions).toMatchObject({ field: 'operations[2].port' });
    expect(wrongId.errors?.[0]?.message).toBe(PORT_MSG.notNameOf('Qingdao', 'Newcastle (UK)'));

    const restRefused = await call('POST', '/clientQuery', {
      ...legacyOrderBody(),
      cargoList: [
        { operation: 'Loading', port: 'Newcastle', rate: 10000 },
        { operation: 'Discharging', port: 'Kashima', rate: 10000 },
      ],
    });
    expect(restRefused.body).toMatchObject({ error: message, code: 'BAD_USER_INPUT', field: 'cargoList[0].port' });
    const byPosition = await call('POST', '/clientQuery', {
      ...legacyOrderBody(),
      cargoList: [
        { operation: 'Loading', port: 'Newcastle', rate: 10000, lat: -32.9, lng: 151.8 },
        { operation: 'Discharging', port: 'Kashima', rate: 10000 },
      ],
    });
    expect(byPosition.status).toBe(200);
    const rows = (await call('GET', `/CargoByQuery?id=${byPosition.body}`)).body as Json[];
    expect(rows[1]).toMatchObject({ portId: au.id, country: 'Australia' });
  });

  it('accepts a custom point with its name and position; refuses one without a position or named as a port', async () => {
    const convent = { port: 'Convent', customPoint: true, lat: 30.02, lng: -90.83 };
    const order = (await save(withDischarge(convent))).data!.saveOrder!;
    expect(order.operations[2]).toMatchObject({ ...convent, portId: null, portName: null });
    expect(order.unmatchedPorts).toEqual([]);
    const noPosition = await save(withDischarge({ port: 'Convent', customPoint: true }));
    expect(noPosition.errors?.[0]).toMatchObject({
      message: PORT_MSG.customNeedsPosition,
      extensions: { code: 'BAD_USER_INPUT', field: 'operations[2].lat' },
    });
    const isPort = await save(withDischarge({ port: 'Qingdao', customPoint: true, lat: 36, lng: 120 }));
    expect(isPort.errors?.[0]?.message).toBe(PORT_MSG.customIsPort('Qingdao', 'Qingdao (China)'));

    const viaRest = await call('POST', '/clientQuery', {
      ...legacyOrderBody(),
      cargoList: [
        { operation: 'Loading', ...convent, rate: 10000 },
        { operation: 'Passing', port: 'Cape of Good Hope', customPoint: 'true', lat: -34.357, lng: 18.474 },
        { operation: 'Discharging', port: 'Qingdao', rate: 10000 },
      ],
    });
    expect(viaRest.status).toBe(200);
    const rows = (await call('GET', `/CargoByQuery?id=${viaRest.body}`)).body as Json[];
    expect(rows.map((r) => [r.port, r.customPoint, r.portId === null])).toEqual([
      ['', false, true],
      ['Convent', true, true],
      ['Cape of Good Hope', true, true],
      ['Qingdao', false, false],
    ]);
  });

  it('flags a stored order whose port text names no port; it still loads, saves and can be fixed', async () => {
    const order = (await save(withDischarge({ port: 'Qingdao' }))).data!.saveOrder!;
    // An order stored before ports were checked: free text, no port.
    const em = server.orm.em.fork();
    const row = await em.findOneOrFail(PortOperation, { id: order.operations[2].id });
    Object.assign(row, { port: 'Qingdaoo', portRecord: null, lat: null, lng: null, country: null });
    await em.flush();

    const read = await gql<{ order: Json }>(server.url, READ, { id: order.id }, token);
    expect(read.errors).toBeUndefined();
    const flag = {
      operationId: row.id,
      index: 2,
      field: 'operations[2].port',
      port: 'Qingdaoo',
      message: PORT_MSG.unknown('Qingdaoo'),
    };
    expect(read.data!.order.unmatchedPorts).toEqual([flag]);
    const legacy = await call('GET', `/queryById?id=${order.id}`);
    expect(legacy.body.unmatchedPorts).toEqual([{ ...flag, field: 'cargoList[2].port' }]);

    // Other changes still save (the row's text did not change), and the flag stays.
    const asInput = (read.data!.order.operations as Json[]).map(({ portName: _shown, ...o }) => o);
    const renamed = await save({ id: order.id, name: 'Renamed', operations: asInput });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data!.saveOrder!.unmatchedPorts).toHaveLength(1);
    expect((await em.fork().findOneOrFail(Order, { id: order.id })).name).toBe('Renamed');

    const fixed = await save({
      id: order.id,
      operations: read.data!.order.operations.map((o: Json, i: number) =>
        i === 2 ? { id: o.id, port: 'Qingdao' } : { id: o.id },
      ),
    });
    expect(fixed.data!.saveOrder!.unmatchedPorts).toEqual([]);
    expect(fixed.data!.saveOrder!.operations[2]).toMatchObject({ port: 'Qingdao', portName: 'Qingdao' });
  });
});
