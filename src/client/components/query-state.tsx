import type { ReactNode } from "react";
import { errorMessage } from "../lib/api";
import { useI18n, useTranslatedMessage } from "../lib/i18n";
import { Spinner } from "./ui/spinner";

/** A failure the person should read: announced to screen readers as soon as it appears. */
export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-destructive">
      {children}
    </p>
  );
}

/**
 * Loading and error states of a fetched list or record; renders nothing once the data is there.
 * `placeholder` replaces the spinner where the page keeps its layout while loading (skeletons).
 */
export function QueryState({
  isLoading,
  error,
  fallback,
  label,
  placeholder,
}: {
  isLoading: boolean;
  error: unknown;
  fallback: string;
  label: string;
  placeholder?: ReactNode;
}) {
  const { t } = useI18n();
  const translated = useTranslatedMessage();
  if (isLoading) {
    if (placeholder) return placeholder;
    return (
      <div className="flex justify-center py-12">
        <Spinner className="size-8" label={t("Loading {{label}}...", { label: translated(label) })} />
      </div>
    );
  }
  // The server's words or the fallback, in the visitor's language where the translations have them.
  if (error) return <ErrorNotice>{translated(errorMessage(error, fallback))}</ErrorNotice>;
  return null;
}
