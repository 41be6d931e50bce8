import { Migration } from '@mikro-orm/migrations';

export class Migration20261121060318_init extends Migration {

  override name = 'Migration20261121060318_init';

  override up(): void | Promise<void> {
    this.addSql(`create type "org_type" as enum ('FSC', 'FOW', 'FMM');`);
    this.addSql(`create table "organization" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_name" varchar(200) not null, "organization_code" varchar(50) not null, "domain" varchar(200) null, "contact_person" varchar(200) null, "contact_number" varchar(50) null, "contact_email" varchar(254) null, "email_receiver" varchar(254) null, "org_type" "org_type" not null);`);
    this.addSql(`alter table "organization" add constraint "organization_organization_code_unique" unique ("organization_code");`);

    this.addSql(`create table "role" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(50) not null);`);
    this.addSql(`alter table "role" add constraint "role_name_unique" unique ("name");`);

    this.addSql(`create table "app_user" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null default '', "email" varchar(254) not null, "dob" date null, "password_hash" varchar(255) not null, "organization_id" int not null, "user_access_level" smallint not null default 0);`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);
    this.addSql(`create index "app_user_organization_id_index" on "app_user" ("organization_id");`);

    this.addSql(`create table "app_user_roles" ("user_id" int not null, "role_id" int not null, primary key ("user_id", "role_id"));`);

    this.addSql(`alter table "app_user" add constraint "app_user_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete cascade;`);

    this.addSql(`alter table "app_user_roles" add constraint "app_user_roles_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "app_user_roles" add constraint "app_user_roles_role_id_foreign" foreign key ("role_id") references "role" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" drop constraint "app_user_organization_id_foreign";`);
    this.addSql(`alter table "app_user_roles" drop constraint "app_user_roles_role_id_foreign";`);
    this.addSql(`alter table "app_user_roles" drop constraint "app_user_roles_user_id_foreign";`);

    this.addSql(`drop table if exists "organization" cascade;`);
    this.addSql(`drop table if exists "role" cascade;`);
    this.addSql(`drop table if exists "app_user" cascade;`);
    this.addSql(`drop table if exists "app_user_roles" cascade;`);

    this.addSql(`drop type "org_type";`);
  }

}
