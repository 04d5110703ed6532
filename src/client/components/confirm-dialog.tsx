import { type ReactNode, useState } from "react";
import { useI18n } from "../lib/i18n";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./ui/alert-dialog";
import { Button } from "./ui/button";

/**
 * A confirmation before an action. With a `trigger` it opens when the trigger is pressed; without
 * one it is open while mounted and `onClose` tells the owner to unmount it. `onConfirm` receives
 * `close`, which the caller runs when the request settles: the dialog closes on success and on
 * error alike, and stays open with its buttons disabled until then.
 */
export function ConfirmDialog({
  trigger,
  onClose,
  title,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  isPending,
  isDestructive = false,
  onConfirm,
}: {
  trigger?: ReactNode;
  onClose?: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** The button that closes without acting; "Cancel" unless told. Every text comes translated. */
  cancelLabel?: string;
  isPending: boolean;
  isDestructive?: boolean;
  onConfirm: (close: () => void) => void;
}) {
  const { t } = useI18n();
  const [isOpen, setIsOpen] = useState(trigger === undefined);
  const setOpen = (open: boolean) => {
    setIsOpen(open);
    if (!open) onClose?.();
  };
  return (
    <AlertDialog open={isOpen} onOpenChange={setOpen}>
      {trigger !== undefined && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="space-y-2">{children}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{cancelLabel ?? t("Cancel")}</AlertDialogCancel>
          <Button
            variant={isDestructive ? "destructive" : "default"}
            disabled={isPending}
            onClick={() => onConfirm(() => setOpen(false))}
          >
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
