const loading = new Map<string, Promise<void>>();

/**
 * spec 001 §7: a card provider's inline script, loaded on demand (on the invoice page, when the person
 * pays) and only once; a failed load is forgotten so the next Pay tries again.
 */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error('The payment provider could not be reached. Kindly try again. Thank you'));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
