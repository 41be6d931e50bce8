import { Migration } from '@mikro-orm/migrations';

export class Migration20261126103203_record_versions extends Migration {

  override name = 'Migration20261126103203_record_versions';

  override up(): void | Promise<void> {
    this.addSql(`alter table "organization" add "version" int not null default 1, add "changed_by_id" int null, add "changed_by_name" varchar(200) null, add "changed_at" timestamptz null;`);

    this.addSql(`alter table "app_user" add "version" int not null default 1, add "changed_by_id" int null, add "changed_by_name" varchar(200) null, add "changed_at" timestamptz null;`);

    this.addSql(`alter table "client_query" add "version" int not null default 1, add "changed_by_id" int null, add "changed_by_name" varchar(200) null, add "changed_at" timestamptz null;`);

    this.addSql(`alter table "vessel" add "version" int not null default 1, add "changed_by_id" int null, add "changed_by_name" varchar(200) null, add "changed_at" timestamptz null;`);

    this.addSql(`alter table "fleet_entry" add "version" int not null default 1, add "changed_by_id" int null, add "changed_by_name" varchar(200) null, add "changed_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" drop column "version", drop column "changed_by_id", drop column "changed_by_name", drop column "changed_at";`);

    this.addSql(`alter table "client_query" drop column "version", drop column "changed_by_id", drop column "changed_by_name", drop column "changed_at";`);

    this.addSql(`alter table "fleet_entry" drop column "version", drop column "changed_by_id", drop column "changed_by_name", drop column "changed_at";`);

    this.addSql(`alter table "organization" drop column "version", drop column "changed_by_id", drop column "changed_by_name", drop column "changed_at";`);

    this.addSql(`alter table "vessel" drop column "version", drop column "changed_by_id", drop column "changed_by_name", drop column "changed_at";`);
  }

}
