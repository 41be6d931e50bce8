import { Migration } from '@mikro-orm/migrations';

/**
 * Orders and voyages lists at scale (issue #19, ADR 0018): the orders table's derived columns stored on the
 * order and kept by triggers from its operations, indexes for the lists' sort and scope, and one trigram
 * index per list for the text search (pg_trgm; PGlite loads it in server/db/orm.ts).
 */
/** Recomputes the list columns of the orders `o2` the condition selects; rows already right are not written. */
const refresh = (orders: string) => `
  update client_query o set
    list_first_load_port = fl.port, list_cargo = fl.cargo, list_account = fl.account,
    list_last_discharge_port = ld.port, list_load_qty = coalesce(q.qty, 0)
  from client_query o2
  left join lateral (select p.port, p.cargo, p.account from port_operation p
    where p.order_id = o2.id and p.operation::text = 'Loading' order by p."index", p.id limit 1) fl on true
  left join lateral (select p.port from port_operation p
    where p.order_id = o2.id and p.operation::text = 'Discharging' order by p."index" desc, p.id desc limit 1) ld on true
  left join lateral (select sum(case when o2.qty_mode::text = 'MINMAX' then p.max else p.cargo_qty end) as qty
    from port_operation p where p.order_id = o2.id and p.operation::text = 'Loading') q on true
  where o.id = o2.id and ${orders}
    and (o.list_first_load_port, o.list_cargo, o.list_account, o.list_last_discharge_port, o.list_load_qty)
      is distinct from (fl.port, fl.cargo, fl.account, ld.port, coalesce(q.qty, 0))`;

/** Fills every order's list columns (this migration; the bench seeding script after bulk inserts). */
export const LIST_COLUMNS_BACKFILL = refresh('true');

const OPERATION_FUNCTION = `
create or replace function port_operation_list_columns() returns trigger language plpgsql as $fn$
declare ids int[];
begin
  if tg_op = 'INSERT' then ids := array[new.order_id];
  elsif tg_op = 'DELETE' then ids := array[old.order_id];
  else ids := array[old.order_id, new.order_id];
  end if;
  ${refresh('o2.id = any(ids)')};
  return null;
end
$fn$`;

const QTY_MODE_FUNCTION = `
create or replace function client_query_list_qty_mode() returns trigger language plpgsql as $fn$
begin
  ${refresh('o2.id = new.id')};
  return null;
end
$fn$`;

/** The triggers, as the entities declare them (order.entity.ts, port-operation.entity.ts). */
const OPERATION_TRIGGER =
  'create trigger port_operation_list_columns after insert or delete or update of order_id, operation, port, ' +
  'cargo, account, cargo_qty, max, "index" on port_operation for each row execute function port_operation_list_columns()';
const QTY_MODE_TRIGGER =
  'create trigger client_query_list_qty_mode after update of qty_mode on client_query for each row ' +
  'when (old.qty_mode is distinct from new.qty_mode) execute function client_query_list_qty_mode()';

export class Migration20261126141815_list_scale extends Migration {
  override name = 'Migration20261126141815_list_scale';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`alter table "client_query" add "list_first_load_port" varchar(200) null, add "list_cargo" varchar(200) null, add "list_account" varchar(200) null, add "list_last_discharge_port" varchar(200) null, add "list_load_qty" double precision not null default 0;`);
    this.addSql(`create index "client_query_list_search_index" on "client_query" using gin ((coalesce("name", '') || '|' || coalesce("list_first_load_port", '') || '|' || coalesce("list_last_discharge_port", '') || '|' || coalesce("list_cargo", '') || '|' || coalesce("list_account", '')) gin_trgm_ops);`);
    this.addSql(`create index "client_query_list_mine_created_index" on "client_query" ("organization_id", "created_by_id", "created_at", "id");`);
    this.addSql(`create index "client_query_list_org_created_index" on "client_query" ("organization_id", "created_at", "id", "access", "created_by_id");`);
    this.addSql(`create index "client_query_list_load_qty_index" on "client_query" ("organization_id", "list_load_qty");`);

    this.addSql(`create index "saved_result_list_search_index" on "saved_result" using gin ((coalesce("save_label", '') || '|' || coalesce("vessel_name", '') || '|' || coalesce("order_name", '') || '|' || coalesce("first_load_port", '') || '|' || coalesce("last_discharge_port", '')) gin_trgm_ops);`);
    this.addSql(`create index "saved_result_list_mine_created_index" on "saved_result" ("organization_id", "created_by_id", "created_at", "id");`);
    this.addSql(`create index "saved_result_list_org_created_index" on "saved_result" ("organization_id", "created_at", "id");`);

    this.addSql(OPERATION_FUNCTION);
    this.addSql(QTY_MODE_FUNCTION);
    this.addSql(OPERATION_TRIGGER);
    this.addSql(QTY_MODE_TRIGGER);
    this.addSql(LIST_COLUMNS_BACKFILL);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists client_query_list_qty_mode on client_query;`);
    this.addSql(`drop trigger if exists port_operation_list_columns on port_operation;`);
    this.addSql(`drop function if exists client_query_list_qty_mode();`);
    this.addSql(`drop function if exists port_operation_list_columns();`);
    this.addSql(`drop index "client_query_list_search_index";`);
    this.addSql(`drop index "client_query_list_mine_created_index";`);
    this.addSql(`drop index "client_query_list_org_created_index";`);
    this.addSql(`drop index "client_query_list_load_qty_index";`);
    this.addSql(`alter table "client_query" drop column "list_first_load_port", drop column "list_cargo", drop column "list_account", drop column "list_last_discharge_port", drop column "list_load_qty";`);

    this.addSql(`drop index "saved_result_list_search_index";`);
    this.addSql(`drop index "saved_result_list_mine_created_index";`);
    this.addSql(`drop index "saved_result_list_org_created_index";`);
  }

}
