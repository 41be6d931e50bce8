import { Migration } from '@mikro-orm/migrations';

export class Migration20261126084625_registration_review_oidc_state extends Migration {

  override name = 'Migration20261126084625_registration_review_oidc_state';

  override up(): void | Promise<void> {
    this.addSql(`create table "oidc_login_state" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "state_hash" varchar(64) not null, "binding_hash" varchar(64) not null, "code_verifier" varchar(128) not null, "nonce" varchar(128) not null, "redirect_uri" varchar(500) not null, "expires_at" timestamptz not null);`);
    this.addSql(`alter table "oidc_login_state" add constraint "oidc_login_state_state_hash_unique" unique ("state_hash");`);
    this.addSql(`create index "oidc_login_state_expires_at_index" on "oidc_login_state" ("expires_at");`);

    // Requests stored before review existed: their domain from the e-mail, pending, the newest one per e-mail.
    this.addSql(`alter table "registration_request" add "email_domain" varchar(254) null, add "status" varchar(16) not null default 'pending', add "pending_email" varchar(254) null, add "client_address" varchar(64) null, add "decided_at" timestamptz null, add "decided_by_id" int null, add "created_user_id" int null;`);
    this.addSql(`update "registration_request" set "email" = lower(trim("email")), "email_domain" = lower(split_part(trim("email"), '@', 2)), "client_address" = 'unknown';`);
    this.addSql(`update "registration_request" r set "pending_email" = r."email" where r."id" = (select max(x."id") from "registration_request" x where x."email" = r."email");`);
    this.addSql(`alter table "registration_request" alter column "email_domain" set not null, alter column "client_address" set not null;`);
    this.addSql(`alter table "registration_request" add constraint "registration_request_decided_by_id_foreign" foreign key ("decided_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "registration_request" add constraint "registration_request_created_user_id_foreign" foreign key ("created_user_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`create index "registration_request_email_domain_index" on "registration_request" ("email_domain");`);
    this.addSql(`alter table "registration_request" add constraint "registration_request_pending_email_unique" unique ("pending_email");`);
    this.addSql(`create index "registration_request_client_address_index" on "registration_request" ("client_address");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "oidc_login_state" cascade;`);

    this.addSql(`alter table "registration_request" drop constraint "registration_request_decided_by_id_foreign";`);
    this.addSql(`alter table "registration_request" drop constraint "registration_request_created_user_id_foreign";`);
    this.addSql(`drop index "registration_request_email_domain_index";`);
    this.addSql(`alter table "registration_request" drop constraint "registration_request_pending_email_unique";`);
    this.addSql(`drop index "registration_request_client_address_index";`);
    this.addSql(`alter table "registration_request" drop column "email_domain", drop column "status", drop column "pending_email", drop column "client_address", drop column "decided_at", drop column "decided_by_id", drop column "created_user_id";`);
  }

}
