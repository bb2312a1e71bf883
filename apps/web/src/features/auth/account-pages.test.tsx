import { API, messages, TOAST_MS } from "@app/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toast } from "../../lib/toast";
import { currentPath, mockFetch, renderApp, sentBody } from "../../test/app-test-utils";

const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: "input" });

describe("Forgot Password page", () => {
  const t = messages.auth.forgot;

  it("requires an email of a valid format (spec §5.2)", async () => {
    const fetchMock = mockFetch();
    const { user } = renderApp("/forgot-password");
    await screen.findByRole("heading", { name: t.title });
    await user.click(screen.getByRole("button", { name: t.submit }));
    expect(await screen.findByText(t.emailRequired)).toBeInTheDocument();
    await user.type(input(t.emailLabel), "not-an-email");
    await user.click(screen.getByRole("button", { name: t.submit }));
    expect(await screen.findByText(t.emailInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: t.backToLogin })).toHaveAttribute("href", "/login");
  });

  it('sends the email and toasts "Email Sent Successfully"', async () => {
    const fetchMock = mockFetch({ [`POST ${API.forgotPasswordLink}`]: { body: { message: "sent" } } });
    const success = vi.spyOn(toast, "success");
    const { user } = renderApp("/forgot-password");
    await screen.findByRole("heading", { name: t.title });
    await user.type(input(t.emailLabel), "parent@example.com");
    await user.click(screen.getByRole("button", { name: t.submit }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(t.success, TOAST_MS.forgotPassword));
    expect(sentBody(fetchMock)).toEqual({ email: "parent@example.com" });
  });

  it("toasts the catalogue failure text when the call fails", async () => {
    mockFetch({ [`POST ${API.forgotPasswordLink}`]: { status: 500, body: { error: "smtp down" } } });
    const failure = vi.spyOn(toast, "error");
    const { user } = renderApp("/forgot-password");
    await screen.findByRole("heading", { name: t.title });
    await user.type(input(t.emailLabel), "parent@example.com");
    await user.click(screen.getByRole("button", { name: t.submit }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(t.failure, TOAST_MS.forgotPassword));
  });
});

describe("Reset Password page", () => {
  const t = messages.auth.reset;

  it("validates the three fields (spec §5.3)", async () => {
    const fetchMock = mockFetch();
    const { user } = renderApp("/reset-password");
    await screen.findByRole("heading", { name: t.title });
    await user.type(input(t.identifierLabel), "12345");
    await user.type(input(t.oldPasswordLabel), "abc");
    await user.type(input(t.newPasswordLabel), "abc");
    await user.click(screen.getByRole("button", { name: t.submit }));
    expect(await screen.findByText(t.identifierInvalid)).toBeInTheDocument();
    expect(screen.getAllByText(t.passwordTooShort)).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: t.backToLogin })).toHaveAttribute("href", "/login");
  });

  it("resets, toasts and goes to /enquiryform", async () => {
    const fetchMock = mockFetch({ [`POST ${API.resetPassword}`]: { body: { message: "ok" } } });
    const success = vi.spyOn(toast, "success");
    const { user, router } = renderApp("/reset-password");
    await screen.findByRole("heading", { name: t.title });
    await user.type(input(t.identifierLabel), "9876543210");
    await user.type(input(t.oldPasswordLabel), "oldpass1");
    await user.type(input(t.newPasswordLabel), "newpass1");
    await user.click(screen.getByRole("button", { name: t.submit }));
    await waitFor(() => expect(currentPath(router)).toBe("/enquiryform"));
    expect(success).toHaveBeenCalledWith(t.success);
    expect(sentBody(fetchMock)).toEqual({ identifier: "9876543210", oldPassword: "oldpass1", newPassword: "newpass1" });
  });

  it("toasts the failure text and stays on the page", async () => {
    mockFetch({ [`POST ${API.resetPassword}`]: { status: 400, body: { error: messages.auth.reset.failure } } });
    const failure = vi.spyOn(toast, "error");
    const { user, router } = renderApp("/reset-password");
    await screen.findByRole("heading", { name: t.title });
    await user.type(input(t.identifierLabel), "a@example.com");
    await user.type(input(t.oldPasswordLabel), "oldpass1");
    await user.type(input(t.newPasswordLabel), "newpass1");
    await user.click(screen.getByRole("button", { name: t.submit }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(t.failure));
    expect(currentPath(router)).toBe("/reset-password");
  });
});

describe("Confirm Password page", () => {
  const t = messages.auth.confirm;

  it("explains a link without a token", async () => {
    mockFetch();
    renderApp("/confirm-password");
    expect(await screen.findByText(t.missingToken)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.requestNewLink })).toHaveAttribute("href", "/forgot-password");
    expect(screen.queryByRole("button", { name: t.submit })).not.toBeInTheDocument();
  });

  it('shows "Passwords do not match" and alerts "Passwords do not match!" on a mismatch', async () => {
    const fetchMock = mockFetch();
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { user } = renderApp("/confirm-password?token=abc");
    await screen.findByRole("heading", { name: t.title });
    await user.type(input(t.newPasswordLabel), "longenough1");
    await user.type(input(t.confirmPasswordLabel), "longenough2");
    await user.click(screen.getByRole("button", { name: t.submit }));
    expect(await screen.findByText(t.mismatch)).toBeInTheDocument();
    expect(input(t.confirmPasswordLabel)).toHaveAccessibleDescription(t.mismatch);
    expect(alert).toHaveBeenCalledWith(t.mismatchAlert);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("requires at least 8 characters", async () => {
    mockFetch();
    const { user } = renderApp("/confirm-password?token=abc");
    await screen.findByRole("heading", { name: t.title });
    await user.type(input(t.newPasswordLabel), "short");
    await user.type(input(t.confirmPasswordLabel), "short");
    await user.click(screen.getByRole("button", { name: t.submit }));
    expect(await screen.findByText(t.passwordTooShort)).toBeInTheDocument();
  });

  it("updates the password with the token, toasts and goes to /login", async () => {
    const fetchMock = mockFetch({ [`POST ${API.forgotUpdatePassword}`]: { body: { message: "ok" } } });
    const success = vi.spyOn(toast, "success");
    const { user, router } = renderApp("/confirm-password?token=tok-123");
    await screen.findByRole("heading", { name: t.title });
    await user.type(input(t.newPasswordLabel), "longenough1");
    await user.type(input(t.confirmPasswordLabel), "longenough1");
    await user.click(screen.getByRole("button", { name: t.submit }));
    await waitFor(() => expect(currentPath(router)).toBe("/login"));
    expect(success).toHaveBeenCalledWith(t.success);
    expect(sentBody(fetchMock)).toEqual({ token: "tok-123", newPassword: "longenough1", confirmPassword: "longenough1" });
  });

  it("sends a logged-in admin to /admin-dashboard after success", async () => {
    mockFetch({ [`POST ${API.forgotUpdatePassword}`]: { body: { message: "ok" } } });
    const { user, router } = renderApp("/confirm-password?token=tok-123", { as: "admin" });
    await screen.findByRole("heading", { name: t.title });
    await user.type(input(t.newPasswordLabel), "longenough1");
    await user.type(input(t.confirmPasswordLabel), "longenough1");
    await user.click(screen.getByRole("button", { name: t.submit }));
    await waitFor(() => expect(currentPath(router)).toBe("/admin-dashboard"));
  });

  it("shows the server's text for an expired link and the catalogue text otherwise", async () => {
    const expired = messages.auth.serverErrors.invalidResetLink;
    let reply: { status: number; body: { error: string } } = { status: 400, body: { error: expired } };
    mockFetch({ [`POST ${API.forgotUpdatePassword}`]: () => reply });
    const failure = vi.spyOn(toast, "error");
    const { user } = renderApp("/confirm-password?token=old");
    await screen.findByRole("heading", { name: t.title });
    await user.type(input(t.newPasswordLabel), "longenough1");
    await user.type(input(t.confirmPasswordLabel), "longenough1");
    await user.click(screen.getByRole("button", { name: t.submit }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(expired));
    reply = { status: 500, body: { error: "db down" } };
    await user.click(screen.getByRole("button", { name: t.submit }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(t.failure));
  });
});
