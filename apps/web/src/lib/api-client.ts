import { LANGUAGE_TAGS, messages, STORAGE_KEYS } from "@app/contracts";
import { currentLanguage } from "../i18n/current-language";

/** An API failure with the server's `{ error }` text (or a network/server fallback text). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
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
  let response: Response;
  try {
    response = await fetch(path, { ...rest, headers: finalHeaders, body: payload, credentials: "same-origin" });
  } catch {
    throw new ApiError(messages.common.networkError, 0);
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const serverMessage =
      data && typeof data === "object" && "error" in data && typeof (data as { error: unknown }).error === "string"
        ? (data as { error: string }).error
        : response.status >= 500
          ? messages.common.serverError
          : messages.auth.serverErrors.invalidRequest;
    if (response.status === 401 && !skipAuthRedirect) unauthorizedListeners.forEach((l) => l(401));
    throw new ApiError(serverMessage, response.status);
  }
  return data as T;
}
