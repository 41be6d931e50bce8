import { Migration } from '@mikro-orm/migrations';
import { LIST_SEARCH_REBUILD, LIST_SEARCH_TABLES } from '../list-search.js';

/**
 * The orders and voyages lists' search tables (issue #19 item 1, ADR 0018 addendum): one narrow row per order
 * and per saved result with the scope, visibility, sort and searched columns and a trigram index over the
 * joined text, kept by row triggers, so a search's count reads small rows instead of the wide ones.
 */
export class Migration20261126203000_list_search extends Migration {
  override name = 'Migration20261126203000_list_search';

  override up(): void | Promise<void> {
    for (const t of LIST_SEARCH_TABLES) for (const sql of t.createSql) this.addSql(sql);
    for (const t of LIST_SEARCH_TABLES) this.addSql(t.functionSql);
    for (const t of LIST_SEARCH_TABLES) for (const trigger of t.triggers) this.addSql(trigger.expression);
    for (const sql of LIST_SEARCH_REBUILD) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    for (const t of LIST_SEARCH_TABLES) {
      for (const trigger of t.triggers) this.addSql(`drop trigger if exists ${trigger.name} on ${t.table};`);
      this.addSql(`drop function if exists ${t.functionName}();`);
      this.addSql(`drop table if exists "${t.search}";`);
    }
  }
}
