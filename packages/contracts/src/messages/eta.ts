/**
 * The ETA and approach alerts (docs/decisions/0263): what parents are told when the van is near or
 * late, the lead-time choice on the notification settings, and the office's accuracy table.
 */
export const eta = {
  /** What a parent receives (every channel); the kid's first name only. */
  text: {
    approachingTitle: (kid: string) => `${kid}: the van is near`,
    /** "The van is about 10 minutes from Arjun's stop." */
    approaching: (kid: string, minutes: number) => `The van is about ${minutes} minutes from ${kid}'s stop.`,
    lateTitle: (kid: string) => `${kid}: the van is running late`,
    late: (kid: string, minutes: number) => `The van is running about ${minutes} minutes late for ${kid}'s stop.`,
  },
  settings: {
    leadLabel: "Tell me when the van is near",
    leadDescription: "How long before the van reaches your child's stop. It also tells you when the van runs more than 10 minutes late.",
    leadOff: "Off",
    leadMinutes: (n: number) => `${n} minutes before`,
  },
  accuracy: {
    title: "How good are the arrival times",
    intro: "Approach alerts of the last 30 days, per route: how often the van arrived within 3 minutes of the time parents were given.",
    empty: "No approach alerts in the last 30 days.",
    loadFailed: "Failed to load the arrival-time figures.",
    columns: { route: "Route", alerts: "Alerts", arrived: "Arrived", kept: "Within 3 minutes", share: "Share" },
    total: "All routes",
    percent: (n: number) => `${n}%`,
    none: "—",
  },
  server: {
    leadInvalid: "Please choose 5, 10 or 15 minutes, or off.",
  },
} as const;
