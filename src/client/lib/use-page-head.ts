import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearch } from "wouter";
import { useI18n } from "./i18n";
import type { RouteMatch } from "./page-route";

/**
 * Keeps the tab's title and the description in step with the page's own head (the one the server
 * writes on a fresh load), in the visitor's language, when the app moves to the page or switches
 * language. Reads the page's data from the query cache its components fill.
 */
export function usePageHead(match: RouteMatch | undefined) {
  const queryClient = useQueryClient();
  const search = useSearch();
  const { t, language } = useI18n();
  useEffect(() => {
    const route = match?.route;
    if (!match || !route?.head || !route.load) return;
    const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = { title: document.title, description: description?.content };
    let isCurrent = true;
    const address = { params: match.params, search };
    route.load(queryClient, address).then(
      (data) => {
        if (!isCurrent || !route.head) return;
        const head = route.head({ data, language, t, origin: window.location.origin }, address);
        document.title = head.title;
        if (description && head.description) description.content = head.description;
      },
      () => undefined, // the page itself says what went wrong
    );
    return () => {
      isCurrent = false;
      document.title = previous.title;
      if (description && previous.description !== undefined) description.content = previous.description;
    };
  }, [match, search, queryClient, language, t]);
}
