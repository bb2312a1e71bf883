/** Every API path of spec §7 (kept to the letter) and the rebuild's additions. */
export const API = {
  health: "/api/health",
  docs: "/api/docs",
  login: "/api/login",
  logout: "/api/logout",
  me: "/api/me",
  forgotPasswordLink: "/api/forgot/password/link",
  resetPassword: "/api/reset/password",
  forgotUpdatePassword: "/api/forgot/update/password",
  createEnquiry: "/api/enquiry/v1/create-enquiry",
  allEnquiries: "/api/enquiry/v1/get-all-enquiries",
  updateEnquiry: (uuid: string) => `/api/enquiry/v1/update-enquiry/${encodeURIComponent(uuid)}`,
} as const;
