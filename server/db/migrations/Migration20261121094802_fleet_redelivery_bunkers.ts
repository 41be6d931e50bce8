import { Migration } from '@mikro-orm/migrations';

export class Migration20261121094802_fleet_redelivery_bunkers extends Migration {

  override name = 'Migration20261121094802_fleet_redelivery_bunkers';

  override up(): void | Promise<void> {
    this.addSql(`alter table "fleet_entry" add "bnk_redelhs" double precision not null default 0, add "bnk_redells" double precision not null default 0, add "bnk_redelmgo" double precision not null default 0, add "bnk_redel_tolerance" double precision not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "fleet_entry" drop column "bnk_redelhs", drop column "bnk_redells", drop column "bnk_redelmgo", drop column "bnk_redel_tolerance";`);
  }

}
