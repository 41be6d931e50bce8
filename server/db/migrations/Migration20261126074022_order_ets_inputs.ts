import { Migration } from '@mikro-orm/migrations';

export class Migration20261126074022_order_ets_inputs extends Migration {

  override name = 'Migration20261126074022_order_ets_inputs';

  override up(): void | Promise<void> {
    this.addSql(`alter table "client_query" add "eua_price_eur" double precision not null default 75, add "eur_usd" double precision not null default 1.08, add "ets_in_pnl" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "client_query" drop column "eua_price_eur", drop column "eur_usd", drop column "ets_in_pnl";`);
  }

}
