/**
 * Everything the web app needs before any screen module is evaluated (the English catalogue, the
 * languages, and the helpers that swap a translation in), without the zod schemas: see
 * apps/web/src/i18n/boot.ts and docs/decisions/0070.
 */
export * from "../messages/index.js";
export * from "./catalogue.js";
export * from "./display-locale.js";
export * from "./languages.js";
export * from "./translate.js";
