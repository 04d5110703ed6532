import { useLocation } from "wouter";
import { errorMessage } from "../lib/api";
import { useLogout } from "../lib/auth";
import { paths } from "../lib/paths";
import { toast } from "../lib/toast";
import { Button } from "./ui/button";

export function LogoutButton({ className }: { className?: string }) {
  const logout = useLogout();
  const [, navigate] = useLocation();
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      disabled={logout.isPending}
      onClick={() =>
        logout.mutate(undefined, {
          onSuccess: () => navigate(paths.home),
          onError: (error) =>
            toast({ title: "Logout failed", description: errorMessage(error, error.message), variant: "destructive" }),
        })
      }
    >
      {logout.isPending ? "Logging out..." : "Logout"}
    </Button>
  );
}
