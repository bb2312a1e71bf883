import type { KidListQuery } from "@app/contracts";
import { and, asc, desc, eq, exists, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { kidInstitutes, kidParents, kids, parentProfiles, users } from "../../db/schema";
import { countAll, likePattern, orderFor, pageBounds } from "../../lib/paging";
import { preparedQuery } from "../../lib/prepared";

export type KidRow = typeof kids.$inferSelect;
export type NewKidRow = typeof kids.$inferInsert;
export type InstituteRow = typeof kidInstitutes.$inferSelect;
export type NewInstituteRow = Omit<typeof kidInstitutes.$inferInsert, "kidId" | "position">;
export type ParentProfileRow = typeof parentProfiles.$inferSelect;
export type NewParentProfileRow = typeof parentProfiles.$inferInsert;
export type ParentRelation = "father" | "mother";

/** The account columns a kid profile shows or checks (never the password hash itself). */
const accountColumns = {
  id: users.id,
  role: users.role,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
};
export interface ParentAccount {
  id: string;
  role: string;
  name: string;
  email: string | null;
  mobile: string | null;
  hasPassword: boolean;
}

export interface LinkedParent {
  relation: ParentRelation;
  account: ParentAccount;
  profile: ParentProfileRow | null;
}

/** The Kid Details table (spec §2.8): only the columns it shows, newest first. One indexed scan. */
const kidSortColumns = {
  kidName: sql`lower(${kids.kidName})`,
  dob: kids.dateOfBirth,
  status: kids.status,
  createdAt: kids.createdAt,
} as const;

/** Kid name, or a parent's name or mobile (the office often knows only the parent). */
function kidListWhere(q: KidListQuery): SQL | undefined {
  const search = q.q
    ? or(
        ilike(kids.kidName, likePattern(q.q)),
        exists(
          sql`(select 1 from ${kidParents} join ${users} on ${users.id} = ${kidParents.userId}
               where ${kidParents.kidId} = ${kids.id} and (${users.name} ilike ${likePattern(q.q)} or ${users.mobile} ilike ${likePattern(q.q)}))`,
        ),
      )
    : undefined;
  return and(search, q.status ? eq(kids.status, q.status) : undefined);
}

/** One page of the Kid Details table and how many kids match in all. */
export async function listKidSummaries(db: Db, q: KidListQuery) {
  const where = kidListWhere(q);
  const { limit, offset } = pageBounds(q);
  const rows = await db
    .select({
      id: kids.id,
      kidName: kids.kidName,
      dateOfBirth: kids.dateOfBirth,
      gender: kids.gender,
      bloodGroup: kids.bloodGroup,
      status: kids.status,
      kidsImageId: kids.kidsImageId,
    })
    .from(kids)
    .where(where)
    .orderBy(...(q.sort ? orderFor(kidSortColumns[q.sort], q.dir, kids.id) : [desc(kids.createdAt), desc(kids.id)]))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: countAll }).from(kids).where(where);
  return { rows, total: n };
}

const father = alias(users, "export_father");
const mother = alias(users, "export_mother");
const fatherLink = alias(kidParents, "export_father_link");
const motherLink = alias(kidParents, "export_mother_link");

/** A batch of the kid export: the list's filters and order, with both parents and the institutes. */
export function kidsForExport(db: Db, q: KidListQuery, limit: number, offset: number) {
  return db
    .select({
      kidName: kids.kidName,
      dateOfBirth: kids.dateOfBirth,
      gender: kids.gender,
      bloodGroup: kids.bloodGroup,
      status: kids.status,
      joiningDate: kids.joiningDate,
      address: sql<string>`concat_ws(', ', ${kids.address1}, ${kids.city}, ${kids.state}, ${kids.zipCode})`,
      fatherName: father.name,
      fatherMobile: father.mobile,
      fatherEmail: father.email,
      motherName: mother.name,
      motherMobile: mother.mobile,
      motherEmail: mother.email,
      institutes: sql<string | null>`(select string_agg(${kidInstitutes.name} || ' (' || ${kidInstitutes.courseName} || ')', '; ' order by ${kidInstitutes.position}) from ${kidInstitutes} where ${kidInstitutes.kidId} = ${kids.id})`,
    })
    .from(kids)
    .leftJoin(fatherLink, and(eq(fatherLink.kidId, kids.id), eq(fatherLink.relation, "father")))
    .leftJoin(father, eq(father.id, fatherLink.userId))
    .leftJoin(motherLink, and(eq(motherLink.kidId, kids.id), eq(motherLink.relation, "mother")))
    .leftJoin(mother, eq(mother.id, motherLink.userId))
    .where(kidListWhere(q))
    .orderBy(...(q.sort ? orderFor(kidSortColumns[q.sort], q.dir, kids.id) : [desc(kids.createdAt), desc(kids.id)]))
    .limit(limit)
    .offset(offset);
}

// The hot reads of the parents' and staff's calls are built once (docs/decisions/0166).
const kidById = preparedQuery((db) => db.select().from(kids).where(eq(kids.id, sql.placeholder("id"))).limit(1).prepare("kr_kid_by_id"));

export function findKid(db: Db, id: string): Promise<KidRow | undefined> {
  return kidById(db)
    .execute({ id })
    .then((r) => r[0]);
}

/** findKid as a condition of a caller's statement (the capture's first statement, docs/decisions/0208). */
export function kidExistsCondition(id: string): SQL {
  return sql`exists (select 1 from ${kids} where ${kids.id} = ${id})`;
}

/**
 * The kid, only when the account is its father or mother: the parent check and the kid row in ONE
 * query (the parent's dashboard calls paid a round trip for each, docs/decisions/0165).
 */
const kidOfParent = preparedQuery((db) =>
  db
    .select({ kid: kids })
    .from(kids)
    .innerJoin(kidParents, and(eq(kidParents.kidId, kids.id), eq(kidParents.userId, sql.placeholder("userId"))))
    .where(eq(kids.id, sql.placeholder("kidId")))
    .limit(1)
    .prepare("kr_kid_of_parent"),
);

export function findKidOfParent(db: Db, userId: string, kidId: string): Promise<KidRow | undefined> {
  return kidOfParent(db)
    .execute({ userId, kidId })
    .then((r) => r[0]?.kid);
}

/** Locks the kid row for the rest of the transaction (concurrent updates apply one after the other). */
export function lockKid(db: Db, id: string): Promise<KidRow | undefined> {
  return db
    .select()
    .from(kids)
    .where(eq(kids.id, id))
    .for("update")
    .then((r) => r[0]);
}

export async function insertKid(db: Db, row: NewKidRow & { id: string }): Promise<void> {
  await db.insert(kids).values(row);
}

export async function updateKid(db: Db, id: string, values: Partial<NewKidRow>): Promise<void> {
  await db
    .update(kids)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(kids.id, id));
}

const institutesOfKid = preparedQuery((db) =>
  db.select().from(kidInstitutes).where(eq(kidInstitutes.kidId, sql.placeholder("kidId"))).orderBy(asc(kidInstitutes.position)).prepare("kr_kid_institutes"),
);

export function listInstitutes(db: Db, kidId: string): Promise<InstituteRow[]> {
  return institutesOfKid(db).execute({ kidId });
}

/**
 * The list sent replaces the stored one, in the order given. An institute of the same name keeps
 * its point on the map, wherever it moved in the list: the form does not carry points
 * (docs/decisions/0261).
 */
export async function replaceInstitutes(db: Db, kidId: string, rows: NewInstituteRow[]): Promise<void> {
  const removed = await db.delete(kidInstitutes).where(eq(kidInstitutes.kidId, kidId)).returning({ name: kidInstitutes.name, lat: kidInstitutes.lat, lng: kidInstitutes.lng });
  const pointOf = new Map<string, { lat: number | null; lng: number | null }>();
  for (const r of removed) if (r.lat !== null && r.lng !== null) pointOf.set(r.name.trim().toLowerCase(), { lat: r.lat, lng: r.lng });
  if (rows.length)
    await db.insert(kidInstitutes).values(rows.map((r, position) => ({ ...pointOf.get(r.name.trim().toLowerCase()), ...r, kidId, position })));
}

/** The father and mother of a kid: account, and the profile that the kid form fills. */
const parentsOfKid = preparedQuery((db) =>
  db
    .select({ relation: kidParents.relation, account: accountColumns, profile: parentProfiles })
    .from(kidParents)
    .innerJoin(users, eq(users.id, kidParents.userId))
    .leftJoin(parentProfiles, eq(parentProfiles.userId, kidParents.userId))
    .where(eq(kidParents.kidId, sql.placeholder("kidId")))
    .prepare("kr_kid_parents"),
);

export async function linkedParents(db: Db, kidId: string): Promise<LinkedParent[]> {
  const rows = await parentsOfKid(db).execute({ kidId });
  return rows.map((r) => ({ relation: r.relation as ParentRelation, account: r.account, profile: r.profile }));
}

export async function linkParent(db: Db, kidId: string, userId: string, relation: ParentRelation): Promise<void> {
  await db.insert(kidParents).values({ kidId, userId, relation });
}

/** True when the account is the father or mother of the kid. */
export async function isParentOf(db: Db, userId: string, kidId: string): Promise<boolean> {
  const rows = await db
    .select({ kidId: kidParents.kidId })
    .from(kidParents)
    .where(and(eq(kidParents.userId, userId), eq(kidParents.kidId, kidId)))
    .limit(1);
  return rows.length > 0;
}

/** True when the two accounts are parents of at least one common kid (a parent may see the other's portrait). */
export async function shareAKid(db: Db, userId: string, otherUserId: string): Promise<boolean> {
  const other = alias(kidParents, "other_parent");
  const rows = await db
    .select({ kidId: kidParents.kidId })
    .from(kidParents)
    .innerJoin(other, eq(other.kidId, kidParents.kidId))
    .where(and(eq(kidParents.userId, userId), eq(other.userId, otherUserId)))
    .limit(1);
  return rows.length > 0;
}

/** A parent's kids for the session (uuid + name), in a stable order: the first registered first. */
const kidsOfParentQuery = preparedQuery((db) =>
  db
    .select({ uuid: kids.id, kidName: kids.kidName })
    .from(kidParents)
    .innerJoin(kids, eq(kids.id, kidParents.kidId))
    .where(eq(kidParents.userId, sql.placeholder("userId")))
    .orderBy(asc(kids.createdAt), asc(kids.id))
    .prepare("kr_kids_of_parent"),
);

export function kidsOfParent(db: Db, userId: string): Promise<{ uuid: string; kidName: string }[]> {
  return kidsOfParentQuery(db).execute({ userId });
}

/** Live accounts holding this mobile number or this email (at most one each: the indexes are unique). */
export function liveAccountsByContacts(db: Db, contacts: { mobile?: string; email?: string }): Promise<ParentAccount[]> {
  const matches = [contacts.mobile ? eq(users.mobile, contacts.mobile) : undefined, contacts.email ? eq(users.email, contacts.email) : undefined].filter(
    (m) => m !== undefined,
  );
  if (!matches.length) return Promise.resolve([]);
  return db
    .select(accountColumns)
    .from(users)
    .where(and(isNull(users.deletedAt), or(...matches)))
    .limit(2);
}

export function findParentProfile(db: Db, userId: string): Promise<ParentProfileRow | undefined> {
  return db
    .select()
    .from(parentProfiles)
    .where(eq(parentProfiles.userId, userId))
    .limit(1)
    .then((r) => r[0]);
}

export async function insertParentProfile(db: Db, row: NewParentProfileRow): Promise<void> {
  await db.insert(parentProfiles).values(row);
}

export async function updateParentProfile(db: Db, userId: string, values: Partial<NewParentProfileRow>): Promise<void> {
  await db
    .update(parentProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(parentProfiles.userId, userId));
}

/** How many kids each account is the father or mother of (accounts with none are left out). */
export async function kidCountsOf(db: Db, userIds: readonly string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: kidParents.userId, n: countAll })
    .from(kidParents)
    .where(or(...userIds.map((id) => eq(kidParents.userId, id))))
    .groupBy(kidParents.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

/** Moves a kid's father (or mother) link to another account (docs/decisions/0223). */
export async function relinkParent(db: Db, kidId: string, relation: ParentRelation, userId: string): Promise<void> {
  await db
    .update(kidParents)
    .set({ userId, createdAt: new Date() })
    .where(and(eq(kidParents.kidId, kidId), eq(kidParents.relation, relation)));
}

/** A live father or mother account by id (the parent's own edit). */
export function findParentAccount(db: Db, userId: string): Promise<ParentAccount | undefined> {
  return db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), or(eq(users.role, "father"), eq(users.role, "mother"))))
    .limit(1)
    .then((r) => r[0]);
}
