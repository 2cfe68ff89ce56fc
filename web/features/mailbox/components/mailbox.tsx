import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { ApiError, errorMessage } from "#web/api/errors";
import { formatDateTime } from "#web/lib/format";
import { Banner } from "#web/ui/banner";
import { Button } from "#web/ui/button";
import { Card } from "#web/ui/card";
import { Skeleton } from "#web/ui/skeleton";
import { TextField } from "#web/ui/text-field";
import { useApiQuery } from "#web/lib/query";
import { outboxQuery, type OutboxMessage } from "../api/get-outbox";
import { LinkifiedText } from "./linkified-text";

const REFRESH_MS = 5000;

/**
 * The development mailbox: what the app "sent", newest first, refreshed every 5 s. The filter is
 * kept in the URL (`/dev/mailbox?to=fan@example.com`) so a link can open one person's mail.
 */
export function Mailbox({ to }: { to: string }) {
  const navigate = useNavigate();
  const [filter, setFilter] = useState(to);
  const mail = useApiQuery({ ...outboxQuery(to), refetchInterval: REFRESH_MS });
  const load = mail.isError
    ? mail.error instanceof ApiError && mail.error.status === 404
      ? { kind: "unavailable" as const }
      : { kind: "error" as const, message: errorMessage(mail.error) }
    : mail.data
      ? { kind: "ready" as const, messages: mail.data }
      : { kind: "loading" as const };

  return (
    <div className="page page-narrow">
      <div className="page-header">
        <div>
          <h1>Dev mailbox</h1>
          <p className="muted">E-mails the app sent in development (newest first).</p>
        </div>
      </div>
      <form
        className="row"
        role="search"
        style={{ alignItems: "flex-end", marginBottom: "var(--space-4)" }}
        onSubmit={(event) => {
          event.preventDefault();
          void navigate({ to: "/dev/mailbox", search: { to: filter.trim() || undefined } });
        }}
      >
        <TextField
          label="Filter by recipient"
          type="search"
          name="to"
          placeholder="fan@example.com"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="grow"
        />
        <Button type="submit">Show</Button>
        <Button variant="ghost" onClick={mail.retry}>
          Refresh
        </Button>
      </form>
      <MailList load={load} to={to} />
    </div>
  );
}

type Load =
  | { kind: "loading" }
  | { kind: "ready"; messages: OutboxMessage[] }
  | { kind: "unavailable" }
  | { kind: "error"; message: string };

function MailList({ load, to }: { load: Load; to: string }) {
  switch (load.kind) {
    case "loading":
      return (
        <Card>
          <div className="stack-sm" aria-label="Loading messages">
            <Skeleton width="40%" />
            <Skeleton width="70%" />
            <Skeleton height={64} />
          </div>
        </Card>
      );
    case "unavailable":
      return (
        <Banner kind="info">
          The dev mailbox is only available in development. This server sends real e-mail, so check
          your inbox instead.
        </Banner>
      );
    case "error":
      return <Banner kind="error">{load.message}</Banner>;
    case "ready":
      if (!load.messages.length) {
        return (
          <Card>
            <p className="muted center" style={{ margin: 0 }}>
              {to ? `No messages to ${to} yet.` : "No messages yet."}
            </p>
          </Card>
        );
      }
      return (
        <ul className="mail-list">
          {load.messages.map((message, index) => (
            <li key={`${message.created_at}-${index}`} className="card">
              <article className="card-body" aria-label={message.subject}>
                <div className="mail-meta">
                  <span>
                    To: <strong>{message.to}</strong>
                  </span>
                  <time dateTime={message.created_at}>{formatTime(message.created_at)}</time>
                </div>
                <h2 className="mail-subject">{message.subject}</h2>
                <pre className="mail-text">
                  <LinkifiedText text={message.text} />
                </pre>
              </article>
            </li>
          ))}
        </ul>
      );
  }
}

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTime(date);
}
