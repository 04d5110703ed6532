import { useSyncExternalStore } from "react";

/** At most one toast is visible at a time; a new toast replaces the current one. */
export const TOAST_LIMIT = 1;

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
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
export function toast({ title, description, variant = "default" }: ToastInput): {
  id: string;
  dismiss: () => void;
} {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const item: ToastItem = { id, title, description, variant };
  setToasts([item, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Subscribe to the current list of toasts (length is at most TOAST_LIMIT). */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
