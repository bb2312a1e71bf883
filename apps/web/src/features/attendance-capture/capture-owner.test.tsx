import { ATTENDANCE_CAPTURE, messages, STORAGE_KEYS } from "@app/contracts";
import { notifications } from "@mantine/notifications";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AppProviders } from "../../app/providers";
import { mockFetch } from "../../test/app-test-utils";
import { currentCaptureOwner, tokenUserId } from "./capture-owner";
import { CaptureQueue, MemoryCaptureStore, type NewCapture } from "./capture-queue";
import { flushCaptures, queueCapture, setCaptureQueueForTests } from "./capture-service";
import { PendingCapturesBanner } from "./pending-captures-banner";
import { captureFieldsForTest } from "./test-captures";

const POST = `POST ${ATTENDANCE_CAPTURE.path}`;
const q = messages.attendance.queue;

const b64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
/** A token shaped like the server's (HS256 JWT with the userId claim); the signature is not checked here. */
const jwt = (userId: string) => `${b64url({ alg: "HS256", typ: "JWT" })}.${b64url({ userId, role: "caretaker", sub: userId })}.c2lnbmF0dXJl`;

const LAKSHMI = "7d4f3a2e-1111-4c55-9a43-2b7a1c0d9e11";
const MEENA = "8e5a4b3f-2222-4c55-9a43-2b7a1c0d9e11";

function logInAs(userId: string, name: string) {
  localStorage.setItem(STORAGE_KEYS.token, jwt(userId));
  localStorage.setItem(STORAGE_KEYS.userName, name);
}

function capture(overrides: Partial<NewCapture> = {}): NewCapture {
  return {
    ...captureFieldsForTest(),
    photo: new Blob(["jpeg"], { type: "image/jpeg" }),
    ...overrides,
  };
}

let queue: CaptureQueue;

beforeEach(() => {
  queue = new CaptureQueue(new MemoryCaptureStore());
  setCaptureQueueForTests(queue);
});

afterEach(() => {
  act(() => notifications.clean());
  setCaptureQueueForTests(null);
  localStorage.clear();
});

describe("whose capture is it", () => {
  it("reads the account from the token's userId claim (null for anything else)", () => {
    expect(tokenUserId(jwt(LAKSHMI))).toBe(LAKSHMI);
    expect(tokenUserId(`${b64url({ alg: "HS256" })}.${b64url({ sub: MEENA })}.x`)).toBe(MEENA);
    for (const token of [null, "", "token-caretaker", "a.b.c", `x.${b64url("text")}.y`]) expect(tokenUserId(token)).toBeNull();
    logInAs(LAKSHMI, "Lakshmi Devi");
    expect(currentCaptureOwner()).toEqual({ userId: LAKSHMI, userName: "Lakshmi Devi" });
  });

  it("tags a new capture with the logged-in caretaker", async () => {
    logInAs(LAKSHMI, "Lakshmi Devi");
    mockFetch({ [POST]: new TypeError("Failed to fetch") });
    const record = await queueCapture(capture(), 10);
    expect(record).toMatchObject({ userId: LAKSHMI, userName: "Lakshmi Devi" });
    await waitFor(() => expect(queue.getSnapshot().flushing).toBe(false));
  });

  it("never sends a capture of caretaker A while caretaker B is logged in; A's next login sends it", async () => {
    await queue.enqueue(capture({ kidName: "Anvi", userId: LAKSHMI, userName: "Lakshmi Devi" }));
    logInAs(MEENA, "Meena Kumari");
    const fetchMock = mockFetch({ [POST]: { status: 201, body: {} } });

    const asMeena = await flushCaptures({ force: true });
    expect(asMeena.sent).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await queue.count()).toBe(1);

    // Meena's own capture goes out with her token; Lakshmi's still waits.
    const mine = await queue.enqueue(capture({ kidName: "Rahul", userId: MEENA, userName: "Meena Kumari" }));
    expect((await flushCaptures({ force: true })).sent).toEqual([mine.id]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0][1]!.headers).get("Authorization")).toBe(`Bearer ${jwt(MEENA)}`);
    expect(await queue.list()).toEqual([expect.objectContaining({ kidName: "Anvi", userId: LAKSHMI })]);

    logInAs(LAKSHMI, "Lakshmi Devi");
    expect((await flushCaptures({ force: true })).sent).toHaveLength(1);
    expect(new Headers(fetchMock.mock.calls[1][1]!.headers).get("Authorization")).toBe(`Bearer ${jwt(LAKSHMI)}`);
    expect(await queue.count()).toBe(0);
  });

  it("stops a run when someone else logs in while it is sending", async () => {
    await queue.enqueue(capture({ kidName: "Anvi", userId: LAKSHMI }));
    await queue.enqueue(capture({ kidName: "Rahul", userId: LAKSHMI }));
    logInAs(LAKSHMI, "Lakshmi Devi");
    const fetchMock = mockFetch({
      [POST]: () => {
        logInAs(MEENA, "Meena Kumari"); // the phone changes hands during the first upload
        return { status: 201, body: {} };
      },
    });
    const result = await flushCaptures({ force: true });
    expect(result.sent).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await queue.list()).toEqual([expect.objectContaining({ kidName: "Rahul", userId: LAKSHMI, status: "pending" })]);
  });

  it("shows another caretaker's captures as waiting for her, apart from the logged-in one's count", async () => {
    await queue.enqueue(capture({ kidName: "Anvi", userId: LAKSHMI, userName: "Lakshmi Devi" }));
    await queue.enqueue(capture({ kidName: "Ravi", userId: LAKSHMI, userName: "Lakshmi Devi" }));
    logInAs(MEENA, "Meena Kumari");
    const fetchMock = mockFetch({ [POST]: { status: 201, body: {} } });
    render(
      <AppProviders>
        <PendingCapturesBanner />
      </AppProviders>,
    );
    expect(await screen.findByText(q.waitingForOther(2, "Lakshmi Devi"))).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(screen.queryByRole("button", { name: q.sendNow })).not.toBeInTheDocument();
    await waitFor(() => expect(queue.getSnapshot().flushing).toBe(false));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
