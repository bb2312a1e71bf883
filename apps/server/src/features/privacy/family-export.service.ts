import { maskAadhaar, PRIVACY_NOTICE_VERSION } from "@app/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { FileStore } from "../../lib/uploads";
import { recordAudit, type RequestContext } from "../audit/audit.service";
import { toEntry } from "./consent.service";
import { consentsOf } from "./consent.repository";
import * as family from "./family.repository";

const README = `Guntur Kids Ride: everything we hold about you and your kids

family.json   your account and profile, your kids and their institutes (with each kid's parents'
              names and contacts), every pickup and drop, absences (with the caretaker's "not at
              the stop" marks: notAtTheStop), help requests, your feedback, your consents to the
              privacy notice and your erasure requests.
photos/       the photos we still keep: your kids' and your own profile photos, your own Aadhaar
              card images, and the photos taken at pickups and drops that are younger than the
              retention period.

Aadhaar numbers are shown masked; the full number is stored encrypted and is never exported.
`;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * The family archive (docs/decisions/0112): one ZIP, streamed (archiver) so that a family with
 * years of photos never sits in memory.
 */
export class FamilyExport {
  constructor(
    private readonly db: Db,
    private readonly store: FileStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Scoped by the asking parent's links (docs/decisions/0220): their own account, profile, identity
   * documents, consents, feedback and erasure requests; the kids linked to them with everything
   * about those kids; of each kid's other parent only relation, name and contacts, on that kid.
   */
  async build(ctx: RequestContext & { auth: { userId: string; role: string } }): Promise<NodeJS.ReadableStream> {
    const me = ctx.auth.userId;
    const kidIds = await family.kidsOf(this.db, me);
    const links = await family.links(this.db, kidIds);
    const [accounts, profiles, kids, institutes, attendance, absences, help, feedback, consents, erasures] = await Promise.all([
      family.accounts(this.db, [...new Set([me, ...links.map((l) => l.userId)])]),
      family.profiles(this.db, [me]),
      family.kidRows(this.db, kidIds),
      family.institutes(this.db, kidIds),
      family.attendance(this.db, kidIds),
      family.absencesOf(this.db, kidIds),
      family.help(this.db, kidIds, [me]),
      family.feedbackOf(this.db, [me]),
      consentsOf(this.db, [me]),
      family.erasureRequestsOf(this.db, [me]),
    ]);

    // Names are given before the files are read; the extension follows the stored type below.
    const photos: { fileId: string; name: string }[] = [];
    const photoName = (fileId: string | null, name: string): string | null => {
      if (!fileId) return null;
      photos.push({ fileId, name: `photos/${name}` });
      return `photos/${name}`;
    };
    const kidName = new Map(kids.map((k) => [k.id, k.kidName]));
    const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "kid";

    const data = {
      generatedAt: new Date().toISOString(),
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      you: (() => {
        const a = accounts.find((x) => x.id === me);
        const p = profiles.find((x) => x.userId === me);
        if (!a) return null;
        return {
          relation: a.role,
          name: a.name,
          email: a.email,
          mobile: a.mobile,
          company: p?.company ?? null,
          occupation: p?.occupation ?? null,
          // null while the parent has not given the number yet (docs/decisions/0268).
          aadhaar: p?.aadhaarLast4 ? maskAadhaar(p.aadhaarLast4) : null,
          photo: photoName(p?.imageId ?? null, `${a.role}-photo`),
          aadhaarFront: photoName(p?.aadharFrontImageId ?? null, `${a.role}-aadhaar-front`),
          aadhaarBack: photoName(p?.aadharBackImageId ?? null, `${a.role}-aadhaar-back`),
          accountCreatedAt: iso(a.createdAt),
        };
      })(),
      kids: kids.map((k) => ({
        name: k.kidName,
        gender: k.gender,
        dateOfBirth: k.dateOfBirth,
        bloodGroup: k.bloodGroup,
        status: k.status,
        joiningDate: k.joiningDate,
        homeAddress: { address1: k.address1, city: k.city, state: k.state, zipCode: k.zipCode },
        photo: photoName(k.kidsImageId, `${slug(k.kidName)}-photo`),
        // Each kid's parents as the kid's profile names them to its parents: no photos, Aadhaar or documents.
        parents: links
          .filter((l) => l.kidId === k.id)
          .map((l) => {
            const a = accounts.find((x) => x.id === l.userId);
            return { relation: l.relation, name: a?.name ?? null, email: a?.email ?? null, mobile: a?.mobile ?? null, you: l.userId === me };
          }),
        institutes: institutes
          .filter((i) => i.kidId === k.id)
          .map((i) => ({
            name: i.name,
            coachName: i.coachName,
            phoneNo: i.phoneNo,
            email: i.email,
            address: i.instAddress,
            courseName: i.courseName,
            courseId: i.courseId,
            courseStartTime: i.courseStartTime,
            courseEndTime: i.courseEndTime,
          })),
      })),
      pickupsAndDrops: attendance.map((a) => ({
        kid: kidName.get(a.kidId) ?? null,
        date: a.date,
        type: a.type,
        time: a.time,
        capturedBy: a.capturedByName,
        capturedAt: iso(a.capturedAt),
        latitude: a.latitude,
        longitude: a.longitude,
        photo: photoName(a.photoFileId, `${a.date}-${a.type}-${slug(kidName.get(a.kidId) ?? "kid")}`),
        photoAndPlaceRemovedAt: iso(a.mediaRemovedAt),
      })),
      // A caretaker marks a leg only through "not at the stop" (docs/decisions/0066): those marks are
      // named as such, as the parents' dashboard names them (docs/decisions/0248).
      absences: absences.map((a) => ({
        kid: kidName.get(a.kidId) ?? null,
        date: a.date,
        leg: a.leg,
        markedBy: a.source,
        notAtTheStop: a.source === "caretaker",
        createdAt: iso(a.createdAt),
      })),
      helpRequests: help.map((h) => ({ kid: kidName.get(h.kidId) ?? null, reason: h.reason, createdAt: iso(h.createdAt) })),
      feedback: feedback.map((f) => ({ name: f.name, mobileNo: f.mobileNo, feedback: f.feedback, createdAt: iso(f.createdAt) })),
      consents: consents.map((c) => toEntry(c)),
      erasureRequests: erasures.map((e) => ({ status: e.status, requestedAt: iso(e.requestedAt), completedAt: iso(e.completedAt) })),
    };

    const stored = await family.filesByIds(
      this.db,
      photos.map((p) => p.fileId),
    );
    const extOf = (mime: string) => (mime === "image/png" ? "png" : mime === "image/webp" ? "webp" : "jpg");
    const fileName = new Map(photos.map((p) => {
      const file = stored.find((f) => f.id === p.fileId);
      return [p.name, file ? `${p.name}.${extOf(file.mime)}` : null];
    }));
    // family.json names each photo with its real extension (or null when the file is gone).
    const named = JSON.parse(JSON.stringify(data), (_key, value: unknown) =>
      typeof value === "string" && fileName.has(value) ? fileName.get(value) : value,
    ) as typeof data;
    await recordAudit(this.db, ctx, {
      action: "create",
      entity: "family-export",
      entityId: ctx.auth.userId,
      details: { kids: kids.length, pickupsAndDrops: attendance.length, photos: stored.length },
    });

    // Loaded on first use, not at start-up (docs/decisions/0192).
    const { default: archiver } = await import("archiver");
    const archive = archiver("zip", { zlib: { level: 6 } });
    archive.on("warning", (err) => this.log.warn({ err }, "family archive warning"));
    archive.on("error", (err) => this.log.error({ err }, "family archive failed"));
    archive.append(README, { name: "README.txt" });
    archive.append(JSON.stringify(named, null, 2), { name: "family.json" });
    const seen = new Set<string>();
    for (const p of photos) {
      const file = stored.find((f) => f.id === p.fileId);
      const name = fileName.get(p.name);
      if (!file || !name || seen.has(name)) continue;
      seen.add(name);
      archive.file(this.store.resolve(file.path), { name });
    }
    void archive.finalize();
    return archive;
  }
}
