// The van on the parent's home and on the office's Today board (docs/decisions/0266). Both are
// fetched when shown, not with the screens that hold them: the parent's home is in the phone's
// first download, which has a budget (docs/decisions/0092), and the office's board brings a table.
import { lazy } from "react";

export const KidLiveCards = lazy(() => import("./kid-live-card").then((m) => ({ default: m.KidLiveCards })));
export const LiveVans = lazy(() => import("./live-vans").then((m) => ({ default: m.LiveVans })));
