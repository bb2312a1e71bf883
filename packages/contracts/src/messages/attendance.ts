/**
 * Kid attendance: spec §2.11, §2.16, §3.6, §4 (caretaker capture flow), §8 Attendance, §9;
 * decisions.md §3 "Attendance that is never lost". Texts the spec gives are kept to the letter;
 * the queue texts (captures kept on the phone until the server acknowledges them) are the rebuild's own.
 */

/** Readable names of the four attendance types (spec §9), keyed by the wire value. */
const typeLabels = {
  homePickup: "Home Pickup",
  instituteDrop: "Institute Drop",
  institutePickup: "Institute Pickup",
  homeDrop: "Home Drop",
} as const;

/** What the server answers when a capture is refused (and what the client checks before queueing). */
const fields = {
  kidRequired: "Please choose a kid.",
  dateRequired: "Date is required.",
  dateInvalid: "Please enter a valid date.",
  dateFuture: "Future dates are not allowed.",
  /** A caretaker's capture dated before CAPTURE_MAX_DAYS_BACK (docs/decisions/0231); the phone shows it on the refused capture. */
  dateTooOld: (days: number) => `Captures older than ${days} days cannot be sent. Ask the office to record that day.`,
  /** A caretaker's capture for a day other than today that the phone did not take on that day (docs/decisions/0243). */
  dateNotToday: "A capture is for today only. Ask the office to record another day.",
  typeInvalid: "Attendance type must be homePickup, instituteDrop, institutePickup or homeDrop.",
  pickupTimeRequired: "Pickup time is required.",
  pickupTimeInvalid: "Pickup time must be a time written HH:mm.",
  latitudeInvalid: "Latitude must be a number between -90 and 90.",
  longitudeInvalid: "Longitude must be a number between -180 and 180.",
  photoRequired: "A photo is required.",
  idempotencyKeyInvalid: "The Idempotency-Key header must be a UUID.",
  idempotencyKeyReused: "This Idempotency-Key was already used for a different capture.",
} as const;

/**
 * Server answers of the attendance calls beyond the field checks (docs/decisions/0040, 0041).
 * Spec §8 success texts are kept to the letter.
 */
const server = {
  /** Spec §8: the capture's 201 message; `{type}` is the wire value (homePickup, …). */
  captured: (type: string) => `Attendance for ${type} submitted successfully`,
  updated: "Attendance record updated successfully!",
  deleted: "Attendance record deleted successfully!",
  notFound: "Attendance record not found.",
  kidNotFound: "Kid profile not found.",
  /** PUT: a section can be edited only when a capture (with its photo) exists for it. */
  sectionMissing: (label: string) => `There is no ${label} capture on this record to edit.`,
  idempotencyKeyRepeated: "The Idempotency-Key header must be sent once.",
  /** 409 (issue 9): a leg already recorded that day is replaced only when the request says so. */
  alreadyRecorded: (leg: string, time: string, by: string) => `${leg} was already recorded at ${time}${by ? ` by ${by}` : ""}.`,
  /** 403: a caretaker records only the legs of the runs she rides (docs/decisions/0231); `leg` is the leg's label. */
  notYourRun: (leg: string) => `${leg} is on a run you do not ride. Only that run's caretaker or the office can record it.`,
  sectionInvalid: (label: string) => `${label} must be an object with time, latitude and longitude.`,
} as const;

/** The admin screen (spec §2.11) and the parent's day view: texts for the web screens. */
const screens = {
  title: "Kid Attendance",
  getByDate: "Get Kid Attendance By Date",
  /** Spec §5.11, kept to the letter. */
  bothRequired: "Please enter both Kid and Date",
  viewTitle: "View Attendance",
  editTitle: "Edit Attendance",
  /** Section headings, keyed like the record's section keys (spec §3.6). */
  sectionTitles: {
    homePickup: "Home Pickup",
    InstituteDrop: "Institute Drop",
    InstitutePickup: "Institute Pickup",
    homeDrop: "Home Drop",
  },
  notCaptured: "Not captured yet",
  time: "Time",
  location: "Location",
  photo: "Photo",
  capturedBy: "Captured by",
  openMap: "Open in Maps",
  /** Spec §8 Attendance toasts, kept to the letter. */
  updateSuccess: "Attendance record updated successfully!",
  updateFailed: "Error while updating attendance.",
  deleteSuccess: "Attendance record deleted successfully!",
  fetchFailed: "Failed to fetch attendance data.",
  /** Table columns (spec §2.11); one column per leg uses `sectionTitles`. */
  columns: {
    serialNo: "S.No.",
    kidName: "Kid Name",
    date: "Date",
    actions: "Actions",
  },
  /** Spec §8 Lists: the empty table. */
  empty: "No data available",
  tableLabel: "Attendance records",
  kidLabel: "Kid",
  dateLabel: "Date",
  show: "Show",
  close: "Close",
  edit: "Edit",
  save: "Save",
  saving: "Saving...",
  cancel: "Cancel",
  latitude: "Latitude",
  longitude: "Longitude",
  kidsLoadFailed: "Failed to load the kid list.",
  lookupResult: (kidName: string, date: string) => `${kidName} on ${date}`,
  noCaptureThatDay: "No pickup or drop was recorded on this day.",
  photoAlt: (section: string, kidName: string) => `${section} photo of ${kidName}`,
  /**
   * The map link's accessible name (opens in a new tab). It begins with `openMap`, the link's visible
   * words, so a voice user saying what they see reaches it (WCAG 2.5.3, docs/decisions/0251).
   */
  mapLinkLabel: (section: string) => `Open in Maps: where the ${section} was recorded (opens in a new tab)`,
  editedNote: "Edited by the administrator",
  nothingToEdit: "Nothing has been captured on this record yet.",
  /** The parent's Kid Profile block (issue 6). */
  todayTitle: "Today's pickup and drop",
  dayTitle: (date: string) => `Pickup and drop on ${date}`,
  pickDate: "Pick a date",
  today: "Today",
} as const;

export const attendance = {
  typeLabels,
  fields,
  server,
  screens,
  /** Spec §2.16: asked before the Capture Details dialog opens. */
  confirm: {
    question: (kidName: string) => `Do you want to proceed with ${kidName}?`,
    no: "No",
    yes: "Yes",
  },
  capture: {
    title: "Capture Details",
    kid: (kidName: string) => `Kid: ${kidName}`,
    cameraPreview: "Camera preview",
    cameraStarting: "Starting the camera...",
    cameraUnavailable: "The camera could not be started.",
    cameraFallbackHint: "Take the photo with the phone's camera instead:",
    takePhoto: "Take photo",
    retryCamera: "Try the camera again",
    capturedPhotoAlt: (kidName: string) => `Captured photo of ${kidName}`,
    capture: "Capture",
    retake: "Retake",
    useFrontCamera: "Use front camera",
    useBackCamera: "Use back camera",
    notReady: "The camera is not ready yet. Please try again in a moment.",
    typeLabel: "Attendance Type",
    /** The time field is named for the leg (issue 9): "Drop time" for the two drops. */
    timeLabel: (type: keyof typeof typeLabels) => (type === "instituteDrop" || type === "homeDrop" ? "Drop time" : "Pickup time"),
    /** The time picker's minutes box and its AM/PM choice (the hours box carries the field's label). */
    minutesLabel: "Minutes",
    amPmLabel: "AM or PM",
    amPm: { am: "AM", pm: "PM" },
    cameraBlockedTitle: "The camera is blocked for this app",
    cameraBlockedHelp: "To use it here: tap the lock next to the address, allow Camera, then tap \"Try the camera again\".",
    locationBlockedHelp: "Tap the lock next to the address, allow Location, then tap \"Try again\". The capture needs the place where the kid was picked up or dropped.",
    locationOffHelp: "Turn on the phone's location (GPS) in the quick settings, then tap \"Try again\".",
    dateLabel: "Date",
    /** Under the capture's date, which the caretaker cannot change (docs/decisions/0243). */
    dateTodayHint: "Today. The time can be corrected; other days are recorded by the office.",
    locationPending: "Getting your location...",
    locationFound: (metres: number) => `Location found (accurate to about ${metres} m).`,
    locationUnavailable: "Your location could not be found. Please turn on location and try again.",
    retryLocation: "Try again",
    submitHint: "Capture a photo and set the pickup time to submit.",
    submit: "Submit",
    submitting: "Saving...",
    cancel: "Cancel",
    photoFailed: "The photo could not be prepared. Please retake it.",
    saveFailed: "The capture could not be saved on this phone. Please try again.",
  },
  /** Spec §8 Attendance: browser alerts when a permission is refused. */
  alerts: {
    locationDenied: "Please allow location access to continue.",
    cameraDenied: "Please allow webcam access to continue.",
  },
  toasts: {
    /** Spec §8's sentence; the phone names the leg in words ("Home Pickup", issue 9). */
    submitted: (leg: string) => `Attendance for ${leg} submitted successfully`,
    savedOnPhone: "Saved on this phone — will be sent when the connection returns.",
    savedLoginAgain: "Saved on this phone — log in again to send it.",
    refused: (error: string) => `The attendance was not accepted: ${error}`,
  },
  /** The pending-captures banner (decisions.md §3). */
  queue: {
    waiting: (n: number) => (n === 1 ? "1 capture waiting to be sent" : `${n} captures waiting to be sent`),
    allSent: "All waiting captures have been sent.",
    sendNow: "Send now",
    offline: "No connection. They will be sent when the connection returns.",
    loginAgain: "Your session has ended. Log in again to send them.",
    retryingLater: "The server could not be reached. Trying again shortly.",
    failedTitle: (n: number) => (n === 1 ? "1 capture was not accepted" : `${n} captures were not accepted`),
    failedItem: (kidName: string, type: string, date: string, time: string) => `${kidName} · ${type} · ${date} ${time}`,
    retry: "Retry",
    /** A capture refused with 409 (the leg was recorded meanwhile): send it as a replacement. */
    replaceIt: "Replace it",
    discard: "Discard",
    discardConfirm: "Discard this capture for good?",
    discardYes: "Yes, discard",
    discardNo: "Keep",
    unknownKid: "Kid",
    /** Captures another caretaker took on this phone: sent only with her own login (never with someone else's). */
    waitingForOther: (n: number, name: string) => `${n === 1 ? "1 capture" : `${n} captures`} waiting for ${name} to log in on this phone.`,
    anotherCaretaker: "another caretaker",
  },
} as const;
