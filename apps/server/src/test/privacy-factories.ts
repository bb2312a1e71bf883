import type { FastifyInstance } from "fastify";
import { API, PRIVACY_API, PRIVACY_NOTICE_VERSION, toKidMultipartFields, type ConsentDecision, type ConsentStatus, type CreateKidResponse, type KidProfile } from "@app/contracts";
import { kidImages, validKidFields, type KidFieldsInput } from "./kid-factories";
import { multipart } from "./staff-factories";

/** A parent's decision on the notice in force, through the API. */
export async function decideConsent(
  app: FastifyInstance,
  headers: Record<string, string>,
  decision: ConsentDecision = "given",
  noticeVersion = PRIVACY_NOTICE_VERSION,
): Promise<ConsentStatus> {
  const res = await app.inject({ method: "POST", url: PRIVACY_API.consent, headers, payload: { noticeVersion, decision } });
  if (res.statusCode !== 200) throw new Error(`consent failed: ${res.statusCode} ${res.body}`);
  return res.json() as ConsentStatus;
}

/**
 * A kid created through the API whose father or mother is an existing parent account (the same
 * email or mobile), the way the office adds a parent's kid with another partner: the request says
 * so with `linkExistingParents=true`. Used for the shared-parent tests (docs/decisions/0220).
 */
export async function createKidWithExistingParents(
  app: FastifyInstance,
  headers: Record<string, string>,
  overrides: KidFieldsInput = {},
): Promise<{ kid: KidProfile; fields: Required<KidFieldsInput> }> {
  const fields = validKidFields(overrides);
  const body = await multipart({ ...toKidMultipartFields(fields as Parameters<typeof toKidMultipartFields>[0]), linkExistingParents: "true" }, await kidImages());
  const res = await app.inject({ method: "POST", url: API.createKidProfile, payload: body.payload, headers: { ...headers, ...body.headers } });
  if (res.statusCode !== 201) throw new Error(`create kid with existing parents failed: ${res.statusCode} ${res.body}`);
  return { kid: (res.json() as CreateKidResponse).data, fields };
}
