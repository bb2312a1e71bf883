/** The first admin each e2e server is started with (playwright.config.ts). */
export const ADMIN = {
  email: "admin@example.com",
  password: "Admin@12345",
  mobile: "9876500001",
  name: "Administrator",
} as const;
