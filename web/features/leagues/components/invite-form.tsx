import { useState } from "react";
import { ApiError } from "#web/api/errors";
import { Button } from "#web/ui/button";
import { toast } from "#web/ui/toast";
import { leagueError } from "../api/league-errors";
import { inviteUser } from "../api/leagues-api";

/** Commissioner Tools' 'Invite a player': an e-mail address, and the server's answer. */
export function InviteForm({ leagueId }: { leagueId: number }) {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="join-form"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        try {
          const res = await inviteUser(leagueId, email.trim());
          toast.success(res.message);
          setEmail("");
        } catch (err) {
          const field = err instanceof ApiError ? err.fieldErrors().email : undefined;
          setError(field ?? leagueError(err, "Failed to send invitation"));
        } finally {
          setBusy(false);
        }
      }}
    >
      <label className="sr-only" htmlFor="invite-email">
        Invite by e-mail
      </label>
      <input
        id="invite-email"
        className="input"
        type="email"
        placeholder="friend@example.com"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" disabled={!email.trim()} busy={busy}>
        Invite
      </Button>
      {error && <span className="field-error">{error}</span>}
    </form>
  );
}
