/** What league screens say when a write needs the network (joining, leaving, creating). */
export const OFFLINE_WRITE_TEXT =
  "You're offline. Joining, leaving and creating leagues need a connection.";
