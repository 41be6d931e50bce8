import { Migration } from '@mikro-orm/migrations';

export class Migration20261126081348_operation_port_link extends Migration {

  override name = 'Migration20261126081348_operation_port_link';

  override up(): void | Promise<void> {
    this.addSql(`alter table "port_operation" add "port_id" int null, add "custom_point" boolean not null default false;`);
    this.addSql(`alter table "port_operation" add constraint "port_operation_port_id_foreign" foreign key ("port_id") references "port" ("id") on delete set null;`);
    this.addSql(`create index "port_operation_port_id_index" on "port_operation" ("port_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "port_operation" drop constraint "port_operation_port_id_foreign";`);

    this.addSql(`drop index "port_operation_port_id_index";`);
    this.addSql(`alter table "port_operation" drop column "port_id", drop column "custom_point";`);
  }

}
