import { messages, type GeoPoint } from "@app/contracts";
import { Stack } from "@mantine/core";
import { apiErrorMessage } from "../../components/api-error-message";
import { LoadError, LoadingText } from "../../components/query-status";
import { toast } from "../../lib/toast";
import { useKidPoints, useSavePoint, type PointTarget } from "./geography-api";
import { PointPicker } from "./point-picker";

const g = messages.geography;

/**
 * The admin's kid view: the kid's home and each institute on the map (docs/decisions/0261). The
 * run sheet orders the van's kids by these points; the home may be taken from the point proposed
 * from past home captures.
 */
export function KidPointsSection({ kidUuid, kidName }: { kidUuid: string; kidName: string }) {
  const query = useKidPoints(kidUuid);
  const save = useSavePoint(kidUuid);
  if (query.isPending) return <LoadingText>{g.mapLoading}</LoadingText>;
  if (query.isError) return <LoadError message={apiErrorMessage(query.error, g.mapFailed)} onRetry={() => void query.refetch()} />;
  const points = query.data;
  const change = (target: PointTarget, point: GeoPoint | null) =>
    save.mutate(
      { target, point },
      {
        onSuccess: () => toast.success(point ? g.ui.saved : g.ui.cleared),
        onError: (error) => toast.error(apiErrorMessage(error, g.errors.pointInvalid)),
      },
    );
  return (
    <Stack gap="lg">
      <PointPicker
        title={g.ui.homeTitle}
        pinLabel={g.ui.homePin(kidName)}
        kind="home"
        saved={points.point}
        proposed={points.proposed}
        busy={save.isPending}
        onSave={(p) => change({ kind: "home" }, p)}
        onClear={() => change({ kind: "home" }, null)}
      />
      {points.institutes.map((institute) => (
        <PointPicker
          key={`${institute.position}-${institute.name}`}
          title={g.ui.instituteTitle(institute.name)}
          pinLabel={institute.name}
          kind="institute"
          saved={institute.point}
          busy={save.isPending}
          onSave={(p) => change({ kind: "institute", position: institute.position }, p)}
          onClear={() => change({ kind: "institute", position: institute.position }, null)}
        />
      ))}
    </Stack>
  );
}
