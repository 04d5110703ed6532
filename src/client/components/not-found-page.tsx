import { Link } from "wouter";
import { useI18n } from "../lib/i18n";
import { paths } from "../lib/paths";

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("404 Page Not Found")}</h1>
      <p className="text-muted-foreground">{t("The page you are looking for does not exist or has moved.")}</p>
      <Link href={paths.home} className="font-medium text-primary underline-offset-4 hover:underline">
        {t("Back to home")}
      </Link>
    </main>
  );
}
