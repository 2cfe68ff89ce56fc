import { api } from "#web/api/client";
import { apiKey, type QueryOptions } from "#web/lib/query";

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** GET /api/dev/outbox?to=<email> → newest first. Exists only in development; production answers 404. */
export async function getOutbox(to: string, signal?: AbortSignal): Promise<OutboxMessage[]> {
  const data = await api<{ messages: OutboxMessage[] }>("/dev/outbox", {
    query: { to: to.trim() || undefined },
    anonymous: true,
    signal,
  });
  return data.messages ?? [];
}

/** The mailbox of one recipient (or everyone's), as a query (the dev page is not signed in). */
export const outboxQuery = (to: string): QueryOptions<OutboxMessage[]> => ({
  queryKey: apiKey("/dev/outbox", { to: to.trim() || undefined }),
  queryFn: ({ signal }) => getOutbox(to, signal),
});
