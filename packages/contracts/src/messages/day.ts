/**
 * Absences, the parent's home, the day board, help-request status and the one-run-per-kid rule
 * (issue 10; docs/decisions/0065–0069).
 */
const legs = {
  homePickup: "Picked up from home",
  instituteDrop: "Dropped at institute",
  institutePickup: "Picked up from institute",
  homeDrop: "Dropped home",
} as const;

const runs = {
  morning: "Morning (home → institute)",
  afternoon: "Afternoon (institute → home)",
} as const;

const absences = {
  title: "Mark absent",
  intro: (kidName: string) => `Tell us the day ${kidName} will not ride. Choose the whole day or only some legs.`,
  dateLabel: "Date",
  legsLabel: "Legs",
  wholeDay: "Whole day",
  /** The four legs as a parent chooses them in "Mark absent" (docs/decisions/0246). */
  legChoices: {
    homePickup: "Morning pickup",
    instituteDrop: "Morning drop",
    institutePickup: "Afternoon pickup",
    homeDrop: "Afternoon drop",
  },
  save: "Save",
  saving: "Saving...",
  saved: (kidName: string) => `Absences of ${kidName} saved.`,
  noChange: "Nothing was changed.",
  cutoffNote: (when: string) => `Can be changed until ${when}.`,
  locked: "The cut-off has passed: please call the office to change this leg.",
  legsInvalid: "Legs must be homePickup, instituteDrop, institutePickup or homeDrop.",
  tooManyLegs: "At most four legs can be chosen.",
  dateInvalid: "Please enter a valid date.",
  dateTooFar: (days: number) => `Absences can be marked at most ${days} days ahead.`,
  cutoffPassed: (leg: string, when: string) => `It is too late to change "${leg}": the cut-off was ${when}. Please call the office.`,
  notYours: (leg: string) => `"${leg}" was marked by the caretaker or the office and can only be changed by the office.`,
  badge: "Absent",
  badgeBy: {
    parent: "Absent (parent)",
    caretaker: "Not at the stop",
    admin: "Absent (office)",
  },
  notAtStop: "Not at the stop",
  notAtStopConfirm: (kidName: string) => `Mark ${kidName} as not at the stop? The parents are told.`,
  notAtStopSaved: (kidName: string) => `${kidName} marked not at the stop.`,
  notAtStopFailed: "Could not mark the kid. Please try again.",
  notAtStopLegInvalid: "Not at the stop is marked on a pickup leg (homePickup or institutePickup).",
  notAtStopNotOnRun: (kidName: string, leg: string) => `${kidName} does not ride "${leg}" on any of your routes.`,
  alreadyCaptured: (kidName: string, leg: string) => `${kidName} already has a capture for "${leg}" today.`,
  fetchFailed: "Failed to load absences.",
  saveFailed: "Failed to save the absences. Please try again.",
  cancel: "Cancel",
  confirm: "Confirm",
  absenceDay: "Absences of",
  today: "Today",
  tomorrow: "Tomorrow",
} as const;

const home = {
  title: "Today",
  kidToday: (kidName: string) => `${kidName} today`,
  capturedBy: (name: string) => `by ${name}`,
  stillToCome: "Still to come",
  notCaptured: "Not captured",
  notRiding: "No route for this leg",
  notRidingLegs: (legs: string) => `No route today for ${legs}`,
  openMap: "Open map",
  photoAlt: (kidName: string, leg: string) => `Photo of ${kidName} at ${leg}`,
  correction: "Office correction",
  correctionPresent: "Marked present by the office",
  correctionAbsent: "Marked absent by the office",
  historyWeek: "Last 7 days",
  historyMonth: "Last 30 days",
  showMonth: "Show the last 30 days",
  showWeek: "Show only the last 7 days",
  /** A Sunday with nothing recorded (school days are Monday to Saturday, docs/decisions/0246). */
  noSchool: "No school",
  weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  tomorrow: "Tomorrow",
  dayAndDate: (day: string, date: string) => `${day}, ${date}`,
  absentLegs: (legs: string) => `Marked absent: ${legs}.`,
  absentWholeDay: "Marked absent for the whole day.",
  calendarIntro: "Each day's legs: a tick when captured, a cross when absent.",
  calendarDay: (date: string, summary: string) => `Day ${date}: ${summary}`,
  summaryDone: (done: number, total: number) => `${done} of ${total} legs`,
  fetchFailed: "Failed to load the day.",
  noKid: "No kid is linked to your account yet.",
  markAbsent: "Mark absent",
  helpTitle: "Your help requests",
  helpEmpty: "You have not asked for help yet.",
  statusLabel: "Status",
  noteLabel: "Note from the office",
  rangeInvalid: "The date range is not valid.",
  rangeTooLong: (days: number) => `At most ${days} days can be asked for at once.`,
} as const;

const board = {
  tile: "Today",
  title: "Today's board",
  intro: "Per route: who is expected, where each kid is, and who is still missing. Refreshes by itself.",
  updatedAt: (time: string) => `Updated at ${time}`,
  refreshing: "Refreshing...",
  columns: {
    route: "Route",
    expected: "Expected",
    pickedUp: "Picked up",
    droppedAtInstitute: "At institute",
    pickedUpFromInstitute: "Left institute",
    droppedHome: "Home",
    absent: "Absent",
  },
  missing: (leg: string) => `Still missing: ${leg}`,
  notOnRun: "—",
  empty: "No route has kids assigned yet.",
  fetchFailed: "Failed to load the board.",
} as const;

const routeDay = {
  captures: "Captures",
  absences: "Absences",
  correctionLabel: "Office correction",
} as const;

const help = {
  statuses: { open: "Open", in_progress: "In progress", resolved: "Resolved" },
  statusLabel: "Status",
  noteLabel: "Note for the parent",
  setStatus: "Set status",
  save: "Save",
  statusRequired: "Please choose a status.",
  statusInvalid: "Status must be open, in_progress or resolved.",
  noteTooLong: (max: number) => `The note must be at most ${max} characters.`,
  saved: "Help request updated.",
  notFound: "Help request not found.",
  saveFailed: "Failed to update the help request.",
  updatedAt: (when: string) => `Updated ${when}`,
} as const;

const assignments = {
  runLabel: "Run",
  runInvalid: "Run must be morning or afternoon.",
  kidOnOtherRun: (kidName: string, run: string, routeName: string) =>
    `${kidName} already rides the ${run} run on the route ${routeName}. A kid can be on one route per run.`,
} as const;

export const day = { legs, runs, absences, home, board, routeDay, help, assignments } as const;
