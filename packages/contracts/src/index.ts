export * from "./api-paths.js";
export * from "./constants.js";
export * from "./dates.js";
export * from "./messages/index.js";
export * from "./schemas/auth.js";
export * from "./schemas/common.js";
export * from "./schemas/enquiry.js";
export * from "./validation.js";
