// Issue 32: the colour scheme a person chose (light, dark or the system's, kept by Mantine's
// localStorage manager under this key) applied before the first paint of a page the server drew, so it
// does not flash light first. A file, not an inline script: the page's policy runs only its own files.
try {
  const chosen = localStorage.getItem('mantine-color-scheme-value');
  const dark = chosen === 'dark' || (chosen === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
  if (chosen) document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
} catch (_error) {
  // No storage (a private window that refuses it): the default scheme.
}
