import { errorResponseSchema } from "@app/contracts";
import { z } from "zod";

/** Anything past a UUID's length is not looked up: the service answers 404 for non-UUIDs anyway. */
export const uuidParams = z.object({ uuid: z.string().max(100) });

/** Every admin-managed profile call may fail with these, all as `{ error }`. */
export const profileErrorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * OpenAPI and validation schema of a bearer-authenticated profile call, so that each route only
 * states its tag, success responses and what it accepts.
 */
export function profileRouteSchema<R extends Record<number, z.ZodType>, E extends { params?: z.ZodType; querystring?: z.ZodType; consumes?: string[] } = object>(
  tag: string,
  success: R,
  extra?: E,
) {
  return {
    tags: [tag],
    security: [{ bearer: [] }],
    ...(extra as E),
    response: { ...success, ...profileErrorResponses },
  };
}
