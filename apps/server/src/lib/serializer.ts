import type { FastifySerializerCompiler } from "fastify/types/schema";
import fastJson from "fast-json-stringify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z, type ZodType } from "zod";

type Serialize = (data: unknown) => string;

/**
 * A JSON Schema fast-json-stringify can compile, or null when the zod schema holds something JSON
 * Schema cannot say (a transform, a date object, a custom check on output): those keep zod's own
 * serialiser, so no answer changes shape.
 */
export function compilableJsonSchema(schema: ZodType): object | null {
  try {
    return z.toJSONSchema(schema, { io: "output", unrepresentable: "throw", target: "draft-7" });
  } catch {
    return null;
  }
}

/**
 * Response serialisation compiled from the routes' zod schemas (docs/decisions/0090): the answer is
 * written by a function generated once per route and status, instead of zod parsing the whole
 * answer and JSON.stringify walking it again. Like zod, it writes only the fields the schema names
 * (a stray column, a password hash, never leaves) and fails with a 500 when a required field is
 * missing. Compiled on the first answer of each route, so start-up does not pay for it.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  let serialize: Serialize | null = null;
  return (data: unknown) => {
    if (!serialize) {
      const json = compilableJsonSchema(route.schema);
      let compiled: Serialize | null = null;
      if (json) {
        try {
          compiled = fastJson(json) as Serialize;
        } catch {
          compiled = null;
        }
      }
      serialize = compiled ?? (zodSerializerCompiler(route) as Serialize);
    }
    return serialize(data);
  };
};
