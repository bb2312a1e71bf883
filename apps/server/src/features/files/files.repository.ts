import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { files } from "../../db/schema";

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert & { id: string };

export async function insertFiles(db: Db, rows: NewFileRow[]): Promise<void> {
  if (rows.length) await db.insert(files).values(rows);
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
