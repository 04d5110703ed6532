import { useI18n } from "../lib/i18n";

/** 'Delete Permanently': what goes with a deleted vehicle. */
export function VehicleDeletionList() {
  const { t } = useI18n();
  return (
    <ul className="list-disc space-y-1 pl-5">
      <li>{t("All booking records")}</li>
      <li>{t("All customer reviews")}</li>
      <li>{t("All unavailability periods")}</li>
      <li>{t("All images and details")}</li>
    </ul>
  );
}
