/**
 * Accounts (spec 000 section 7): register, verify e-mail, resend, login, password reset, profile,
 * change password, and the token calls (refresh, logout). Rules and texts come from domain/accounts;
 * tokens from sessions.ts.
 *
 * Answers that could reveal whether an e-mail has an account (register, resend, password reset)
 * are the same for known and unknown e-mails; only the mail that is (or is not) sent differs.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { Hono } from "hono";
import { ACCOUNT_MESSAGES as M } from "#domain/accounts/messages";
import {
  ChangePasswordSchema,
  LogoutSchema,
  RefreshSchema,
  EmailOnlySchema,
  LoginSchema,
  ProfilePatchSchema,
  RegistrationSchema,
  ResetPasswordConfirmSchema,
  VerifyEmailSchema,
} from "#domain/accounts/contract";
import { asStatement, getDb } from "#worker/db/client";
import { users } from "#worker/db/schema";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { ApiError, badRequest, fieldError, notFound, unauthorized } from "#worker/http/errors";
import { validateJson } from "#worker/http/validate";
import { afterAnswer } from "#worker/http/after-answer";
import { decodeImageDataUrl } from "#domain/images";
import { deleteImage, storeImage } from "#worker/media/images";
import { answersWithTokens, writeBatch } from "#worker/http/idempotency";
import { consumeEmailToken } from "./email-tokens";
import { sendAccountExistsMail, sendPasswordResetMail, sendVerificationMail } from "./mails";
import {
  findUserByEmail,
  findUserById,
  isUniqueViolation,
  toAccountUser,
  usernameTaken,
} from "./queries";
import {
  clearAccountFailures,
  clearPairFailures,
  clientAddress,
  loginThrottle,
  recordLoginFailure,
  registrationThrottle,
  registrationThrottleMessage,
  throttleMessage,
} from "./throttle";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password";
import {
  prepareSession,
  revokeAllSessions,
  revokeAllSessionsStatement,
  revokeSessionOf,
  rotateRefreshToken,
  startSession,
} from "./sessions";

const taken = () => fieldError({ username: [M.usernameTaken] });
/** How many times one avatar change tries its compare-and-set write (see the loop). */
const AVATAR_WRITE_TRIES = 10;

const userRoutes = new Hono<AppBindings>()
  .post("/register/", validateJson(RegistrationSchema), async (c) => {
    const body = c.req.valid("json");
    const now = c.var.now;
    const db = c.env.DB;
    const throttled = await registrationThrottle(
      c.env,
      clientAddress(c.req.header("cf-connecting-ip")),
      now,
    );
    if (throttled)
      return c.json({ error: registrationThrottleMessage(throttled) }, 429, {
        "Retry-After": String(throttled.retryAfterSeconds),
      });
    if (await usernameTaken(db, body.username)) throw taken();
    const answer = () =>
      c.json(
        { message: M.registered, email: body.email, verification_required: true as const },
        201,
      );

    const existing = await findUserByEmail(db, body.email);
    if (existing) {
      // Same work and same answer as a new registration; the owner hears about it by mail.
      await burnPasswordCheck(c.env.PASSWORD_PEPPER, body.password);
      await afterAnswer(c, () =>
        existing.email_verified_at
          ? sendAccountExistsMail(c.env, existing, now)
          : sendVerificationMail(c.env, existing, now),
      );
      return answer();
    }

    const passwordHash = await hashPassword(c.env.PASSWORD_PEPPER, body.password);
    const iso = now.toISOString();
    try {
      await getDb(db)
        .insert(users)
        .values({
          email: body.email,
          username: body.username,
          firstName: body.first_name,
          lastName: body.last_name,
          passwordHash,
          dateJoined: iso,
          updatedAt: iso,
        })
        .run();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Lost a race with a parallel registration of the same username or e-mail.
      if (await usernameTaken(db, body.username)) throw taken();
      return answer();
    }
    const user = await findUserByEmail(db, body.email);
    if (user) await afterAnswer(c, () => sendVerificationMail(c.env, user, now));
    return answer();
  })

  .post("/verify-email/", answersWithTokens, validateJson(VerifyEmailSchema), async (c) => {
    const now = c.var.now;
    const userId = await consumeEmailToken(
      c.env.DB,
      c.req.valid("json").token,
      "verify_email",
      now,
    );
    if (userId === null) throw badRequest(M.verificationInvalid);
    const iso = now.toISOString();
    await getDb(c.env.DB)
      .update(users)
      .set({ emailVerifiedAt: sql`COALESCE(${users.emailVerifiedAt}, ${iso})`, updatedAt: iso })
      .where(eq(users.id, userId))
      .run();
    const user = await findUserById(c.env.DB, userId);
    if (!user) throw badRequest(M.verificationInvalid);
    const tokens = await startSession(c.env, user, now);
    return c.json({ tokens, user: toAccountUser(user), message: M.verified });
  })

  // Known or not, verified or not: the same answer at once; the mail (if any) goes after it.
  .post("/resend-verification/", validateJson(EmailOnlySchema), async (c) => {
    const { email } = c.req.valid("json");
    await afterAnswer(c, async () => {
      const user = await findUserByEmail(c.env.DB, email);
      if (user && !user.email_verified_at) await sendVerificationMail(c.env, user, c.var.now);
    });
    return c.json({ message: M.verificationSent });
  })

  .post("/login/", answersWithTokens, validateJson(LoginSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    const now = c.var.now;
    const db = c.env.DB;
    const address = clientAddress(c.req.header("cf-connecting-ip"));
    const verdict = await loginThrottle(c.env, email, address, now);
    if (verdict)
      return c.json({ error: throttleMessage(verdict) }, 429, {
        "Retry-After": String(verdict.retryAfterSeconds),
      });

    const user = await findUserByEmail(db, email);
    const check = user
      ? await verifyPassword(c.env.PASSWORD_PEPPER, password, user.password_hash)
      : (await burnPasswordCheck(c.env.PASSWORD_PEPPER, password),
        { ok: false, needsRehash: false });
    if (!user || !check.ok) {
      await recordLoginFailure(c.env, email, address, now);
      throw badRequest(M.invalidCredentials);
    }
    // Only after the password proved the caller owns the account do we say it is unverified.
    if (!user.email_verified_at) throw badRequest(M.notVerified);
    await clearPairFailures(c.env, email, address);
    if (check.needsRehash) {
      await getDb(db)
        .update(users)
        .set({ passwordHash: await hashPassword(c.env.PASSWORD_PEPPER, password) })
        .where(eq(users.id, user.id))
        .run();
    }
    const tokens = await startSession(c.env, user, now);
    return c.json({ tokens, user: toAccountUser(user) });
  })

  // The answer never waits on whether the address has an account (timing), nor on the mail.
  .post("/password-reset/", validateJson(EmailOnlySchema), async (c) => {
    const { email } = c.req.valid("json");
    await afterAnswer(c, async () => {
      const user = await findUserByEmail(c.env.DB, email);
      if (user) await sendPasswordResetMail(c.env, user, c.var.now);
    });
    return c.json({ message: M.resetSent });
  })

  .post("/password-reset/confirm/", validateJson(ResetPasswordConfirmSchema), async (c) => {
    const { token, new_password } = c.req.valid("json");
    const now = c.var.now;
    const db = c.env.DB;
    const userId = await consumeEmailToken(db, token, "password_reset", now);
    if (userId === null) throw badRequest(M.resetInvalid);
    const iso = now.toISOString();
    // The mailed link proves the address, so a reset also verifies it.
    const user = await getDb(db)
      .update(users)
      .set({
        passwordHash: await hashPassword(c.env.PASSWORD_PEPPER, new_password),
        emailVerifiedAt: sql`COALESCE(${users.emailVerifiedAt}, ${iso})`,
        updatedAt: iso,
      })
      .where(eq(users.id, userId))
      .returning({ email: users.email })
      .get();
    if (!user) throw badRequest(M.resetInvalid);
    await revokeAllSessions(db, userId, now);
    await clearAccountFailures(c.env, user.email);
    return c.json({ message: M.resetDone });
  })

  .get("/profile/", requireAuth, async (c) => {
    const user = await findUserById(c.env.DB, c.var.userId);
    if (!user) throw notFound("User not found.");
    return c.json(toAccountUser(user));
  })

  .patch("/profile/", requireAuth, validateJson(ProfilePatchSchema), async (c) => {
    const patch = c.req.valid("json");
    const db = c.env.DB;
    const userId = c.var.userId;
    if (patch.username !== undefined && (await usernameTaken(db, patch.username, userId)))
      throw taken();
    const current = await findUserById(db, userId);
    if (!current) throw notFound("User not found.");
    // A new avatar is checked by its bytes and stored first; the old one goes once the row points
    // at the new one (the same rule and storage as board images).
    const decoded =
      typeof patch.avatar === "string" ? decodeImageDataUrl(patch.avatar.trim()) : null;
    if (decoded && !decoded.ok) throw fieldError({ avatar: [decoded.error] });
    const avatarUrl =
      patch.avatar === undefined
        ? current.avatar_url
        : decoded?.ok
          ? await storeImage(c.env, "avatars", decoded)
          : null;
    const changesAvatar = avatarUrl !== current.avatar_url;
    // The answer is known before the write, so it commits with the write and the request's
    // Idempotency-Key in one batch: a replay answers exactly this and writes nothing.
    const body = toAccountUser({
      ...current,
      username: patch.username ?? current.username,
      first_name: patch.first_name ?? current.first_name,
      last_name: patch.last_name ?? current.last_name,
      bio: patch.bio ?? current.bio,
      avatar_url: avatarUrl,
    });
    // Only the fields sent change (drizzle leaves undefined ones out of the SET). A new avatar
    // replaces the one last read only: when two changes race, the later one retries on top of the
    // earlier and deletes its image, so no image is left in R2 with nothing pointing at it.
    const update = (replacing: string | null) =>
      asStatement(
        db,
        getDb(db)
          .update(users)
          .set({
            username: patch.username,
            firstName: patch.first_name,
            lastName: patch.last_name,
            bio: patch.bio,
            avatarUrl: patch.avatar === undefined ? undefined : avatarUrl,
            updatedAt: c.var.now.toISOString(),
          })
          .where(
            and(
              eq(users.id, userId),
              changesAvatar
                ? replacing === null
                  ? isNull(users.avatarUrl)
                  : eq(users.avatarUrl, replacing)
                : undefined,
            ),
          ),
      );
    const newAvatar = changesAvatar ? avatarUrl : null;
    let replacing = current.avatar_url;
    // A try fails only when another change of this photo committed between its read and its
    // write, and each such change can fail a racing try once: n changes at the same moment need
    // at most n tries each. Five failed under load with six at once (a CI run); ten covers a fan
    // changing their photo from ten devices in the same instant.
    for (let attempt = 0; attempt < AVATAR_WRITE_TRIES; attempt++) {
      let changes: number;
      try {
        const { results } = await writeBatch(c, [update(replacing)], {
          status: 200,
          body,
          storedIf: changesAvatar
            ? sql`EXISTS (SELECT 1 FROM users WHERE id = ${userId} AND avatar_url IS ${avatarUrl})`
            : undefined,
        });
        changes = results[0]!.meta.changes;
      } catch (err) {
        await deleteImage(c.env, newAvatar);
        // Lost a race for the username: the batch (key included) rolled back; the 400 is stored.
        if (isUniqueViolation(err)) throw taken();
        throw err;
      }
      if (changes > 0) {
        if (changesAvatar) await deleteImage(c.env, replacing);
        return c.json(body, 200);
      }
      replacing = (await findUserById(db, userId))?.avatar_url ?? null;
    }
    await deleteImage(c.env, newAvatar);
    throw new ApiError(409, M.avatarChangedMeanwhile);
  })

  .post("/change-password/", requireAuth, validateJson(ChangePasswordSchema), async (c) => {
    const { current_password, new_password } = c.req.valid("json");
    const now = c.var.now;
    const db = c.env.DB;
    const user = await findUserById(db, c.var.userId);
    if (!user) throw notFound("User not found.");
    const address = clientAddress(c.req.header("cf-connecting-ip"));
    // A stolen access token must not become a password-guessing oracle.
    const verdict = await loginThrottle(c.env, user.email, address, now);
    if (verdict)
      return c.json({ error: throttleMessage(verdict) }, 429, {
        "Retry-After": String(verdict.retryAfterSeconds),
      });
    const check = await verifyPassword(c.env.PASSWORD_PEPPER, current_password, user.password_hash);
    if (!check.ok) {
      await recordLoginFailure(c.env, user.email, address, now);
      throw fieldError({ current_password: [M.currentPasswordWrong] });
    }
    const { tokens, statement: newSession } = await prepareSession(c.env, user, now);
    // Every other session ends; this one continues with fresh tokens. The new hash, the revocation,
    // the new session and the Idempotency-Key commit together or not at all. The stored answer
    // leaves the tokens out (secrets are never kept in clear at rest): a replay answers the
    // message only and the client keeps the tokens it has.
    await writeBatch(
      c,
      [
        asStatement(
          db,
          getDb(db)
            .update(users)
            .set({
              passwordHash: await hashPassword(c.env.PASSWORD_PEPPER, new_password),
              updatedAt: now.toISOString(),
            })
            .where(eq(users.id, user.id)),
        ),
        revokeAllSessionsStatement(db, user.id, now),
        newSession,
      ],
      { status: 200, body: { message: M.passwordChanged } },
    );
    return c.json({ message: M.passwordChanged, tokens });
  });

/** Token endpoints: refresh (rotation with replay detection, sessions.ts) and logout. */
const tokenRoutes = new Hono<AppBindings>()
  .post("/refresh/", answersWithTokens, validateJson(RefreshSchema), async (c) => {
    const tokens = await rotateRefreshToken(c.env, c.req.valid("json").refresh, c.var.now);
    if (!tokens) throw unauthorized(M.refreshInvalid);
    return c.json(tokens);
  })
  // Possession of the refresh token is enough to end its session (the access token may be expired).
  .post("/logout/", validateJson(LogoutSchema), async (c) => {
    await revokeSessionOf(c.env.DB, c.req.valid("json").refresh, c.var.now);
    return c.json({ message: M.loggedOut });
  });

/** Accounts: /api/users/* and /api/auth/*. */
export const accountRoutes = new Hono<AppBindings>()
  .route("/users", userRoutes)
  .route("/auth", tokenRoutes);
