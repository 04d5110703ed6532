import type * as React from "react";
import { cn } from "../lib/cn";

/**
 * The browser's own select, styled like our inputs: phones show their native picker, it needs no
 * script, and FormField can label it directly.
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "border-input flex h-9 w-full rounded-md border bg-background px-3 py-1 text-base shadow-xs outline-none md:text-sm",
        "focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px]",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
        className,
      )}
      {...props}
    />
  );
}
