/**
 * Texts shared by every screen. Every user-visible string lives in the catalogue so a Telugu or
 * Hindi catalogue can be added later without touching components.
 */
export const common = {
  appName: "Guntur Kids Ride",
  brand: "Guntur Kids Ride",
  nav: {
    home: "Home",
    aboutUs: "AboutUs",
    enquiry: "Enquiry",
    dashboard: "Dashboard",
    logout: "Logout",
    guest: "Guest",
    mainNavigation: "Main navigation",
    switchKid: "Switch kid",
    toggleNavigation: "Toggle navigation",
    activeKid: "Selected",
  },
  skipToContent: "Skip to main content",
  /** The close (×) button of every toast (docs/decisions/0115). */
  closeNotification: "Close notification",
  /** The × that empties a field (date fields, searches). */
  clearField: "Clear",
  /** The language switcher (issue 11); each language is named in itself (LANGUAGE_NAMES). */
  language: {
    label: "Language",
  },
  /** Said once where times are shown or entered (issue 11). */
  timesAreIst: "Times are IST (India time).",
  /** Every date field shows and accepts this form, whatever the browser's locale (issue 11). */
  datePlaceholder: "DD-MM-YYYY",
  footer: {
    about:
      "Safe, punctual pickup and drop for children between home and their school, tuition or activity, run from Guntur, Andhra Pradesh.",
    quickLinks: "Quick Links",
    home: "Home",
    aboutUs: "About Us",
    contactUs: "Contact Us",
    privacyPolicy: "Privacy Policy",
    copyright: (year: number) => `© ${year} Guntur Kids Ride. All rights reserved.`,
  },
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  loading: "Loading...",
  loadingRouteDetails: "Loading route details...",
  loadingKidDetails: "Loading kid details...",
  notAvailable: "N/A",
  dash: "-",
  back: "Back",
  close: "Close",
  save: "Save",
  cancel: "Cancel",
  submit: "Submit",
  clear: "Clear",
  yes: "Yes",
  no: "No",
  notPermittedTitle: "Not permitted",
  notPermittedText: "Your account does not have access to this page.",
  goToMyDashboard: "Go to my dashboard",
  sessionExpired: "Your session has ended. Please log in again.",
  networkError: "Could not reach the server. Please check your connection and try again.",
  serverError: "Something went wrong on our side. Please try again.",
  showPassword: "Show password",
  hidePassword: "Hide password",
  empty: {
    noRoutesFound: "No routes found.",
    noKidsAvailable: "No kids available",
    noRoutesAvailable: "No Routes Available",
    noKidsOnRoute: "No kids assigned to this route.",
  },
} as const;
