import { API, messages, STORAGE_KEYS } from "@app/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toast } from "../../lib/toast";
import { currentPath, fakeLoginResponse, mockFetch, renderApp, sentBody } from "../../test/app-test-utils";

const t = messages.auth.login;

async function openLogin(path = "/login", options: Parameters<typeof renderApp>[1] = {}) {
  const app = renderApp(path, options);
  await screen.findByRole("heading", { name: t.title });
  return app;
}

const identifier = () => screen.getByRole("textbox", { name: t.identifierLabel });
const password = () => screen.getByLabelText(t.passwordLabel, { selector: "input", exact: false });
const submit = () => screen.getByRole("button", { name: t.submit });

describe("LoginPage", () => {
  it("shows both required messages of spec §5.1 and sends nothing", async () => {
    const fetchMock = mockFetch();
    const { user } = await openLogin();
    await user.click(submit());
    expect(await screen.findByText(t.identifierRequired)).toBeInTheDocument();
    expect(screen.getByText(t.passwordRequired)).toBeInTheDocument();
    expect(identifier()).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("treats a blank identifier as missing and clears an error when the field changes", async () => {
    mockFetch();
    const { user } = await openLogin();
    await user.type(identifier(), "   ");
    await user.type(password(), "secret");
    await user.click(submit());
    expect(await screen.findByText(t.identifierRequired)).toBeInTheDocument();
    expect(screen.queryByText(t.passwordRequired)).not.toBeInTheDocument();
    await user.type(identifier(), "a");
    expect(screen.queryByText(t.identifierRequired)).not.toBeInTheDocument();
  });

  it("has the links, the show/hide toggle and a Clear button that empties the form", async () => {
    mockFetch();
    const { user } = await openLogin();
    expect(screen.getByRole("link", { name: t.forgotLink })).toHaveAttribute("href", "/forgot-password");
    expect(screen.getByRole("link", { name: t.resetLink })).toHaveAttribute("href", "/reset-password");
    await user.type(identifier(), "admin@example.com");
    await user.type(password(), "secret");
    expect(password()).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: messages.common.showPassword }));
    expect(password()).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: messages.common.hidePassword })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: t.clear }));
    expect(identifier()).toHaveValue("");
    expect(password()).toHaveValue("");
  });

  it.each([messages.auth.serverErrors.invalidEmail, messages.auth.serverErrors.invalidMobile])(
    "puts the server error %s on the identifier field and in a toast",
    async (serverText) => {
      mockFetch({ [`POST ${API.login}`]: { status: 400, body: { error: serverText } } });
      const toastError = vi.spyOn(toast, "error");
      const { user } = await openLogin();
      await user.type(identifier(), "someone@example.com");
      await user.type(password(), "secret");
      await user.click(submit());
      await waitFor(() => expect(toastError).toHaveBeenCalledWith(serverText, expect.any(Number)));
      expect(identifier()).toHaveAccessibleDescription(serverText);
    },
  );

  it('maps "Incorrect password" to the field error "Invalid password" plus a toast', async () => {
    mockFetch({ [`POST ${API.login}`]: { status: 401, body: { error: messages.auth.serverErrors.incorrectPassword } } });
    const toastError = vi.spyOn(toast, "error");
    const { user } = await openLogin();
    await user.type(identifier(), "9876543210");
    await user.type(password(), "wrong");
    await user.click(submit());
    expect(await screen.findByText(t.invalidPasswordField)).toBeInTheDocument();
    expect(password()).toHaveAccessibleDescription(t.invalidPasswordField);
    expect(toastError).toHaveBeenCalledWith(messages.auth.serverErrors.incorrectPassword, expect.any(Number));
  });

  it('shows "Login Failed, try again" and "User not Found." for any other failure', async () => {
    mockFetch({ [`POST ${API.login}`]: { status: 500, body: { error: "boom" } } });
    const toastError = vi.spyOn(toast, "error");
    const { user } = await openLogin();
    await user.type(identifier(), "nobody@example.com");
    await user.type(password(), "secret");
    await user.click(submit());
    expect(await screen.findByText(t.userNotFound)).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith(t.failedToast, expect.any(Number));
  });

  it("shows the server's rate-limit text for 429 without blaming the user name", async () => {
    const limit = messages.limits.loginWait(30);
    mockFetch({ [`POST ${API.login}`]: { status: 429, body: { error: limit } } });
    const toastError = vi.spyOn(toast, "error");
    const { user } = await openLogin();
    await user.type(identifier(), "admin@example.com");
    await user.type(password(), "secret");
    await user.click(submit());
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(limit));
    expect(screen.queryByText(t.userNotFound)).not.toBeInTheDocument();
  });

  it('reads "Logging in..." while submitting, then lands on the role\'s dashboard with the session stored', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = mockFetch({
      [`POST ${API.login}`]: async () => {
        await gate;
        return { body: fakeLoginResponse("driver") };
      },
    });
    const { user, router } = await openLogin();
    await user.type(identifier(), " driver@example.com ");
    await user.type(password(), "secret");
    await user.click(submit());
    const busy = await screen.findByRole("button", { name: t.submitting });
    expect(busy).toBeDisabled();
    expect(sentBody(fetchMock)).toEqual({ identifier: "driver@example.com", password: "secret" });
    release();
    await screen.findByRole("heading", { name: messages.dashboards.driverTitle });
    expect(currentPath(router)).toBe("/driver-dashboard");
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("token-driver");
    expect(localStorage.getItem(STORAGE_KEYS.role)).toBe("driver");
    expect(sessionStorage.getItem(STORAGE_KEYS.hasLoggedIn)).toBe("true");
  });

  it("sends a parent to the parent dashboard", async () => {
    mockFetch({ [`POST ${API.login}`]: { body: fakeLoginResponse("mother") } });
    const { user, router } = await openLogin();
    await user.type(identifier(), "9876543210");
    await user.type(password(), "secret");
    await user.click(submit());
    await screen.findByRole("heading", { name: messages.dashboards.parentTitle });
    expect(currentPath(router)).toBe("/parent-dashboard");
  });

  it("redirects a logged-in user away from /login to their dashboard", async () => {
    mockFetch();
    const { router } = renderApp("/login", { as: "caretaker" });
    await screen.findByRole("heading", { name: messages.dashboards.caretakerTitle });
    expect(currentPath(router)).toBe("/caretaker-dashboard");
  });
});
