import type { FastifyInstance } from "fastify";
import { PRIVACY_API, PRIVACY_NOTICE_VERSION, type ConsentDecision, type ConsentStatus } from "@app/contracts";

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
