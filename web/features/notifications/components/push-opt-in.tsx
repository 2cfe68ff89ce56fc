import { useEffect, useRef, useState } from "react";
import { errorMessage } from "#web/api/errors";
import { useApiQuery } from "#web/lib/query";
import { usePhone } from "#web/lib/media";
import { Button } from "#web/ui/button";
import { Icon } from "#web/ui/icons";
import { toast } from "#web/ui/toast";
import {
  pushKeyQuery,
  pushState,
  pushSupported,
  setScorePush,
  turnOffPush,
  turnOnPush,
  type PushState,
  type PushTurnedOn,
} from "#web/api/push";

const BELL_RING =
  "M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9m4.3 13a1.94 1.94 0 0 0 3.4 0M4 2C2.8 3.7 2 5.7 2 8m20 0c0-2.3-.8-4.3-2-6";

/**
 * 'Get alerts on this phone' (issue 14 section 2): the browser's permission question comes only
 * from the 'Turn on' tap. Shows On (with Turn off), Off (with Turn on) or Blocked (how to allow it
 * again); nothing when the browser cannot push or the server does not. When on, 'Scores of my
 * picks' (ADR 0416), once the server has said what this device has.
 */
export function PushOptIn() {
  const supported = pushSupported();
  const key = useApiQuery({ ...pushKeyQuery(), enabled: supported });
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  /** This device's score pushes as the server has them; null until it has answered. */
  const [scores, setScores] = useState<boolean | null>(null);
  const [savingScores, setSavingScores] = useState(false);
  const phone = usePhone();
  const rebound = useRef(false);
  const publicKey = key.data?.public_key ?? null;

  useEffect(() => {
    if (!supported) return;
    let live = true;
    void pushState().then(async (s) => {
      if (!live) return;
      setState(s);
      // Already on: tell the server again, so this device is tied to this sign-in (a new login
      // is a new session; the server drops subscriptions of ended ones).
      if (s === "on" && publicKey && !rebound.current) {
        rebound.current = true;
        const device = await turnOnPush(publicKey).catch(() => null);
        if (live && device?.state === "on") setScores(device.scores);
      }
    });
    return () => {
      live = false;
    };
  }, [supported, publicKey]);

  if (!supported || !publicKey || state === null || state === "unsupported") return null;
  const device = phone ? "this phone" : "this device";

  const run = async (action: () => Promise<PushState | PushTurnedOn>, failed: string) => {
    setBusy(true);
    try {
      const done = await action();
      setState(typeof done === "string" ? done : done.state);
      setScores(typeof done === "string" ? null : done.scores);
    } catch (error) {
      toast.error(`${failed}. ${errorMessage(error)}`);
      setState(await pushState());
    } finally {
      setBusy(false);
    }
  };

  const changeScores = async (on: boolean) => {
    setSavingScores(true);
    setScores(on);
    try {
      setScores(await setScorePush(on));
      toast.success(on ? "Score alerts on." : "Score alerts off.");
    } catch (error) {
      setScores(!on);
      toast.error(`Could not change score alerts. ${errorMessage(error)}`);
    } finally {
      setSavingScores(false);
    }
  };

  return (
    <section className="push-opt-in" aria-labelledby="push-opt-in-title">
      <span className={`push-icon push-${state}`} aria-hidden="true">
        <Icon d={BELL_RING} />
      </span>
      <div className="push-text">
        <h3 id="push-opt-in-title">Get alerts on {device}</h3>
        <p className="push-status" role="status">
          {state === "on" && "On — mentions, replies, friend requests and pick reminders."}
          {state === "off" &&
            "Off — hear about mentions and pick deadlines even with the app closed."}
          {state === "blocked" &&
            `Blocked — notifications are turned off for this site. To allow them, open your browser's site settings (the icon left of the address, or Settings › Notifications on ${device}), allow notifications, then come back.`}
        </p>
      </div>
      {state === "off" && (
        <Button
          size="sm"
          busy={busy}
          onClick={() => void run(() => turnOnPush(publicKey), "Could not turn on alerts")}
        >
          Turn on
        </Button>
      )}
      {state === "on" && (
        <Button
          size="sm"
          variant="secondary"
          busy={busy}
          onClick={() => void run(turnOffPush, "Could not turn off alerts")}
        >
          Turn off
        </Button>
      )}
      {state === "on" && scores !== null && (
        <label className="push-scores">
          <input
            type="checkbox"
            role="switch"
            checked={scores}
            disabled={savingScores}
            aria-describedby="push-scores-hint"
            onChange={(e) => void changeScores(e.target.checked)}
          />
          <span>
            Scores of my picks
            <small id="push-scores-hint">After each final: your week so far in each league</small>
          </span>
        </label>
      )}
    </section>
  );
}
