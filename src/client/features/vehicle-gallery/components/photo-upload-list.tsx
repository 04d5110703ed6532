import { cn } from "../../../lib/cn";
import { useI18n, useTranslatedMessage } from "../../../lib/i18n";
import type { PhotoUploadState } from "../use-gallery";

/** Each picked file's progress, then 'Uploaded' or why it was refused. */
export function PhotoUploadList({ uploads }: { uploads: PhotoUploadState[] }) {
  const { t } = useI18n();
  const translated = useTranslatedMessage();
  if (uploads.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label={t("Uploads")}>
      {uploads.map((upload) => {
        const percent = Math.round(upload.sent * 100);
        const status = {
          waiting: t("Waiting"),
          uploading: t("{{percent}}% sent", { percent }),
          done: t("Uploaded"),
          failed: upload.error ? translated(upload.error) : "",
        }[upload.status];
        return (
          <li key={upload.key} className="grid gap-1 text-sm" data-upload-status={upload.status}>
            <div className="flex min-w-0 justify-between gap-3">
              <span className="truncate" translate="no">
                {upload.name}
              </span>
              {upload.status !== "failed" && <span className="shrink-0 text-muted-foreground">{status}</span>}
            </div>
            <div
              role="progressbar"
              aria-label={upload.name}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={status}
              className="h-1.5 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={cn(
                  "h-full rounded-full transition-[width]",
                  upload.status === "failed" ? "w-full bg-destructive" : "bg-primary",
                )}
                style={upload.status === "failed" ? undefined : { width: `${percent}%` }}
              />
            </div>
            {upload.status === "failed" && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {status}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
