import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

type Rows = { rows: Record<string, unknown>[] };
const UUID_SQL = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** Every text-like column of every table in the public schema. */
export async function textColumns(database: Database): Promise<{ table: string; column: string }[]> {
  const result = (await database.db.execute(sql`
    select table_name as "table", column_name as "column"
    from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
    order by table_name, column_name`)) as unknown as Rows;
  return result.rows as { table: string; column: string }[];
}

/**
 * A 64-character hex digest (the SHA-256 of a set-password link in password_tokens.token_hash)
 * holds a run of 12 digits about one time in five by pure chance; it is no Aadhaar number.
 */
const SHA256_HEX_SQL = "\\m[0-9a-f]{64}\\M";

/**
 * Rows of a column whose text matches a regex, after blanking uuids (their last group can be 12
 * digits) and hex digests (see above).
 */
export async function rowsMatching(database: Database, table: string, column: string, pattern: string): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)}
        where regexp_replace(regexp_replace(${sql.identifier(column)}::text, ${UUID_SQL}, '', 'gi'), ${SHA256_HEX_SQL}, '', 'gi') ~ ${pattern}`,
  )) as unknown as Rows;
  return Number(result.rows[0].n);
}
