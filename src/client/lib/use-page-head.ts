import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearch } from "wouter";
import type { PageHead } from "../../domain/page-head";
import { useI18n } from "./i18n";
import type { RouteMatch } from "./page-route";

/**
 * Keeps the tab's title and the description in step with the page's own head (the one the server
 * writes on a fresh load), in the visitor's language, when the app moves to the page or switches
 * language; the not-found screen's title too. Reads the page's data from the query cache its
 * components fill.
 */
export function usePageHead(match: RouteMatch | undefined) {
  const queryClient = useQueryClient();
  const search = useSearch();
  const { t, language } = useI18n();
  useEffect(() => {
    const route = match?.route;
    if (match && !route?.head) return;
    const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = { title: document.title, description: description?.content };
    let isCurrent = true;
    const show = (head: PageHead) => {
      document.title = head.title;
      if (description && head.description) description.content = head.description;
    };
    if (!match || !route?.head) {
      // No page answers the address: the not-found screen, titled as the server titles it.
      show({ title: t("404 Page Not Found") });
    } else {
      const { head, load } = route;
      const address = { params: match.params, search };
      const context = { language, t, origin: window.location.origin };
      if (!load) show(head({ ...context, data: undefined }, address));
      else
        load(queryClient, address).then(
          (data) => isCurrent && show(head({ ...context, data }, address)),
          () => undefined, // the page itself says what went wrong
        );
    }
    return () => {
      isCurrent = false;
      document.title = previous.title;
      if (description && previous.description !== undefined) description.content = previous.description;
    };
  }, [match, search, queryClient, language, t]);
}
