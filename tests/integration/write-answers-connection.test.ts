import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { orderInput } from './orders-support.js';
import { connectionQuery, data, page, type Json } from './relay-connections-support.js';

/**
 * What the web needs from a write's answer to update its cached connections without fetching a list again
 * (issue #20 item 3): a saved order's list row (Order.listRow, the same record the orders connections list)
 * and whether the Position Reader's list on screen holds an uploaded e-mail (uploadEmail's listed).
 */
const ROW_FIELDS = 'id databaseId name access firstLoadPort lastDischargePort cargo loadQty voyType account pinned';
const SAVE = `mutation ($input: OrderInput!, $version: Int) {
  saveOrder(input: $input, version: $version) { id databaseId version operations { databaseId operation port rate cargoQty } listRow { ${ROW_FIELDS} createdDate } } }`;
const COPY = `mutation ($input: OrderInput!) { createOrderAsCopy(input: $input) { databaseId listRow { ${ROW_FIELDS} } } }`;
const ORDERS = connectionQuery(
  'ordersConnection',
  `${ROW_FIELDS} createdDate`,
  ', $scope: OrderListScope!',
  ', scope: $scope',
);
const UPLOAD = `mutation ($raw: String!, $listFilter: ReaderFilterInput) {
  uploadEmail(raw: $raw, listFilter: $listFilter) { id duplicate listed email { id databaseId sender subject receivedAt } } }`;
const EMAILS = connectionQuery(
  'emailsConnection',
  'id databaseId sender subject receivedAt',
  ', $filter: ReaderFilterInput',
  ', filter: $filter',
);

function positionList(id: string, subject: string): string {
  return [
    'From: Broker Answers <desk@answers-broker.example>',
    'To: positions@demo.example',
    `Subject: ${subject}`,
    `Date: ${new Date().toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${id}@answers-broker.example>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'Good morning, pls find our open tonnage:',
    '',
    '=== FAR EAST ===',
    'MV ANSWER WREN 58,000DWT BLT 2015 4X30T CR OPEN QINGDAO PPT',
    '',
    'Best regards',
    '',
  ].join('\r\n');
}

describe('write answers for cached connections', () => {
  let server: TestServer;
  let admin: string;
  let other: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginToken(server.url, 'admin@demo.example');
    other = await loginToken(server.url, 'admin@other.example');
  });
  afterAll(async () => server?.close());

  it("a saved order's listRow is the row the orders connections list, before and after an update", async () => {
    const created = await data(server.url, admin, SAVE, {
      input: orderInput({ name: 'Answer row', access: 'PUBLIC' }),
    });
    const order = created.saveOrder as Json;
    const rowOf = async (scope: string, token = admin) =>
      ((await page(server.url, token, ORDERS, 'ordersConnection', { scope, first: 100 })).edges as Json[])
        .map((e) => e.node)
        .find((n) => n.databaseId === order.databaseId);
    expect(order.listRow).toMatchObject({ databaseId: order.databaseId, name: 'Answer row', firstLoadPort: 'Tubarao' });
    expect(await rowOf('ALL')).toEqual(order.listRow);
    expect(await rowOf('MY')).toEqual(order.listRow);

    const input = orderInput({
      id: order.databaseId,
      name: 'Answer row renamed',
      access: 'PUBLIC',
      // The same rows (ids kept), the Loading row's port, cargo, account and quantity changed.
      operations: (order.operations as Json[]).map(({ databaseId, ...op }) => {
        const row = { ...op, id: databaseId };
        if (op.operation === 'LOADING')
          return { ...row, port: 'Qingdao', cargoQty: 90000, cargo: 'Coal', account: 'Nova' };
        if (op.operation === 'DISCHARGING') return { ...row, port: 'Tubarao', cargoQty: 90000 };
        return row;
      }),
    });
    const updated = (await data(server.url, admin, SAVE, { input, version: order.version })).saveOrder as Json;
    expect(updated.listRow.id).toBe(order.listRow.id);
    expect(updated.listRow).toMatchObject({
      name: 'Answer row renamed',
      firstLoadPort: 'Qingdao',
      lastDischargePort: 'Tubarao',
      cargo: 'Coal',
      account: 'Nova',
      loadQty: 90000,
    });
    expect(await rowOf('ALL')).toEqual(updated.listRow);
    // node(id) of the row answers the same columns (kept by triggers, read as the lists read them).
    const node = await data(
      server.url,
      admin,
      `query ($id: ID!) { node(id: $id) { ... on OrderListRow { ${ROW_FIELDS} createdDate } } }`,
      {
        id: updated.listRow.id,
      },
    );
    expect(node.node).toEqual(updated.listRow);

    // Another user of the organization reads the same public row (their own pin, not the creator's).
    const sales = await loginToken(server.url, 'sales@demo.example');
    const theirs = await rowOf('ALL', sales);
    expect(theirs).toMatchObject({ id: updated.listRow.id, name: 'Answer row renamed', pinned: false });

    const copy = (await data(server.url, admin, COPY, { input: orderInput({ name: 'Answer copy' }) }))
      .createOrderAsCopy as Json;
    expect(copy.listRow).toMatchObject({ databaseId: copy.databaseId, name: 'Answer copy', firstLoadPort: 'Tubarao' });
    expect(copy.listRow.id).not.toBe(updated.listRow.id);
  });

  it('uploadEmail says whether the list by listFilter holds the e-mail, as emailsConnection answers', async () => {
    const matching = { days: 1, portRegion: [], search: 'ANSWERS LISTED' };
    const missing = { days: 1, portRegion: [], search: 'nothing-like-this' };
    const up = (
      await data(server.url, admin, UPLOAD, { raw: positionList('a1', 'ANSWERS LISTED'), listFilter: matching })
    ).uploadEmail as Json;
    expect(up).toMatchObject({ duplicate: false, listed: true, email: { subject: 'ANSWERS LISTED' } });
    const listed = await page(server.url, admin, EMAILS, 'emailsConnection', { filter: matching, first: 10 });
    expect(listed.edges[0].node).toEqual(up.email);

    const second = (
      await data(server.url, admin, UPLOAD, { raw: positionList('a2', 'ANSWERS UNLISTED'), listFilter: missing })
    ).uploadEmail as Json;
    expect(second.listed).toBe(false);
    const none = await page(server.url, admin, EMAILS, 'emailsConnection', { filter: missing, first: 10 });
    expect(none.edges.map((e: Json) => e.node.id)).not.toContain(second.email.id);

    const bare = (await data(server.url, admin, UPLOAD, { raw: positionList('a3', 'ANSWERS BARE') }))
      .uploadEmail as Json;
    expect(bare.listed).toBeNull();
    const again = (
      await data(server.url, admin, UPLOAD, { raw: positionList('a1', 'ANSWERS LISTED'), listFilter: matching })
    ).uploadEmail as Json;
    expect(again).toMatchObject({ duplicate: true, email: { id: up.email.id } });

    // Another organization: its list by the same filter does not hold the e-mail.
    const theirs = await page(server.url, other, EMAILS, 'emailsConnection', { filter: matching, first: 10 });
    expect(theirs.edges).toEqual([]);
    // A bad filter is refused with its field, not a 500.
    const bad = await gql(
      server.url,
      UPLOAD,
      { raw: positionList('a4', 'ANSWERS BAD'), listFilter: { days: 99 } },
      admin,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
