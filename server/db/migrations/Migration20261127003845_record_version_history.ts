import { Migration } from '@mikro-orm/migrations';

/**
 * Versions of orders and saved voyages (issue #21 item 6, ADR 0030): one row per save with who saved it,
 * when, and a JSON snapshot of the inputs and headline results. Written in the save's own transaction.
 * Records saved before this migration start their history at their next save.
 */
export class Migration20261127003845_record_version_history extends Migration {
  override name = 'Migration20261127003845_record_version_history';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "record_version" ("id" serial primary key, "entity_kind" varchar(20) not null, "entity_id" int not null, "record_id" int not null, "organization_id" int not null, "version" int not null, "saved_by_id" int null, "saved_by_name" varchar(200) not null, "saved_at" timestamptz not null, "snapshot" jsonb not null);`,
    );
    this.addSql(`create index "record_version_organization_id_index" on "record_version" ("organization_id");`);
    this.addSql(
      `create index "record_version_record_index" on "record_version" ("entity_kind", "record_id");`,
    );
    this.addSql(
      `alter table "record_version" add constraint "record_version_entity_version_unique" unique ("entity_kind", "entity_id", "version");`,
    );
    this.addSql(
      `alter table "record_version" add constraint "record_version_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "record_version" cascade;`);
  }
}
