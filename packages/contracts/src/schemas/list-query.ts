import { z } from "zod";
import { isIsoDate } from "../dates.js";
import { lists } from "../messages/lists.js";
import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX, LIST_SEARCH_MAX } from "./list-limits.js";
// Kept in their own module so a screen that needs only these does not download this file's schemas (docs/decisions/0160).
export * from "./list-limits.js";

export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Query parameters every admin list accepts. `sort` is one of the list's own column keys. */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(sorts: S) {
  return z.object({
    q: z.string().trim().max(LIST_SEARCH_MAX, { error: lists.searchTooLong(LIST_SEARCH_MAX) }).optional(),
    sort: z.enum(sorts, { error: lists.invalidSort }).optional(),
    dir: z.enum(SORT_DIRECTIONS, { error: lists.invalidDirection }).optional(),
    page: z.coerce.number({ error: lists.pageTooLarge }).int().min(1).max(100_000, { error: lists.pageTooLarge }).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(LIST_PAGE_SIZE_MAX, { error: lists.pageSizeTooLarge(LIST_PAGE_SIZE_MAX) })
      .default(LIST_PAGE_SIZE_DEFAULT),
  });
}

/** What the server needs of any list query (the generic part of each list's parsed query). */
export interface ListParams {
  q?: string;
  sort?: string;
  dir?: SortDirection;
  page: number;
  pageSize: number;
}

/** Sent beside the rows of every paged list: the page answered and how many rows match in all. */
export const pageInfoSchema = z.object({ page: z.number(), pageSize: z.number(), total: z.number() });
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** An optional YYYY-MM-DD query value. */
export const optionalIsoDate = z
  .string()
  .trim()
  .refine(isIsoDate, { error: lists.invalidDate })
  .optional();

/** Export formats of the lists that can be downloaded. */
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportFormatQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS).default("csv") });
