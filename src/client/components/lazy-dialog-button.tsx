import { type ComponentProps, type ReactNode, type RefObject, useRef } from "react";
import { useUrlDialog } from "../lib/use-url-dialog";
import { OnFirstUse } from "./on-first-use";
import { Button } from "./ui/button";

/** What the dialog of a LazyDialogButton is given: whether it is open, and the button to focus after. */
export interface LazyDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * A button and the dialog it opens, whose code (Radix, a form, a viewer) loads when the button is
 * first pressed: a page's first download carries none of it (docs/performance.md, "First screen on
 * a phone").
 */
export function LazyDialogButton({
  dialog,
  urlParam,
  submitsPlainForm = false,
  ...button
}: Omit<ComponentProps<typeof Button>, "type" | "onClick" | "ref"> & {
  dialog: (props: LazyDialogProps) => ReactNode;
  /**
   * The button submits the plain form around it until the app runs (a page without scripts,
   * docs/architecture.md); once it runs, a press opens the dialog instead.
   */
  submitsPlainForm?: boolean;
  /** Keeps the dialog's being open in the address (`?name=value`): it survives a reload and Back closes it. */
  urlParam?: { name: string; value: string };
}) {
  const { isOpen, onOpenChange: setIsOpen } = useUrlDialog(urlParam);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        {...button}
        ref={trigger}
        type={submitsPlainForm ? "submit" : "button"}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={(event) => {
          event.preventDefault();
          setIsOpen(true);
        }}
      />
      <OnFirstUse isWanted={isOpen}>{dialog({ isOpen, onOpenChange: setIsOpen, trigger })}</OnFirstUse>
    </>
  );
}
