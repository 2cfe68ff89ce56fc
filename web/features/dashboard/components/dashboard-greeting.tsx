import { useEffect, useState } from "react";
import { greetingForHour } from "../greeting";

const today = new Intl.DateTimeFormat(undefined, {
  weekday: "long",
  month: "long",
  day: "numeric",
});

/** The dashboard hero: today's date and the greeting of the hour with the username (kept current). */
export function DashboardGreeting({ username }: { username: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    // A dashboard left open over lunch should not keep saying good morning.
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <section className="hero" aria-label="Welcome">
      <div>
        <p className="hero-eyebrow">{today.format(now)}</p>
        <h1>
          {greetingForHour(now.getHours())}, {username}
        </h1>
      </div>
    </section>
  );
}
