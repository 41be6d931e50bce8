import { Migration } from '@mikro-orm/migrations';

export class Migration20261121070428_ports extends Migration {

  override name = 'Migration20261121070428_ports';

  override up(): void | Promise<void> {
    this.addSql(`alter table "port" add "country_code" varchar(2) null, add "sub_region" varchar(100) null, add "search_aliases" text not null default '', add "importance" smallint not null default 0, add "source" varchar(16) not null default 'user', add "curated_key" varchar(120) null, add "data_version" int null;`);
    this.addSql(`alter table "port" add constraint "port_curated_key_unique" unique ("curated_key");`);
    // Rows older than this column get '' first; new rows always carry a value (the entity computes it).
    this.addSql(`alter table "port" alter column "search_aliases" drop default;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "port" drop constraint "port_curated_key_unique";`);
    this.addSql(`alter table "port" drop column "country_code", drop column "sub_region", drop column "search_aliases", drop column "importance", drop column "source", drop column "curated_key", drop column "data_version";`);
  }

}
