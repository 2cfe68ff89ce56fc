import { AppShell } from "./app-shell";
import { NotFoundMessage } from "./not-found-message";

/** A wrong address for a signed-in fan: inside the shell, so the tab bar is still one tap away. */
export default function SignedInNotFound() {
  return (
    <AppShell>
      <div className="page page-narrow">
        <div className="card">
          <div className="card-body">
            <NotFoundMessage />
          </div>
        </div>
      </div>
    </AppShell>
  );
}
