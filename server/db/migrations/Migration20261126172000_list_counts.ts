import { Migration } from '@mikro-orm/migrations';
import { LIST_COUNT_TRIGGERS, LIST_COUNTS_RECOUNT } from '../list-counts.js';

/**
 * Counts of the orders and voyages lists kept by triggers (issue #19, ADR 0018): one row per organization,
 * creator (0 for none) and, for orders, access, so the list's unfiltered count is a read of a handful of rows
 * instead of an index scan of every order. Statement-level triggers with transition tables add each
 * statement's net change in one upsert, its keys in a fixed order (no lock-order deadlocks between two
 * statements), and a TRUNCATE empties the counts of its table.
 */
export class Migration20261126172000_list_counts extends Migration {
  override name = 'Migration20261126172000_list_counts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "order_list_count" ("organization_id" int not null, "creator_id" int not null, "access" text not null, "n" bigint not null default 0, constraint "order_list_count_pkey" primary key ("organization_id", "creator_id", "access"));`,
    );
    this.addSql(
      `create table "saved_result_list_count" ("organization_id" int not null, "creator_id" int not null, "n" bigint not null default 0, constraint "saved_result_list_count_pkey" primary key ("organization_id", "creator_id"));`,
    );
    for (const t of LIST_COUNT_TRIGGERS) this.addSql(t.functionSql);
    for (const t of LIST_COUNT_TRIGGERS) for (const trigger of t.triggers) this.addSql(trigger.expression);
    for (const sql of LIST_COUNTS_RECOUNT) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    for (const t of LIST_COUNT_TRIGGERS) {
      for (const trigger of t.triggers) this.addSql(`drop trigger if exists ${trigger.name} on ${t.table};`);
      this.addSql(`drop function if exists ${t.functionName}();`);
    }
    this.addSql(`drop table if exists "order_list_count";`);
    this.addSql(`drop table if exists "saved_result_list_count";`);
  }
}
