import { ageInYears, formatCourseDuration, KID_ROLE, type KidProfile } from "@app/contracts";
import { fileUrl, thumbUrl } from "../files/files.service";
import { maskedParentAadhaar, RELATIONS, type Relation } from "./kid-parents";
import type * as repo from "./kids.repository";

/** The kid profile as answered (docs/decisions/0020), per viewer: split from kids.service.ts (one responsibility each). */

/** Who is looking at a kid profile: decides which parts of it are filled. */
export type KidViewer = "admin" | "parent" | "staff";

export interface KidAggregate {
  kid: repo.KidRow;
  institutes: repo.InstituteRow[];
  parents: repo.LinkedParent[];
}

/**
 * Spec §3.3 field names. Aadhaar numbers always masked; Aadhaar image URLs only for admins; the
 * portraits for admins and parents; a staff viewer gets no parent data at all.
 */
export function toKidProfile({ kid, institutes, parents }: KidAggregate, viewer: KidViewer, kidCounts?: Map<string, number>): KidProfile {
  const parent = (relation: Relation) => parents.find((p) => p.relation === relation);
  const identity = (id: string | null | undefined) => (viewer === "admin" ? fileUrl(id) : null);
  const portrait = (id: string | null | undefined) => (viewer === "staff" ? null : fileUrl(id));
  const f = parent("father");
  const m = parent("mother");
  const mask = (p: repo.LinkedParent | undefined) => maskedParentAadhaar(p?.profile);
  return {
    uuid: kid.id,
    role: KID_ROLE,
    kidName: kid.kidName,
    gender: kid.gender,
    kidsDateOfBirth: kid.dateOfBirth,
    age: ageInYears(kid.dateOfBirth),
    bloodGroup: kid.bloodGroup,
    status: kid.status,
    joiningDate: kid.joiningDate,
    kidsImage: fileUrl(kid.kidsImageId),
    kidsImageThumb: thumbUrl(kid.kidsImageId),
    parentsDetails:
      viewer === "staff"
        ? null
        : {
            fatherName: f?.account.name ?? "",
            fatherMobile: f?.account.mobile ?? "",
            fatherEmail: f?.account.email ?? "",
            fatherCompany: f?.profile?.company ?? "",
            fatherOccupation: f?.profile?.occupation ?? "",
            father_aadhar_no: mask(f),
            father_aadhar_front_image: identity(f?.profile?.aadharFrontImageId),
            father_aadhar_back_image: identity(f?.profile?.aadharBackImageId),
            fatherImage: portrait(f?.profile?.imageId),
            motherName: m?.account.name ?? "",
            motherMobile: m?.account.mobile ?? "",
            motherEmail: m?.account.email ?? "",
            motherCompany: m?.profile?.company ?? "",
            motherOccupation: m?.profile?.occupation ?? "",
            mother_aadhar_no: mask(m),
            mother_aadhar_front_image: identity(m?.profile?.aadharFrontImageId),
            mother_aadhar_back_image: identity(m?.profile?.aadharBackImageId),
            motherImage: portrait(m?.profile?.imageId),
          },
    ...(viewer === "admin" && kidCounts
      ? {
          parentLinks: RELATIONS.flatMap((relation) => {
            const p = parent(relation);
            return p ? [{ relation, uuid: p.account.id, kidCount: kidCounts.get(p.account.id) ?? 1 }] : [];
          }),
        }
      : {}),
    home_address: { address1: kid.address1, city: kid.city, state: kid.state, zipCode: kid.zipCode },
    institution_details: institutes.map((i) => ({
      name: i.name,
      coach_name: i.coachName,
      phone_no: i.phoneNo,
      email: i.email,
      inst_address: i.instAddress,
      course_start_time: i.courseStartTime,
      course_end_time: i.courseEndTime,
      course_name: i.courseName,
      courseId: i.courseId,
      course_duration: formatCourseDuration(i.courseDurationMinutes),
      course_duration_minutes: i.courseDurationMinutes,
    })),
    createdAt: kid.createdAt.toISOString(),
    updatedAt: kid.updatedAt.toISOString(),
  };
}
