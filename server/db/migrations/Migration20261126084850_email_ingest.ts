import { Migration } from '@mikro-orm/migrations';

export class Migration20261126084850_email_ingest extends Migration {

  override name = 'Migration20261126084850_email_ingest';

  override up(): void | Promise<void> {
    this.addSql(`create table "mailbox" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" int not null, "host" varchar(255) not null, "port" int not null, "tls" boolean not null, "username" varchar(320) not null, "password_sealed" text not null, "folder" varchar(255) not null default 'INBOX', "enabled" boolean not null default true, "uid_validity" varchar(20) null, "last_uid" double precision not null default 0, "status" varchar(20) not null default 'disconnected', "last_connected_at" timestamptz null, "last_message_at" timestamptz null, "last_error" text null, "last_error_at" timestamptz null, "imported_count" int not null default 0);`);
    this.addSql(`alter table "mailbox" add constraint "mailbox_organization_id_unique" unique ("organization_id");`);

    this.addSql(`alter table "parsed_email" add "sent_at" timestamptz null, add "source" varchar(10) not null default 'upload', add "position_count" int not null default 0;`);

    this.addSql(`alter table "vessel_position" add "vessel_key" varchar(200) not null default '', add "current" boolean not null default true, add "reported_at" timestamptz null, add "confidence" double precision null, add "source_line" text null;`);
    // Positions stored before the reader: their ship key from the name (as vesselKeyOf makes it).
    this.addSql(`update "vessel_position" set "vessel_key" = left(trim(regexp_replace(upper(regexp_replace("vessel_name", '^\\s*[Mm]\\s*[./]?\\s*[Vv]\\M\\.?\\s*', '')), '[^A-Z0-9]+', ' ', 'g')), 200);`);
    this.addSql(`update "parsed_email" e set "position_count" = (select count(*) from "vessel_position" p where p."email_id" = e."id");`);
    this.addSql(`create index "vessel_position_organization_id_vessel_key_index" on "vessel_position" ("organization_id", "vessel_key");`);

    this.addSql(`alter table "mailbox" add constraint "mailbox_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mailbox" cascade;`);

    this.addSql(`alter table "parsed_email" drop column "sent_at", drop column "source", drop column "position_count";`);

    this.addSql(`drop index "vessel_position_organization_id_vessel_key_index";`);
    this.addSql(`alter table "vessel_position" drop column "vessel_key", drop column "current", drop column "reported_at", drop column "confidence", drop column "source_line";`);
  }

}
