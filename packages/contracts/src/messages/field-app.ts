/**
 * The field app (issue 9): installable and offline, the caretaker's run sheet, the update prompt
 * and the replace question. docs/decisions/0050–0053.
 */
export const fieldApp = {
  offline: {
    /** Shown when the screen's data came from the copy on the phone. */
    showingFrom: (time: string) => `Offline: showing data from ${time}`,
    showingFromDay: (date: string, time: string) => `Offline: showing data from ${date}, ${time}`,
  },
  update: {
    ready: "A new version is ready",
    reload: "Reload",
    afterCapture: "It will be ready to load when this capture is done.",
  },
  runSheet: {
    title: "Today's run sheet",
    dateLine: (date: string) => `Run sheet for ${date}`,
    loading: "Loading today's run sheet...",
    loadFailed: "The run sheet could not be loaded.",
    noRoutes: "No routes are assigned to you today.",
    noRoutesHint: "Ask the office to add you to a route.",
    noKids: "No kids on this route.",
    routeHeading: (name: string) => `Route ${name}`,
    fromTo: (from: string, to: string) => `${from} → ${to}`,
    driver: (name: string) => `Driver: ${name}`,
    stop: (n: number) => `Stop ${n}`,
    address: "Home",
    noAddress: "No address on file",
    photoAlt: (kidName: string) => `Photo of ${kidName}`,
    call: (relation: string, name: string) => `Call ${relation} ${name}`,
    callShort: (relation: string) => `Call ${relation}`,
    relations: { father: "father", mother: "mother" } as const,
    noParentPhone: "No parent phone on file",
    legsLabel: (kidName: string) => `Today's legs of ${kidName}`,
    /** The state of a leg on the run sheet (an "absent" state is added by the absences work). */
    states: {
      done: (time: string) => `Done at ${time}`,
      doneBy: (time: string, by: string) => `Done at ${time} by ${by}`,
      waiting: (time: string) => `Waiting to send (${time})`,
      notYet: "Not yet",
    },
    record: "Record",
    recordAgain: "Record again",
    recordLeg: (leg: string, kidName: string) => `Record ${leg} for ${kidName}`,
    // The name starts with the button's visible "Record again" (axe: label-content-name-mismatch).
    recordLegAgain: (leg: string, kidName: string) => `Record again: ${leg} for ${kidName}`,
    /** A route's run under its heading (docs/decisions/0240): only that run's two legs are on its cards. */
    runLine: (run: string, legs: string) => `${run}: ${legs}`,
    /** Two legs in a sentence: "Institute Pickup and Home Drop". */
    legPair: (first: string, second: string) => `${first} and ${second}`,
    /** "Not at the stop" on a route's card marks only that run's legs, and says so. */
    notAtStop: "Not at the stop",
    notAtStopConfirm: (kidName: string, legs: string) => `Mark ${kidName} as not at the stop? ${legs} will be marked absent and the parents are told.`,
    notAtStopLegs: (legs: string) => `Marks ${legs} absent`,
    /** The day switch (issue 10, docs/decisions/0053): tomorrow's sheet shows absences marked in advance. */
    dayLabel: "Day of the run sheet",
    days: { today: "Today", tomorrow: "Tomorrow" } as const,
    titleTomorrow: "Tomorrow's run sheet",
    loadingTomorrow: "Loading tomorrow's run sheet...",
    noRoutesTomorrow: "No routes are assigned to you tomorrow.",
    legsLabelTomorrow: (kidName: string) => `Tomorrow's legs of ${kidName}`,
    tomorrowNote: "Plan for tomorrow: absences marked by parents and the office show here. Pickups and drops are recorded on the day itself.",
    /** 400 on GET /api/v1/run-sheet?day= with another value. */
    dayInvalid: "Day must be today or tomorrow.",
  },
  replace: {
    question: (leg: string, time: string, by: string) => `${leg} was already recorded at ${time}${by ? ` by ${by}` : ""}. Replace it?`,
    waitingQuestion: (leg: string, time: string) => `${leg} was already captured at ${time} on this phone and is waiting to be sent. Replace it?`,
    keptNote: "The earlier photo, time and place are kept for the office.",
    keep: "No, keep it",
    replace: "Yes, replace",
    /** Admin attendance view: the captures a later capture replaced. */
    historyTitle: "Replaced captures",
    historyItem: (leg: string, time: string, by: string, replacedBy: string) => `${leg} at ${time} by ${by || "unknown"}, replaced by ${replacedBy || "unknown"}`,
    replacedAt: (when: string) => `Replaced on ${when}`,
  },
} as const;
