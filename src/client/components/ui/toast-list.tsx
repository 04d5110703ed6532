import { TOAST_DURATION_MS } from "../../../domain/constants";
import { useI18n, useTranslatedMessage } from "../../lib/i18n";
import { dismissToast, useToasts } from "../../lib/toast";
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";

/**
 * Renders the (single) active toast, in the visitor's language: titles, descriptions and the
 * server's messages are English keys, shown as written where the translations have none.
 */
export function ToastList() {
  const toasts = useToasts();
  const { t: translate } = useI18n();
  const translateMessage = useTranslatedMessage();
  return (
    <ToastProvider duration={TOAST_DURATION_MS}>
      {toasts.map((t) => (
        <Toast
          key={t.id}
          variant={t.variant}
          duration={t.duration ?? TOAST_DURATION_MS}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{translate(t.title)}</ToastTitle>
            {t.description ? <ToastDescription>{translateMessage(t.description)}</ToastDescription> : null}
          </div>
          {t.action ? (
            <ToastAction altText={translate(t.action.altText)} onClick={t.action.onClick}>
              {translate(t.action.label)}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
