import { useState } from "react";
import type { CalendarFeed } from "../../../../domain/contracts/calendar-feeds";
import { formatLongDate } from "../../../../domain/dates";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { QueryState } from "../../../components/query-state";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { useI18n } from "../../../lib/i18n";
import { useCreateFeedLink } from "../api/create-feed-link";
import { useCalendarFeeds } from "../api/get-calendar-feeds";
import { CopyableUrl } from "./copyable-url";

const feedKey = (vehicleId: number | null) => String(vehicleId ?? "fleet");

/**
 * The company's iCal feeds with their secret links. Only a hash of each link is stored, so a link
 * is shown when it is made (and stays on screen until the page is left); after that the company
 * makes a new one, which switches the old one off.
 */
export function CalendarFeedsCard() {
  const { t } = useI18n();
  const feeds = useCalendarFeeds();
  const [links, setLinks] = useState<Record<string, string>>({});
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">
          <h2>{t("Calendar Feeds")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">
          {t(
            "Subscribe to your bookings and unavailability from Google Calendar, a phone or another booking site. In Google Calendar: Other calendars → From URL, then paste the link. Anyone with a link can read that calendar: keep it private, and regenerate it if it leaks.",
          )}
        </p>
        {!feeds.data ? (
          <QueryState
            isLoading={feeds.isLoading}
            error={feeds.error}
            fallback="Failed to fetch calendar feeds"
            label="calendar feeds"
          />
        ) : (
          <ul className="divide-y rounded-md border">
            {feeds.data.map((feed) => (
              <FeedRow
                key={feedKey(feed.vehicleId)}
                feed={feed}
                url={links[feedKey(feed.vehicleId)]}
                onLink={(url) => setLinks((current) => ({ ...current, [feedKey(feed.vehicleId)]: url }))}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function FeedRow({ feed, url, onLink }: { feed: CalendarFeed; url?: string; onLink: (url: string) => void }) {
  const { t, language } = useI18n();
  // The whole fleet's feed is named by the server in English; a vehicle's feed by its make and model.
  const name = feed.vehicleId === null ? t(feed.name) : feed.name;
  const create = useCreateFeedLink();
  const make = (close?: () => void) =>
    create.mutate({ vehicleId: feed.vehicleId }, { onSuccess: (link) => onLink(link.url), onSettled: close });
  return (
    <li className="space-y-2 p-3" data-testid={`feed-${feedKey(feed.vehicleId)}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium" translate={feed.vehicleId === null ? undefined : "no"}>
            {name}
          </p>
          <p className="text-xs text-muted-foreground">
            {feed.createdAt
              ? t("Link made {{date}}", { date: formatLongDate(feed.createdAt.slice(0, 10), language) })
              : t("No link yet")}
          </p>
        </div>
        {feed.hasLink ? (
          <ConfirmDialog
            trigger={
              <Button type="button" variant="outline" size="sm" disabled={create.isPending}>
                {t("Regenerate link")}
              </Button>
            }
            title={t("Regenerate link")}
            confirmLabel={t("Regenerate link")}
            pendingLabel={t("Regenerating...")}
            cancelLabel={t("Cancel")}
            isDestructive
            isPending={create.isPending}
            onConfirm={(close) => make(close)}
          >
            <p>
              {t(
                "The current link of “{{name}}” stops working at once: every calendar subscribed to it must be given the new one.",
                { name },
              )}
            </p>
          </ConfirmDialog>
        ) : (
          <Button type="button" size="sm" disabled={create.isPending} onClick={() => make()}>
            {create.isPending ? t("Creating...") : t("Create link")}
          </Button>
        )}
      </div>
      {url && (
        <CopyableUrl
          url={url}
          label={t("Feed URL: {{name}}", { name })}
          labelHidden
          copyLabel={t("Copy feed URL")}
          copiedDescription="Calendar feed URL has been copied to clipboard."
          hint={
            <p className="text-xs text-muted-foreground">{t("Shown only now: copy it before leaving this page.")}</p>
          }
        />
      )}
    </li>
  );
}
