import { Migration } from '@mikro-orm/migrations';

/**
 * The order's canal dues (issue #21 item 3, ADR 0029 addendum): the figures the user set over the assumed
 * defaults, a list of { canal, dwtClass, usdPerTransit }, which the calculator charges per transit and the
 * Routes dialog prices with. Every existing order starts with none set (the defaults).
 */
export class Migration20261127052000_order_canal_dues extends Migration {
  override name = 'Migration20261127052000_order_canal_dues';

  override up(): void | Promise<void> {
    this.addSql(`alter table "client_query" add column "canal_dues" jsonb not null default '[]';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "client_query" drop column if exists "canal_dues";`);
  }
}
