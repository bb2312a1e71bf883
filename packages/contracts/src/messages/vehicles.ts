/**
 * Vehicles: the vans, their registration, seats, the papers that expire, and the tracker id a
 * Traccar Client or Traccar server sends (docs/decisions/0264).
 */
import { VEHICLE_SEATS_MAX, VEHICLE_SEATS_MIN } from "../schemas/vehicle-limits.js";

export const vehicles = {
  title: "Vehicles",
  addVehicle: "Add vehicle",
  editVehicle: "Edit vehicle",
  viewVehicle: "Vehicle",
  registrationLabel: "Registration number",
  registrationHint: "As on the RC, e.g. AP 07 TB 1234 or 22 BH 1234 AA",
  seatsLabel: "Seats",
  permitLabel: "Permit valid until",
  fitnessLabel: "Fitness certificate valid until",
  insuranceLabel: "Insurance valid until",
  pucLabel: "PUC valid until",
  papersColumn: "Papers",
  assignmentsLabel: "Kid route assignments",
  notRecorded: "Not recorded",
  // Validation (the server answers with the same texts).
  registrationRequired: "Please enter the registration number.",
  registrationInvalid: "Please enter an Indian registration number, e.g. AP 07 TB 1234 or 22 BH 1234 AA.",
  seatsInvalid: `Seats must be a whole number from ${VEHICLE_SEATS_MIN} to ${VEHICLE_SEATS_MAX}.`,
  dateInvalid: "Please enter the date as DD-MM-YYYY.",
  registrationTaken: (registration: string) => `A vehicle with the registration number ${registration} already exists.`,
  notFound: "Vehicle not found.",
  stillAssigned: (count: number) =>
    count === 1
      ? "This vehicle is named on 1 kid route assignment. Change that assignment on the Kid Routes screen first."
      : `This vehicle is named on ${count} kid route assignments. Change them on the Kid Routes screen first.`,
  // Toasts and dialogs.
  createSuccess: "Vehicle added.",
  updateSuccess: "Vehicle updated.",
  deleteSuccess: "Vehicle deleted.",
  saveFailure: "Failed to save the vehicle.",
  deleteFailure: "Failed to delete the vehicle.",
  listFailure: "Failed to load the vehicles.",
  empty: "No vehicles yet.",
  searchLabel: "Search vehicles",
  save: "Save",
  cancel: "Cancel",
  edit: "Edit",
  delete: "Delete",
  close: "Close",
  deleteTitle: "Delete vehicle",
  deleteConfirm: (registration: string) => `Delete the vehicle ${registration}? Its trackers will no longer be accepted.`,
  // The tracker (Traccar Client's set-up).
  trackerHeading: "Tracker",
  trackerHelp: "Scan this code with the Traccar Client app (Android or iOS) to set it up for this vehicle, or type the server URL and the device id below.",
  trackerQrLabel: (registration: string) => `QR code that sets up Traccar Client for ${registration}`,
  serverUrlLabel: "Server URL",
  trackerIdLabel: "Device id",
  regenerateTrackerId: "Regenerate tracker id",
  regenerateTitle: "Regenerate tracker id",
  regenerateConfirm: "The tracker set up with the old id stops being accepted until it is set up again with the new one. Regenerate?",
  regenerateSuccess: "New tracker id made. Set up the tracker again.",
  regenerateFailure: "Failed to make a new tracker id.",
  qrFailure: "The QR code could not be drawn. Type the server URL and the device id instead.",
  // The kid-route assignment's vehicle.
  assignmentVehicleLabel: "Vehicle",
  assignmentVehiclePlaceholder: "No vehicle",
  assignmentVehicleNotFound: "The selected vehicle was not found.",
  assignmentVehicleInvalid: "Please select a vehicle from the list.",
  // The papers that expire (the admin dashboard's alerts, beside staff documents).
  papers: { permit: "permit", fitness: "fitness certificate", insurance: "insurance", puc: "PUC certificate" },
  role: "Vehicle",
  paperExpiresIn: (registration: string, paper: string, date: string, days: number) =>
    days === 1 ? `Vehicle ${registration}: ${paper} expires tomorrow (${date})` : `Vehicle ${registration}: ${paper} expires in ${days} days (${date})`,
  paperExpiresToday: (registration: string, paper: string) => `Vehicle ${registration}: ${paper} expires today`,
  paperExpired: (registration: string, paper: string, date: string) => `Vehicle ${registration}: ${paper} expired on ${date}`,
} as const;
