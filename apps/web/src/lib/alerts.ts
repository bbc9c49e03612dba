/** spec 000 §3.2: an alert has an id, a type, a message and whether it closes itself. */
export type AlertType = 'Success' | 'Error' | 'Info' | 'Warning';
export type Alert = {
  id: number;
  type: AlertType;
  message: string;
  autoClose: boolean;
  /** Kept when the route changes (spec 000 §4: otherwise cleared). */
  keepAfterRouteChange: boolean;
  /** True during the fade before removal. */
  closing: boolean;
};

// spec 000 §9: auto-close after 8000 ms, with a fade of 250 ms.
export const ALERT_AUTO_CLOSE_MS = 8000;
export const ALERT_FADE_MS = 250;

type AlertOptions = { autoClose?: boolean; keepAfterRouteChange?: boolean };

let alerts: Alert[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function remove(id: number) {
  alerts = alerts.filter((alert) => alert.id !== id);
  emit();
}

function close(id: number) {
  if (!alerts.some((alert) => alert.id === id && !alert.closing)) return;
  alerts = alerts.map((alert) => (alert.id === id ? { ...alert, closing: true } : alert));
  emit();
  setTimeout(() => remove(id), ALERT_FADE_MS);
}

function show(type: AlertType, message: string, options: AlertOptions = {}) {
  const alert: Alert = {
    id: nextId++,
    type,
    message,
    autoClose: options.autoClose ?? true,
    keepAfterRouteChange: options.keepAfterRouteChange ?? false,
    closing: false,
  };
  // The same message twice in a row (a retried action) shows once.
  alerts = [...alerts.filter((existing) => existing.message !== message || existing.type !== type), alert];
  emit();
  if (alert.autoClose) setTimeout(() => close(alert.id), ALERT_AUTO_CLOSE_MS);
  return alert.id;
}

export const alertStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => alerts,
  success: (message: string, options?: AlertOptions) => show('Success', message, options),
  error: (message: string, options?: AlertOptions) => show('Error', message, options),
  info: (message: string, options?: AlertOptions) => show('Info', message, options),
  warning: (message: string, options?: AlertOptions) => show('Warning', message, options),
  close,
  /** spec 000 §4: a route change clears every alert not marked to be kept; a kept one survives one change. */
  routeChanged() {
    if (alerts.length === 0) return;
    alerts = alerts
      .filter((alert) => alert.keepAfterRouteChange)
      .map((alert) => ({ ...alert, keepAfterRouteChange: false }));
    emit();
  },
  clear() {
    alerts = [];
    emit();
  },
};
