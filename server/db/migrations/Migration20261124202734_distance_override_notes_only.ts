import { Migration } from '@mikro-orm/migrations';

export class Migration20261124202734_distance_override_notes_only extends Migration {

  override name = 'Migration20261124202734_distance_override_notes_only';

  override up(): void | Promise<void> {
    this.addSql(`alter table "port_distance_override" alter column "dist_normal" drop default;`);
    this.addSql(`alter table "port_distance_override" alter column "dist_normal" drop not null;`);
    this.addSql(`alter table "port_distance_override" alter column "dist_eca" drop default;`);
    this.addSql(`alter table "port_distance_override" alter column "dist_eca" drop not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "port_distance_override" alter column "dist_normal" set default 0;`);
    this.addSql(`alter table "port_distance_override" alter column "dist_normal" set not null;`);
    this.addSql(`alter table "port_distance_override" alter column "dist_eca" set default 0;`);
    this.addSql(`alter table "port_distance_override" alter column "dist_eca" set not null;`);
  }

}
