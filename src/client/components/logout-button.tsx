import { useLocation } from "wouter";
import { useLogout } from "../lib/auth";
import { useI18n } from "../lib/i18n";
import { paths } from "../lib/paths";
import { Button } from "./ui/button";

export function LogoutButton({ className }: { className?: string }) {
  const logout = useLogout();
  const { t } = useI18n();
  const [, navigate] = useLocation();
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      disabled={logout.isPending}
      onClick={() => logout.mutate(undefined, { onSuccess: () => navigate(paths.home) })}
    >
      {logout.isPending ? t("Logging out...") : t("Logout")}
    </Button>
  );
}
