import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from "react";
import { useTranslatedMessage } from "../lib/i18n";
import { Label } from "./ui/label";

/**
 * A labelled form control with its error message, wired for screen readers: the label names the
 * control, the message is linked by aria-describedby and the control is marked aria-invalid.
 */
export function FormField({
  label,
  error,
  hint,
  children,
  className,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactElement<Record<string, unknown>>;
  className?: string;
}) {
  const id = useId();
  const translated = useTranslatedMessage();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const child = Children.only(children);
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className ?? "space-y-1.5"}>
      <Label htmlFor={id}>{label}</Label>
      {isValidElement(child) &&
        cloneElement(child, { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={messageId} role="alert" className="text-sm font-medium text-destructive">
          {translated(error)}
        </p>
      )}
    </div>
  );
}
