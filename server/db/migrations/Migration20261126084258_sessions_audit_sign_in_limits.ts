import { Migration } from '@mikro-orm/migrations';

export class Migration20261126084258_sessions_audit_sign_in_limits extends Migration {

  override name = 'Migration20261126084258_sessions_audit_sign_in_limits';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit_event" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" int null, "kind" varchar(40) not null, "actor_id" int null, "actor_email" varchar(254) null, "subject_id" int null, "subject_email" varchar(254) null, "client_address" varchar(100) null, "detail" text null);`);
    this.addSql(`create index "audit_event_organization_id_created_at_index" on "audit_event" ("organization_id", "created_at");`);

    this.addSql(`create table "sign_in_failure" ("id" bigserial primary key, "key" varchar(400) not null, "failed_at" timestamptz not null);`);
    this.addSql(`create index "sign_in_failure_key_failed_at_index" on "sign_in_failure" ("key", "failed_at");`);

    this.addSql(`create table "auth_session" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" int not null, "token_id" varchar(64) not null, "expires_at" timestamptz not null, "ended_at" timestamptz null, "end_reason" varchar(30) null);`);
    this.addSql(`create index "auth_session_user_id_index" on "auth_session" ("user_id");`);
    this.addSql(`alter table "auth_session" add constraint "auth_session_token_id_unique" unique ("token_id");`);

    this.addSql(`alter table "audit_event" add constraint "audit_event_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete cascade;`);

    this.addSql(`alter table "auth_session" add constraint "auth_session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_event" cascade;`);
    this.addSql(`drop table if exists "sign_in_failure" cascade;`);
    this.addSql(`drop table if exists "auth_session" cascade;`);

  }

}
