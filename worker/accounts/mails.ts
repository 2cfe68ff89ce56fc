/**
 * The account mails: verification, password reset, and "someone tried to register with your
 * address". Each goes out at most once per cooldown per address; a delivery failure never changes
 * an answer (no account enumeration).
 */
import type { Env } from "#worker/env";
import { appLink, sendMail } from "#worker/mail/mail";
import { claimMailSlot, createEmailToken } from "./email-tokens";
import type { UserRow } from "./queries";

const APP_NAME = "NCAA Pick'em";

/** Sends an account mail without letting a delivery failure change the answer (no enumeration). */
async function deliver(env: Env, to: string, subject: string, text: string, now: Date) {
  try {
    await sendMail(env, { to, subject, text }, now);
  } catch (err) {
    console.error("Account mail not delivered", subject, err);
  }
}

/** Verification mail, at most once per cooldown per address. Returns whether it was sent. */
export async function sendVerificationMail(env: Env, user: UserRow, now: Date): Promise<boolean> {
  if (!(await claimMailSlot(env.DB, user.email, "verify_email", now))) return false;
  const token = await createEmailToken(env.DB, user.id, "verify_email", now);
  const link = appLink(env, "/verify-email", { token });
  await deliver(
    env,
    user.email,
    `Verify your email for ${APP_NAME}`,
    `Hi ${user.username},\n\nWelcome to ${APP_NAME}! Confirm your email address by opening this link:\n\n${link}\n\nThe link expires in 24 hours. If you did not create an account, you can ignore this email.\n`,
    now,
  );
  return true;
}

export async function sendPasswordResetMail(env: Env, user: UserRow, now: Date): Promise<boolean> {
  if (!(await claimMailSlot(env.DB, user.email, "password_reset", now))) return false;
  const token = await createEmailToken(env.DB, user.id, "password_reset", now);
  const link = appLink(env, "/reset-password", { token });
  await deliver(
    env,
    user.email,
    `Reset your ${APP_NAME} password`,
    `Hi ${user.username},\n\nSomeone asked to reset the password of your ${APP_NAME} account. To choose a new password, open this link:\n\n${link}\n\nThe link expires in 1 hour and works once. If you did not ask for this, you can ignore this email; your password stays the same.\n`,
    now,
  );
  return true;
}

/** Someone registered with an e-mail that already has an account: tell its owner, not the caller. */
export async function sendAccountExistsMail(env: Env, user: UserRow, now: Date): Promise<boolean> {
  if (!(await claimMailSlot(env.DB, user.email, "account_exists", now))) return false;
  await deliver(
    env,
    user.email,
    `Someone tried to register with your email on ${APP_NAME}`,
    `Hi ${user.username},\n\nSomeone (maybe you) tried to create a new ${APP_NAME} account with this email address, but you already have one.\n\nLog in: ${appLink(env, "/login")}\nForgot your password? Reset it: ${appLink(env, "/forgot-password")}\n\nIf this wasn't you, you can ignore this email; nothing has changed.\n`,
    now,
  );
  return true;
}
