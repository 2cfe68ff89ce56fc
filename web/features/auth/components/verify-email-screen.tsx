import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState, type FormEvent } from "react";
import { forgotPasswordFormErrors } from "#domain/accounts/form-errors";
import { errorMessage } from "#web/api/errors";
import { useAuth } from "#web/api/session";
import { markFirstVisit } from "#web/lib/first-visit";
import { Button } from "#web/ui/button";
import { Spinner } from "#web/ui/spinner";
import { TextField } from "#web/ui/text-field";
import { toast } from "#web/ui/toast";
import { resendVerification } from "../api/resend-verification";
import { isBadLink, verifyEmail } from "../api/verify-email";
import { useCooldown } from "../hooks/use-cooldown";
import { FeaturedLeagueOffer, useFeaturedLeague } from "./featured-league-offer";

const RESEND_COOLDOWN_SECONDS = 60;
const REDIRECT_DELAY_MS = 2000;
const VERIFIED = "Email verified successfully! You are now logged in.";
const LINK_INVALID = "The verification link is invalid or has expired.";
const NO_REQUEST = "No email verification request found.";

type Status =
  | { kind: "pending" }
  | { kind: "verifying" }
  | { kind: "success"; signedIn: boolean; message: string }
  | { kind: "error"; message: string; canRetry: boolean }
  | { kind: "no-request" };

interface Props {
  /** From the link in the verification e-mail. */
  token?: string;
  /** From navigation state (after registration or an unverified login). */
  email?: string;
  message?: string;
  justSent?: boolean;
}

/** Verify e-mail (spec sections 2 and 4): pending → success | error; resend with a 60 s cooldown. */
export function VerifyEmailScreen({ token, email, message, justSent }: Props) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>(() =>
    token ? { kind: "verifying" } : email ? { kind: "pending" } : { kind: "no-request" },
  );

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!token) return;
    let alive = true;
    verifyEmail(token).then(
      (result) => {
        if (!alive) return;
        if (result.tokens && result.user) {
          signIn(result.tokens, result.user);
          // Registration signs nobody in: this is the account's first visit (ADR 1110).
          markFirstVisit(result.user.username);
          toast.success(VERIFIED);
          setStatus({ kind: "success", signedIn: true, message: VERIFIED });
        } else {
          setStatus({
            kind: "success",
            signedIn: false,
            message: result.message || "Your email is verified. You can now log in.",
          });
        }
      },
      (error: unknown) => {
        if (!alive) return;
        // A bad or used link is the link's fault; no answer or a server failure is not.
        setStatus(
          isBadLink(error)
            ? { kind: "error", message: LINK_INVALID, canRetry: false }
            : { kind: "error", message: errorMessage(error), canRetry: true },
        );
      },
    );
    return () => {
      alive = false;
    };
  }, [token, signIn, attempt]);

  const signedIn = status.kind === "success" && status.signedIn;
  const featured = useFeaturedLeague(signedIn);
  useEffect(() => {
    if (status.kind !== "success") return;
    // Signed in: the spec's 2 s hop to the dashboard waits for the league lookup, and is off
    // while the one-tap join is offered (a fan cannot read and tap it in 2 s; ADR 1110).
    if (status.signedIn && featured !== null) return;
    const timer = window.setTimeout(() => {
      void navigate({ to: status.signedIn ? "/dashboard" : "/login" });
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, featured, navigate]);

  switch (status.kind) {
    case "verifying":
      return (
        <div className="center">
          <Spinner size="lg" block label="Verifying your email..." />
        </div>
      );
    case "success":
      return (
        <div className="center">
          <div className="status-icon status-icon-success status-mark-check" aria-hidden="true" />
          <h2>Email verified</h2>
          <p>{status.message}</p>
          {featured ? (
            <>
              <FeaturedLeagueOffer league={featured} />
              <Link to="/dashboard" className="btn btn-secondary btn-block">
                Go to Dashboard
              </Link>
            </>
          ) : status.signedIn ? (
            <>
              <p className="muted small">Taking you to your dashboard...</p>
              <Link to="/dashboard" className="btn btn-primary btn-block">
                Go to Dashboard
              </Link>
            </>
          ) : (
            <>
              <p className="muted small">Taking you to the login page...</p>
              <Link to="/login" className="btn btn-primary btn-block">
                Go to Login
              </Link>
            </>
          )}
        </div>
      );
    case "error":
      return (
        <div className="stack">
          <div className="center">
            <div className="status-icon status-icon-error" aria-hidden="true">
              !
            </div>
            <h2>Verification failed</h2>
            <p>{status.message}</p>
            {status.canRetry && (
              <Button
                onClick={() => {
                  setStatus({ kind: "verifying" });
                  setAttempt((n) => n + 1);
                }}
              >
                Try again
              </Button>
            )}
          </div>
          <ResendVerification email={email} />
          <BackToLogin />
        </div>
      );
    case "no-request":
      return (
        <div className="stack">
          <div className="center">
            <div className="status-icon status-icon-info" aria-hidden="true">
              ?
            </div>
            <h2>Verify your email</h2>
            <p>{NO_REQUEST}</p>
          </div>
          <ResendVerification />
          <p className="auth-footer">
            <Link to="/register">Create an account</Link> · <Link to="/login">Back to Login</Link>
          </p>
        </div>
      );
    case "pending":
      return (
        <div className="stack">
          <div className="center">
            <div className="status-icon status-icon-info status-mark-mail" aria-hidden="true" />
            <h2>Check your email</h2>
            <p>
              We sent a verification link to <strong>{email}</strong>.
            </p>
            {message && <p className="muted small">{message}</p>}
            <p className="muted small">
              Click the link in the email to activate your account. The link expires in 24 hours.
            </p>
          </div>
          <ResendVerification email={email} startOnCooldown={justSent} />
          <BackToLogin />
        </div>
      );
  }
}

function BackToLogin() {
  return (
    <p className="auth-footer">
      <Link to="/login">Back to Login</Link>
    </p>
  );
}

/** 'Resend' with the 60 s cooldown; asks for the address when the screen does not know it. */
function ResendVerification({
  email,
  startOnCooldown,
}: {
  email?: string;
  startOnCooldown?: boolean;
}) {
  const [address, setAddress] = useState(email ?? "");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { remaining, start } = useCooldown(RESEND_COOLDOWN_SECONDS, startOnCooldown);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = forgotPasswordFormErrors({ email: address });
    setError(found.email);
    if (found.email) return;
    setBusy(true);
    try {
      await resendVerification(address.trim());
      toast.success("Verification email sent! Please check your inbox.");
      start();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      {!email && (
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={address}
          onChange={(e) => {
            setAddress(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
      )}
      <Button
        type="submit"
        variant={email ? "secondary" : "primary"}
        block
        busy={busy}
        busyText="Sending..."
        disabled={remaining > 0}
      >
        {remaining > 0 ? `Resend in ${remaining}s` : "Resend verification email"}
      </Button>
    </form>
  );
}
