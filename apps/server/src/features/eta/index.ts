// The ETA feature's named interface (docs/decisions/0263): the live view (features/live) and the
// approach alerts use these; nothing else of this folder is imported from outside it.
export { estimateArrival, haversineKm, type EtaEstimate, type EtaInput, type EtaStep, type EtaStop } from "./estimate";
export { etaForKid, runEtas, type KidEta, type RunEtas } from "./eta.service";
