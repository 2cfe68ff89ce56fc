import { createFileRoute } from "@tanstack/react-router";
import { searchText } from "../-components/search-params";
import { Mailbox } from "#web/features/mailbox/components/mailbox";
import "#web/features/mailbox/mailbox.css";

// Public on purpose: the mailbox is how a developer (and e2e) reads verification and reset links
// before being able to log in. The API behind it exists only in development.
export const Route = createFileRoute("/dev/mailbox")({
  validateSearch: (search: Record<string, unknown>): { to?: string } => ({
    to: searchText(search.to),
  }),
  component: MailboxPage,
});

function MailboxPage() {
  const { to } = Route.useSearch();
  return <Mailbox key={to ?? ""} to={to ?? ""} />;
}
