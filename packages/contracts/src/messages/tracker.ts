/**
 * Positions from trackers and the caretaker's phone (docs/decisions/0265): why a position was
 * refused. Trackers (Traccar Client, an operator's Traccar server) log these; the phone's queue
 * shows them to the caretaker.
 */
export const tracker = {
  /** No vehicle has this tracker id (never set, regenerated since, or the vehicle was removed). */
  unknownTracker: "No vehicle uses this tracker id. Scan the vehicle's QR code again, or ask the office for the vehicle's new tracker id.",
  missingId: "The tracker id is missing (send it as id or device_id).",
  missingPosition: "The position is missing its latitude or longitude.",
  badLatitude: "Latitude must be a number between -90 and 90.",
  badLongitude: "Longitude must be a number between -180 and 180.",
  badTimestamp: "The time of the position is not valid (send Unix seconds, milliseconds or an ISO date and time).",
  badNumber: (field: string) => `${field} must be a number.`,
  badBody: "This is not a position this server understands (OsmAnd parameters, Traccar Client JSON or Traccar forward JSON).",
  /** POST /api/v1/positions */
  tooManyPositions: (max: number) => `Send at most ${max} positions at a time.`,
  noPositions: "Send at least one position.",
  badAt: "Each position needs the time it was taken (an ISO date and time).",
  notYourAssignment: "These positions belong to a trip you do not ride. Only that trip's caretaker can send its positions.",
} as const;
