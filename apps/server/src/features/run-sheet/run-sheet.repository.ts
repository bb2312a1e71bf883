import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { kidParents, kids, users } from "../../db/schema";

export interface KidContact {
  address: string;
  parents: { relation: "father" | "mother"; name: string; mobile: string }[];
}

/** Home address and the parents' names and mobiles of the kids on a run sheet. */
export async function contactsOf(db: Db, kidIds: string[]): Promise<Map<string, KidContact>> {
  const out = new Map<string, KidContact>();
  if (!kidIds.length) return out;
  const homes = await db
    .select({ id: kids.id, address1: kids.address1, city: kids.city, state: kids.state, zipCode: kids.zipCode })
    .from(kids)
    .where(inArray(kids.id, kidIds));
  for (const h of homes) out.set(h.id, { address: [h.address1, h.city, h.state, h.zipCode].filter((x) => x && x.trim()).join(", "), parents: [] });
  const parents = await db
    .select({ kidId: kidParents.kidId, relation: kidParents.relation, name: users.name, mobile: users.mobile })
    .from(kidParents)
    .innerJoin(users, eq(users.id, kidParents.userId))
    .where(inArray(kidParents.kidId, kidIds))
    .orderBy(kidParents.relation);
  for (const p of parents) {
    if (!p.mobile || (p.relation !== "father" && p.relation !== "mother")) continue;
    out.get(p.kidId)?.parents.push({ relation: p.relation, name: p.name, mobile: p.mobile });
  }
  return out;
}
