import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  API,
  confirmPasswordRequestSchema,
  errorResponseSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  messages,
  languageResponseSchema,
  resetPasswordRequestSchema,
  updateLanguageRequestSchema,
} from "@app/contracts";
import { requestLanguage } from "../../lib/i18n";
import { TOKEN_COOKIE } from "../../plugins/auth";

/** Proof that this browser has logged in to the account with its current password (docs/decisions/0101). */
export const DEVICE_COOKIE = "device";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

export async function accountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secureCookie = app.config.publicUrl.startsWith("https://");

  app.post(
    API.login,
    { schema: { tags: ["account"], body: loginRequestSchema, response: { 200: loginResponseSchema, ...errors } } },
    async (request, reply) => {
      const { identifier, password } = request.body;
      const result = await app.accounts.login(identifier, password, request.ip, app.tokens, request.cookies[DEVICE_COOKIE]);
      reply.setCookie(TOKEN_COOKIE, result.token, {
        httpOnly: true,
        sameSite: "lax",
        secure: secureCookie,
        path: "/",
        expires: result.expiresAt,
      });
      // Kept after logout: it only tells the login throttle this browser knew the password.
      if (result.device) {
        reply.setCookie(DEVICE_COOKIE, app.tokens.addDeviceProof(request.cookies[DEVICE_COOKIE], result.device), {
          httpOnly: true,
          sameSite: "strict",
          secure: secureCookie,
          path: "/api/",
          maxAge: 365 * 24 * 3600,
        });
      }
      return result.body;
    },
  );

  app.post(
    API.logout,
    {
      preHandler: app.authenticate,
      schema: { tags: ["account"], security: [{ bearer: [] }], response: { 200: messageResponseSchema, 401: errorResponseSchema } },
    },
    async (request, reply) => {
      await app.accounts.logout(request.auth!.jti);
      reply.clearCookie(TOKEN_COOKIE, { path: "/" });
      return { message: messages.auth.logout.success };
    },
  );

  app.get(
    API.me,
    { preHandler: app.authenticate, schema: { tags: ["account"], security: [{ bearer: [] }], response: { 200: meResponseSchema, 401: errorResponseSchema } } },
    async (request) => ({ user: await app.accounts.me(request.auth!.userId) }),
  );

  app.put(
    API.myLanguage,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["account"],
        security: [{ bearer: [] }],
        body: updateLanguageRequestSchema,
        response: { 200: languageResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ language: await app.accounts.setLanguage(request.auth!.userId, request.body.language) }),
  );

  app.post(
    API.forgotPasswordLink,
    { schema: { tags: ["account"], body: forgotPasswordRequestSchema, response: { 200: forgotPasswordResponseSchema, ...errors } } },
    async (request) => {
      await app.accounts.forgotPassword(request.body.email, request.ip, request.log, requestLanguage(request));
      return { message: messages.auth.forgot.success };
    },
  );

  app.post(
    API.resetPassword,
    { schema: { tags: ["account"], body: resetPasswordRequestSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      const { identifier, oldPassword, newPassword } = request.body;
      await app.accounts.resetPassword(identifier, oldPassword, newPassword, request.ip);
      return { message: messages.auth.reset.success };
    },
  );

  app.post(
    API.forgotUpdatePassword,
    { schema: { tags: ["account"], body: confirmPasswordRequestSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await app.accounts.confirmPassword(request.body.token, request.body.newPassword);
      return { message: messages.auth.confirm.success };
    },
  );
}
