// The privacy calls' paths: no zod here, so the phone's screens can import them without the schemas (docs/decisions/0160).
export const PRIVACY_API = {
  notice: "/api/privacy/notice",
  consent: "/api/privacy/consent",
  families: "/api/privacy/families",
  retention: "/api/privacy/retention",
  retentionRun: "/api/privacy/retention/run",
  exportArchive: "/api/privacy/export",
  erasureRequests: "/api/privacy/erasure-requests",
  confirmErasure: (uuid: string) => `/api/privacy/erasure-requests/${encodeURIComponent(uuid)}/confirm`,
  /** Admins: who and what a pending erasure removes and who stays (docs/decisions/0220). */
  erasurePreview: (uuid: string) => `/api/privacy/erasure-requests/${encodeURIComponent(uuid)}/preview`,
} as const;

export const PRIVACY_API_ROUTES = {
  confirmErasure: "/api/privacy/erasure-requests/:uuid/confirm",
  erasurePreview: "/api/privacy/erasure-requests/:uuid/preview",
} as const;
