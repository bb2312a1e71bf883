import { API, type Caretaker, type Driver } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";

export const staffProfileKeys = {
  driver: ["staff-profile", "driver"] as const,
  caretaker: ["staff-profile", "caretaker"] as const,
};

function unwrap<T>(body: { data?: T } | null | undefined): T {
  if (!body?.data) throw new Error("Unexpected response format");
  return body.data;
}

/** GET /api/driver/v1/me: the logged-in driver's own profile (Aadhaar masked, no identity documents). */
export function useDriverMe() {
  return useQuery({
    queryKey: staffProfileKeys.driver,
    queryFn: async () => unwrap(await apiFetch<{ data?: Driver }>(API.driverMe)),
  });
}

/** GET /api/caretaker/me: the logged-in caretaker's own profile. */
export function useCaretakerMe() {
  return useQuery({
    queryKey: staffProfileKeys.caretaker,
    queryFn: async () => unwrap(await apiFetch<{ data?: Caretaker }>(API.caretakerMe)),
  });
}
