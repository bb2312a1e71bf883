// The paging limits of every list: no zod here, so the phone's screens can import them without the schemas (docs/decisions/0160).
/**
 * Paging of every admin list (docs/decisions/0080): a call without `page`/`pageSize` answers the
 * first page of LIST_PAGE_SIZE_DEFAULT rows; a `pageSize` above LIST_PAGE_SIZE_MAX is refused
 * with 400 (never clamped silently, so a client never believes it has everything when it has not).
 */
export const LIST_PAGE_SIZE_DEFAULT = 25;
export const LIST_PAGE_SIZE_MAX = 100;
export const LIST_PAGE_SIZES = [10, 25, 50, 100] as const;
export const LIST_SEARCH_MAX = 100;
