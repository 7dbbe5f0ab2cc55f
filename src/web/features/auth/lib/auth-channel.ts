/**
 * Tells the app's other tabs that this one signed in or out, so they follow at once (issue 3).
 * BroadcastChannel where it exists; a localStorage write (heard as a 'storage' event) otherwise.
 */
export type AuthMessage = 'signed-in' | 'signed-out';

const CHANNEL = 'mci-auth';

export function broadcastAuth(message: AuthMessage): void {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(message);
    channel.close();
    return;
  }
  try {
    // The timestamp makes every write a change, so the event fires for repeated messages too.
    localStorage.setItem(CHANNEL, `${message}:${Date.now()}`);
  } catch {
    // Storage can be off (private mode); the other tabs catch up when they get focus.
  }
}

/** Calls `listener` for every message from another tab; returns the unsubscribe function. */
export function onAuthMessage(listener: (message: AuthMessage) => void): () => void {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (event.data === 'signed-in' || event.data === 'signed-out') listener(event.data);
    };
    return () => channel.close();
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CHANNEL || !event.newValue) return;
    const message = event.newValue.split(':')[0];
    if (message === 'signed-in' || message === 'signed-out') listener(message);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
