import { Link } from "wouter";
import { paths } from "../lib/paths";

export function NotFoundPage() {
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link href={paths.home} className="font-medium text-primary underline-offset-4 hover:underline">
        Back to home
      </Link>
    </main>
  );
}
