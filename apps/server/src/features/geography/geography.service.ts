import { messages, type KidPoints, type PointRequest } from "@app/contracts";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { recordAudit, type RequestContext } from "../audit/audit.service";
import { isUuid } from "../files/files.service";
import { findKid, listInstitutes, setInstitutePoint, setKidHomePoint } from "../kids/kid-access";
import * as repo from "./geography.repository";
import { proposePoint } from "./points";

const kidNotFound = () => notFound(messages.kids.errors.notFound);
const pointOf = (lat: number | null, lng: number | null) => (lat !== null && lng !== null ? { lat, lng } : null);

/**
 * The kid's home point and its institutes' points (docs/decisions/0261): admins set, move and
 * clear them; the home point is proposed from past home captures. Every change is audited
 * without the coordinates (a home's place is personal data the append-only log must not keep).
 */
export class GeographyService {
  constructor(private readonly db: Db) {}

  async points(kidId: string): Promise<KidPoints> {
    const kid = isUuid(kidId) ? await findKid(this.db, kidId) : undefined;
    if (!kid) throw kidNotFound();
    const [institutes, places] = await Promise.all([listInstitutes(this.db, kidId), repo.homeCapturePlaces(this.db, kidId)]);
    return {
      point: pointOf(kid.homeLat, kid.homeLng),
      proposed: proposePoint(places),
      institutes: institutes.map((i) => ({ position: i.position, name: i.name, point: pointOf(i.lat, i.lng) })),
    };
  }

  async setHome(kidId: string, point: PointRequest | null, ctx: RequestContext): Promise<KidPoints> {
    if (!isUuid(kidId)) throw kidNotFound();
    await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (!(await setKidHomePoint(tx, kidId, point))) throw kidNotFound();
      await recordAudit(tx, ctx, { action: "update", entity: "kid", entityId: kidId, details: { fields: ["homePoint"], cleared: point === null } });
    });
    return this.points(kidId);
  }

  async setInstitute(kidId: string, position: number, point: PointRequest | null, ctx: RequestContext): Promise<KidPoints> {
    if (!isUuid(kidId)) throw kidNotFound();
    await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (!(await setInstitutePoint(tx, kidId, position, point))) {
        throw (await findKid(tx, kidId)) ? notFound(messages.geography.errors.instituteNotFound) : kidNotFound();
      }
      await recordAudit(tx, ctx, { action: "update", entity: "kid", entityId: kidId, details: { fields: ["institutePoint"], position, cleared: point === null } });
    });
    return this.points(kidId);
  }
}
