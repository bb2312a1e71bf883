import { formatDateIndia, messages, VEHICLE_PAPER_KINDS, type Vehicle, type VehiclePaperKind } from "@app/contracts";
import { Stack } from "@mantine/core";
import { DetailList } from "../../components/detail-list";
import { ViewEditModal } from "../../components/responsive-modal";
import { ConfirmDeleteModal, useConfirmDelete } from "../transport/confirm-delete-modal";
import { VehicleForm } from "./vehicle-form";
import { VehicleTracker } from "./vehicle-tracker";
import { useDeleteVehicle } from "./vehicles-api";

const m = messages.vehicles;

export const PAPER_LABELS: Record<VehiclePaperKind, string> = { permit: m.permitLabel, fitness: m.fitnessLabel, insurance: m.insuranceLabel, puc: m.pucLabel };
export const PAPER_FIELD = {
  permit: "permitExpiresOn",
  fitness: "fitnessExpiresOn",
  insurance: "insuranceExpiresOn",
  puc: "pucExpiresOn",
} as const satisfies Record<VehiclePaperKind, keyof Vehicle>;

/** A paper's date as DD-MM-YYYY, or "Not recorded". */
export const paperDate = (vehicle: Vehicle, paper: VehiclePaperKind) => {
  const date = vehicle[PAPER_FIELD[paper]];
  return date ? formatDateIndia(date) : m.notRecorded;
};

/** One vehicle in view mode (its details and its tracker's set-up) or edit mode (the form). */
export function VehicleModal({
  vehicle,
  mode,
  onModeChange,
  onClose,
}: {
  vehicle: Vehicle | null;
  mode: "view" | "edit";
  onModeChange: (mode: "view" | "edit") => void;
  onClose: () => void;
}) {
  return (
    <ViewEditModal
      opened={vehicle !== null}
      mode={mode}
      onModeChange={onModeChange}
      onClose={onClose}
      viewTitle={vehicle ? `${m.viewVehicle} ${vehicle.registrationNumber}` : m.viewVehicle}
      editTitle={m.editVehicle}
      size="40rem"
      editLabel={m.edit}
      closeLabel={m.close}
      renderEditForm={() => vehicle && <VehicleForm key={vehicle.uuid} vehicle={vehicle} onSaved={() => onModeChange("view")} onCancel={() => onModeChange("view")} />}
      renderView={() =>
        vehicle && (
          <Stack gap="lg">
            <DetailList
              items={[
                { label: m.registrationLabel, value: vehicle.registrationNumber },
                { label: m.seatsLabel, value: String(vehicle.seats) },
                ...VEHICLE_PAPER_KINDS.map((paper) => ({ label: PAPER_LABELS[paper], value: paperDate(vehicle, paper) })),
                { label: m.assignmentsLabel, value: String(vehicle.assignmentCount) },
              ]}
            />
            <VehicleTracker vehicle={vehicle} />
          </Stack>
        )
      }
    />
  );
}

/** Delete a vehicle after confirming; the server refuses while an assignment names it (shown in the dialog). */
export function DeleteVehicleModal({ vehicle, onClose }: { vehicle: Vehicle | null; onClose: () => void }) {
  const remove = useDeleteVehicle();
  const { error, close, confirm } = useConfirmDelete(remove, vehicle?.uuid, onClose, { success: m.deleteSuccess, failure: m.deleteFailure });
  return (
    <ConfirmDeleteModal
      opened={vehicle !== null}
      title={m.deleteTitle}
      question={vehicle ? m.deleteConfirm(vehicle.registrationNumber) : ""}
      blockedReason={vehicle && vehicle.assignmentCount > 0 ? m.stillAssigned(vehicle.assignmentCount) : null}
      error={error}
      pending={remove.isPending}
      confirmLabel={m.delete}
      cancelLabel={m.cancel}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
