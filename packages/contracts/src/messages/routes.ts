/**
 * Transport routes, kid-route assignments, the role route views and the route screen's marks:
 * spec §2.7, §2.10, §2.14–§2.17, §3.5, §3.11, §3.12, §4, §5.8, §5.11, §5.12, §8 Transport routes
 * and Kid routes; decisions.md §2–§4. Texts the spec gives are kept to the letter; the others are
 * the rebuild's own (docs/decisions/0030, 0031, 0032).
 */
import { ROUTE_LIMITS } from "../constants.js";

/** Validation of the Create Route form (spec §5.8); the server answers with the same texts. */
const fields = {
  fromRequired: "From is Required",
  toRequired: "To is Required",
  nameRequired: "Route Name is Required",
  nameInvalid: "Route Name cannot contain / \\ ? # or %.",
  typeRequired: "Route Type is Required",
  typeInvalid: "Route Type must be Longest or Shortest.",
  distanceRequired: "Distance is Required",
  distanceNumber: "Distance must be a number.",
  distancePositive: "Distance must be greater than 0.",
  distanceTooHigh: `Distance cannot be more than ${ROUTE_LIMITS.distanceMax} km.`,
  estimatedTimeRequired: "EstimatedTime is Required",
  estimatedTimeNumber: "EstimatedTime must be a number.",
  estimatedTimePositive: "EstimatedTime must be greater than 0.",
  estimatedTimeTooHigh: `EstimatedTime cannot be more than ${ROUTE_LIMITS.estimatedTimeMax} minutes.`,
  stopsRequired: "Stops is Required",
  stopTooLong: `Each stop must be at most ${ROUTE_LIMITS.stopMax} characters.`,
  tooManyStops: `At most ${ROUTE_LIMITS.stopsMax} stops can be added.`,
  descriptionRequired: "Description is Required",
  subRouteNameRequired: "Sub Route Name is Required",
  subRouteEstimatedTimeRequired: "Sub Route EstimatedTime is Required",
  subRouteEstimatedTimeNumber: "Sub Route EstimatedTime must be a number.",
  subRouteEstimatedTimePositive: "Sub Route EstimatedTime must be greater than 0.",
  subRouteEstimatedTimeTooHigh: `Sub Route EstimatedTime cannot be more than ${ROUTE_LIMITS.estimatedTimeMax} minutes.`,
  subRouteDistanceRequired: "Sub Route Distance is Required",
  subRouteDistanceNumber: "Sub Route Distance must be a number.",
  subRouteDistancePositive: "Sub Route Distance must be greater than 0.",
  subRouteDistanceTooHigh: `Sub Route Distance cannot be more than ${ROUTE_LIMITS.distanceMax} km.`,
  subRouteStopsRequired: "Sub Route Stops is Required",
  subRoutesInvalid: "Sub-routes must be a list.",
  tooManySubRoutes: `At most ${ROUTE_LIMITS.subRoutesMax} sub-routes can be added.`,
  tooLong: (max: number) => `Must be at most ${max} characters.`,
} as const;

/** Transport routes: errors the server reports and the toasts of spec §8 Transport routes. */
const transport = {
  notFound: "Route not found.",
  nameTaken: (name: string) => `A route named "${name}" already exists. Route names must be unique (capital and small letters count as the same).`,
  hasAssignments: (count: number) =>
    `This route still has ${count === 1 ? "1 kid-route assignment" : `${count} kid-route assignments`}. Delete or change ${count === 1 ? "it" : "them"} on the Kid Routes screen first.`,
  // Toasts (spec §8 Transport routes); create failure is shown, not only logged (decisions.md §2).
  createSuccess: "Route created successfully!",
  createFailure: "Failed to create route. Please try again.",
  deleteSuccess: "Route deleted successfully!",
  deleteFailure: "Failed to delete route.",
  updateSuccess: "Route updated successfully!",
  updateFailure: "Error while updating route.",
  loadFailure: "Failed to load routes!",
  /** Screen texts (spec §2.10, §4 Routes). */
  ui: {
    addRoute: "Add Route",
    createTitle: "Create Route",
    routeDetails: "Route Details",
    subRouteDetails: "Sub-Route Details",
    tableTitle: "Route Management",
    saveChanges: "Save Changes",
    submit: "Create Route",
    addSubRoute: "Add Sub-Route",
    removeSubRoute: (n: number) => `Remove sub-route ${n}`,
    removeStop: (stop: string) => `Remove stop ${stop}`,
    stopsHint: "Type a stop and press Enter.",
    deleteConfirm: (name: string) => `Delete the route "${name}"?`,
    columns: { serialNo: "Serial No", name: "Route Name", type: "Route Type", distance: "Route Distance", actions: "Actions" },
    labels: {
      from: "From",
      to: "To",
      name: "Route Name",
      type: "Route Type",
      distance: "Distance (km)",
      estimatedTime: "Estimated Time (minutes)",
      stops: "Stops",
      description: "Description",
      subRouteName: "Sub Route Name",
      subRouteDistance: "Sub Route Distance (km)",
      subRouteEstimatedTime: "Sub Route Estimated Time (minutes)",
      subRouteStops: "Sub Route Stops",
    },
    typeLabels: { Longest: "Longest", Shortest: "Shortest" },
    km: (n: number) => `${n} km`,
    minutes: (n: number) => `${n} min`,
    // Added screen texts (the rebuild's own).
    viewTitle: "View Route",
    editTitle: "Edit Route",
    deleteTitle: "Delete Route",
    delete: "Delete",
    cancel: "Cancel",
    close: "Close",
    edit: "Edit",
    subRouteTitle: (n: number) => `Sub-Route ${n}`,
    noSubRoutes: "No sub-routes.",
    noSubRoutesHint: "No sub-routes. Use Add Sub-Route to add one.",
    stopsListLabel: (label: string) => `${label} added`,
    deleteWarning: "The route is removed from the list. Marks already recorded for it are kept.",
  },
} as const;

/** Kid-route assignments (spec §2.14, §3.11, §5.12, §8 Kid routes). */
const assignments = {
  routeRequired: "Please select a route.",
  kidsRequired: "Please select at least one kid.",
  driverRequired: "Please select a driver.",
  caretakerRequired: "Please select a caretaker.",
  tooManyKids: `At most ${ROUTE_LIMITS.kidsPerAssignmentMax} kids can be on one assignment.`,
  notFound: "Kid route not found.",
  routeNotFound: "The selected route was not found.",
  driverNotFound: "The selected driver was not found.",
  caretakerNotFound: "The selected caretaker was not found.",
  kidNotFound: "One of the selected kids was not found.",
  driverDeleted: (name: string) => `Driver ${name} has been deleted and cannot be assigned to a route.`,
  driverNotActive: (name: string, status: string) =>
    `Driver ${name} is ${status}. Only active drivers can be assigned to a route.`,
  caretakerDeleted: (name: string) => `Care Taker ${name} has been deleted and cannot be assigned to a route.`,
  kidNotActive: (name: string, status: string) => `${name} is ${status}. Only active kids can be assigned to a route.`,
  kidAlreadyOnRoute: (kidName: string, routeName: string) =>
    `${kidName} is already on another assignment of the route ${routeName}. A kid can be on a route only once.`,
  kidAlreadyOnRouteRace: "One of the selected kids is already on another assignment of this route.",
  /** Deleting a driver or caretaker who still works a route (docs/decisions/0031). */
  staffStillAssigned: (routeNames: string[]) =>
    `This person is still assigned to ${routeNames.length === 1 ? "the route" : "the routes"} ${routeNames.join(", ")}. Change or delete the assignment on the Kid Routes screen first.`,
  // Toasts (spec §8 Kid routes).
  fetchFailure: "Failed to fetch data.",
  createSuccess: "Route created successfully!",
  createFailure: "Failed to create route!",
  createError: "Error while creating route.",
  listFailure: "Failed to fetch kid routes.",
  deleteSuccess: "Route deleted successfully!",
  deleteFailure: "Failed to delete route.",
  updateSuccess: "Route updated successfully!",
  updateFailure: "Failed to update route. Please try again.",
  ui: {
    route: "Route",
    routeName: "Route Name",
    kids: "Kids",
    driver: "Driver",
    caretaker: "Care Taker",
    submit: "Create",
    save: "Save",
    deleteConfirm: (routeName: string) => `Delete this assignment of the route "${routeName}"?`,
    // Added screen texts (the rebuild's own).
    formTitle: "Create Kid Route",
    listTitle: "Kid Route List",
    viewTitle: "View Kid Route",
    editTitle: "Edit Kid Route",
    deleteTitle: "Delete Kid Route",
    delete: "Delete",
    cancel: "Cancel",
    close: "Close",
    edit: "Edit",
    from: "From",
    to: "To",
    routeNameHint: "Filled in from the chosen route.",
    kidsPlaceholder: "Choose one or more kids",
    kidsHint: "Only active kids can be chosen.",
    driversHint: "Only active drivers can be chosen.",
    kidOnOtherAssignment: (kidName: string) => `${kidName} (already on this route)`,
    withStatus: (name: string, status: string) => `${name} (${status})`,
    staffOption: (name: string, phone: string) => (phone ? `${name} (${phone})` : name),
    deleteWarning: "The driver, the care taker and the parents of these kids will no longer see this route.",
    /** Each assignment carries one run (docs/decisions/0065, 0240): shown in the list, the view and the form. */
    run: "Run",
    runHint: "A kid rides one assignment per run. The afternoon run (Institute Pickup and Home Drop) is an assignment of its own, on the evening route of the same road.",
    afternoonOfferTitle: (routeName: string) => `Morning run on ${routeName} saved`,
    afternoonOffer: "The same kids' afternoon run (Institute Pickup and Home Drop) is an assignment of its own. Add it now with the evening route of the same road.",
    afternoonOfferButton: "Add their afternoon run",
    afternoonPrefilled: "The afternoon run of the kids just saved: choose the evening route, check the driver and the care taker, then Create.",
    columns: { serialNo: "S.No.", route: "Route Name", run: "Run", driver: "Driver", caretaker: "Care Taker", kids: "Kids", actions: "Actions" },
  },
} as const;

/** The role views of spec §3.12 (driver, caretaker and parent dashboards). */
const views = {
  driverNotFound: "Driver not found.",
  caretakerNotFound: "Care Taker not found.",
  kidNotFound: "Kid profile not found.",
  /**
   * Screen texts of /driver-dashboard/kiddetails, /caretaker-dashboard/caretakerkiddetails and
   * /parent-dashboard/parentKidroute. Empty and loading texts are the spec's (messages.common).
   */
  ui: {
    from: "From",
    to: "To",
    stops: "Stops",
    driver: "Driver",
    caretaker: "Care Taker",
    kids: "Kids",
    kidsOnRoute: (n: number) => (n === 1 ? "1 kid" : `${n} kids`),
    /** Accessible name of a phone link; it contains the number shown. */
    call: (name: string, phone: string) => `Call ${name}: ${phone}`,
    noPhone: "No phone number",
    chooseRoute: "Choose a route",
    pickKidHint: "Tap a kid to record attendance.",
    noRoutesHint: "Your routes will appear here once the admin assigns you to one.",
    noKidRouteHint: "The route will appear here once your kid is assigned to one.",
    loadFailure: "Could not load your routes. Please try again.",
    kidRouteLoadFailure: "Could not load the route details. Please try again.",
  },
} as const;

/** The route screen on real data (spec §2.7 route, §4 demo attendance, §5.11; decisions.md §2). */
const marks = {
  dateRequired: "Please choose a date.",
  dateInvalid: "Please enter a valid date.",
  dateFuture: "The date cannot be in the future.",
  markRequired: "Please choose Present or Absent.",
  markInvalid: "The mark must be present or absent.",
  kidNotOnRoute: (kidName: string, routeName: string) => `${kidName} is not on the route ${routeName}.`,
  saved: (kidName: string, mark: "present" | "absent") => `${kidName} marked ${mark === "present" ? "Present" : "Absent"}.`,
  saveFailure: "Could not save the mark. Please try again.",
  loadFailure: "Could not load the kids of this route. Please try again.",
  ui: {
    chooseRoute: "Choose a route",
    date: "Date",
    present: "Present",
    absent: "Absent",
    notMarked: "Not marked",
    // Added screen texts (the rebuild's own).
    dateHint: "Today or an earlier day.",
    chooseRouteFirst: "Choose a route to see its kids.",
    kidsHeading: (routeName: string, date: string) => `Kids on ${routeName} on ${date}`,
    fromTo: (from: string, to: string) => `${from} to ${to}`,
    change: "Change",
    age: "Age",
    gender: "Gender",
    status: "Status",
    markedAt: "Marked at",
    mark: "Mark",
    photoAlt: (kidName: string) => `Photo of ${kidName}`,
  },
} as const;

export const routes = {
  fields,
  transport,
  assignments,
  views,
  marks,
} as const;
