import { Menu, X } from "lucide-react";
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { cn } from "../lib/cn";
import { useI18n } from "../lib/i18n";

/**
 * A header's menu below 768 px (Tailwind's `md`), as a native disclosure: a phone opens it at the
 * first tap before the app's scripts arrive and without them (issue 41, docs/architecture.md "A page
 * without scripts"), and the app then drives the same element (`useMenuState`). The button's name
 * and icon follow the native open state by CSS, so they are right before the app too. The panel
 * lies under the bar, over the page, as wide as the header (the sticky header is its containing
 * block), with `panelClassName` added. `badge` rides on the closed button, hidden from screen
 * readers, who hear it inside the menu.
 */
export function MobileMenu({
  id,
  badge,
  panelClassName,
  children,
}: {
  id: string;
  badge?: ReactNode;
  panelClassName?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const menu = useMenuState();
  return (
    <details ref={menu.ref} open={menu.isOpen ?? undefined} className="group/menu ml-auto md:hidden">
      {/* The browsers expose a details' summary as a button that says whether it is expanded. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the disclosure's button (focusable; Enter and Space click it), which the linter does not know */}
      <summary
        // Only while the panel is there: the app renders it only while open.
        aria-controls={menu.isOpen === false ? undefined : id}
        className="relative block list-none rounded-md p-2 hover:bg-accent [&::-webkit-details-marker]:hidden"
        onClick={menu.toggle}
      >
        <span className="sr-only group-open/menu:hidden">{t("Open menu")}</span>
        <span className="sr-only hidden group-open/menu:inline">{t("Close menu")}</span>
        <Menu className="size-6 group-open/menu:hidden" aria-hidden />
        <X className="hidden size-6 group-open/menu:block" aria-hidden />
        {badge && (
          <span aria-hidden className="group-open/menu:hidden">
            {badge}
          </span>
        )}
      </summary>
      {menu.isOpen !== false && (
        <div id={id} className={cn("absolute inset-x-0 top-full border-y bg-background shadow-md", panelClassName)}>
          {children}
        </div>
      )}
    </details>
  );
}

/**
 * The menu's state once the app runs. Until then (the server's markup, and hydration's first render,
 * which must match it) it is `null`: the panel sits in the closed `<details>` and the browser opens
 * it by itself. When the app runs it takes what the visitor left (a tap before the app leaves it
 * open), then owns it as a button: a tap toggles it, the panel is rendered only while it is open,
 * and it closes on every route change.
 */
function useMenuState() {
  const [location] = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);
  const [isOpen, setIsOpen] = useState<boolean | null>(null);
  const shownAt = useRef(location);
  // A functional update: a tap the app handled in the same moment is not undone.
  useEffect(() => setIsOpen((open) => open ?? ref.current?.open ?? false), []);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    setIsOpen(false);
  }, [location]);
  const toggle = (event: MouseEvent) => {
    // The app renders the change itself (the panel appears with it) rather than the browser's toggle.
    event.preventDefault();
    setIsOpen(!ref.current?.open);
  };
  return { ref, isOpen, toggle };
}
