/**
 * Bulk orders and saved voyages for the list benchmarks (issue #19): set-based SQL, so 100,000 orders take
 * seconds on PostgreSQL and PGlite alike. Each order gets two Loading rows, a Passing row and a Discharging
 * row from a rotation of ports, cargoes and accounts; one saved voyage per order. The list columns are filled
 * by one set-based statement (the migration's backfill) with the per-row triggers held off for the insert,
 * then the tables are vacuumed and analysed as autovacuum would after a bulk load.
 */
import type { Em } from '../server/db/orm.js';
import { LIST_COUNTS_RECOUNT } from '../server/db/list-counts.js';
import { LIST_SEARCH_REBUILD } from '../server/db/list-search.js';
import { LIST_COLUMNS_BACKFILL } from '../server/db/migrations/Migration20261126141815_list_scale.js';

const PORTS = [
  'Kamsar',
  'Tubarao',
  'Port Hedland',
  'Dampier',
  'Richards Bay',
  'Newcastle',
  'Ponta da Madeira',
  'Saldanha Bay',
  'Qingdao',
  'Rizhao',
  'Longkou',
  'Tianjin',
  'Rotterdam',
  'Hamburg',
  'Gijon',
  'Kashima',
  'Pohang',
  'Gwangyang',
  'Paradip',
  'Visakhapatnam',
  'Santos',
  'Paranagua',
  'Vancouver',
  'Houston',
  'New Orleans',
  'Singapore',
  'Durban',
  'Taboneo',
  'Samarinda',
  'Muara Pantai',
];
const CARGOES = ['Iron ore', 'Coal', 'Bauxite', 'Soybeans', 'Corn', 'Wheat', 'Nickel ore', 'Manganese', 'Clinker'];
const ACCOUNTS = ['SAIC', 'Minerva', 'Vale', 'Rio Tinto', 'BHP', 'Cargill', 'Bunge', 'COFCO', 'Posco', 'Nippon'];
const VESSELS = ['Ocean Pride', 'Cape Venture', 'Star Aurora', 'Pacific Grace', 'Nordic Bulk', 'Golden Eagle'];

const arr = (xs: readonly string[]) => `(array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}])`;
const pick = (xs: readonly string[], expr: string) => `${arr(xs)}[1 + (${expr}) % ${xs.length}]`;

/** Adds orders `from`..`to`-1 (and their saved voyages) to the organization, created by `users` in turn. */
export async function seedBenchOrders(
  em: Em,
  organizationId: number,
  users: readonly number[],
  from: number,
  to: number,
): Promise<void> {
  const userArr = `(array[${users.join(',')}])`;
  await em.transactional(async (tx) => {
    await tx.execute(`set local session_replication_role = replica`);
    await tx.execute(`
      insert into client_query (created_at, updated_at, name, access, qty_mode, laycan_start_date, laycan_end_date,
        organization_id, created_by_id)
      select timestamptz '2026-01-01' + g * interval '1 minute', now(), 'Bench ' || ${pick(CARGOES, 'g / 7')} || ' ' || g,
        (case when g % 3 = 0 then 'private' else 'public' end)::order_access,
        (case when g % 5 = 0 then 'MINMAX' else 'MOLOO' end)::qty_mode, now(), now() + interval '5 days',
        ${organizationId}, ${userArr}[1 + g % ${users.length}]
      from generate_series(${from}, ${to - 1}) g`);
    // Fresh statistics first: without them a first large batch gets a nested-loop plan for the 'not exists'.
    await tx.execute('analyze client_query');
    await tx.execute('analyze port_operation');
    await tx.execute(`
      insert into port_operation (created_at, updated_at, operation, port, cargo_qty, max, cargo, account, "index",
        order_id, organization_id)
      select now(), now(), (array['Loading','Loading','Passing','Discharging'])[k + 1]::port_operation_type,
        ${pick(PORTS, 'o.id * 7 + k * 3')}, 20000 + (o.id % 50) * 1000, 25000 + (o.id % 50) * 1000,
        case when k < 2 then ${pick(CARGOES, 'o.id / 7 + k')} end, case when k < 2 then ${pick(ACCOUNTS, 'o.id / 3 + k')} end,
        k, o.id, o.organization_id
      from client_query o cross join generate_series(0, 3) k
      where o.organization_id = ${organizationId} and o.name like 'Bench %'
        and not exists (select 1 from port_operation p where p.order_id = o.id)`);
    await tx.execute(LIST_COLUMNS_BACKFILL);
    await tx.execute(`
      insert into saved_result (created_at, updated_at, save_label, vessel_name, order_name, first_load_port,
        last_discharge_port, load_quantity, calculator_result, cargo_order, fleet, port_operation, order_id,
        created_by_id, organization_id)
      select o.created_at, now(), 'Run ' || o.id, ${pick(VESSELS, 'o.id')}, o.name, o.list_first_load_port,
        o.list_last_discharge_port, o.list_load_qty, '{}', '{}',
        jsonb_build_object('port', ${pick(PORTS, 'o.id')}), '[]', o.id, o.created_by_id, o.organization_id
      from client_query o
      where o.organization_id = ${organizationId} and o.name like 'Bench %'
        and not exists (select 1 from saved_result r where r.order_id = o.id)`);
    // The lists' counts, recounted: the count triggers were held off too.
    for (const sql of LIST_COUNTS_RECOUNT) await tx.execute(sql);
    // And the search tables, refilled: their triggers were held off too.
    for (const sql of LIST_SEARCH_REBUILD) await tx.execute(sql);
  });
  // What autovacuum does after a bulk load, at once: dead row versions of the backfill gone, statistics and
  // the visibility map (index-only counts) up to date.
  const tables = ['client_query', 'port_operation', 'saved_result', 'order_list_search', 'saved_result_list_search'];
  for (const table of tables) await em.execute(`vacuum analyze ${table}`);
}
