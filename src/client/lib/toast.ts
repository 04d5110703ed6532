import { useSyncExternalStore } from "react";

/** At most one toast is visible at a time; a new toast replaces the current one. */
export const TOAST_LIMIT = 1;

export type ToastVariant = "default" | "destructive";

/** A button in the toast (Undo); the toaster translates its label. */
export interface ToastAction {
  label: string;
  /** Said to screen readers, who may not reach the toast: where else the same can be done. */
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  /** How long it stays, when an action's window is not the usual duration. */
  duration?: number;
}

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
  duration?: number;
}

type Listener = () => void;

let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const EMPTY: readonly ToastItem[] = [];

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): readonly ToastItem[] {
  return toasts;
}

function getServerSnapshot(): readonly ToastItem[] {
  return EMPTY;
}

/** Remove a toast by id, or all toasts when no id is given. */
export function dismissToast(id?: string): void {
  setToasts(id === undefined ? EMPTY : toasts.filter((t) => t.id !== id));
}

/** Show a toast notification. Replaces any toast currently on screen. */
export function toast({ variant = "default", ...input }: ToastInput): {
  id: string;
  dismiss: () => void;
} {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const item: ToastItem = { id, variant, ...input };
  setToasts([item, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Subscribe to the current list of toasts (length is at most TOAST_LIMIT). */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
