import { useCallback, useEffect, useState } from "react";

/**
 * A dialog whose being open is part of the address (`?name=value`): a reload opens it again, Back
 * closes it rather than leaving the page, and the link can be shared. Without `param`, plain state.
 * Closed on the first render, as the server rendered it, then opened from the address.
 */
export function useUrlDialog(param?: { name: string; value: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const name = param?.name;
  const value = param?.value;
  const isInAddress = useCallback(
    () => name !== undefined && new URLSearchParams(window.location.search).get(name) === value,
    [name, value],
  );

  useEffect(() => {
    if (name === undefined) return;
    setIsOpen(isInAddress());
    const follow = () => setIsOpen(isInAddress());
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, [name, isInAddress]);

  const onOpenChange = useCallback(
    (open: boolean) => {
      setIsOpen(open);
      if (name === undefined || value === undefined || open === isInAddress()) return;
      const url = new URL(window.location.href);
      if (open) {
        url.searchParams.set(name, value);
        window.history.pushState({ ...window.history.state, scrollKey: undefined, openedDialog: name }, "", url);
      } else if ((window.history.state as { openedDialog?: string } | null)?.openedDialog === name) {
        // Opened here: closing is the step back, so Back then leaves the page as expected.
        window.history.back();
      } else {
        url.searchParams.delete(name);
        window.history.replaceState(window.history.state, "", url);
      }
    },
    [name, value, isInAddress],
  );

  return { isOpen, onOpenChange };
}
