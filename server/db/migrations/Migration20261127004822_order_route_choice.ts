import { Migration } from '@mikro-orm/migrations';

/**
 * The route an order is priced on (issue #21 item 3, ADR on route alternatives): SHORTEST (the order's own
 * route flags, the behaviour before), SUEZ, PANAMA or CAPE. Every existing order keeps SHORTEST.
 */
export class Migration20261127004822_order_route_choice extends Migration {
  override name = 'Migration20261127004822_order_route_choice';

  override up(): void | Promise<void> {
    this.addSql(`create type "route_choice" as enum ('SHORTEST', 'SUEZ', 'PANAMA', 'CAPE');`);
    this.addSql(`alter table "client_query" add column "route_choice" "route_choice" not null default 'SHORTEST';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "client_query" drop column if exists "route_choice";`);
    this.addSql(`drop type if exists "route_choice";`);
  }
}
