import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";

/** Loading and error states of an admin list; renders nothing once the data is there. */
export function QueryState({
  isLoading,
  error,
  fallback,
  label,
}: {
  isLoading: boolean;
  error: unknown;
  fallback: string;
  label: string;
}) {
  if (isLoading) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="size-8" label={`Loading ${label}...`} />
      </div>
    );
  }
  if (error) {
    return (
      <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-destructive">
        {errorMessage(error, fallback)}
      </p>
    );
  }
  return null;
}
