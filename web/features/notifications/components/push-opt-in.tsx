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
  turnOffPush,
  turnOnPush,
  type PushState,
} from "#web/api/push";

const BELL_RING =
  "M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9m4.3 13a1.94 1.94 0 0 0 3.4 0M4 2C2.8 3.7 2 5.7 2 8m20 0c0-2.3-.8-4.3-2-6";

/**
 * 'Get alerts on this phone' (issue 14 section 2): the browser's permission question comes only
 * from the 'Turn on' tap. Shows On (with Turn off), Off (with Turn on) or Blocked (how to allow it
 * again); nothing when the browser cannot push or the server does not.
 */
export function PushOptIn() {
  const supported = pushSupported();
  const key = useApiQuery({ ...pushKeyQuery(), enabled: supported });
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
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
        await turnOnPush(publicKey).catch(() => undefined);
      }
    });
    return () => {
      live = false;
    };
  }, [supported, publicKey]);

  if (!supported || !publicKey || state === null || state === "unsupported") return null;
  const device = phone ? "this phone" : "this device";

  const run = async (action: () => Promise<PushState>, failed: string) => {
    setBusy(true);
    try {
      setState(await action());
    } catch (error) {
      toast.error(`${failed}. ${errorMessage(error)}`);
      setState(await pushState());
    } finally {
      setBusy(false);
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
    </section>
  );
}
