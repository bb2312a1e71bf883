import { LANGUAGE_TAGS, messages, STORAGE_KEYS } from "@app/contracts";
import { currentLanguage } from "../i18n/current-language";
import { noteAnswer } from "./field-freshness";

/** An API failure with the server's `{ error }` text (or a network/server fallback text). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The answer's parsed body: `{ error }` and any extra fields a call documents (e.g. a kid's 409, docs/decisions/0223). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type Listener = (status: number) => void;
const unauthorizedListeners = new Set<Listener>();

/** The session layer subscribes so that a revoked or expired token logs the user out. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * The last answer of recent GET calls with its ETag, kept in memory only (API answers are
 * "no-store": nothing lands on the phone's disk). The next call of the same path by the same
 * token sends If-None-Match, and a 304 (no body, a few hundred bytes on a 3G link) reuses the
 * kept text (docs/decisions/0091).
 */
const revalidation = new Map<string, { etag: string; text: string; headers: Headers }>();
const REVALIDATION_ENTRIES = 40;

export interface ApiOptions extends Omit<RequestInit, "body"> {
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Login and public calls must not trigger the logout-on-401 behaviour. */
  skipAuthRedirect?: boolean;
}

/**
 * Calls the API with the bearer token of spec §3.1 (local storage key `token`) and the httpOnly
 * cookie; returns the parsed JSON body or throws ApiError with the server's message.
 */
export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, options)).data;
}

/** As `apiFetch`, with the answer's headers too (paging of answers whose body is a bare array). */
export async function apiFetchWithHeaders<T>(path: string, options: ApiOptions = {}): Promise<{ data: T; headers: Headers }> {
  const { body, skipAuthRedirect, headers, ...rest } = options;
  const finalHeaders = new Headers(headers);
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (token && !finalHeaders.has("Authorization")) finalHeaders.set("Authorization", `Bearer ${token}`);
  // The server answers errors in the page's language (issue 11).
  if (!finalHeaders.has("Accept-Language")) finalHeaders.set("Accept-Language", `${LANGUAGE_TAGS[currentLanguage()]},${currentLanguage()};q=0.9`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    finalHeaders.set("Content-Type", "application/json");
    payload = JSON.stringify(body);
  }
  const cacheKey = (rest.method ?? "GET").toUpperCase() === "GET" ? `${token ?? ""} ${path}` : null;
  const kept = cacheKey ? revalidation.get(cacheKey) : undefined;
  if (kept && !finalHeaders.has("If-None-Match")) finalHeaders.set("If-None-Match", kept.etag);
  let response: Response;
  try {
    response = await fetch(path, { ...rest, headers: finalHeaders, body: payload, credentials: "same-origin" });
  } catch {
    throw new ApiError(messages.common.networkError, 0);
  }
  if (response.status === 304 && kept) {
    noteAnswer(path, response.headers);
    return { data: parse(kept.text) as T, headers: kept.headers };
  }
  const text = await response.text();
  const etag = response.headers.get("ETag");
  if (cacheKey) {
    revalidation.delete(cacheKey);
    if (response.ok && etag) {
      revalidation.set(cacheKey, { etag, text, headers: response.headers });
      if (revalidation.size > REVALIDATION_ENTRIES) revalidation.delete(revalidation.keys().next().value!);
    }
  }
  const data = parse(text);
  if (!response.ok) {
    const serverMessage =
      data && typeof data === "object" && "error" in data && typeof (data as { error: unknown }).error === "string"
        ? (data as { error: string }).error
        : response.status >= 500
          ? messages.common.serverError
          : messages.auth.serverErrors.invalidRequest;
    if (response.status === 401) revalidation.clear();
    if (response.status === 401 && !skipAuthRedirect) unauthorizedListeners.forEach((l) => l(401));
    throw new ApiError(serverMessage, response.status, data);
  }
  if (cacheKey) noteAnswer(path, response.headers);
  return { data: data as T, headers: response.headers };
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Forgets every kept answer (logout). */
export function clearRevalidationCache(): void {
  revalidation.clear();
}
