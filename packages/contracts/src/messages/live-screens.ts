/**
 * The van on the parent's home and the office's live board (docs/decisions/0266). The server's
 * live answers carry numbers and ids only; every word a person reads is here.
 */
export const liveScreens = {
  parent: {
    /** The card's heading; the kid's name keeps two kids' cards apart. */
    title: (kidName: string) => `Where is the van? (${kidName})`,
    mapLabel: (kidName: string) => `Map: the van and ${kidName}'s stop`,
    vanMarker: "The van",
    stopMarker: "Your stop",
    eta: (min: number, max: number) => (min === max ? `About ${min} min` : `${min}–${max} min`),
    etaLabel: "Reaches your stop in",
    etaUnknown: "Time to your stop not known yet",
    stopsBefore: (n: number) => (n === 0 ? "Your stop is next" : n === 1 ? "1 stop before yours" : `${n} stops before yours`),
    noPosition: "The trip has started. The van's position will show here soon.",
    lastSeen: (ago: string) => `Last seen ${ago} ago`,
    updatedAt: (time: string) => `Position at ${time}`,
  },
  ago: {
    seconds: (n: number) => `${n} s`,
    minutes: (n: number) => `${n} min`,
    hours: (n: number) => `${n} h`,
  },
  board: {
    title: "Vans",
    intro: "Every van on today's trips: where it was last seen and how it is running.",
    tableLabel: "Vans on today's trips",
    mapLabel: "Map of all vans",
    empty: "No van is on a trip right now.",
    fetchFailed: "Could not load the vans. Please try again.",
    columns: {
      route: "Route",
      run: "Trip",
      vehicle: "Vehicle",
      caretaker: "Caretaker",
      lastSeen: "Last seen",
      battery: "Battery",
      nextStop: "Next stop",
      behind: "Late or early",
    },
    runs: { morning: "Morning", afternoon: "Afternoon" },
    noVehicle: "No vehicle",
    ago: (ago: string) => `${ago} ago`,
    noPosition: "No position yet",
    justNow: "Just now",
    stale: "Not updating",
    noStop: "—",
    unknown: "—",
    battery: (percent: number) => `${percent}%`,
    late: (n: number) => `${n} min late`,
    early: (n: number) => `${n} min early`,
    onTime: "On time",
    notOn: "Not on a trip",
  },
  stream: {
    /** Said under the board when the live updates fell back to asking every 15 seconds. */
    polling: "Live updates paused: refreshing every 15 seconds.",
  },
} as const;
