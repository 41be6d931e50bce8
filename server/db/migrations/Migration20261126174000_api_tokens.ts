import { Migration } from '@mikro-orm/migrations';
import { API_TOKEN_ACTIVE_NAME_INDEX } from '../../modules/api-tokens/api-token.entity.js';

/**
 * API tokens for integrators (issue #20 item 4, ADR 0023): one row per token with the SHA-256 of its secret,
 * never the secret; a name is unique per organization among tokens not revoked (a partial unique index).
 */
export class Migration20261126174000_api_tokens extends Migration {
  override name = 'Migration20261126174000_api_tokens';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "api_token" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" int not null, "created_by_id" int null, "name" varchar(100) not null, "scope" varchar(20) not null, "secret_hash" varchar(64) not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null);`,
    );
    this.addSql(`create index "api_token_organization_id_index" on "api_token" ("organization_id");`);
    this.addSql(API_TOKEN_ACTIVE_NAME_INDEX + ';');
    this.addSql(
      `alter table "api_token" add constraint "api_token_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "api_token" add constraint "api_token_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_token" cascade;`);
  }
}
