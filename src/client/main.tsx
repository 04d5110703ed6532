import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { createRoot, hydrateRoot } from "react-dom/client";
import { SERVER_STATE_ID, type ServerState } from "../domain/page-render";
import { App } from "./app";
import { userQuery } from "./lib/auth";
import { readDisplayCurrency } from "./lib/display-currency";
import { currentLanguage, setUpI18n } from "./lib/i18n";
import { queryClient } from "./lib/query-client";
import { startOffline } from "./lib/register-offline";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

/** The data a server-rendered page was made from (src/client/entry-server.tsx), if it was. */
function serverState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  element?.remove();
  return element?.textContent ? (JSON.parse(element.textContent) as ServerState) : null;
}

startOffline();

// The server says when there is no session: asking GET /api/user would only answer 401.
if (document.body.dataset.session === "none") queryClient.setQueryData(userQuery.queryKey, null);

// The visitor's language is known before the first paint, so a French visitor never sees English flash.
const state = serverState();
void setUpI18n().then(() => {
  const app = <App queryClient={queryClient} />;
  // The server renders in the visitor's remembered language and currency (their cookies): a page
  // rendered otherwise (a cached page from before a choice the server has not seen) is rendered
  // here, over the server's, rather than a page that changes under them.
  if (state && state.language === currentLanguage() && state.currency === readDisplayCurrency()) {
    hydrate(queryClient, state.queries as DehydratedState);
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
});
