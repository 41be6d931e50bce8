import type { Orm } from '../../server/db/orm.js';

/**
 * Tables a refused request may still write by design: the record of the refusal itself (audit log, sign-in
 * failure counters, registration limits), sessions (a logout ends one) and the migration ledger.
 */
const LOG_TABLES = new Set([
  'audit_event',
  'sign_in_failure',
  'auth_session',
  'mikro_orm_migrations',
  'registration_limit',
  'password_reset_token',
]);

/**
 * A digest of every row of every data table (one query): equal digests before and after a request mean it
 * changed nothing. Tables are read from the catalogue, so a new table is covered without a change here.
 */
export async function dbFingerprint(orm: Orm): Promise<Record<string, string>> {
  const conn = orm.em.fork().getConnection();
  const tables: { name: string }[] = await conn.execute(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const data = tables.map((t) => t.name).filter((n) => !LOG_TABLES.has(n));
  const sql = data
    .map(
      (n) =>
        `select '${n}' as name, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as digest from "${n}" t`,
    )
    .join(' union all ');
  const rows: { name: string; digest: string }[] = await conn.execute(sql);
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/**
 * The database's write mark: the next transaction id of the current snapshot. It moves only when a
 * transaction that wrote has started since, so an unchanged mark proves nothing was written, without reading
 * a row (a read-only request assigns no transaction id).
 */
export async function writeMark(orm: Orm): Promise<string> {
  const rows: { mark: string }[] = await orm.em
    .fork()
    .getConnection()
    .execute(`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`);
  return rows[0]!.mark;
}

/** The tables whose digest differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}
