import { Car } from "lucide-react";
import { Link } from "wouter";
import { useI18n } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";

/** What a landing page says instead of the company: not found, or closed for now. */
export function LandingNotice({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <Car aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
      <Link href={paths.companies} className="font-medium text-primary underline-offset-4 hover:underline">
        {t("Back to all rental companies")}
      </Link>
    </main>
  );
}
