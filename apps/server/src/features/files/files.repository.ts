import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { files } from "../../db/schema";

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert & { id: string };

export async function insertFiles(db: Db, rows: NewFileRow[]): Promise<void> {
  if (rows.length) await db.insert(files).values(rows);
}

/**
 * The INSERT of one file row as a statement of its own, for another feature to run inside its
 * own statement (a data-modifying WITH), so the file row and the record that owns it are written
 * in one round trip (docs/decisions/0185). Written out once, not built by the query builder on
 * every capture.
 */
export function insertFileStatement(row: NewFileRow, ownerId: SQL | string = row.ownerId): SQL {
  // `ownerId` may be SQL: the id of a record the same statement writes (docs/decisions/0208).
  return sql`insert into files (id, kind, owner_type, owner_id, owner_user_id, is_identity_document, mime, size, width, height, path, thumb_path, thumb_size, created_by)
    values (${row.id}, ${row.kind}, ${row.ownerType}, ${ownerId}, ${row.ownerUserId ?? null}, ${row.isIdentityDocument ?? false}, ${row.mime}, ${row.size}, ${row.width}, ${row.height}, ${row.path}, ${row.thumbPath}, ${row.thumbSize}, ${row.createdBy ?? null})`;
}

export function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  return db
    .select()
    .from(files)
    .where(eq(files.id, id))
    .limit(1)
    .then((r) => r[0]);
}

/** Deletes rows and returns their stored paths, to be unlinked once the transaction commits. */
export async function deleteFiles(db: Db, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.delete(files).where(inArray(files.id, ids)).returning({ path: files.path, thumbPath: files.thumbPath });
  return rows.flatMap((r) => [r.path, r.thumbPath]);
}
