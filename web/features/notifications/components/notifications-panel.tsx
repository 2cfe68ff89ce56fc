/**
 * The notifications dropdown (spec 000 section 2, issue 14 section 3), drawn inside the bell's
 * dialog: tabs, the list with 'Load more', Mark all read, Clear all (asked first), friend
 * requests answered in place, and the Web Push opt-in. Every write goes through the outbox and
 * shows at once (the list and the badge lay this device's waiting writes over the server's copy);
 * the list reads offline from the service worker's copy and says so.
 */
import { useEffect, useId, useMemo, useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import type { Notification } from "#domain/notifications/contract";
import { NOTIFICATION_TAB_LABELS, NOTIFICATION_TEXTS } from "#domain/notifications/texts";
import { invalidateApi, useApiQuery } from "#web/lib/query";
import { useOutbox } from "#web/offline/hooks";
import { Button } from "#web/ui/button";
import { CachedNotice } from "#web/ui/cached-notice";
import { askConfirm } from "#web/ui/dialog";
import { EmptyState } from "#web/ui/empty-state";
import { Skeleton, SkeletonRows } from "#web/ui/skeleton";
import { useLazy } from "#web/ui/lazy-dialog";
import { Tabs } from "#web/ui/tabs";
import { toast } from "#web/ui/toast";
import {
  notificationsQuery,
  queueAnswer,
  queueClearAll,
  queueRead,
  queueReadAll,
  type TabId,
} from "../api/notifications-api";
import { groupAchievements, unreadMembers, type ListEntry } from "../achievement-groups";
import { isNotificationRow, NOTIFICATIONS_PATH } from "../notification-rows";
import {
  notificationOverlay,
  shownOf,
  type NotificationOverlay,
  type ShownNotification,
} from "../overlay";
import { AchievementGroupItem, NotificationItem } from "./notification-item";
import { openNotification } from "./open-notification";
import "../notifications.css";

// 'Get alerts on this phone' in its own chunk, with the push flow it shares with the sportsbook's
// offer after a saved pick (ADR 0410): the header's bell, on every first visit, does not list it.
const loadPushOptIn = () => import("./push-opt-in").then((m) => m.PushOptIn);
function LazyPushOptIn() {
  const { Component } = useLazy(loadPushOptIn, true);
  return Component ? <Component /> : null;
}

const TABS = (Object.keys(NOTIFICATION_TAB_LABELS) as TabId[]).map((id) => ({
  id,
  label: NOTIFICATION_TAB_LABELS[id],
}));

const EMPTY: Record<TabId, string> = {
  all: NOTIFICATION_TEXTS.empty,
  mentions: "No mentions yet. When someone @mentions you on a board, it shows up here.",
  interactions: "No replies, likes or highlights on your posts yet.",
  achievements: "No achievements yet. Keep picking!",
  friends: "No friend requests or answers yet.",
  system: "No announcements or league updates.",
  reminders: "No pick reminders. You're all caught up.",
};

/** Cached copies of the list (not of the count or the push key) make the offline note. */
const LIST_PATH = /^\/api\/notifications\/(\?|$)/;

interface ListProps {
  tab: TabId;
  overlay: NotificationOverlay;
  onOpen: (item: ShownNotification) => void;
  onOpenGroup: (items: ShownNotification[]) => void;
  onAnswer: (item: ShownNotification, accept: boolean) => void;
}

function ListSkeleton() {
  return (
    <ul className="notif-list" aria-busy="true" aria-label="Loading notifications">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="notif-item notif-skeleton">
          <Skeleton width={36} height={36} circle />
          <span className="notif-text">
            <Skeleton width="55%" />
            <Skeleton width="90%" />
            <Skeleton width="30%" height="0.8em" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Pages after the first: each one's items (less those an earlier page showed — a notification
 * arriving meanwhile shifts the pages), then 'Load more' or the next page.
 */
function LaterPage({ page, seen, ...props }: ListProps & { page: number; seen: Set<number> }) {
  const query = useApiQuery(notificationsQuery(props.tab, page));
  const [more, setMore] = useState(false);
  useEffect(() => {
    if (query.isError) toast.error(NOTIFICATION_TEXTS.loadFailed);
  }, [query.isError]);
  if (!query.data)
    return (
      <li className="notif-more">
        {query.isError ? (
          <Button variant="secondary" size="sm" onClick={query.retry}>
            Retry
          </Button>
        ) : (
          <SkeletonRows label="Loading more notifications" rows={2} height={56} />
        )}
      </li>
    );
  return (
    <PageItems
      {...props}
      data={query.data}
      page={page}
      seen={seen}
      more={more}
      onMore={() => setMore(true)}
    />
  );
}

function PageItems({
  data,
  page,
  seen,
  more,
  onMore,
  ...props
}: ListProps & {
  data: { results: Notification[]; has_more: boolean };
  page: number;
  seen: Set<number>;
  more: boolean;
  onMore: () => void;
}) {
  const next = useMemo(
    () => new Set([...seen, ...data.results.map((n) => n.id)]),
    [seen, data.results],
  );
  return (
    <>
      {entriesOf(
        data.results.filter((n) => !seen.has(n.id)).map((n) => shownOf(n, props.overlay)),
        props.tab,
      ).map((entry) =>
        entry.kind === "one" ? (
          <NotificationItem
            key={entry.item.id}
            item={entry.item}
            onOpen={props.onOpen}
            onAnswer={props.onAnswer}
          />
        ) : (
          <AchievementGroupItem
            key={`group-${entry.items[0]!.id}`}
            items={entry.items}
            onOpen={props.onOpenGroup}
          />
        ),
      )}
      {data.has_more &&
        (more ? (
          <LaterPage {...props} page={page + 1} seen={next} />
        ) : (
          <li className="notif-more">
            <Button variant="secondary" size="sm" onClick={onMore}>
              Load more
            </Button>
          </li>
        ))}
    </>
  );
}

const NONE = new Set<number>();

/** Achievements fold into groups on 'All' only; their own tab lists each one. */
const entriesOf = (items: ShownNotification[], tab: TabId): ListEntry[] =>
  tab === "all" ? groupAchievements(items) : items.map((item) => ({ kind: "one", item }));

/** A tab's list: skeleton, error with Retry, its empty state, or its first page and more. */
function NotificationList(props: ListProps) {
  const query = useApiQuery(notificationsQuery(props.tab, 1));
  const [more, setMore] = useState(false);
  const data = query.data;
  useEffect(() => {
    if (query.isError) toast.error(NOTIFICATION_TEXTS.loadFailed);
  }, [query.isError]);
  if (!data && query.isError)
    return (
      <div className="notif-error" role="alert">
        <p>{NOTIFICATION_TEXTS.loadFailed}</p>
        <Button variant="secondary" size="sm" onClick={query.retry}>
          Retry
        </Button>
      </div>
    );
  if (!data) return <ListSkeleton />;
  if (props.overlay.cleared || data.results.length === 0)
    return <EmptyState iconPath={EMPTY_ICON}>{EMPTY[props.tab]}</EmptyState>;
  return (
    <ul className="notif-list">
      <PageItems
        {...props}
        data={data}
        page={1}
        seen={NONE}
        more={more}
        onMore={() => setMore(true)}
      />
    </ul>
  );
}

const EMPTY_ICON = "M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9m4.3 13a1.94 1.94 0 0 0 3.4 0";

export function NotificationsPanel({ unread, onClose }: { unread: number; onClose: () => void }) {
  const [tab, setTab] = useState<TabId>("all");
  const rows = useOutbox();
  const overlay = useMemo(() => notificationOverlay(rows.filter(isNotificationRow)), [rows]);
  const navigate = useNavigate();
  const panelId = useId();
  // Opening the dropdown asks for the count too, so the badge agrees with the list at once.
  useEffect(() => invalidateApi(`${NOTIFICATIONS_PATH}unread_count/`), []);

  const onOpen = (item: ShownNotification) => {
    if (!item.is_read)
      queueRead(item.id).catch(() => toast.error(NOTIFICATION_TEXTS.markReadFailed));
    onClose();
    openNotification(item, (href) => void navigate({ href }));
  };

  // A group of achievements: every unread member read, then each one on its own tab.
  const onOpenGroup = (items: ShownNotification[]) => {
    for (const item of unreadMembers(items))
      queueRead(item.id).catch(() => toast.error(NOTIFICATION_TEXTS.markReadFailed));
    setTab("achievements");
  };

  const onAnswer = (item: ShownNotification, accept: boolean) => {
    const from = /^\/profile\/([^/?#]+)/.exec(item.action_url)?.[1] ?? "a fan";
    queueAnswer(item.object_id!, accept, decodeURIComponent(from)).catch(() =>
      toast.error(NOTIFICATION_TEXTS.friendRespondFailed),
    );
    // Answering a request has read it.
    if (!item.is_read) queueRead(item.id).catch(() => undefined);
  };

  const markAll = () =>
    queueReadAll().then(
      () => toast.success(NOTIFICATION_TEXTS.allMarkedRead),
      () => toast.error(NOTIFICATION_TEXTS.markAllFailed),
    );

  const clearAll = async () => {
    const ok = await askConfirm({
      title: "Clear all notifications?",
      message: NOTIFICATION_TEXTS.clearAllConfirm,
      confirmText: NOTIFICATION_TEXTS.clearAll,
      danger: true,
    });
    if (!ok) return;
    await queueClearAll().then(
      () => toast.success(NOTIFICATION_TEXTS.allCleared),
      () => toast.error(NOTIFICATION_TEXTS.clearFailed),
    );
  };

  return (
    <div className="notif-panel">
      <div className="notif-toolbar">
        <p className="notif-count" aria-live="polite">
          {unread > 0 ? (
            <>
              <strong>{unread}</strong> unread
            </>
          ) : (
            "All caught up"
          )}
        </p>
        <Button variant="link" size="sm" onClick={() => void markAll()} disabled={unread === 0}>
          {NOTIFICATION_TEXTS.markAllRead}
        </Button>
        <Button
          variant="link"
          size="sm"
          className="notif-clear"
          onClick={() => void clearAll()}
          disabled={overlay.cleared}
        >
          {NOTIFICATION_TEXTS.clearAll}
        </Button>
      </div>
      <div className="notif-tabs">
        <Tabs
          label="Notification types"
          tabs={TABS}
          value={tab}
          onChange={setTab}
          panelId={panelId}
        />
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={`${panelId}-${tab}`}
        className="notif-tabpanel"
      >
        <CachedNotice path={LIST_PATH} />
        <NotificationList
          key={tab}
          tab={tab}
          overlay={overlay}
          onOpen={onOpen}
          onOpenGroup={onOpenGroup}
          onAnswer={onAnswer}
        />
      </div>
      <LazyPushOptIn />
    </div>
  );
}
